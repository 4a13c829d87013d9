import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { poolOf } from '../db/createDb.js';
import { serviceUnavailable } from '../http/httpError.js';
import { admissionGate } from './admissionGate.js';

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
 * event loop lags (@fastify/under-pressure); when more API requests run than `maxInFlight`
 * (default two per pooled connection) and no place frees within `maxQueueWaitMs`; and when more
 * requests wait for a database connection than `queueLimit` (default four per pooled connection).
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  opts: { maxEventLoopDelayMs: number; maxQueueWaitMs: number; maxInFlight?: number; queueLimit?: number },
) {
  // Lag only, not utilisation: one busy second (a large answer, the OpenAPI document built once)
  // is no overload, and shedding on it refused the requests right after it.
  await app.register(underPressure, {
    maxEventLoopDelay: opts.maxEventLoopDelayMs,
    retryAfter: SHED_RETRY_AFTER_S,
    pressureHandler: (request) => (request.routeOptions.config.shed === false ? undefined : Promise.reject(busy())),
  });
  const pool = poolOf(app.db)?.pool;
  if (!pool) return;
  const connections = pool.options.max ?? 10;
  const limit = opts.queueLimit ?? 4 * connections;
  const gate =
    opts.maxQueueWaitMs > 0 ? admissionGate(opts.maxInFlight ?? 2 * connections, opts.maxQueueWaitMs) : undefined;
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.shed === false || !/^\/(api|scheduler)\//.test(request.url)) return;
    if (pool.waitingCount >= limit) throw busy();
    if (!gate) return;
    // 'close' comes once the answer is sent or the client went away, whatever happened between.
    // Listened to before the wait in line: a client that leaves while waiting must not keep the
    // place it is given later (its 'close' would not come again).
    let admittedAt: number | undefined = undefined;
    let closed = false;
    reply.raw.once('close', () => {
      closed = true;
      if (admittedAt !== undefined) gate.leave(performance.now() - admittedAt);
    });
    const admitted = await gate.enter();
    if (admitted && closed) gate.leave(0);
    if (!admitted || closed) throw busy();
    admittedAt = performance.now();
  });
}
