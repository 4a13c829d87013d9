import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const NOT_SPA = /^\/(api|metrics|scheduler)(\/|$|\?)/;

/** Unknown API paths answer 404 {detail}; other GETs get the single-page app's index.html (client-side routes). */
export function registerNotFoundHandler(app: FastifyInstance) {
  const hasWeb = () => existsSync(join(app.config.webDistDir, 'index.html'));
  app.setNotFoundHandler((request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !NOT_SPA.test(request.url) && hasWeb()) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', app.config.webDistDir);
    }
    return reply.code(404).send({ detail: `Not found: ${request.method} ${request.url.split('?')[0].slice(0, 200)}` });
  });
}
