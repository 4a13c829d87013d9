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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas.js';
import { requireAdmin } from '../auth/index.js';
import { createPlantViewComponentsService } from './plantViewComponents.service.js';

const TAGS = ['portfolios (admin)'];
const BASE = '/dashboard-v3/portfolio/:portfolioId/plant-view/:plantViewId/component';
const viewParams = z.object({ portfolioId: z.string().max(200), plantViewId: z.string().max(200) });
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

/**
 * The components API of spec 2 section 7 behind Manage Plant View (admins): the view's components,
 * add {type, internal_id}, update {new_component_id, new_component_name}, delete, bulk add and
 * remove, assign, assign all, unassign, unassign all.
 */
const plantViewComponentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPlantViewComponentsService(app.db);
  const ctx = (email: string, version?: number) => ({ by: email, at: app.clock.now(), version });
  const ref = (p: z.infer<typeof componentParams>) => ({ type: p.componentType, internal_id: p.internalId });

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
      return service.list(request.params.portfolioId, request.params.plantViewId);
    },
  });

  app.post(BASE, {
    schema: {
      tags: TAGS,
      summary: 'Add a component to the view: {type, internal_id} (admins); 409 when assigned already',
      description: versionNote,
      params: viewParams,
      body: componentAddSchema,
      response: answers,
    },
    handler: async (request) => {
      const user = requireAdmin(request);
      return service.assign(
        request.params.portfolioId,
        request.params.plantViewId,
        request.body,
        'strict',
        ctx(user.email, request.body.version),
      );
    },
  });

  for (const [path, assign] of [
    ['bulk', true],
    ['bulk-remove', false],
  ] as const)
    app.post(`${BASE}/${path}`, {
      schema: {
        tags: TAGS,
        summary: assign
          ? 'Bulk add: assign several components in one transaction (admins); assigned ones are left as they are'
          : 'Bulk remove: unassign several components in one transaction (admins)',
        description: versionNote,
        params: viewParams,
        body: componentBulkSchema,
        response: answers,
      },
      handler: async (request) => {
        const user = requireAdmin(request);
        return service.bulk(
          request.params.portfolioId,
          request.params.plantViewId,
          request.body.components,
          assign,
          ctx(user.email, request.body.version),
        );
      },
    });

  for (const [path, assign] of [
    ['assign-all', true],
    ['unassign-all', false],
  ] as const)
    app.put(`${BASE}/${path}`, {
      schema: {
        tags: TAGS,
        summary: `${assign ? 'Assign' : 'Unassign'} every hydro body (kind hydro_body), control unit (control_unit) or both (no kind) of the view (admins)`,
        description: versionNote,
        params: viewParams,
        body: componentAllSchema,
        response: answers,
      },
      handler: async (request) => {
        const user = requireAdmin(request);
        return service.all(
          request.params.portfolioId,
          request.params.plantViewId,
          request.body.kind,
          assign,
          ctx(user.email, request.body.version),
        );
      },
    });

  app.put(`${BASE}/:componentType/:internalId`, {
    schema: {
      tags: TAGS,
      summary:
        "Update an assigned component's External ID and display name in the view: {new_component_id, new_component_name} (admins)",
      description: versionNote,
      params: componentParams,
      body: componentUpdateSchema,
      response: answers,
    },
    handler: async (request) => {
      const user = requireAdmin(request);
      return service.update(
        request.params.portfolioId,
        request.params.plantViewId,
        ref(request.params),
        request.body,
        ctx(user.email, request.body.version),
      );
    },
  });

  app.delete(`${BASE}/:componentType/:internalId`, {
    schema: {
      tags: TAGS,
      summary: 'Delete the component view: the component leaves the view (admins); 404 when not assigned',
      description: versionNote,
      params: componentParams,
      querystring: versionQuery,
      response: answers,
    },
    handler: async (request) => {
      const user = requireAdmin(request);
      return service.unassign(
        request.params.portfolioId,
        request.params.plantViewId,
        ref(request.params),
        'strict',
        ctx(user.email, request.query.version),
      );
    },
  });

  for (const [path, assign] of [
    ['assign', true],
    ['unassign', false],
  ] as const)
    app.put(`${BASE}/:componentType/:internalId/${path}`, {
      schema: {
        tags: TAGS,
        summary: `${assign ? 'Assign' : 'Unassign'} one component (admins); nothing happens when it is ${assign ? 'assigned' : 'unassigned'} already`,
        description: versionNote,
        params: componentParams,
        querystring: versionQuery,
        response: answers,
      },
      handler: async (request) => {
        const user = requireAdmin(request);
        const run = assign ? service.assign : service.unassign;
        return run(
          request.params.portfolioId,
          request.params.plantViewId,
          ref(request.params),
          'lenient',
          ctx(user.email, request.query.version),
        );
      },
    });
};

export default plantViewComponentsRoutes;
