import {
  errorBodySchema,
  historySchema,
  nominationConfigurationPatchSchema,
  nominationConfigurationSchema,
  staleWriteSchema,
} from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/index.js';
import { nominationConfiguration, nominationEntity, updateNominationConfiguration } from './nominationConfiguration.js';
import { requirePlantView } from './requirePlantView.js';
import { viewFailures, viewParams } from '../../http/viewRouteSchemas.js';

const URL = '/dashboard-v3/portfolio/:portfolioId/plant/:plantViewId/nomination-configuration';

const nominationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(URL, {
    schema: {
      tags: ['plants'],
      summary: 'Nomination configuration of the plant (day-ahead bid completion time, local)',
      description:
        'Hour and minute are null when not configured (the day-ahead cutoff is then 08:00); version 0 until first configured.',
      params: viewParams,
      response: { 200: nominationConfigurationSchema, ...viewFailures },
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
      params: viewParams,
      body: nominationConfigurationPatchSchema,
      response: { 200: nominationConfigurationSchema, 403: errorBodySchema, 409: staleWriteSchema, ...viewFailures },
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
      params: viewParams,
      response: { 200: historySchema, ...viewFailures },
    },
    handler: async (request) =>
      nominationEntity.history((await requirePlantView(request, request.params)).physical_plant_id, app.db),
  });
};

export default nominationRoutes;
