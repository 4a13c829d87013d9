import { plantBasicSchema, plantViewListSchema, topologySchema } from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { portfolioRoutes } from '../portfolios/index.js';
import { createPlantsService } from './plants.service.js';
import { plantViewRoutes } from './plantViewRoutes.js';
import { PLANT_VIEW_PATH, PORTFOLIO_PATH } from '../../http/routeParams.js';
import { viewFailures } from '../../http/viewRouteSchemas.js';

const plantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const plants = createPlantsService(app.db);

  portfolioRoutes(app, { tags: ['plants'], failures: viewFailures }).read(
    `${PORTFOLIO_PATH}/plant`,
    { summary: 'Plant views of the portfolio, sorted by name', response: plantViewListSchema },
    (portfolio) => plants.list(portfolio.id),
  );

  const view = plantViewRoutes(app, { tags: ['plants'], failures: viewFailures });
  view.read(
    `${PLANT_VIEW_PATH}/basic`,
    { summary: 'Plant basic settings with its components', response: plantBasicSchema },
    plants.basic,
  );
  view.read(
    `${PLANT_VIEW_PATH}/topology`,
    {
      summary: 'Topology of the physical plant as the plant view sees it',
      description:
        'Every hydro body and control unit of the physical plant. redirect_id is set for components assigned to the view (isPartOfPlant); a DOWNSTREAM body is part of the plant only when an assigned control unit points to it downstream; unknown body types are answered as RESERVOIR.',
      response: topologySchema,
    },
    plants.topology,
  );
};

export default plantsRoutes;
