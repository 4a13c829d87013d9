import {
  errorBodySchema,
  moduleRefusalSchema,
  plantModulesSchema,
  setModuleBodySchema,
  setModuleResultSchema,
  staleWriteSchema,
} from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/index.js';
import { plantsRepo, plantViewRoutes, requirePlantView } from '../plants/index.js';
import { portfolioRoutes } from '../portfolios/index.js';
import { PORTFOLIO_PATH } from '../../http/routeParams.js';
import { createProductModulesService } from './productModules.service.js';
import { viewFailures, viewParams } from '../../http/viewRouteSchemas.js';

const VIEW_URL = '/dashboard-v3/portfolio/:portfolioId/plant/:plantViewId/product-modules';
const TAGS = ['product modules'];
const failures = viewFailures;

const productModulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const modules = createProductModulesService(app.db);
  const plants = plantsRepo(app.db);

  portfolioRoutes(app, { tags: TAGS, failures }).read(
    `${PORTFOLIO_PATH}/product-modules`,
    {
      summary: 'Module states of every plant of the portfolio (the Commercial screen), by plant view name',
      description:
        'Per plant view: its physical plant and the twelve product modules (spec 2 section 3) with state ACTIVE, TRIAL or INACTIVE, ' +
        'the trial end (epoch ms) and whole days left, and whether the user may change them (can_change: admins, never in Review or Live).',
      response: z.array(plantModulesSchema),
    },
    async (portfolio, _query, request) => {
      const user = requireUser(request);
      const now = app.clock.now();
      const views = await plants.listViews(portfolio.id);
      return Promise.all(views.map((v) => modules.describe({ ...v, portfolio }, user, now)));
    },
  );

  const view = plantViewRoutes(app, { tags: TAGS, failures });
  view.read(
    VIEW_URL,
    {
      summary: 'Module state of the physical plant behind the plant view',
      description:
        'A trial past its end, and a module whose dependency ended, read INACTIVE at once (the expiry task records the change).',
      response: plantModulesSchema,
    },
    (plantView, _query, request) => modules.describe(plantView, requireUser(request), app.clock.now()),
  );

  app.put(VIEW_URL, {
    schema: {
      tags: TAGS,
      summary: 'Set one product module of the plant (admins; never in Review or Live, admins included)',
      description:
        'Body {module, state, version?}. Dependencies (spec 2 section 4): ACTIVE needs its dependencies ACTIVE, TRIAL needs them ACTIVE or TRIAL. ' +
        'Raising a module raises its weaker dependencies to the same state in the same transaction (answered in `changed`). ' +
        'Lowering a module that a dependent still needs is refused with 409 {detail, blocking} (no cascade). ' +
        'TRIAL starts a 30-day trial from now; setting TRIAL on a trial module restarts it (the access extension). ' +
        'With the version you loaded, a concurrent change answers 409 naming who and when. Every change is kept (GET .../history).',
      params: viewParams,
      body: setModuleBodySchema,
      response: {
        200: setModuleResultSchema,
        403: errorBodySchema,
        409: moduleRefusalSchema.or(staleWriteSchema),
        ...failures,
      },
    },
    handler: async (request) => {
      const view = await requirePlantView(request, request.params, { action: 'changeProductModules' });
      return modules.set(view, request.body, requireUser(request), app.clock.now());
    },
  });

  view.history(
    `${VIEW_URL}/history`,
    "Every change of the plant's product modules, newest first (entity_id '{plant}:{module}'; at most 500)",
    (plantView) => modules.history(plantView.physical_plant_id),
  );
};

export default productModulesRoutes;
