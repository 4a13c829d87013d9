import { SETTING_NAMES, errorBodySchema, userSettingsPatchSchema, userSettingsSchema } from '@penstock/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userRoutes } from '../../http/adminRoutes.js';
import { errorResponses } from '../../http/schemas.js';
import { requireUser } from '../auth/index.js';
import { createSettingsService } from './settings.service.js';

const nameParams = z.object({
  setting_name: z
    .string()
    .max(200)
    .describe(`One of ${SETTING_NAMES.join(', ')}`),
});
const rawValue = z.unknown().describe('The raw JSON value of the setting');
const single = { 200: rawValue, ...errorResponses, 404: errorBodySchema };

/** A route of one setting: it answers the setting's value after `answer`. */
interface OneSettingRoute {
  method: 'GET' | 'PUT' | 'DELETE';
  summary: string;
  body?: typeof rawValue;
  answer(accountId: string, name: string, value: unknown): Promise<unknown>;
}

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = createSettingsService(app.db);

  const route = userRoutes(app, { tags: ['settings'], failures: errorResponses });
  route(
    'GET',
    '/dashboard-v3/settings',
    {
      summary: 'All settings of the user, defaults applied',
      response: userSettingsSchema,
      failures: { 401: errorBodySchema },
    },
    ({ user }) => settings.all(user.accountId),
  );
  route(
    'PATCH',
    '/dashboard-v3/settings',
    {
      summary: 'Change some settings; answers all settings',
      body: userSettingsPatchSchema,
      response: userSettingsSchema,
    },
    ({ user, body }) => settings.patch(user.accountId, body),
  );

  // Single values are raw JSON: Fastify would send a bare string as text, so serialise it here.
  const sendJson = (reply: FastifyReply, value: unknown) =>
    reply.type('application/json; charset=utf-8').send(JSON.stringify(value));

  // One setting's routes: read, set (the body is the raw JSON value) and reset; each answers the value.
  const oneSetting: OneSettingRoute[] = [
    {
      method: 'GET',
      summary: 'One setting (its default when unset)',
      answer: (accountId, name) => settings.get(accountId, name),
    },
    {
      method: 'PUT',
      summary: 'Set one setting; the body is the raw JSON value',
      body: rawValue,
      answer: (accountId, name, value) => settings.put(accountId, name, value),
    },
    {
      method: 'DELETE',
      summary: 'Return one setting to its default; answers the default',
      answer: (accountId, name) => settings.reset(accountId, name),
    },
  ];
  for (const { method, summary, body, answer } of oneSetting)
    app.route({
      method,
      url: '/dashboard-v3/settings/:setting_name',
      schema: { tags: ['settings'], summary, params: nameParams, ...(body ? { body } : {}), response: single },
      handler: async (request, reply) =>
        sendJson(reply, await answer(requireUser(request).accountId, request.params.setting_name, request.body)),
    });
};

export default settingsRoutes;
