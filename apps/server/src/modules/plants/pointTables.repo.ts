import type { Point, PointTableKind } from '@penstock/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';

/** The point tables of bodies and units (level-to-content, flow-to-power, opening-to-throughput), as plantAdmin edits them. */

/** The plant's body or unit with this id (undefined: not one of the plant's). */
export const componentOfPlant = (kind: 'hydro_body' | 'control_unit', plantId: string, id: string, trx: Executor) =>
  kind === 'hydro_body'
    ? trx
        .selectFrom('hydro_body')
        .select(['id', 'name', 'type'])
        .where('id', '=', id)
        .where('physical_plant_id', '=', plantId)
        .executeTakeFirst()
    : trx
        .selectFrom('control_unit')
        .select(['id', 'name', 'type'])
        .where('id', '=', id)
        .where('physical_plant_id', '=', plantId)
        .executeTakeFirst();

/** A unit's upstream and downstream ids with both bodies' level limits (the gross head). */
export async function unitBodiesLevels(unitId: string, trx: Executor) {
  const unit = await trx
    .selectFrom('control_unit')
    .select(['upstream_id', 'downstream_id'])
    .where('id', '=', unitId)
    .executeTakeFirst();
  const ids = [unit?.upstream_id, unit?.downstream_id].filter((x): x is string => !!x);
  const bodies = ids.length
    ? await trx.selectFrom('hydro_body').select(['id', 'min_level', 'max_level']).where('id', 'in', ids).execute()
    : [];
  return { unit, bodies };
}

/** The version and last change of a point table ('<kind>:<component id>'). */
export const pointTableMeta = (id: string, trx: Executor) =>
  trx.selectFrom('point_table').select(['version', 'updated_by', 'updated_at']).where('id', '=', id).executeTakeFirst();

/** Where each kind of point table is stored: its table, its owner's column and the columns of x and y. */
export const POINT_TABLES = {
  'level-to-content': { table: 'level_to_content_point', owner: 'hydro_body_id', x: 'level', y: 'content' },
  'flow-to-power': { table: 'flow_to_power_point', owner: 'control_unit_id', x: 'flow', y: 'power' },
  'opening-to-throughput': {
    table: 'opening_to_throughput_point',
    owner: 'control_unit_id',
    x: 'opening_cm',
    y: 'throughput',
  },
} as const satisfies Record<PointTableKind, { table: string; owner: string; x: string; y: string }>;
/** Flow-to-power points also carry the head they were measured at. */
const withHead = (kind: PointTableKind) => kind === 'flow-to-power';

/** The component's points of a kind, by x. */
export async function readPoints(kind: PointTableKind, id: string, trx: Executor): Promise<Point[]> {
  const { table, owner, x, y } = POINT_TABLES[kind];
  const { rows } = await sql<Point>`select ${sql.ref(x)} as x, ${sql.ref(y)} as y${withHead(kind) ? sql`, head` : sql``}
    from ${sql.table(table)} where ${sql.ref(owner)} = ${id} order by ${sql.ref(x)}`.execute(trx);
  return rows;
}

/** Replaces the component's points of a kind. */
export async function writePoints(kind: PointTableKind, id: string, points: Point[], trx: Executor) {
  const { table, owner, x, y } = POINT_TABLES[kind];
  await trx.deleteFrom(table).where(sql.ref(owner), '=', id).execute();
  if (!points.length) return;
  const rows = points.map((p) => ({
    [owner]: id,
    [x]: p.x,
    [y]: p.y,
    ...(withHead(kind) ? { head: p.head ?? null } : {}),
  }));
  // the rows' columns are the kind's (POINT_TABLES), which the table's type cannot follow
  await trx
    .insertInto(table)
    .values(rows as never)
    .execute();
}
