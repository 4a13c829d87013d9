import {
  REPORTING_FORMULAS,
  REPORTING_PORTFOLIO_RULE,
  rangeQuerySchema,
  reportingResponseSchema,
} from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plantViewRoutes } from '../plants/index.js';
import { PLANT_VIEW_PATH, PORTFOLIO_PATH } from '../../http/routeParams.js';
import { portfolioRoutes } from '../portfolios/index.js';
import { createReportingService } from './reporting.service.js';
import { viewFailures } from '../../http/viewRouteSchemas.js';

const FORMULAS =
  'Actuals over [start-ts, end-ts) (UTC epoch ms). Sections: ' +
  Object.entries(REPORTING_FORMULAS)
    .map(([id, f]) => `${id} [${f.unit}] = ${f.formula}`)
    .join('; ') +
  '. E = generated energy, P = hourly day-ahead price (auction result, else forecast), I = natural reservoir inflow, eta = mean p_max / q_max / 3600 of the generating units (MWh per m3).';

const reportingRoutes: FastifyPluginAsyncZod = async (app) => {
  const reporting = createReportingService(app.db);

  plantViewRoutes(app, { tags: ['reporting'], failures: viewFailures }).read(
    `${PLANT_VIEW_PATH}/reporting`,
    {
      summary: 'Reporting sections of a plant view',
      description: FORMULAS,
      querystring: rangeQuerySchema,
      response: reportingResponseSchema,
    },
    (view, query) => reporting.plant(view, query['start-ts'], query['end-ts']),
  );

  portfolioRoutes(app, { tags: ['reporting'], failures: viewFailures }).read(
    `${PORTFOLIO_PATH}/reporting`,
    {
      summary: "Reporting sections of a portfolio, with each plant view's",
      description: `${FORMULAS} ${REPORTING_PORTFOLIO_RULE}`,
      querystring: rangeQuerySchema,
      response: reportingResponseSchema,
    },
    (portfolio, query) => reporting.portfolio(portfolio.id, query['start-ts'], query['end-ts']),
  );
};

export default reportingRoutes;
