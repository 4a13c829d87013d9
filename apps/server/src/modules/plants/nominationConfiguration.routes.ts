import {
  errorBodySchema,
  historySchema,
  nominationConfigurationPatchSchema,
  nominationConfigurationSchema,
  staleWriteSchema,
} from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas.js';
import { requireUser } from '../auth/index.js';
import { nominationConfiguration, nominationEntity, updateNominationConfiguration } from './nominationConfiguration.js';
import { requirePlantView } from './requirePlantView.js';

const params = z.object({ portfolioId: z.string().max(200), plantViewId: z.string().max(200) });
const URL = '/dashboard-v3/portfolio/:portfolioId/plant/:plantViewId/nomination-configuration';
const failures = {
  ...errorResponses,
  404: errorBodySchema.describe("Portfolio or plant view not found (or not the user's)"),
};

const nominationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(URL, {
    schema: {
      tags: ['plants'],
      summary: 'Nomination configuration of the plant (day-ahead bid completion time, local)',
      description:
        'Hour and minute are null when not configured (the day-ahead cutoff is then 08:00); version 0 until first configured.',
      params,
      response: { 200: nominationConfigurationSchema, ...failures },
    },
    handler: async (request) =>
      nominationConfiguration((await requirePlantView(request, request.params)).physical_plant_id, app.db),
  });

  app.patch(URL, {
    schema: {
      tags: ['plants'],
      summary: 'Change the nomination configuration (admins: plant settings, spec 1 section 6)',
      description:
        'Send back the version you loaded: when someone changed it since, nothing is saved and the answer is 409 naming who and when. Every change is kept (GET .../history).',
      params,
      body: nominationConfigurationPatchSchema,
      response: { 200: nominationConfigurationSchema, 403: errorBodySchema, 409: staleWriteSchema, ...failures },
    },
    handler: async (request) => {
      const view = await requirePlantView(request, request.params, { action: 'editPlantSettings' });
      return updateNominationConfiguration(
        view.physical_plant_id,
        request.body,
        { by: requireUser(request).email, at: app.clock.now() },
        app.db,
      );
    },
  });

  app.get(`${URL}/history`, {
    schema: {
      tags: ['plants'],
      summary: 'Every change of the nomination configuration, newest first',
      params,
      response: { 200: historySchema, ...failures },
    },
    handler: async (request) =>
      nominationEntity.history((await requirePlantView(request, request.params)).physical_plant_id, app.db),
  });
};

export default nominationRoutes;
