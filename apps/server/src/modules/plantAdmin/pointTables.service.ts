import { pointWarnings, type Point, type PointTable, type PointTableBody, type PointTableKind } from '@penstock/domain';
import type { WriteContext } from '../../db/entities/defineEntity.js';
import { inTransaction } from '../../db/inTransaction.js';
import type { Executor } from '../../db/schema.js';
import { badRequest, notFound } from '../../http/httpError.js';
import { pointTableEntity } from '../plants/index.js';

/** Which components carry which table. */
const OWNERS: Record<PointTableKind, { table: 'hydro_body' | 'control_unit'; types: readonly string[]; what: string }> =
  {
    'level-to-content': { table: 'hydro_body', types: ['RESERVOIR'], what: 'a reservoir' },
    'flow-to-power': {
      table: 'control_unit',
      types: ['TURBINE', 'PUMP', 'PUMP_TURBINE'],
      what: 'a turbine, pump or pump turbine',
    },
    'opening-to-throughput': { table: 'control_unit', types: ['GATE'], what: 'a gate' },
  };

const meanLevel = (b: { min_level: number | null; max_level: number | null } | undefined) => {
  const known = [b?.min_level, b?.max_level].filter((v): v is number => typeof v === 'number');
  return known.length ? known.reduce((a, c) => a + c, 0) / known.length : null;
};

async function component(kind: PointTableKind, plantId: string, id: string, trx: Executor) {
  const owner = OWNERS[kind];
  const row =
    owner.table === 'hydro_body'
      ? await trx
          .selectFrom('hydro_body')
          .select(['id', 'name', 'type'])
          .where('id', '=', id)
          .where('physical_plant_id', '=', plantId)
          .executeTakeFirst()
      : await trx
          .selectFrom('control_unit')
          .select(['id', 'name', 'type'])
          .where('id', '=', id)
          .where('physical_plant_id', '=', plantId)
          .executeTakeFirst();
  if (!row) throw notFound(`Component ${id} is not part of this plant`);
  const type = row.type === 'DOWNSTREAM' || owner.table === 'control_unit' ? row.type : 'RESERVOIR';
  if (!owner.types.includes(type))
    throw badRequest(`${row.name} is a ${type.toLowerCase()}: a ${kind} table belongs to ${owner.what}`);
  return row;
}

/** Gross head of a unit, m: mean level of its upstream body minus that of its downstream body (null when either has no levels). */
async function grossHead(unitId: string, trx: Executor): Promise<number | null> {
  const u = await trx
    .selectFrom('control_unit')
    .select(['upstream_id', 'downstream_id'])
    .where('id', '=', unitId)
    .executeTakeFirst();
  if (!u?.upstream_id || !u.downstream_id) return null;
  const bodies = await trx
    .selectFrom('hydro_body')
    .select(['id', 'min_level', 'max_level'])
    .where('id', 'in', [u.upstream_id, u.downstream_id])
    .execute();
  const up = meanLevel(bodies.find((b) => b.id === u.upstream_id));
  const down = meanLevel(bodies.find((b) => b.id === u.downstream_id));
  return up !== null && down !== null && up > down ? up - down : null;
}

async function readPoints(kind: PointTableKind, id: string, trx: Executor): Promise<Point[]> {
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

async function writePoints(kind: PointTableKind, id: string, points: Point[], trx: Executor) {
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

/** Hard errors (nothing is saved): a repeated x, and physically impossible values. */
function pointErrors(kind: PointTableKind, points: readonly Point[]) {
  const errors: { path: string; message: string }[] = [];
  const seen = new Map<number, number>();
  points.forEach((p, i) => {
    const first = seen.get(p.x);
    if (first !== undefined)
      errors.push({ path: `points.${i}.x`, message: `Point ${i + 1} repeats x ${p.x} of point ${first + 1}` });
    else seen.set(p.x, i);
    if (kind === 'level-to-content' && p.y < 0)
      errors.push({ path: `points.${i}.y`, message: `Point ${i + 1}: a content cannot be negative (${p.y} m3)` });
    if (kind === 'opening-to-throughput' && (p.x < 0 || p.y < 0))
      errors.push({ path: `points.${i}`, message: `Point ${i + 1}: opening and throughput cannot be negative` });
    if (kind === 'flow-to-power' && p.x !== 0 && Math.sign(p.x) !== Math.sign(p.y) && p.y !== 0)
      errors.push({
        path: `points.${i}.y`,
        message: `Point ${i + 1}: power ${p.y} MW has the other sign than flow ${p.x} m3/s (negative flow draws power when pumping)`,
      });
  });
  return errors;
}

export function createPointTablesService(db: Executor) {
  async function get(
    kind: PointTableKind,
    plantId: string,
    componentId: string,
    trx: Executor = db,
  ): Promise<PointTable> {
    await component(kind, plantId, componentId, trx);
    const [points, meta, head] = await Promise.all([
      readPoints(kind, componentId, trx),
      trx
        .selectFrom('point_table')
        .select(['version', 'updated_by', 'updated_at'])
        .where('id', '=', `${kind}:${componentId}`)
        .executeTakeFirst(),
      kind === 'flow-to-power' ? grossHead(componentId, trx) : Promise.resolve(null),
    ]);
    return {
      kind,
      component_id: componentId,
      points,
      warnings: pointWarnings(kind, points, head),
      gross_head: head,
      version: meta?.version ?? 0,
      updated_by: meta?.updated_by ?? null,
      updated_at: meta?.updated_at.getTime() ?? null,
    };
  }
  return {
    get,
    /** Replaces the whole table (sorted by x) or nothing; warnings do not stop the save. */
    async save(
      kind: PointTableKind,
      plantId: string,
      componentId: string,
      body: PointTableBody,
      ctx: WriteContext,
    ): Promise<PointTable> {
      const errors = pointErrors(kind, body.points);
      if (errors.length)
        throw badRequest(`The ${kind} table was not saved: ${errors.map((e) => e.message).join('; ')}`, errors);
      const points = [...body.points]
        .sort((a, b) => a.x - b.x)
        .map((p) => (kind === 'flow-to-power' ? { x: p.x, y: p.y, head: p.head ?? null } : { x: p.x, y: p.y }));
      return inTransaction(db, async (trx) => {
        const owner = await component(kind, plantId, componentId, trx);
        await pointTableEntity.save(
          `${kind}:${componentId}`,
          {
            kind,
            hydro_body_id: OWNERS[kind].table === 'hydro_body' ? owner.id : null,
            control_unit_id: OWNERS[kind].table === 'control_unit' ? owner.id : null,
            points,
          },
          ctx,
          trx,
        );
        await writePoints(kind, componentId, points, trx);
        return get(kind, plantId, componentId, trx);
      });
    },
    history: (kind: PointTableKind, componentId: string) => pointTableEntity.history(`${kind}:${componentId}`, db),
  };
}
