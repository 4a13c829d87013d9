import { sql } from 'kysely';
import type { PeriodicTaskDefinition } from '../periodicTask.js';

/**
 * Counts missing hourly actuals of the last 24 ended hours per live plant and series, and reports the
 * plants with gaps (the task's output; the cockpit's quality table shows the details).
 */
export const checkDataQuality: PeriodicTaskDefinition = {
  name: 'check-data-quality',
  description: 'Counts missing hourly actuals of the last 24 hours per live plant.',
  schedule: '30 6 * * *',
  timezone: 'Europe/Vienna',
  async run({ db, clock }) {
    const now = clock.now();
    const { rows } = await sql<{ plant: string; series: number; missing: number }>`
      select p.id as plant, count(distinct s.id)::int as series,
             (count(distinct s.id) * 24 - count(v.ts))::int as missing
      from physical_plant p
      join (select id, physical_plant_id from control_unit union all select id, physical_plant_id from hydro_body) c on c.physical_plant_id = p.id
      join series s on (s.control_unit_id = c.id or s.hydro_body_id = c.id) and s.kind = 'actual' and s.run_id is null
      left join series_value v on v.series_id = s.id
        and v.ts >= date_trunc('hour', ${now}::timestamptz) - interval '24 hours' and v.ts < date_trunc('hour', ${now}::timestamptz)
      where p.plant_state = 'Live'
      group by p.id order by p.id`.execute(db);
    return { plants: rows, plants_with_gaps: rows.filter((r) => r.missing > 0).map((r) => r.plant) };
  },
};
