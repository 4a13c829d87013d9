import type { Point, PointTableKind } from '@penstock/domain';
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

export async function readPoints(kind: PointTableKind, id: string, trx: Executor): Promise<Point[]> {
  if (kind === 'level-to-content')
    return (
      await trx
        .selectFrom('level_to_content_point')
        .select(['level', 'content'])
        .where('hydro_body_id', '=', id)
        .orderBy('level')
        .execute()
    ).map((p) => ({ x: p.level, y: p.content }));
  if (kind === 'flow-to-power')
    return (
      await trx
        .selectFrom('flow_to_power_point')
        .select(['flow', 'power', 'head'])
        .where('control_unit_id', '=', id)
        .orderBy('flow')
        .execute()
    ).map((p) => ({ x: p.flow, y: p.power, head: p.head }));
  return (
    await trx
      .selectFrom('opening_to_throughput_point')
      .select(['opening_cm', 'throughput'])
      .where('control_unit_id', '=', id)
      .orderBy('opening_cm')
      .execute()
  ).map((p) => ({ x: p.opening_cm, y: p.throughput }));
}

export async function writePoints(kind: PointTableKind, id: string, points: Point[], trx: Executor) {
  if (kind === 'level-to-content') {
    await trx.deleteFrom('level_to_content_point').where('hydro_body_id', '=', id).execute();
    if (points.length)
      await trx
        .insertInto('level_to_content_point')
        .values(points.map((p) => ({ hydro_body_id: id, level: p.x, content: p.y })))
        .execute();
  } else if (kind === 'flow-to-power') {
    await trx.deleteFrom('flow_to_power_point').where('control_unit_id', '=', id).execute();
    if (points.length)
      await trx
        .insertInto('flow_to_power_point')
        .values(points.map((p) => ({ control_unit_id: id, flow: p.x, power: p.y, head: p.head ?? null })))
        .execute();
  } else {
    await trx.deleteFrom('opening_to_throughput_point').where('control_unit_id', '=', id).execute();
    if (points.length)
      await trx
        .insertInto('opening_to_throughput_point')
        .values(points.map((p) => ({ control_unit_id: id, opening_cm: p.x, throughput: p.y })))
        .execute();
  }
}
