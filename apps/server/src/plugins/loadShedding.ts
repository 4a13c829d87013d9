import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { poolOf } from '../db/createDb.js';
import { serviceUnavailable } from '../http/httpError.js';
import { poolWaitEstimate } from './poolWaitEstimate.js';

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
 * event loop lags (@fastify/under-pressure), and when a request would wait for a database connection
 * longer than `maxQueueWaitMs` (the queue ahead times the recent hold time) or more requests wait
 * than `queueLimit` (default four per pooled connection). Admitting only what the pool serves soon
 * keeps the refusals fast: an admitted request that later timed out in the queue answered 503
 * after seconds, the tail of the overload benchmark.
 */
export async function registerLoadShedding(app: FastifyInstance, opts: { maxEventLoopDelayMs: number; maxQueueWaitMs: number; queueLimit?: number }) {
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
  const expectedWaitMs = poolWaitEstimate(pool);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.shed === false || !/^\/(api|scheduler)\//.test(request.url)) return;
    if (pool.waitingCount >= limit) throw busy();
    if (opts.maxQueueWaitMs > 0 && expectedWaitMs() > opts.maxQueueWaitMs) throw busy();
  });
}
