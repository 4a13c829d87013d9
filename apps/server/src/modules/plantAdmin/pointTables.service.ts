import { pointWarnings, type Point, type PointTable, type PointTableBody, type PointTableKind } from '@penstock/domain';
import type { WriteContext } from '../../db/entities/defineEntity.js';
import { inTransaction } from '../../db/inTransaction.js';
import type { Executor } from '../../db/schema.js';
import { badRequest, notFound } from '../../http/httpError.js';
import {
  componentOfPlant,
  pointTableEntity,
  pointTableMeta,
  readPoints,
  unitBodiesLevels,
  writePoints,
} from '../plants/index.js';

/** Which components carry which table. */
const OWNERS: Record<
  PointTableKind,
  { source: 'hydro_body' | 'control_unit'; types: readonly string[]; what: string }
> = {
  'level-to-content': { source: 'hydro_body', types: ['RESERVOIR'], what: 'a reservoir' },
  'flow-to-power': {
    source: 'control_unit',
    types: ['TURBINE', 'PUMP', 'PUMP_TURBINE'],
    what: 'a turbine, pump or pump turbine',
  },
  'opening-to-throughput': { source: 'control_unit', types: ['GATE'], what: 'a gate' },
};

const meanLevel = (b: { min_level: number | null; max_level: number | null } | undefined) => {
  const known = [b?.min_level, b?.max_level].filter((v): v is number => typeof v === 'number');
  return known.length ? known.reduce((a, c) => a + c, 0) / known.length : null;
};

async function component(kind: PointTableKind, plantId: string, id: string, trx: Executor) {
  const owner = OWNERS[kind];
  const row = await componentOfPlant(owner.source, plantId, id, trx);
  if (!row) throw notFound(`Component ${id} is not part of this plant`);
  const type = row.type === 'DOWNSTREAM' || owner.source === 'control_unit' ? row.type : 'RESERVOIR';
  if (!owner.types.includes(type))
    throw badRequest(`${row.name} is a ${type.toLowerCase()}: a ${kind} table belongs to ${owner.what}`);
  return row;
}

/** Gross head of a unit, m: mean level of its upstream body minus that of its downstream body (null when either has no levels). */
async function grossHead(unitId: string, trx: Executor): Promise<number | null> {
  const { unit: u, bodies } = await unitBodiesLevels(unitId, trx);
  if (!u?.upstream_id || !u.downstream_id) return null;
  const up = meanLevel(bodies.find((b) => b.id === u.upstream_id));
  const down = meanLevel(bodies.find((b) => b.id === u.downstream_id));
  return up !== null && down !== null && up > down ? up - down : null;
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
      pointTableMeta(`${kind}:${componentId}`, trx),
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
            hydro_body_id: OWNERS[kind].source === 'hydro_body' ? owner.id : null,
            control_unit_id: OWNERS[kind].source === 'control_unit' ? owner.id : null,
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
