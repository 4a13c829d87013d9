import { sql } from 'kysely';
import type { PeriodicTaskDefinition } from '../periodicTask.js';

/** Hours of missing actuals one run fills at most, so a server that was down for weeks catches up in bounded work. */
const MAX_CATCH_UP_HOURS = 48;

/**
 * Demo world: "measures" the hours that have ended since the latest actual of every component series.
 * The value of an hour is the stored schedule of the world (the plan or forecast without run), which
 * the loader made water-conserving; where none exists, the last actual is held. So the latest
 * telemetry moves with the clock. Price regions are left alone (their actuals are auctions), and so
 * is every plant not of the simulated world (physical_plant.simulated), e.g. one an administrator created.
 */
export const advanceTelemetry: PeriodicTaskDefinition = {
  name: 'advance-telemetry',
  description: 'Demo world: adds the actuals of the hours that have ended, so the latest telemetry moves.',
  schedule: '*/5 * * * *',
  timezone: 'Europe/Vienna',
  async run({ db, clock }) {
    const now = clock.now();
    const result = await sql`
      with a as (
        select s.id, s.control_unit_id, s.hydro_body_id, s.quantity,
               (select max(v.ts) from series_value v where v.series_id = s.id) as last_ts
        from series s
        left join control_unit u on u.id = s.control_unit_id
        left join hydro_body b on b.id = s.hydro_body_id
        join physical_plant p on p.id = coalesce(u.physical_plant_id, b.physical_plant_id)
        -- only the simulated world's plants: a real plant's stopped data must show as gaps
        where s.kind = 'actual' and s.run_id is null and s.price_region_id is null and p.simulated),
      due as (
        select a.*, g.ts from a,
          generate_series(greatest(a.last_ts + interval '1 hour', date_trunc('hour', ${now}::timestamptz) - ${MAX_CATCH_UP_HOURS} * interval '1 hour'),
                          date_trunc('hour', ${now}::timestamptz) - interval '1 hour', interval '1 hour') g(ts)
        where a.last_ts is not null)
      insert into series_value (series_id, ts, value)
      select d.id, d.ts, v.value
      from due d
      cross join lateral (
        select coalesce(
          (select pv.value from series p join series_value pv on pv.series_id = p.id and pv.ts = d.ts
           where p.run_id is null and p.kind in ('plan', 'forecast') and p.quantity = d.quantity
             and p.control_unit_id is not distinct from d.control_unit_id and p.hydro_body_id is not distinct from d.hydro_body_id
           order by p.kind = 'plan' desc, p.version desc limit 1),
          (select lv.value from series_value lv where lv.series_id = d.id order by lv.ts desc limit 1)) as value) v
      where v.value is not null
      on conflict do nothing`.execute(db);
    const added = Number(result.numAffectedRows ?? 0);
    const latest = await sql<{ ts: Date | null }>`
      select max(v.ts) as ts from series s join series_value v on v.series_id = s.id
      where s.kind = 'actual' and s.run_id is null and s.price_region_id is null and s.quantity = 'power'`.execute(db);
    return { values_added: added, latest_telemetry: latest.rows[0]?.ts?.toISOString() ?? null };
  },
};
