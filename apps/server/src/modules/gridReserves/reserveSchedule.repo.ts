import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';
import { msOf, tsFromMs } from '../../db/sqlTime.js';
import { succeededRunsCovering } from '../optimization/index.js';
import { bucketSql } from '../series/index.js';
import type { ReservePlanRow } from './reservePlanRows.js';

/** A plan step of a reserve (grid_reserve_plan) at `t` (UTC epoch ms) from the run `run_id`. */
export type ReserveScheduleRow = Omit<ReservePlanRow, 'ts' | 'shortfall_price' | 'shortfall_cost'> & {
  t: number;
  run_id: string;
};

/**
 * The plan's reserve steps of the given units in [start, end) as a row source (grid_reserve_plan rows):
 * each step from the plant's latest succeeded run covering it (the plan of an hour, issue 21), so a
 * later run that held no reserve at that step leaves none, rather than an older run's.
 */
function planSteps(physicalPlantId: string, unitIds: string[], start: number, end: number) {
  return sql`
    with runs as materialized (${succeededRunsCovering(sql`select ${physicalPlantId}::text`, start, end, null)})
    select p.* from grid_reserve_plan p join runs r on r.id = p.run_id and p.ts >= r.f and p.ts < r.t
    where p.control_unit_id = any(${unitIds}::text[]) and p.ts >= ${tsFromMs(start)} and p.ts < ${tsFromMs(end)}
      and not exists (
        select from runs n where n.f <= p.ts and n.t > p.ts and n.id <> r.id
          and (n.finished_at, n.created_at) > (r.finished_at, r.created_at))`;
}

/**
 * The plan's reserve revenue (capacity and activation, plant currency) of the given units in [start,
 * end), the plan of each step as in reserveSchedule; null when the plan holds no reserve there.
 */
export async function reserveRevenue(
  physicalPlantId: string,
  unitIds: string[],
  start: number,
  end: number,
  db: Executor,
): Promise<number | null> {
  if (!unitIds.length) return null;
  const { rows } = await sql<{ revenue: number | null }>`
    select sum(v.revenue)::float8 as revenue from (${planSteps(physicalPlantId, unitIds, start, end)}) v`.execute(db);
  return rows[0]?.revenue ?? null;
}

/**
 * The plan's reserves of the given units in [start, end), per bucket (granularity in `zone`; raw: per
 * step), each step from planSteps. Buckets: held and shortfall MW averaged, activated energy and revenue summed, the run of the last step.
 */
export async function reserveSchedule(
  physicalPlantId: string,
  unitIds: string[],
  q: { start: number; end: number; granularity: 'raw' | 'hour' | 'day' | 'week' | 'month' | 'year'; zone: string },
  db: Executor,
): Promise<ReserveScheduleRow[]> {
  if (!unitIds.length) return [];
  const { rows } = await sql<ReserveScheduleRow>`
    with v as (${planSteps(physicalPlantId, unitIds, q.start, q.end)})
    select v.grid_reserve_id, v.control_unit_id, v.product_name, v.direction, v.reserve_type, v.mode,
           ${msOf(bucketSql(q.granularity, q.zone))} as t,
           avg(v.held_mw)::float8 as held_mw, avg(v.shortfall_mw)::float8 as shortfall_mw,
           sum(v.activated_mwh)::float8 as activated_mwh,
           sum(v.activated_up_mwh)::float8 as activated_up_mwh, sum(v.activated_down_mwh)::float8 as activated_down_mwh,
           sum(v.revenue)::float8 as revenue,
           (array_agg(v.run_id::text order by v.ts desc))[1] as run_id
    from v
    group by 1, 2, 3, 4, 5, 6, 7
    order by v.control_unit_id, v.product_name, v.direction, v.grid_reserve_id, 7`.execute(db);
  return rows;
}

/** One step of the plan where an obligation is not held in full. */
export interface ShortfallStep {
  grid_reserve_id: string;
  control_unit_id: string;
  product_name: string;
  direction: string;
  ts: number;
  shortfall_mw: number;
  /** MW the obligation asks for: held + shortfall */
  mw: number;
  /** the run's price of a MW not held for an hour, and the step's shortfall cost (plant currency) */
  shortfall_price: number;
  shortfall_cost: number;
  /** the step's length in its run, ms */
  step_ms: number;
}

/**
 * The plan's steps (as in reserveSchedule) of the given units in [start, end) where an obligation is
 * short, in time order, each with its length: the distance to the next (else the previous) step its
 * run keeps of that reserve (a run keeps every step the reserve is valid in); an hour for a reserve
 * valid in a single step.
 */
export async function shortfallSteps(
  physicalPlantId: string,
  unitIds: string[],
  start: number,
  end: number,
  db: Executor,
): Promise<ShortfallStep[]> {
  if (!unitIds.length) return [];
  const { rows } = await sql<ShortfallStep>`
    select v.grid_reserve_id, v.control_unit_id, v.product_name, v.direction, ${msOf('v.ts')} as ts,
           v.shortfall_mw, (v.held_mw + v.shortfall_mw)::float8 as mw, v.shortfall_price, v.shortfall_cost,
           1000 * coalesce(
             extract(epoch from (select min(n.ts) from grid_reserve_plan n
                                 where n.run_id = v.run_id and n.grid_reserve_id = v.grid_reserve_id and n.ts > v.ts) - v.ts),
             extract(epoch from v.ts - (select max(n.ts) from grid_reserve_plan n
                                        where n.run_id = v.run_id and n.grid_reserve_id = v.grid_reserve_id and n.ts < v.ts)),
             3600)::float8 as step_ms
    from (${planSteps(physicalPlantId, unitIds, start, end)}) v
    where v.shortfall_mw > 1e-6
    order by v.grid_reserve_id, v.ts`.execute(db);
  return rows;
}
