import { errorBodySchema } from '@penstock/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas.js';
import { requireUser } from '../auth/index.js';

/** What the plant administration's routes under one plant view share: its path, params and failure answers. */
export const PLANT_BASE = '/dashboard-v3/portfolio/:portfolioId/plant/:plantViewId';
export const plantParams = z.object({ portfolioId: z.string().max(200), plantViewId: z.string().max(200) });
export const plantItemParams = plantParams.extend({ id: z.string().max(200) });

/** 4xx answers of a plant view's route; `what` names what may be missing ("Portfolio, plant view or ..."). */
export const plantFailures = (what: string) => ({
  ...errorResponses,
  403: errorBodySchema,
  404: errorBodySchema.describe(`${what} not found (or not the user's)`),
});

/** Who writes and when (the app's clock), with the version the client loaded: every history row's context. */
export const writeContext = (app: FastifyInstance) => (request: FastifyRequest, version?: number) => ({
  by: requireUser(request).email,
  at: app.clock.now(),
  version,
});
