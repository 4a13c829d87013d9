import {
  operatingModesFor,
  type ControlUnitCreate,
  type ControlUnitUpdate,
  type EditableComponents,
  type HydroBodyCreate,
  type HydroBodyUpdate,
} from '@penstock/domain';
import type { WriteContext } from '../../db/entities/defineEntity.js';
import { inTransaction } from '../../db/inTransaction.js';
import type { Database, Executor } from '../../db/schema.js';
import type { Selectable } from 'kysely';
import { badRequest, conflict, notFound } from '../../http/httpError.js';
import { topologyProblems } from './topologyCheck.js';
import {
  assignToFullViews,
  bodyUsers,
  componentHolder,
  componentRows,
  controlUnitEntity,
  existingBodyIds,
  externalIdHolder,
  fullViews,
  hydroBodyEntity,
  isComponentOf,
  lockTopology,
  topologyRows,
  unitType,
} from '../plants/index.js';

async function plantTopology(plantId: string, trx: Executor) {
  const { bodies, units } = await topologyRows(plantId, trx);
  return topologyProblems(bodies, units);
}

/** Runs a topology write; refuses it (rolled back) when it adds a problem the plant did not have before, naming the parts. */
async function checkedWrite<T>(
  plantId: string,
  db: Executor,
  what: string,
  write: (trx: Executor) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (trx) => {
    await lockTopology(plantId, trx);
    const before = new Set(await plantTopology(plantId, trx));
    const result = await write(trx);
    const added = (await plantTopology(plantId, trx)).filter((p) => !before.has(p));
    if (added.length)
      throw badRequest(
        `${what}: ${added.join('; ')}`,
        added.map((message) => ({ path: 'topology', message })),
        'This cannot be a plant',
      );
    return result;
  });
}

/**
 * Component ids are unique across plants (series and point tables hang on them), so a taken id is
 * refused; the answer names the holder only when it is of this plant: an id of another customer's
 * plant answers the same as any taken id, naming nothing outside the caller's plant (issue 20).
 */
async function ensureIdFree(kind: 'hydro_body' | 'control_unit', plantId: string, id: string, trx: Executor) {
  const row = await componentHolder(kind, id, trx);
  if (!row) return;
  const what = kind === 'hydro_body' ? 'hydro body' : 'control unit';
  throw conflict(
    row.physical_plant_id === plantId
      ? `The id ${id} is taken by the ${what} ${row.name} of this plant; choose another id`
      : `The id ${id} is taken; choose another id`,
  );
}

/**
 * A body a write links to that does not exist at all would fail its foreign key (a 500); it is refused like a body of
 * another plant, naming the field, before the write (the topology check only sees rows that exist).
 */
async function ensureBodiesExist(what: string, refs: Record<string, string | null | undefined>, trx: Executor) {
  const named = Object.entries(refs).filter((e): e is [string, string] => typeof e[1] === 'string');
  if (!named.length) return;
  const found = await existingBodyIds(
    named.map(([, id]) => id),
    trx,
  );
  const missing = named
    .filter(([, id]) => !found.has(id))
    .map(([path, id]) => ({
      path,
      message: `${path === 'spill_target_id' ? 'spill target' : `${path} body`} ${id} is not a hydro body of this plant`,
    }));
  if (missing.length)
    throw badRequest(`${what}: ${missing.map((m) => m.message).join('; ')}`, missing, 'This cannot be a plant');
}

/**
 * The customer's IT addresses a component by its External ID (the Manage Plant View screen refuses two alike in a view),
 * so two components of one plant never share one: a new body or unit would join the plant's full views with it.
 */
async function ensureExternalIdFree(
  plantId: string,
  externalId: string | undefined,
  self: string | null,
  trx: Executor,
) {
  if (externalId === undefined) return;
  const clash = await externalIdHolder(plantId, externalId, self, trx);
  if (clash)
    throw conflict(
      `The External ID ${externalId} is used by ${clash.name} (${clash.id}) in this plant; choose another`,
    );
}

async function owned(kind: 'hydro_body' | 'control_unit', plantId: string, id: string, trx: Executor) {
  if (!(await isComponentOf(kind, plantId, id, trx)))
    throw notFound(`${kind === 'hydro_body' ? 'Hydro body' : 'Control unit'} ${id} is not part of this plant`);
}

const unitColumns = (u: ControlUnitUpdate) => {
  const {
    upstream,
    downstream,
    gate_opening_cm_extrema: ext,
    version: _v,
    ...rest
  } = u as ControlUnitUpdate & { version?: number };
  return {
    ...rest,
    ...(upstream !== undefined ? { upstream_id: upstream } : {}),
    ...(downstream !== undefined ? { downstream_id: downstream } : {}),
    ...(ext !== undefined ? { gate_opening_cm_min: ext?.[0] ?? null, gate_opening_cm_max: ext?.[1] ?? null } : {}),
  };
};

type BodyRow = Selectable<Database['hydro_body']>;
type UnitRow = Selectable<Database['control_unit']>;
export type EditableBody = EditableComponents['hydro_bodies'][number];
export type EditableUnit = EditableComponents['control_units'][number];

const toBody = (b: BodyRow): EditableBody => ({
  id: b.id,
  external_id: b.external_id,
  name: b.name,
  type: b.type === 'DOWNSTREAM' ? 'DOWNSTREAM' : 'RESERVOIR',
  latitude: b.latitude,
  longitude: b.longitude,
  min_level: b.min_level,
  max_level: b.max_level,
  min_content: b.min_content,
  max_content: b.max_content,
  spill_target_id: b.spill_target_id,
  version: b.version,
});
const toUnit = (u: UnitRow): EditableUnit => ({
  id: u.id,
  external_id: u.external_id,
  name: u.name,
  type: u.type,
  upstream: u.upstream_id,
  downstream: u.downstream_id,
  control_status: u.control_status as EditableUnit['control_status'],
  optimization_mode: u.optimization_mode,
  travel_delay_minutes: u.travel_delay_minutes,
  p_min: u.p_min,
  p_max: u.p_max,
  q_min: u.q_min,
  q_max: u.q_max,
  pump_p_min: u.pump_p_min,
  pump_p_max: u.pump_p_max,
  pump_q_min: u.pump_q_min,
  pump_q_max: u.pump_q_max,
  droop_percent: u.droop_percent,
  gate_opening_cm_extrema:
    u.gate_opening_cm_min !== null && u.gate_opening_cm_max !== null
      ? [u.gate_opening_cm_min, u.gate_opening_cm_max]
      : null,
  version: u.version,
});

export function createComponentsService(db: Executor) {
  return {
    /** Every body and unit of the physical plant with its version (for the editor). */
    async list(plantId: string): Promise<EditableComponents> {
      const { bodies, units } = await componentRows(plantId, db);
      return { hydro_bodies: bodies.map(toBody), control_units: units.map(toUnit) };
    },

    /** A new body; it joins the plant's views that show every component (viewAssignment.ts). */
    async createBody(plantId: string, body: HydroBodyCreate, ctx: WriteContext) {
      return checkedWrite(plantId, db, `Hydro body ${body.name} cannot be added`, async (trx) => {
        await ensureIdFree('hydro_body', plantId, body.id, trx);
        await ensureExternalIdFree(plantId, body.external_id, null, trx);
        await ensureBodiesExist(
          `Hydro body ${body.name} cannot be added`,
          { spill_target_id: body.spill_target_id },
          trx,
        );
        const views = await fullViews(plantId, trx);
        const { id, ...fields } = body;
        const row = await hydroBodyEntity.save(
          id,
          { ...fields, physical_plant_id: plantId },
          { ...ctx, version: 0 },
          trx,
        );
        await assignToFullViews(views, 'hydro_body', id, trx);
        return toBody(row as unknown as BodyRow);
      });
    },
    async updateBody(plantId: string, id: string, body: HydroBodyUpdate, ctx: WriteContext) {
      return checkedWrite(plantId, db, `Hydro body ${body.name ?? id} cannot be changed`, async (trx) => {
        await owned('hydro_body', plantId, id, trx);
        await ensureExternalIdFree(plantId, body.external_id, id, trx);
        await ensureBodiesExist(
          `Hydro body ${body.name ?? id} cannot be changed`,
          { spill_target_id: body.spill_target_id },
          trx,
        );
        const { version: _v, ...fields } = body;
        return toBody((await hydroBodyEntity.save(id, fields, ctx, trx)) as unknown as BodyRow);
      });
    },
    /** Refused while a unit links to the body or a reservoir spills into it (naming them): the unit would lose its body. */
    async deleteBody(plantId: string, id: string, ctx: WriteContext) {
      return inTransaction(db, async (trx) => {
        await lockTopology(plantId, trx);
        await owned('hydro_body', plantId, id, trx);
        const { body, units, spills } = await bodyUsers(id, trx);
        const users = [
          ...units.map((u) => `control unit ${u.name} (${u.upstream_id === id ? 'upstream' : 'downstream'})`),
          ...spills.map((s) => `hydro body ${s.name} (spill target)`),
        ];
        if (users.length)
          throw badRequest(
            `Hydro body ${body.name} cannot be deleted: ${users.join(', ')} ${users.length > 1 ? 'use' : 'uses'} it. Link them elsewhere or delete them first.`,
            undefined,
            'This cannot be a plant',
          );
        await hydroBodyEntity.remove(id, ctx, trx);
      });
    },

    async createUnit(plantId: string, unit: ControlUnitCreate, ctx: WriteContext) {
      return checkedWrite(plantId, db, `Control unit ${unit.name} cannot be added`, async (trx) => {
        await ensureIdFree('control_unit', plantId, unit.id, trx);
        await ensureExternalIdFree(plantId, unit.external_id, null, trx);
        await ensureBodiesExist(
          `Control unit ${unit.name} cannot be added`,
          { upstream: unit.upstream, downstream: unit.downstream },
          trx,
        );
        const views = await fullViews(plantId, trx);
        const { id, ...fields } = unit;
        const row = await controlUnitEntity.save(
          id,
          { ...unitColumns(fields), physical_plant_id: plantId },
          { ...ctx, version: 0 },
          trx,
        );
        await assignToFullViews(views, 'control_unit', id, trx);
        return toUnit(row as unknown as UnitRow);
      });
    },
    async updateUnit(plantId: string, id: string, unit: ControlUnitUpdate, ctx: WriteContext) {
      return checkedWrite(plantId, db, `Control unit ${unit.name ?? id} cannot be changed`, async (trx) => {
        await owned('control_unit', plantId, id, trx);
        await ensureExternalIdFree(plantId, unit.external_id, id, trx);
        await ensureBodiesExist(
          `Control unit ${unit.name ?? id} cannot be changed`,
          { upstream: unit.upstream, downstream: unit.downstream },
          trx,
        );
        if (unit.control_status !== undefined && unit.type === undefined) {
          // the mode must suit the stored type (the body's check saw no type)
          const type = await unitType(id, trx);
          if (!operatingModesFor(type).includes(unit.control_status))
            throw badRequest(
              `A ${type.toLowerCase().replace('_', ' ')} cannot be ${unit.control_status}; choose ${operatingModesFor(type).join(', ')}`,
            );
        }
        return toUnit((await controlUnitEntity.save(id, unitColumns(unit), ctx, trx)) as unknown as UnitRow);
      });
    },
    async deleteUnit(plantId: string, id: string, ctx: WriteContext) {
      return inTransaction(db, async (trx) => {
        await owned('control_unit', plantId, id, trx);
        await controlUnitEntity.remove(id, ctx, trx);
      });
    },
  };
}
