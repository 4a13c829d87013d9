import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';

/** Hydro bodies and control units as the plant editor (plantAdmin) reads them around its writes. */
type Kind = 'hydro_body' | 'control_unit';

/** Serialises topology writes of one plant, so two editors never pass the circle check apart and make a circle together. */
export const lockTopology = (plantId: string, trx: Executor) =>
  sql`select pg_advisory_xact_lock(hashtext(${`topology:${plantId}`}))`.execute(trx);

/** The links of the plant's bodies and units (the topology check's input). */
export async function topologyRows(plantId: string, trx: Executor) {
  const [bodies, units] = await Promise.all([
    trx
      .selectFrom('hydro_body')
      .select(['id', 'name', 'spill_target_id'])
      .where('physical_plant_id', '=', plantId)
      .execute(),
    trx
      .selectFrom('control_unit')
      .select(['id', 'name', 'type', 'upstream_id', 'downstream_id'])
      .where('physical_plant_id', '=', plantId)
      .execute(),
  ]);
  return { bodies, units };
}

/** The plant and name of the component with this id, in any plant (undefined: the id is free). */
export const componentHolder = (kind: Kind, id: string, trx: Executor) =>
  trx.selectFrom(kind).select(['physical_plant_id', 'name']).where('id', '=', id).executeTakeFirst();

/** Which of these ids are hydro bodies (of any plant). */
export async function existingBodyIds(ids: readonly string[], trx: Executor): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await trx
    .selectFrom('hydro_body')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((b) => b.id));
}

/** A body or unit of the plant other than `self` with this External ID (undefined: none). */
export async function externalIdHolder(plantId: string, externalId: string, self: string | null, trx: Executor) {
  const [body, unit] = await Promise.all(
    (['hydro_body', 'control_unit'] as const).map((table) =>
      trx
        .selectFrom(table)
        .select(['id', 'name'])
        .where('physical_plant_id', '=', plantId)
        .where('external_id', '=', externalId)
        .where('id', '!=', self ?? '')
        .executeTakeFirst(),
    ),
  );
  return body ?? unit;
}

/** Whether the component is one of the plant's. */
export const isComponentOf = async (kind: Kind, plantId: string, id: string, trx: Executor) =>
  !!(await trx
    .selectFrom(kind)
    .select('id')
    .where('id', '=', id)
    .where('physical_plant_id', '=', plantId)
    .executeTakeFirst());

/** Every body and unit of the plant, all columns, by id. */
export async function componentRows(plantId: string, trx: Executor) {
  const [bodies, units] = await Promise.all([
    trx.selectFrom('hydro_body').selectAll().where('physical_plant_id', '=', plantId).orderBy('id').execute(),
    trx.selectFrom('control_unit').selectAll().where('physical_plant_id', '=', plantId).orderBy('id').execute(),
  ]);
  return { bodies, units };
}

/** What links to the body: units with it upstream or downstream, and bodies spilling into it (by name). */
export async function bodyUsers(id: string, trx: Executor) {
  const [body, units, spills] = await Promise.all([
    trx.selectFrom('hydro_body').select('name').where('id', '=', id).executeTakeFirstOrThrow(),
    trx
      .selectFrom('control_unit')
      .select(['name', 'upstream_id', 'downstream_id'])
      .where((w) => w.or([w('upstream_id', '=', id), w('downstream_id', '=', id)]))
      .orderBy('name')
      .execute(),
    trx.selectFrom('hydro_body').select('name').where('spill_target_id', '=', id).orderBy('name').execute(),
  ]);
  return { body, units, spills };
}

/** The stored type of a control unit. */
export const unitType = async (id: string, trx: Executor) =>
  (await trx.selectFrom('control_unit').select('type').where('id', '=', id).executeTakeFirstOrThrow()).type;
