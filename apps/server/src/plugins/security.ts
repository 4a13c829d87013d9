import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/httpError.js';
import { pgRateLimitStore } from '../http/pgRateLimitStore.js';

export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Mantine injects style tags and style attributes.
        'style-src': ["'self'", "'unsafe-inline'"],
        // Avatars come from Gravatar (spec: an external avatar service addressed by an e-mail hash).
        'img-src': ["'self'", 'data:', 'https://www.gravatar.com'],
        'connect-src': ["'self'"],
        'font-src': ["'self'", 'data:'],
        'upgrade-insecure-requests': null,
      },
    },
  });
  // Answers of the APIs (main, scheduler, metrics) carry tokens and personal data, and so does any
  // authenticated answer: never cached by browsers or proxies. Only the web app's files and the API
  // docs may be cached.
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('cache-control')) return;
    if (
      request.user ||
      (/^\/(api|scheduler|metrics)(\/|$|\?)/.test(request.url) && !request.url.startsWith('/api/docs'))
    ) {
      reply.header('cache-control', 'no-store');
    }
  });
  // Only routes that ask for it (config.rateLimit) are limited: the public auth endpoints. The
  // windows live in PostgreSQL so that several API processes share one budget per address.
  await app.register(rateLimit, {
    global: false,
    store: pgRateLimitStore(app.db, app.clock),
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(429, `Too many requests. Try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`, {
        'retry-after': String(Math.ceil(ctx.ttl / 1000)),
      }),
  });
}
