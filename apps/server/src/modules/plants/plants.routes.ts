import { plantBasicSchema, plantViewListSchema, topologySchema } from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePortfolio } from '../portfolios/index.js';
import { createPlantsService } from './plants.service.js';
import { requirePlantView } from './requirePlantView.js';
import { portfolioParams, viewFailures, viewParams } from '../../http/viewRouteSchemas.js';

const plantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const plants = createPlantsService(app.db);

  app.get('/dashboard-v3/portfolio/:portfolioId/plant', {
    schema: {
      tags: ['plants'],
      summary: 'Plant views of the portfolio, sorted by name',
      params: portfolioParams,
      response: { 200: plantViewListSchema, ...viewFailures },
    },
    handler: async (request) => {
      await requirePortfolio(request, request.params.portfolioId);
      return plants.list(request.params.portfolioId);
    },
  });

  app.get('/dashboard-v3/portfolio/:portfolioId/plant/:plantViewId/basic', {
    schema: {
      tags: ['plants'],
      summary: 'Plant basic settings with its components',
      params: viewParams,
      response: { 200: plantBasicSchema, ...viewFailures },
    },
    handler: async (request) => plants.basic(await requirePlantView(request, request.params)),
  });

  app.get('/dashboard-v3/portfolio/:portfolioId/plant/:plantViewId/topology', {
    schema: {
      tags: ['plants'],
      summary: 'Topology of the physical plant as the plant view sees it',
      description:
        'Every hydro body and control unit of the physical plant. redirect_id is set for components assigned to the view (isPartOfPlant); a DOWNSTREAM body is part of the plant only when an assigned control unit points to it downstream; unknown body types are answered as RESERVOIR.',
      params: viewParams,
      response: { 200: topologySchema, ...viewFailures },
    },
    handler: async (request) => plants.topology(await requirePlantView(request, request.params)),
  });
};

export default plantsRoutes;
