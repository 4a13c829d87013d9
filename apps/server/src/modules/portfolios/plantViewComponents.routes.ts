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
import { adminRoutes } from '../../http/adminRoutes.js';
import { routeFailures } from '../../http/schemas.js';
import { createPlantViewComponentsService } from './plantViewComponents.service.js';
import { viewParams } from '../../http/viewRouteSchemas.js';

const TAGS = ['portfolios (admin)'];
const BASE = '/dashboard-v3/portfolio/:portfolioId/plant-view/:plantViewId/component';
const componentParams = viewParams.extend({
  componentType: z.enum(COMPONENT_TYPES),
  internalId: z.string().min(1).max(200),
});
const failures = {
  ...routeFailures(
    'Not an administrator (managePortfolios)',
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
/** Every write shares its version note and answer; only the summary and the inputs differ. */
const write = (summary: string) => ({ summary, description: versionNote, response: plantViewComponentsSchema });
const ref = (p: z.infer<typeof componentParams>) => ({ type: p.componentType, internal_id: p.internalId });

/**
 * The components API of spec 2 section 7 behind Manage Plant View (admins): the view's components,
 * add {type, internal_id}, update {new_component_id, new_component_name}, delete, bulk add and
 * remove, assign, assign all, unassign, unassign all.
 */
const plantViewComponentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPlantViewComponentsService(app.db);
  const route = adminRoutes(app, { tags: TAGS, failures });
  const ONE = `${BASE}/:componentType/:internalId`;

  route(
    'GET',
    BASE,
    {
      summary:
        "Every hydro body and control unit of the view's physical plant: assigned or not, with its display name and External ID in the view (admins)",
      params: viewParams,
      response: plantViewComponentsSchema,
    },
    ({ params }) => service.list(params),
  );

  route(
    'POST',
    BASE,
    {
      ...write('Add a component to the view: {type, internal_id} (admins); 409 when assigned already'),
      params: viewParams,
      body: componentAddSchema,
    },
    ({ params, body, ctx }) => service.assign(params, body, 'strict', ctx),
  );

  // bulk add and remove (POST), assign and unassign all (PUT): each in one transaction
  for (const assign of [true, false]) {
    route(
      'POST',
      `${BASE}/${assign ? 'bulk' : 'bulk-remove'}`,
      {
        ...write(
          assign
            ? 'Bulk add: assign several components in one transaction (admins); assigned ones are left as they are'
            : 'Bulk remove: unassign several components in one transaction (admins)',
        ),
        params: viewParams,
        body: componentBulkSchema,
      },
      ({ params, body, ctx }) => service.bulk(params, body.components, assign, ctx),
    );
    route(
      'PUT',
      `${BASE}/${assign ? 'assign-all' : 'unassign-all'}`,
      {
        ...write(
          `${assign ? 'Assign' : 'Unassign'} every hydro body (kind hydro_body), control unit (control_unit) or both (no kind) of the view (admins)`,
        ),
        params: viewParams,
        body: componentAllSchema,
      },
      ({ params, body, ctx }) => service.all(params, body.kind, assign, ctx),
    );
  }

  route(
    'PUT',
    ONE,
    {
      ...write(
        "Update an assigned component's External ID and display name in the view: {new_component_id, new_component_name} (admins)",
      ),
      params: componentParams,
      body: componentUpdateSchema,
    },
    ({ params, body, ctx }) => service.update(params, ref(params), body, ctx),
  );

  route(
    'DELETE',
    ONE,
    {
      ...write('Delete the component view: the component leaves the view (admins); 404 when not assigned'),
      params: componentParams,
      querystring: versionQuery,
    },
    ({ params, ctx }) => service.unassign(params, ref(params), 'strict', ctx),
  );

  for (const assign of [true, false])
    route(
      'PUT',
      `${ONE}/${assign ? 'assign' : 'unassign'}`,
      {
        ...write(
          `${assign ? 'Assign' : 'Unassign'} one component (admins); nothing happens when it is ${assign ? 'assigned' : 'unassigned'} already`,
        ),
        params: componentParams,
        querystring: versionQuery,
      },
      ({ params, ctx }) => (assign ? service.assign : service.unassign)(params, ref(params), 'lenient', ctx),
    );
};

export default plantViewComponentsRoutes;
