import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';

/**
 * Per plant: the share (percent, one decimal, at most 100) of the hours in [from, to) that its
 * components' actual series have a value for, over `hours` hours per series; no entry: the plant has
 * no actual series. The Plants admin list's data quality (plantAdmin) asks it with the ids plants
 * knows, so series keeps its tables to itself.
 */
export async function actualsCoverage(
  components: readonly { plantId: string; bodyIds: readonly string[]; unitIds: readonly string[] }[],
  from: Date,
  to: Date,
  hours: number,
  db: Executor,
): Promise<Map<string, number | null>> {
  const pairs = (pick: 'bodyIds' | 'unitIds') => components.flatMap((c) => c[pick].map((id) => [c.plantId, id]));
  const bodies = pairs('bodyIds'),
    units = pairs('unitIds');
  if (!bodies.length && !units.length) return new Map();
  const { rows } = await sql<{ plant_id: string; percent: string | null }>`
    with actual as (
      select c.plant_id, s.id as series_id
      from unnest(${units.map((p) => p[0])}::text[], ${units.map((p) => p[1])}::text[]) as c(plant_id, id)
      join series s on s.control_unit_id = c.id and s.kind = 'actual' and s.run_id is null
      union
      select c.plant_id, s.id
      from unnest(${bodies.map((p) => p[0])}::text[], ${bodies.map((p) => p[1])}::text[]) as c(plant_id, id)
      join series s on s.hydro_body_id = c.id and s.kind = 'actual' and s.run_id is null
    ), quality as (
      select a.plant_id, 100.0 * count(v.ts) / (count(distinct a.series_id) * ${hours}) as percent
      from actual a left join series_value v on v.series_id = a.series_id and v.ts >= ${from} and v.ts < ${to}
      group by a.plant_id
    )
    select plant_id, round(least(percent, 100), 1) as percent from quality`.execute(db);
  return new Map(rows.map((r) => [r.plant_id, r.percent === null ? null : Number(r.percent)]));
}
