import { errorBodySchema, plantSeriesQuerySchema, powerPricesResponseSchema, toCsv } from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas.js';
import { requireAdmin } from '../auth/index.js';
import { portfolioRoutes, requirePortfolio } from '../portfolios/index.js';
import { PORTFOLIO_PATH } from '../../http/routeParams.js';
import { createPricesService } from './prices.service.js';
import { portfolioParams } from '../../http/viewRouteSchemas.js';

const pricesRoutes: FastifyPluginAsyncZod = async (app) => {
  const prices = createPricesService(app.db, app.clock);
  portfolioRoutes(app, { tags: ['power prices'], failures: { ...errorResponses, 404: errorBodySchema } }).read(
    `${PORTFOLIO_PATH}/power-prices`,
    {
      summary: "Day-ahead, realised and forecast prices of the portfolio's price regions",
      description:
        "Per price region of the portfolio's plants: day_ahead_price actual (auction results), day_ahead_price forecast per source (source_id, source_name) and realised_price actual, each the mean EUR/MWh per calendar bucket of `timezone` (omitted granularity: stored hourly values). Range limits as for plant series.",
      querystring: plantSeriesQuerySchema,
      response: powerPricesResponseSchema,
    },
    (portfolio, query) => prices.powerPrices(portfolio.id, query),
  );
  app.get('/dashboard-v3/portfolio/:portfolioId/price-forecast/download', {
    schema: {
      tags: ['power prices'],
      summary: 'Download the price forecast as CSV (admin only)',
      description:
        'Spec 1 section 6, "download price forecast": admins only (403 otherwise). text/csv (UTF-8 with BOM, comma, CRLF) as an attachment: a row per hour (or bucket of `granularity` in `timezone`) with the time in `timezone` and in ISO 8601 with its offset, then one column per price region of the portfolio and forecast source, the unit in the header (EUR/MWh). Range limits as for plant series.',
      params: portfolioParams,
      querystring: plantSeriesQuerySchema,
      produces: ['text/csv'],
      response: { 200: z.string().describe('CSV'), ...errorResponses, 403: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request, reply) => {
      requireAdmin(request);
      const portfolio = await requirePortfolio(request, request.params.portfolioId);
      const table = await prices.forecastTable(portfolio.id, request.query);
      const day = new Date(request.query['start-ts']).toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="price-forecast-${portfolio.id.replace(/[^\w-]/g, '_')}-${day}.csv"`,
        )
        .send(toCsv(table));
    },
  });
};

export default pricesRoutes;
