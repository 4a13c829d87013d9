import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';

/** Serves apps/web/dist (built by Vite); '/' goes to the only environment, /en/. */
export async function registerStaticWeb(app: FastifyInstance) {
  // @fastify/static needs the folder to exist; the build may appear after the server starts.
  mkdirSync(app.config.webDistDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.config.webDistDir,
    wildcard: true,
    index: false,
    // Vite puts content hashes in asset names, so those may be cached for long; the rest is revalidated.
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader(
        'cache-control',
        /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/en/'));
}
