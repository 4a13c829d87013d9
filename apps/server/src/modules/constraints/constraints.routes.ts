import {
  constraintBodySchema,
  constraintHistoryEntrySchema,
  constraintListQuerySchema,
  constraintListSchema,
  constraintSchema,
  constraintTypeListSchema,
  constraintUpdateSchema,
  deactivateBodySchema,
  errorBodySchema,
  staleWriteSchema,
  violationListSchema,
  violationsQuerySchema,
} from '@penstock/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeGroup } from '../../http/routeGroup.js';
import { plantViewParams, portfolioParams, pathId, PLANT_VIEW_PATH, PORTFOLIO_PATH } from '../../http/routeParams.js';
import { routeFailures } from '../../http/schemas.js';
import { requirePermission, requireUser } from '../auth/index.js';
import { plantsRepo, requirePlantView } from '../plants/index.js';
import { requirePortfolio } from '../portfolios/index.js';
import { createConstraintsService } from './constraints.service.js';
import { createViolationsService } from './violations.service.js';

const oneParams = plantViewParams.extend({ constraint_id: pathId });
const BASE = `${PLANT_VIEW_PATH}/constraint`;
const failures = routeFailures(
  'Read-only portfolio, or a change the rules refuse (the past, the lifecycle)',
  "Portfolio, plant view or constraint not found (or not the user's)",
);
const changeFailures = {
  ...failures,
  409: z
    .union([staleWriteSchema, errorBodySchema])
    .describe(
      'Changed by someone else since loaded ({detail, version, changed_by, changed_at}), or not allowed in its status ({detail})',
    ),
};
const RULES =
  " Times are UTC epoch ms; recurring_pattern fields are inclusive local-time ranges of the plant zone (a start above the end wraps, e.g. hours 22..5). Statuses: draft -> Active -> Inactive -> Active. Creating (or moving the start) before today 00:00 in the plant zone needs an admin or a plant in Setup. On a Live plant a change applies from now on and the past keeps the version that applied then; in other states the latest version applies to all time. Every change is kept in the history (who, when, what); saving re-detects the plant's violations at once. Target-level constraints with future validity are saved but not enforced (optimiser, violations) from now on while the plant lacks advanced_production_planning. Internal types need seeInternalConstraints.";

const constraintsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createConstraintsService(app.db, app.clock, app.log);
  const plants = plantsRepo(app.db);
  const violations = createViolationsService(app.db, app.clock);

  const route = routeGroup(app, { tags: ['constraints'], failures });
  /** Every change needs the write right on the plant (plantRights); the finer rules (the past, Live) use view.rights in the service. */
  const writableView = (request: FastifyRequest, p: z.infer<typeof plantViewParams>) =>
    requirePlantView(request, p, { action: 'write' });
  /** Who changes which constraint, through a view they may write. */
  const changing = async (request: FastifyRequest<{ Params: z.output<typeof oneParams> }>) =>
    [requireUser(request), await writableView(request, request.params), request.params.constraint_id] as const;

  route.get(
    `${PORTFOLIO_PATH}/constraint-types`,
    {
      summary: 'The catalogue of constraint types',
      description:
        'Each with its component type, unit kind and unit, section, how the optimiser uses it and its cost tier. Internal types only with seeInternalConstraints.',
      params: portfolioParams,
      response: constraintTypeListSchema,
    },
    async (request) => {
      await requirePortfolio(request, request.params.portfolioId);
      return service.types(requireUser(request));
    },
  );

  route.get(
    `${PORTFOLIO_PATH}/constraint`,
    {
      summary: 'Constraints of every plant of the portfolio',
      params: portfolioParams,
      querystring: constraintListQuerySchema,
      response: constraintListSchema,
    },
    async (request) => {
      await requirePortfolio(request, request.params.portfolioId);
      return service.list(requireUser(request), await plants.listViews(request.params.portfolioId), request.query);
    },
  );

  route.get(
    BASE,
    {
      summary: 'Constraints of the plant (filter by status, type_name, constrainable_id)',
      params: plantViewParams,
      querystring: constraintListQuerySchema,
      response: constraintListSchema,
    },
    async (request) =>
      service.list(requireUser(request), [await requirePlantView(request, request.params)], request.query),
  );

  route.post(
    BASE,
    {
      summary: 'Add a constraint',
      description: `A Plant constraint names the plant view as constrainable_id.${RULES}`,
      params: plantViewParams,
      body: constraintBodySchema,
      response: constraintSchema,
      failures: changeFailures,
    },
    async (request) => service.create(requireUser(request), await writableView(request, request.params), request.body),
  );

  route.put(
    `${BASE}/:constraint_id`,
    {
      summary: 'Update a constraint (send back the version you loaded)',
      description: RULES,
      params: oneParams,
      body: constraintUpdateSchema,
      response: constraintSchema,
      failures: changeFailures,
    },
    async (request) => service.update(...(await changing(request)), request.body),
  );

  route.post(
    `${BASE}/:constraint_id/deactivate`,
    {
      summary: 'Deactivate an active constraint from a time on (default now)',
      description: RULES,
      params: oneParams,
      body: deactivateBodySchema,
      response: constraintSchema,
      failures: changeFailures,
    },
    async (request) => service.deactivate(...(await changing(request)), request.body),
  );

  route.get(
    `${PORTFOLIO_PATH}/violations`,
    {
      summary: 'Constraint violations of the portfolio (viewConstraintViolations)',
      description:
        'Spans of hours in which actuals (past, before the previous full hour) or the stored plan (upcoming) break an active constraint, overlapping [start-ts, end-ts) (UTC ms; default today 00:00 to three days later 23:59:59 in the plant zone). plants and types are comma-separated plant view ids and type names; search matches component, type and plant names (case-insensitive). An energy target is checked per period (each run of active hours): a period whose energy (actual, then planned) falls short is one violation over the period, worst_value the energy reached, limit_value the target. Start and stop costs are costs, never violations. Grid reserve obligations the plan does not hold in full are violations too (type grid_reserve_shortfall, source plan, per run of short hours, worst_value the largest MW short, limit_value the MW sold; the log of the run names the penalty). Kept current by the detect-constraint-violations task and re-detected at once when a constraint of the plant is saved.',
      params: portfolioParams,
      querystring: violationsQuerySchema,
      response: violationListSchema,
    },
    async (request) => {
      requirePermission(request, 'viewConstraintViolations');
      await requirePortfolio(request, request.params.portfolioId);
      const q = request.query;
      const list = (s?: string) =>
        s
          ?.split(',')
          .map((x) => x.trim())
          .filter(Boolean);
      return violations.list(await plants.listViews(request.params.portfolioId), {
        start: q['start-ts'],
        end: q['end-ts'],
        plants: list(q.plants),
        types: list(q.types),
        search: q.search,
      });
    },
  );

  route.get(
    `${BASE}/:constraint_id/history`,
    {
      summary: 'History of a constraint (not for drafts: 409)',
      params: oneParams,
      response: z.array(constraintHistoryEntrySchema),
      failures: changeFailures,
    },
    async (request) =>
      service.history(
        requireUser(request),
        await requirePlantView(request, request.params),
        request.params.constraint_id,
      ),
  );

  route.delete(
    `${BASE}/:constraint_id`,
    {
      summary: 'Delete a draft (others are deactivated instead: 409)',
      params: oneParams,
      response: z.null(),
      status: 204,
      failures: changeFailures,
    },
    async (request) => {
      await service.remove(...(await changing(request)));
      return null;
    },
  );
};

export default constraintsRoutes;
