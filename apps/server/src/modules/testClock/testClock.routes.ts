import { errorBodySchema } from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSettable } from '../../clock.js';
import { errorResponses } from '../../http/schemas.js';
import { requireAdmin } from '../auth/index.js';

const YEAR = 366 * 24 * 3_600_000;
const clockAnswer = z.object({
  now: z.number().int().describe('the server clock, epoch ms'),
  offset_ms: z.number().int().describe("how far it is moved from the machine's clock"),
});
const advanceBody = z.object({
  advance_ms: z
    .number()
    .int()
    .min(-YEAR)
    .max(YEAR)
    .describe('ms to move the clock by (negative: back), at most a year either way'),
});

/**
 * The movable server clock (TEST_CLOCK=1 only; without it these routes do not exist, 404): browser
 * journeys let hours pass for freshness, outdated and frozen checks, re-plans and expiries, which
 * all read the one clock of the process (app.clock, the jobs' clock). Administrators only.
 */
const testClockRoutes: FastifyPluginAsyncZod = async (app) => {
  const clock = app.clock;
  if (!app.config.testClock || !isSettable(clock)) return;
  const answer = () => ({ now: clock.now().getTime(), offset_ms: clock.offsetMs() });
  const schema = { tags: ['test'], response: { 200: clockAnswer, ...errorResponses, 403: errorBodySchema } };

  app.get('/v1/test-clock', {
    schema: { ...schema, summary: 'The server clock (TEST_CLOCK only)' },
    handler: async (request) => {
      requireAdmin(request);
      return answer();
    },
  });
  app.post('/v1/test-clock', {
    schema: { ...schema, summary: 'Move the server clock (TEST_CLOCK only)', body: advanceBody },
    handler: async (request) => {
      const by = requireAdmin(request).email;
      clock.advance(request.body.advance_ms);
      request.log.warn({ by, offset_ms: clock.offsetMs() }, 'test clock moved');
      return answer();
    },
  });
};

export default testClockRoutes;
