import { sql, type RawBuilder } from 'kysely';
import { tsFromMs } from '../../db/sqlTime.js';
import { succeededRunsCovering } from '../optimization/index.js';
import { componentPlantOf } from '../plants/index.js';

/**
 * THE PLAN OF AN HOUR (issue 21, "one plan"): the plan of the plant's latest succeeded optimisation
 * run that covers the hour, with the operator's live plan overrides on top (effectiveValuesSql
 * adds those). Every reader of plans goes through here: cockpit charts, the edit grids' originals
 * and conflict check, reporting, violations, exports. Where no succeeded run covers an hour (before
 * the first run, long before or after every horizon) the stored plan series (run_id null: the demo
 * world's simulated plan, or what an upload stored) is the plan.
 *
 * A plan is addressed by its stored series (kind plan, run_id null, the one operators' overrides
 * attach to); storePlan makes one for every component and quantity a run plans. This answers, for
 * the given series ids in [start, end), the original value of each cell and the run it came from
 * (run_id null: the stored value), as a row source (series_id, ts, value, run_id). Ids that are not
 * stored plan series (actuals, forecasts, prices) answer their stored values unchanged.
 *
 * "Latest" per hour: a run owns the part of its horizon that no later-finished succeeded run
 * covers, so an hour 30 h ahead keeps the 48-hour run's plan when a later run planned only 24 h.
 * The horizons' ends cut the range into pieces; each piece takes its newest covering run. Runs
 * are few per range (their horizons are read from the run summary), so this stays two scans.
 *
 * `onlyRun`: read that run's plan alone (the series API's `run` parameter); hours outside its
 * horizon answer the stored plan, which callers filter out by run_id when they want the run only.
 * `withoutBad`: leave out stored values of bad quality (telemetry): what the optimiser reads.
 */
export function planCellsSql(
  ids: number[],
  start: number,
  end: number,
  onlyRun: string | null = null,
  withoutBad = false,
): RawBuilder<unknown> {
  const s = tsFromMs(start);
  const e = tsFromMs(end);
  const range = sql`series_id = any(${ids}::bigint[]) and ts >= ${s} and ts < ${e}`;
  return sql`(
    with ps as (
      select s.id, s.quantity, s.control_unit_id, s.hydro_body_id,
             ${componentPlantOf(sql.ref('s.control_unit_id'), sql.ref('s.hydro_body_id'))} as plant
      from series s
      where s.id = any(${ids}::bigint[]) and s.kind = 'plan' and s.run_id is null),
    runs as materialized (${succeededRunsCovering(sql`select plant from ps`, start, end, onlyRun)}),
    edges as (select distinct plant, x from runs cross join lateral (values (f), (t)) as v(x)),
    pieces as (select plant, x as f, lead(x) over (partition by plant order by x) as t from edges),
    owned as (
      select distinct on (p.plant, p.f) p.plant, p.f, p.t, r.id as run_id
      from pieces p join runs r on r.plant = p.plant and r.f <= p.f and r.t >= p.t
      where p.t is not null
      order by p.plant, p.f, r.finished_at desc nulls last, r.created_at desc),
    cover as materialized (
      select ps.id as sid, rs.id as run_sid, o.run_id, o.f, o.t
      from ps join owned o on o.plant = ps.plant
      join series rs on rs.run_id = o.run_id and rs.kind = 'plan' and rs.quantity = ps.quantity
        and rs.control_unit_id is not distinct from ps.control_unit_id and rs.hydro_body_id is not distinct from ps.hydro_body_id)
    select sv.series_id, sv.ts, sv.value, null::uuid as run_id from series_value sv
    where ${range} ${withoutBad ? sql`and sv.quality is distinct from 2` : sql``} and not exists (select from cover c where c.sid = sv.series_id and sv.ts >= c.f and sv.ts < c.t)
    union all
    select c.sid, rv.ts, rv.value, c.run_id from cover c join series_value rv on rv.series_id = c.run_sid and rv.ts >= c.f and rv.ts < c.t)`;
}
