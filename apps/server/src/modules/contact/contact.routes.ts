import { CONTACT_THANKS, contactRequestSchema, errorBodySchema } from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas.js';
import { requireUser } from '../auth/index.js';
import { CONTACT_REQUEST_LIMIT, CONTACT_REQUEST_WINDOW_S, createContactService } from './contact.service.js';

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const contact = createContactService({ db: app.db, config: app.config, mailer: app.mailer, clock: app.clock });

  app.post('/dashboard-v3/contact', {
    schema: {
      tags: ['contact'],
      summary: 'Send a contact request to support (SUPPORT_EMAIL), reply-to the user',
      description: `At most ${CONTACT_REQUEST_LIMIT} requests per account within ${CONTACT_REQUEST_WINDOW_S / 60} minutes (counted in the database, so across all API processes); more answer 429 with Retry-After (seconds).`,
      body: contactRequestSchema,
      response: { 201: errorBodySchema, ...errorResponses, 429: errorBodySchema, 503: errorBodySchema },
    },
    handler: async (request, reply) => {
      await contact.submit(requireUser(request), request.body);
      return reply.code(201).send({ detail: CONTACT_THANKS });
    },
  });
};

export default contactRoutes;
