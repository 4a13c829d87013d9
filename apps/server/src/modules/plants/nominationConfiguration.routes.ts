import {
  errorBodySchema,
  nominationConfigurationPatchSchema,
  nominationConfigurationSchema,
  staleWriteSchema,
} from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nominationConfiguration, nominationEntity, updateNominationConfiguration } from './nominationConfiguration.js';
import { plantSettingRoutes } from './plantSettingRoutes.js';
import { viewFailures } from '../../http/viewRouteSchemas.js';

const URL = '/dashboard-v3/portfolio/:portfolioId/plant/:plantViewId/nomination-configuration';

const nominationRoutes: FastifyPluginAsyncZod = async (app) => {
  plantSettingRoutes(app, {
    url: URL,
    tags: ['plants'],
    schema: nominationConfigurationSchema,
    body: nominationConfigurationPatchSchema,
    method: 'patch',
    action: 'editPlantSettings',
    summaries: {
      read: 'Nomination configuration of the plant (day-ahead bid completion time, local)',
      write: 'Change the nomination configuration (admins: plant settings, spec 1 section 6)',
      history: 'Every change of the nomination configuration, newest first',
    },
    descriptions: {
      read: 'Hour and minute are null when not configured (the day-ahead cutoff is then 08:00); version 0 until first configured.',
      write:
        'Send back the version you loaded: when someone changed it since, nothing is saved and the answer is 409 naming who and when. Every change is kept (GET .../history).',
    },
    writeFailures: { 403: errorBodySchema, 409: staleWriteSchema, ...viewFailures },
    read: nominationConfiguration,
    save: updateNominationConfiguration,
    entity: nominationEntity,
  });
};

export default nominationRoutes;
