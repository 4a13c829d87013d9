import {
  controlUnitCreateSchema,
  controlUnitUpdateSchema,
  editableComponentsSchema,
  errorBodySchema,
  historySchema,
  hydroBodyCreateSchema,
  hydroBodyUpdateSchema,
  POINT_TABLE_KINDS,
  pointTableBodySchema,
  pointTableSchema,
  staleWriteSchema,
  versionSchema,
} from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { controlUnitEntity, hydroBodyEntity, requirePlantView } from '../plants/index.js';
import { componentHistoryOfPlant } from './componentHistory.js';
import { createComponentsService } from './components.service.js';
import { createPointTablesService } from './pointTables.service.js';
import { PLANT_BASE, plantFailures, plantItemParams, plantParams, writeContext } from './plantRoutes.js';

const params = plantParams;
const itemParams = plantItemParams;
const tableParams = itemParams;
const BASE = PLANT_BASE;
const failures = plantFailures('Portfolio, plant view or component');
const writeFailures = {
  ...failures,
  409: staleWriteSchema
    .or(errorBodySchema)
    .describe('Stale version (who changed it and when; nothing saved), or an id that is taken'),
};
const tags = ['plant administration'];
const bodyItem = editableComponentsSchema.shape.hydro_bodies.element;
const unitItem = editableComponentsSchema.shape.control_units.element;
const RULES =
  'Refused with 400 naming the parts when the plant would have a unit whose upstream or downstream body is missing or not of this plant, or a generating path (turbines, gates, pump turbines, spill) that runs in a circle. ' +
  'Send back the version you loaded (409 with who and when when stale). A new component joins the plant views that show every component of the plant; curated views keep their selection (Manage Plant View).';
/** Fields whose change reshapes the plant (editTopology); the rest is static data (editStaticData). */
const TOPOLOGY_FIELDS = [
  'type',
  'upstream',
  'downstream',
  'spill_target_id',
  'travel_delay_minutes',
  'control_status',
  'optimization_mode',
];
const rightFor = (body: object) =>
  Object.keys(body).some((k) => TOPOLOGY_FIELDS.includes(k)) ? 'editTopology' : 'editStaticData';
const deleteQuery = z.object({ version: versionSchema.optional() });

const componentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const components = createComponentsService(app.db);
  const tables = createPointTablesService(app.db);
  const ctx = writeContext(app);

  app.get(`${BASE}/components`, {
    schema: {
      tags,
      summary: 'Every hydro body and control unit of the physical plant with its version (the topology editor)',
      params,
      response: { 200: editableComponentsSchema, ...failures },
    },
    handler: async (request) => components.list((await requirePlantView(request, request.params)).physical_plant_id),
  });

  app.post(`${BASE}/hydro-body`, {
    schema: {
      tags,
      summary: 'Add a reservoir or downstream body (editTopology)',
      description: RULES,
      params,
      body: hydroBodyCreateSchema,
      response: { 201: bodyItem, ...writeFailures },
    },
    handler: async (request, reply) => {
      const view = await requirePlantView(request, request.params, { action: 'editTopology' });
      reply.code(201);
      return components.createBody(view.physical_plant_id, request.body, ctx(request));
    },
  });
  app.put(`${BASE}/hydro-body/:id`, {
    schema: {
      tags,
      summary: 'Change a hydro body: static data (levels, contents, location) or topology (type, spill target)',
      description: RULES,
      params: itemParams,
      body: hydroBodyUpdateSchema,
      response: { 200: bodyItem, ...writeFailures },
    },
    handler: async (request) => {
      const view = await requirePlantView(request, request.params, { action: rightFor(request.body) });
      return components.updateBody(
        view.physical_plant_id,
        request.params.id,
        request.body,
        ctx(request, request.body.version),
      );
    },
  });
  app.delete(`${BASE}/hydro-body/:id`, {
    schema: {
      tags,
      summary: 'Delete a hydro body (editTopology); refused while a control unit or a spill links to it',
      description: 'Query version: the version loaded (409 when stale). The last values stay in the history.',
      params: itemParams,
      querystring: deleteQuery,
      response: { 204: z.null(), ...writeFailures },
    },
    handler: async (request, reply) => {
      const view = await requirePlantView(request, request.params, { action: 'editTopology' });
      await components.deleteBody(view.physical_plant_id, request.params.id, ctx(request, request.query.version));
      return reply.code(204).send(null);
    },
  });
  app.get(`${BASE}/hydro-body/:id/history`, {
    schema: {
      tags,
      summary: 'Every change of the hydro body, newest first',
      params: itemParams,
      response: { 200: historySchema, ...failures },
    },
    handler: async (request) => {
      const view = await requirePlantView(request, request.params);
      return componentHistoryOfPlant(
        'hydro_body',
        view.physical_plant_id,
        request.params.id,
        await hydroBodyEntity.history(request.params.id, app.db),
        app.db,
      );
    },
  });

  app.post(`${BASE}/control-unit`, {
    schema: {
      tags,
      summary: 'Add a turbine, pump, pump turbine or gate (editTopology)',
      description: RULES,
      params,
      body: controlUnitCreateSchema,
      response: { 201: unitItem, ...writeFailures },
    },
    handler: async (request, reply) => {
      const view = await requirePlantView(request, request.params, { action: 'editTopology' });
      reply.code(201);
      return components.createUnit(view.physical_plant_id, request.body, ctx(request));
    },
  });
  app.put(`${BASE}/control-unit/:id`, {
    schema: {
      tags,
      summary:
        'Update a control unit: fundamental data (type, bodies, modes, travel delay: editTopology) and static data (limits: editStaticData)',
      description: RULES,
      params: itemParams,
      body: controlUnitUpdateSchema,
      response: { 200: unitItem, ...writeFailures },
    },
    handler: async (request) => {
      const view = await requirePlantView(request, request.params, { action: rightFor(request.body) });
      return components.updateUnit(
        view.physical_plant_id,
        request.params.id,
        request.body,
        ctx(request, request.body.version),
      );
    },
  });
  app.delete(`${BASE}/control-unit/:id`, {
    schema: {
      tags,
      summary: 'Delete a control unit with its point tables and series (editTopology)',
      description: 'Query version: the version loaded (409 when stale).',
      params: itemParams,
      querystring: deleteQuery,
      response: { 204: z.null(), ...writeFailures },
    },
    handler: async (request, reply) => {
      const view = await requirePlantView(request, request.params, { action: 'editTopology' });
      await components.deleteUnit(view.physical_plant_id, request.params.id, ctx(request, request.query.version));
      return reply.code(204).send(null);
    },
  });
  app.get(`${BASE}/control-unit/:id/history`, {
    schema: {
      tags,
      summary: 'Every change of the control unit, newest first',
      params: itemParams,
      response: { 200: historySchema, ...failures },
    },
    handler: async (request) => {
      const view = await requirePlantView(request, request.params);
      return componentHistoryOfPlant(
        'control_unit',
        view.physical_plant_id,
        request.params.id,
        await controlUnitEntity.history(request.params.id, app.db),
        app.db,
      );
    },
  });

  for (const kind of POINT_TABLE_KINDS) {
    app.get(`${BASE}/${kind}/:id`, {
      schema: {
        tags,
        summary:
          'A point table: level-to-content (reservoir; m a.s.l. -> m3), flow-to-power (turbine, pump; m3/s -> MW, head m where given; negative flow pumps), opening-to-throughput (gate; cm -> m3/s)',
        description:
          'Points as {x, y, head?}, sorted by x, with warnings per point: y not increasing, or a turbine efficiency (from head and flow) outside 50-98 %.',
        params: tableParams,
        response: { 200: pointTableSchema, ...failures },
      },
      handler: async (request) => {
        const view = await requirePlantView(request, request.params);
        return tables.get(kind, view.physical_plant_id, request.params.id);
      },
    });
    app.put(`${BASE}/${kind}/:id`, {
      schema: {
        tags,
        summary: 'Replace a point table (editStaticData): all points or nothing',
        description:
          "A repeated x or an impossible value (negative content, power against the flow's sign) is refused naming the points; warnings (not increasing, implausible efficiency) do not stop the save and come back with the answer. An empty list clears the table. Send back the version loaded (409 when stale).",
        params: tableParams,
        body: pointTableBodySchema,
        response: { 200: pointTableSchema, ...writeFailures },
      },
      handler: async (request) => {
        const view = await requirePlantView(request, request.params, { action: 'editStaticData' });
        return tables.save(
          kind,
          view.physical_plant_id,
          request.params.id,
          request.body,
          ctx(request, request.body.version),
        );
      },
    });
    app.get(`${BASE}/${kind}/:id/history`, {
      schema: {
        tags,
        summary: 'Every change of the point table, newest first',
        params: tableParams,
        response: { 200: historySchema, ...failures },
      },
      handler: async (request) => {
        const view = await requirePlantView(request, request.params);
        const owner = kind === 'level-to-content' ? 'hydro_body' : 'control_unit';
        return componentHistoryOfPlant(
          owner,
          view.physical_plant_id,
          request.params.id,
          await tables.history(kind, request.params.id),
          app.db,
        );
      },
    });
  }
};

export default componentsRoutes;
