import { errorBodySchema, plantSeriesQuerySchema, powerPricesResponseSchema } from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas.js';
import { requirePortfolio } from '../portfolios/requirePortfolio.js';
import { createPricesService } from './prices.service.js';

const pricesRoutes: FastifyPluginAsyncZod = async (app) => {
  const prices = createPricesService(app.db);
  app.get('/dashboard-v3/portfolio/:portfolioId/power-prices', {
    schema: {
      tags: ['power prices'],
      summary: 'Day-ahead, realised and forecast prices of the portfolio\'s price regions',
      description:
        'Per price region of the portfolio\'s plants: day_ahead_price actual (auction results), day_ahead_price forecast per source (source_id, source_name) and realised_price actual, each the mean EUR/MWh per calendar bucket of `timezone` (omitted granularity: stored hourly values). Range limits as for plant series.',
      params: z.object({ portfolioId: z.string().max(200) }),
      querystring: plantSeriesQuerySchema,
      response: { 200: powerPricesResponseSchema, ...errorResponses, 404: errorBodySchema },
    },
    handler: async (request) => {
      await requirePortfolio(request, request.params.portfolioId);
      return prices.powerPrices(request.params.portfolioId, request.query);
    },
  });
};

export default pricesRoutes;
