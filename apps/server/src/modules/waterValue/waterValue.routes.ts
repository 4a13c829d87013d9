import { NO_WATER_VALUES, errorBodySchema, plantSeriesQuerySchema, waterValueResponseSchema } from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas.js';
import { plantViewRoutes } from '../plants/index.js';
import { createWaterValueService } from './waterValue.service.js';

const waterValueRoutes: FastifyPluginAsyncZod = async (app) => {
  const waterValues = createWaterValueService(app.db);
  const failures = { ...errorResponses, 404: errorBodySchema };
  plantViewRoutes(app, { tags: ['water value'], failures }).read(
    '/dashboard-v3/portfolio/:portfolioId/water-value/:plantViewId',
    {
      summary: 'Water values of the plant view from its newest optimisation run',
      description: `Per assigned reservoir and turbine: water_value (EUR/MWh) and water_value_m3 (EUR/m3), the mean per calendar bucket of \`timezone\`. turbine: only that turbine (plus the reservoirs). A plant without water values answers 400 {"detail": "${NO_WATER_VALUES}"}.`,
      querystring: plantSeriesQuerySchema.and(z.object({ turbine: z.string().max(200).optional() })),
      response: waterValueResponseSchema,
      feature: 'shortTermWaterValues',
    },
    (view, query) => waterValues.forView(view, query, query.turbine),
  );
};

export default waterValueRoutes;
