import { errorBodySchema, staleWriteSchema } from '@penstock/domain';
import type { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pathId, PLANT_VIEW_PATH, plantViewParams } from '../../http/routeParams.js';
import { routeFailures } from '../../http/schemas.js';
import { requireUser } from '../auth/index.js';

/** What the plant administration's routes under one plant view share: its path, params and failure answers. */
export const PLANT_BASE = PLANT_VIEW_PATH;
export const plantParams = plantViewParams;
export const plantItemParams = plantParams.extend({ id: pathId });

/** 4xx answers of a plant view's route; `what` names what may be missing ("Portfolio, plant view or ..."). */
export const plantFailures = (what: string) =>
  routeFailures('No right to this plant view or action', `${what} not found (or not the user's)`);

/** The answers of a write below a plant view: `failures` and 409 (stale, or an id that is taken). */
export const plantWriteFailures = (failures: Record<number, z.ZodType>) => ({
  ...failures,
  409: staleWriteSchema
    .or(errorBodySchema)
    .describe('Stale version (who changed it and when; nothing saved), or an id that is taken'),
});

/** Who writes and when (the app's clock), with the version the client loaded: every history row's context. */
export const writeContext = (app: FastifyInstance) => (request: FastifyRequest, version?: number) => ({
  by: requireUser(request).email,
  at: app.clock.now(),
  version,
});
