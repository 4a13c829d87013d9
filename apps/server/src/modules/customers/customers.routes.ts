import {
  customerBodySchema,
  customerDetailSchema,
  customerListQuerySchema,
  customerPatchSchema,
  customerSchema,
  errorBodySchema,
  historySchema,
  staleWriteSchema,
  takenBodySchema,
} from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas.js';
import { requireAdmin } from '../auth/index.js';
import { customerDetail } from './customerDetail.js';
import { createCustomersService } from './customers.service.js';

const TAGS = ['customers'];
const params = z.object({ customerId: z.uuid() });
const failures = { ...errorResponses, 403: errorBodySchema.describe('Not an administrator (editCustomers)') };

/** Administration > Customers (editCustomers: admins). */
const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const customers = createCustomersService(app.db);

  app.get('/dashboard-v3/customers', {
    schema: {
      tags: TAGS,
      summary:
        'Every customer, by name, with its number of portfolios (admins); archived ones only with ?archived=true',
      querystring: customerListQuerySchema,
      response: { 200: z.array(customerSchema), ...failures },
    },
    handler: async (request) => {
      requireAdmin(request);
      return customers.list(request.query.archived);
    },
  });

  app.post('/dashboard-v3/customers', {
    schema: {
      tags: TAGS,
      summary:
        'Add a customer (admins): name (unique), contact, currency (ISO 4217 of the known list, default EUR), default time zone (IANA, default Europe/Vienna), notes',
      body: customerBodySchema,
      response: { 201: customerSchema, 409: takenBodySchema.describe('The name is taken'), ...failures },
    },
    handler: async (request, reply) => {
      const user = requireAdmin(request);
      reply.code(201);
      return customers.create(request.body, { by: user.email, at: app.clock.now() });
    },
  });

  app.patch('/dashboard-v3/customers/:customerId', {
    schema: {
      tags: TAGS,
      summary:
        'Change a customer (admins); send the version you loaded (409 naming who changed it since). archived: true archives it (hidden from the customer list and the new-portfolio choice; its portfolios, plants and users keep working, since users may reach other customers too: disable them one by one), false restores it.',
      params,
      body: customerPatchSchema,
      response: { 200: customerSchema, 404: errorBodySchema, 409: staleWriteSchema.or(takenBodySchema), ...failures },
    },
    handler: async (request) => {
      const user = requireAdmin(request);
      return customers.update(request.params.customerId, request.body, { by: user.email, at: app.clock.now() });
    },
  });

  app.get('/dashboard-v3/customers/:customerId/detail', {
    schema: {
      tags: TAGS,
      summary: "The customer's page (admins): the customer, its portfolios, its plants and the accounts reaching them",
      params,
      response: { 200: customerDetailSchema, 404: errorBodySchema, ...failures },
    },
    handler: async (request) => {
      requireAdmin(request);
      return customerDetail(app.db, customers, request.params.customerId);
    },
  });

  app.get('/dashboard-v3/customers/:customerId/history', {
    schema: {
      tags: TAGS,
      summary: 'Every change of the customer, newest first (admins)',
      params,
      response: { 200: historySchema, ...failures },
    },
    handler: async (request) => {
      requireAdmin(request);
      return customers.history(request.params.customerId);
    },
  });
};

export default customersRoutes;
