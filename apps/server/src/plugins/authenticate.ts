import type { FastifyInstance } from 'fastify';
import { createAuthService } from '../modules/auth/auth.service.js';
import { isPublicRoute } from './publicRoutes.js';
import { serviceDeps } from './serviceDeps.js';

/**
 * Every route is authenticated unless listed in publicRoutes.ts: the bearer access token must verify
 * and its session must be live (checked in the database on each request, so logout is immediate).
 */
export function registerAuthentication(app: FastifyInstance) {
  const auth = createAuthService(serviceDeps(app));
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (isPublicRoute(request.method, request.routeOptions.url)) return;
    request.user = await auth.authenticate(request.headers.authorization);
  });
}
