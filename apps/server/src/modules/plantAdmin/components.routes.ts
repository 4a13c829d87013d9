import {
  controlUnitCreateSchema,
  controlUnitUpdateSchema,
  editableComponentsSchema,
  type HistoryEntry,
  hydroBodyCreateSchema,
  hydroBodyUpdateSchema,
  POINT_TABLE_KINDS,
  pointTableBodySchema,
  pointTableSchema,
  type PlantAction,
} from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WriteContext } from '../../db/entities/defineEntity.js';
import { controlUnitEntity, hydroBodyEntity, plantViewRoutes, type PlantViewAccess } from '../plants/index.js';
import { componentHistoryOfPlant } from './componentHistory.js';
import { createComponentsService } from './components.service.js';
import { createPointTablesService } from './pointTables.service.js';
import { PLANT_BASE, plantFailures, plantWriteFailures } from './plantRoutes.js';

const BASE = PLANT_BASE;
const failures = plantFailures('Portfolio, plant view or component');
const writeFailures = plantWriteFailures(failures);
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
const rightFor = (body: object): PlantAction =>
  Object.keys(body).some((k) => TOPOLOGY_FIELDS.includes(k)) ? 'editTopology' : 'editStaticData';

/** One kind of component (hydro body, control unit): its texts, body schemas and service calls. */
interface ComponentKind<C extends z.ZodType, U extends z.ZodType<{ version?: number }>, R extends z.ZodType> {
  path: string;
  kind: 'hydro_body' | 'control_unit';
  row: R;
  summaries: { create: string; update: string; remove: string; history: string };
  removeDescription: string;
  create: { body: C; run(plantId: string, body: z.output<C>, ctx: WriteContext): Promise<z.output<R>> };
  update: { body: U; run(plantId: string, id: string, body: z.output<U>, ctx: WriteContext): Promise<z.output<R>> };
  remove(plantId: string, id: string, ctx: WriteContext): Promise<unknown>;
  history(id: string): Promise<HistoryEntry[]>;
}

const componentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const components = createComponentsService(app.db);
  const tables = createPointTablesService(app.db);
  const route = plantViewRoutes(app, { tags, failures, writeFailures });
  /** A component's history as seen from this plant (componentHistoryOfPlant). */
  const historyOf = (kind: 'hydro_body' | 'control_unit', view: PlantViewAccess, id: string, entries: HistoryEntry[]) =>
    componentHistoryOfPlant(kind, view.physical_plant_id, id, entries, app.db);

  /** Create, change (topology or static data by the fields sent), delete and history of one kind of component. */
  function componentRoutes<C extends z.ZodType, U extends z.ZodType<{ version?: number }>, R extends z.ZodType>(
    c: ComponentKind<C, U, R>,
  ) {
    const url = `${BASE}/${c.path}`;
    route.create(
      url,
      { summary: c.summaries.create, description: RULES, body: c.create.body, response: c.row, action: 'editTopology' },
      (view, body, ctx) => c.create.run(view.physical_plant_id, body, ctx),
    );
    route.item.save(
      url,
      { summary: c.summaries.update, description: RULES, body: c.update.body, response: c.row, action: rightFor },
      (view, id, body, ctx) => c.update.run(view.physical_plant_id, id, body, ctx),
    );
    route.item.remove(
      url,
      { summary: c.summaries.remove, description: c.removeDescription, action: 'editTopology' },
      (view, id, ctx) => c.remove(view.physical_plant_id, id, ctx),
    );
    route.item.history(url, c.summaries.history, async (view, id) => historyOf(c.kind, view, id, await c.history(id)));
  }

  route.read(
    `${BASE}/components`,
    {
      summary: 'Every hydro body and control unit of the physical plant with its version (the topology editor)',
      response: editableComponentsSchema,
    },
    (view) => components.list(view.physical_plant_id),
  );

  componentRoutes({
    path: 'hydro-body',
    kind: 'hydro_body',
    row: bodyItem,
    summaries: {
      create: 'Add a reservoir or downstream body (editTopology)',
      update: 'Change a hydro body: static data (levels, contents, location) or topology (type, spill target)',
      remove: 'Delete a hydro body (editTopology); refused while a control unit or a spill links to it',
      history: 'Every change of the hydro body, newest first',
    },
    removeDescription: 'Query version: the version loaded (409 when stale). The last values stay in the history.',
    create: { body: hydroBodyCreateSchema, run: components.createBody },
    update: { body: hydroBodyUpdateSchema, run: components.updateBody },
    remove: components.deleteBody,
    history: (id) => hydroBodyEntity.history(id, app.db),
  });

  componentRoutes({
    path: 'control-unit',
    kind: 'control_unit',
    row: unitItem,
    summaries: {
      create: 'Add a turbine, pump, pump turbine or gate (editTopology)',
      update:
        'Update a control unit: fundamental data (type, bodies, modes, travel delay: editTopology) and static data (limits: editStaticData)',
      remove: 'Delete a control unit with its point tables and series (editTopology)',
      history: 'Every change of the control unit, newest first',
    },
    removeDescription: 'Query version: the version loaded (409 when stale).',
    create: { body: controlUnitCreateSchema, run: components.createUnit },
    update: { body: controlUnitUpdateSchema, run: components.updateUnit },
    remove: components.deleteUnit,
    history: (id) => controlUnitEntity.history(id, app.db),
  });

  for (const kind of POINT_TABLE_KINDS) {
    const url = `${BASE}/${kind}`;
    route.item.read(
      url,
      {
        summary:
          'A point table: level-to-content (reservoir; m a.s.l. -> m3), flow-to-power (turbine, pump; m3/s -> MW, head m where given; negative flow pumps), opening-to-throughput (gate; cm -> m3/s)',
        description:
          'Points as {x, y, head?}, sorted by x, with warnings per point: y not increasing, or a turbine efficiency (from head and flow) outside 50-98 %.',
        response: pointTableSchema,
      },
      (view, id) => tables.get(kind, view.physical_plant_id, id),
    );
    route.item.save(
      url,
      {
        summary: 'Replace a point table (editStaticData): all points or nothing',
        description:
          "A repeated x or an impossible value (negative content, power against the flow's sign) is refused naming the points; warnings (not increasing, implausible efficiency) do not stop the save and come back with the answer. An empty list clears the table. Send back the version loaded (409 when stale).",
        body: pointTableBodySchema,
        response: pointTableSchema,
        action: 'editStaticData',
      },
      (view, id, body, ctx) => tables.save(kind, view.physical_plant_id, id, body, ctx),
    );
    const owner = kind === 'level-to-content' ? 'hydro_body' : 'control_unit';
    route.item.history(url, 'Every change of the point table, newest first', async (view, id) =>
      historyOf(owner, view, id, await tables.history(kind, id)),
    );
  }
};

export default componentsRoutes;
