import {
  COMPONENT_TYPES,
  componentAddSchema,
  componentAllSchema,
  componentBulkSchema,
  componentUpdateSchema,
  errorBodySchema,
  plantViewComponentsSchema,
  staleWriteSchema,
  versionSchema,
} from '@penstock/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas.js';
import { requireAdmin } from '../auth/index.js';
import { createPlantViewComponentsService } from './plantViewComponents.service.js';
import { viewParams } from '../../http/viewRouteSchemas.js';

const TAGS = ['portfolios (admin)'];
const BASE = '/dashboard-v3/portfolio/:portfolioId/plant-view/:plantViewId/component';
const componentParams = viewParams.extend({
  componentType: z.enum(COMPONENT_TYPES),
  internalId: z.string().min(1).max(200),
});
const answers = {
  200: plantViewComponentsSchema,
  ...errorResponses,
  403: errorBodySchema.describe('Not an administrator (managePortfolios)'),
  404: errorBodySchema.describe(
    'Portfolio, plant view or component not found (or, for delete and update, not assigned)',
  ),
  409: z
    .union([staleWriteSchema, errorBodySchema])
    .describe(
      'The view changed after you loaded it (send its version), the component is assigned already (add), or the External ID is taken in the view',
    ),
};
const versionQuery = z.object({ version: versionSchema.optional() });
const versionNote =
  'Send the view version you loaded (in the body, or the query for delete, assign and unassign; 409 when stale). Every write answers the components as they are now and is kept in the plant view history.';
/** Every write shares its tags, version note and answers; only the summary and the inputs differ. */
const write = <S extends object>(summary: string, inputs: S) => ({
  tags: TAGS,
  summary,
  description: versionNote,
  response: answers,
  ...inputs,
});
const ref = (p: z.infer<typeof componentParams>) => ({ type: p.componentType, internal_id: p.internalId });

/**
 * The components API of spec 2 section 7 behind Manage Plant View (admins): the view's components,
 * add {type, internal_id}, update {new_component_id, new_component_name}, delete, bulk add and
 * remove, assign, assign all, unassign, unassign all.
 */
const plantViewComponentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPlantViewComponentsService(app.db);
  /** Who writes (admins only: 403 for others), when, and the view version they loaded. */
  const adminWrite = (request: FastifyRequest, version?: number) => ({
    by: requireAdmin(request).email,
    at: app.clock.now(),
    version,
  });

  app.get(BASE, {
    schema: {
      tags: TAGS,
      summary:
        "Every hydro body and control unit of the view's physical plant: assigned or not, with its display name and External ID in the view (admins)",
      params: viewParams,
      response: answers,
    },
    handler: async (request) => {
      requireAdmin(request);
      return service.list(request.params);
    },
  });

  app.post(BASE, {
    schema: write('Add a component to the view: {type, internal_id} (admins); 409 when assigned already', {
      params: viewParams,
      body: componentAddSchema,
    }),
    handler: async (request) =>
      service.assign(request.params, request.body, 'strict', adminWrite(request, request.body.version)),
  });

  for (const [path, assign] of [
    ['bulk', true],
    ['bulk-remove', false],
  ] as const)
    app.post(`${BASE}/${path}`, {
      schema: write(
        assign
          ? 'Bulk add: assign several components in one transaction (admins); assigned ones are left as they are'
          : 'Bulk remove: unassign several components in one transaction (admins)',
        { params: viewParams, body: componentBulkSchema },
      ),
      handler: async (request) =>
        service.bulk(request.params, request.body.components, assign, adminWrite(request, request.body.version)),
    });

  for (const [path, assign] of [
    ['assign-all', true],
    ['unassign-all', false],
  ] as const)
    app.put(`${BASE}/${path}`, {
      schema: write(
        `${assign ? 'Assign' : 'Unassign'} every hydro body (kind hydro_body), control unit (control_unit) or both (no kind) of the view (admins)`,
        { params: viewParams, body: componentAllSchema },
      ),
      handler: async (request) =>
        service.all(request.params, request.body.kind, assign, adminWrite(request, request.body.version)),
    });

  app.put(`${BASE}/:componentType/:internalId`, {
    schema: write(
      "Update an assigned component's External ID and display name in the view: {new_component_id, new_component_name} (admins)",
      { params: componentParams, body: componentUpdateSchema },
    ),
    handler: async (request) =>
      service.update(request.params, ref(request.params), request.body, adminWrite(request, request.body.version)),
  });

  app.delete(`${BASE}/:componentType/:internalId`, {
    schema: write('Delete the component view: the component leaves the view (admins); 404 when not assigned', {
      params: componentParams,
      querystring: versionQuery,
    }),
    handler: async (request) =>
      service.unassign(request.params, ref(request.params), 'strict', adminWrite(request, request.query.version)),
  });

  for (const [path, assign] of [
    ['assign', true],
    ['unassign', false],
  ] as const)
    app.put(`${BASE}/:componentType/:internalId/${path}`, {
      schema: write(
        `${assign ? 'Assign' : 'Unassign'} one component (admins); nothing happens when it is ${assign ? 'assigned' : 'unassigned'} already`,
        { params: componentParams, querystring: versionQuery },
      ),
      handler: async (request) =>
        (assign ? service.assign : service.unassign)(
          request.params,
          ref(request.params),
          'lenient',
          adminWrite(request, request.query.version),
        ),
    });
};

export default plantViewComponentsRoutes;
