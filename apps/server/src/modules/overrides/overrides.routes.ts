import {
  activeOverridesQuerySchema,
  activeOverridesResponseSchema,
  dayAheadWindowSchema,
  deleteOverridesBodySchema,
  deleteOverridesQuerySchema,
  errorBodySchema,
  overrideConflictSchema,
  overridesBodySchema,
  overridesQuerySchema,
  saveOverridesResponseSchema,
  withOverrideInfoQuerySchema,
  withOverrideInfoResponseSchema,
} from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidFields } from '../../http/httpError.js';
import { requireUser } from '../auth/index.js';
import { plantViewRoutes, requirePlantView } from '../plants/index.js';
import { createOverridesService } from './overrides.service.js';
import { viewFailures, viewParams } from '../../http/viewRouteSchemas.js';

const BASE = '/dashboard-v3/portfolio/:portfolioId/plant/:plantViewId';
/** 8,760 hours x 12 columns of cells is ~10 MB of JSON. */
const BODY_LIMIT = 32 * 1024 * 1024;
const failures = {
  ...viewFailures,
  403: errorBodySchema.describe('Read-only portfolio, or a cell the user may not edit (detail names the first)'),
};
const SAVE_NOTE =
  ' Cells: {component_id, quantity, ts (UTC ms, interval start), value, expected_previous}; component_id and quantity may come from the query instead. expected_previous is the effective value the client loaded (override, else original, else null): if any stored value differs the whole save is refused with 409 listing the conflicting cells. All or nothing, in one transaction. Rights: can_write on the portfolio; non-admins may not edit actuals in the future, plans in the past, or any value while the plant is in Review, Paused or Inactive. Overrides keep who and when; originals are never changed. The answer lists the cells inside the day-ahead window (spec 1 section 4); with dry-run=true everything is checked and answered but nothing saved, so the web can warn before saving.';

const overridesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOverridesService(app.db, app.clock);

  app.post(`${BASE}/overrides`, {
    bodyLimit: BODY_LIMIT,
    schema: {
      tags: ['overrides'],
      summary: 'Save plan or actual overrides (kind=plan|actual)',
      description: `Null value removes the cell's override (the original shows again).${SAVE_NOTE}`,
      params: viewParams,
      querystring: overridesQuerySchema,
      body: overridesBodySchema,
      response: {
        200: saveOverridesResponseSchema,
        409: overrideConflictSchema.describe('Changed by someone else since loaded; nothing saved'),
        ...failures,
      },
    },
    handler: async (request) =>
      service.save(
        requireUser(request),
        await requirePlantView(request, request.params, { action: 'writeValues' }),
        request.body.cells,
        {
          kind: request.query.kind,
          component: request.query.component,
          quantity: request.query.quantity,
          dryRun: request.query['dry-run'],
        },
      ),
  });

  app.delete(`${BASE}/overrides`, {
    bodyLimit: BODY_LIMIT,
    schema: {
      tags: ['overrides'],
      summary: 'Remove plan or actual overrides: the originals show again (history is kept)',
      description: `Either a body {cells: [{component_id, quantity, ts, expected_previous?}]} or, without a body, every override of component and quantity in [start-ts, end-ts).${SAVE_NOTE}`,
      params: viewParams,
      querystring: deleteOverridesQuerySchema,
      body: deleteOverridesBodySchema.nullish(),
      response: { 200: saveOverridesResponseSchema, 409: overrideConflictSchema, ...failures },
    },
    handler: async (request) => {
      const q = request.query;
      const opts = { kind: q.kind, component: q.component, quantity: q.quantity, dryRun: q['dry-run'] };
      if (request.body)
        return service.save(
          requireUser(request),
          await requirePlantView(request, request.params, { action: 'writeValues' }),
          request.body.cells,
          opts,
        );
      if (
        !q.component ||
        !q.quantity ||
        q['start-ts'] === undefined ||
        q['end-ts'] === undefined ||
        q['end-ts'] <= q['start-ts']
      ) {
        throw invalidFields('query string', [
          {
            path: '',
            message: 'Without a body, component, quantity, start-ts and end-ts (after start-ts) are required',
          },
        ]);
      }
      const view = await requirePlantView(request, request.params, { action: 'writeValues' });
      const cells = await service.liveCells(view, q.kind, q.component, q.quantity, q['start-ts'], q['end-ts']);
      if (!cells.length)
        return {
          saved: 0,
          removed: 0,
          dry_run: !!opts.dryRun,
          day_ahead: await service.window(view),
          day_ahead_cells: [],
        };
      return service.save(requireUser(request), view, cells, opts);
    },
  });

  const view = plantViewRoutes(app, { tags: ['overrides'], failures });
  view.read(
    `${BASE}/with-override-info`,
    {
      summary: 'Plan or actual values with their originals and overrides (who, when)',
      description:
        "Per series of the view components (filter with component, quantity): time[] (UTC ms), values[] (override if any, else original), original[], override[], override_by[], overridden_at[] (UTC ms), run_id[]. Range [start-ts, end-ts), at most 366 days. kind=plan: original is the plan of the hour, the same the charts show: the plan of the latest succeeded optimisation run covering the hour (run_id[i] names it), else the stored plan (run_id null); the run plans power, discharge (net: pumped flow negative), content, level and spill, so all of them are readable here. run=<id>: that run's plan only (its horizon), whichever run is latest.",
      querystring: withOverrideInfoQuerySchema,
      response: withOverrideInfoResponseSchema,
    },
    async (plantView, q) => ({
      frames: await service.info(plantView, {
        kind: q.kind,
        start: q['start-ts'],
        end: q['end-ts'],
        component: q.component,
        quantity: q.quantity,
        run: q.run,
      }),
    }),
  );

  view.read(
    `${BASE}/active-overrides`,
    {
      summary: 'The plan and actual overrides live in a range (cockpit alerts)',
      description:
        'Stretches of consecutive overridden cells of one series by one person that lie in [start-ts, end-ts) (UTC ms, at most 31 days): component, quantity, kind (plan|actual), unit, from and to (UTC ms, to exclusive), number of cells, smallest and largest value, who (override_by) and when (overridden_at, the latest). Ordered by start.',
      querystring: activeOverridesQuerySchema,
      response: activeOverridesResponseSchema,
    },
    (plantView, q) => service.active(plantView, q['start-ts'], q['end-ts']),
  );

  view.read(
    `${BASE}/day-ahead-window`,
    {
      summary: 'The day-ahead window now: edits of cells in [cutoff, end) are flagged',
      description:
        'cutoff: one hour before the plant’s day-ahead bid completion time today (plant market zone), 08:00 when not configured; end: 00:00 of the day after tomorrow.',
      response: dayAheadWindowSchema,
    },
    service.window,
  );
};

export default overridesRoutes;
