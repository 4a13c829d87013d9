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
import { pickFields } from '../../db/pickFields.js';
import {
  assignToFullViews,
  BODY_STATIC_FIELDS,
  UNIT_LIMIT_FIELDS,
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

async function owned(kind: Kind, plantId: string, id: string, trx: Executor) {
  if (!(await isComponentOf(kind, plantId, id, trx)))
    throw notFound(`${kindName(kind)} ${id} is not part of this plant`);
}

type Kind = 'hydro_body' | 'control_unit';
const kindName = (kind: Kind) => (kind === 'hydro_body' ? 'Hydro body' : 'Control unit');

/**
 * A new component (checkedWrite): its id and External ID free, the bodies it links to existing; it
 * joins the plant's views that show every component (viewAssignment.ts).
 */
async function addComponent<T>(
  db: Executor,
  kind: Kind,
  plantId: string,
  c: { id: string; name: string; external_id?: string },
  links: Record<string, string | null | undefined>,
  save: (trx: Executor) => Promise<T>,
): Promise<T> {
  const what = `${kindName(kind)} ${c.name} cannot be added`;
  return checkedWrite(plantId, db, what, async (trx) => {
    await ensureIdFree(kind, plantId, c.id, trx);
    await ensureExternalIdFree(plantId, c.external_id, null, trx);
    await ensureBodiesExist(what, links, trx);
    const views = await fullViews(plantId, trx);
    const result = await save(trx);
    await assignToFullViews(views, kind, c.id, trx);
    return result;
  });
}

/** A change of a component of this plant (checkedWrite): its External ID free, the bodies it links to existing. */
async function changeComponent<T>(
  db: Executor,
  kind: Kind,
  plantId: string,
  id: string,
  c: { name?: string; external_id?: string },
  links: Record<string, string | null | undefined>,
  save: (trx: Executor) => Promise<T>,
): Promise<T> {
  const what = `${kindName(kind)} ${c.name ?? id} cannot be changed`;
  return checkedWrite(plantId, db, what, async (trx) => {
    await owned(kind, plantId, id, trx);
    await ensureExternalIdFree(plantId, c.external_id, id, trx);
    await ensureBodiesExist(what, links, trx);
    return save(trx);
  });
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
  ...pickFields(b, BODY_STATIC_FIELDS),
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
  ...pickFields(u, UNIT_LIMIT_FIELDS),
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

    async createBody(plantId: string, body: HydroBodyCreate, ctx: WriteContext) {
      const { id, ...fields } = body;
      const links = { spill_target_id: body.spill_target_id };
      return addComponent(db, 'hydro_body', plantId, body, links, async (trx) => {
        const columns = { ...fields, physical_plant_id: plantId };
        return toBody((await hydroBodyEntity.save(id, columns, { ...ctx, version: 0 }, trx)) as unknown as BodyRow);
      });
    },
    async updateBody(plantId: string, id: string, body: HydroBodyUpdate, ctx: WriteContext) {
      const { version: _v, ...fields } = body;
      const links = { spill_target_id: body.spill_target_id };
      return changeComponent(db, 'hydro_body', plantId, id, body, links, async (trx) =>
        toBody((await hydroBodyEntity.save(id, fields, ctx, trx)) as unknown as BodyRow),
      );
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
      const { id, ...fields } = unit;
      const links = { upstream: unit.upstream, downstream: unit.downstream };
      return addComponent(db, 'control_unit', plantId, unit, links, async (trx) => {
        const columns = { ...unitColumns(fields), physical_plant_id: plantId };
        return toUnit((await controlUnitEntity.save(id, columns, { ...ctx, version: 0 }, trx)) as unknown as UnitRow);
      });
    },
    async updateUnit(plantId: string, id: string, unit: ControlUnitUpdate, ctx: WriteContext) {
      const links = { upstream: unit.upstream, downstream: unit.downstream };
      return changeComponent(db, 'control_unit', plantId, id, unit, links, async (trx) => {
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
