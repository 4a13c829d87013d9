import type { FastifyInstance } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { HttpError, notFound } from '../http/httpError.js';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether an Authorization header carries the bearer token (compared in constant time). */
export function hasBearerToken(authorization: string | undefined, token: string): boolean {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return !!m && timingSafeEqual(digest(m[1]), digest(token));
}

/**
 * Prometheus metrics at /metrics: process defaults plus request durations by route and status.
 * They show the Node version, memory and traffic, so they need the bearer token METRICS_TOKEN;
 * without it configured, /metrics answers 404.
 */
export function registerMetrics(app: FastifyInstance) {
  // A registry per app instance, so several apps in one test process do not collide.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration in seconds',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, not the raw URL, keeps the label set small.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  const token = app.config.metricsToken;
  app.get('/metrics', { schema: { hide: true }, config: { shed: false } }, async (request, reply) => {
    if (!token) throw notFound('Metrics are off: set METRICS_TOKEN and send it as a bearer token');
    if (!hasBearerToken(request.headers.authorization, token)) {
      throw new HttpError(401, 'Metrics need the bearer token METRICS_TOKEN', {
        'www-authenticate': 'Bearer realm="metrics"',
      });
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
