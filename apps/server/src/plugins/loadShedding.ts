import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { poolOf } from '../db/createDb.js';
import { serviceUnavailable } from '../http/httpError.js';

/** Seconds a shed client waits before it retries. */
export const SHED_RETRY_AFTER_S = 1;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: never shed this route (health, metrics). */
    shed?: boolean;
  }
}

const busy = () => serviceUnavailable('The server is busy. Please try again in a moment.', SHED_RETRY_AFTER_S);

/**
 * Under overload answer 503 with Retry-After at once instead of queueing into timeouts: when the
 * event loop lags (@fastify/under-pressure), and when more requests wait for a database connection
 * than the pool can serve soon (`queueLimit`, default four per pooled connection).
 */
export async function registerLoadShedding(app: FastifyInstance, opts: { maxEventLoopDelayMs: number; queueLimit?: number }) {
  // Lag only, not utilisation: one busy second (a large answer, the OpenAPI document built once)
  // is no overload, and shedding on it refused the requests right after it.
  await app.register(underPressure, {
    maxEventLoopDelay: opts.maxEventLoopDelayMs,
    retryAfter: SHED_RETRY_AFTER_S,
    pressureHandler: (request) => (request.routeOptions.config.shed === false ? undefined : Promise.reject(busy())),
  });
  const pool = poolOf(app.db)?.pool;
  if (!pool) return;
  const limit = opts.queueLimit ?? 4 * (pool.options.max ?? 10);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.shed === false || !/^\/(api|scheduler)\//.test(request.url)) return;
    if (pool.waitingCount >= limit) throw busy();
  });
}
