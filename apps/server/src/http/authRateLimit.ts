import type { FastifyInstance } from 'fastify';

/** Route config limiting a public auth endpoint per client address (AUTH_RATE_LIMIT_PER_MINUTE). */
export const authRateLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: 60_000 },
});
