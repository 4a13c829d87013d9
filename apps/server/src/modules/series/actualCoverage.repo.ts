import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';

/**
 * Per component (unit or body): how many stored actual series it has and how many values they hold
 * in the 24 hours before the hour of `now` (components without an actual series are left out).
 */
export async function actualCoverage(componentIds: string[], now: Date, trx: Executor) {
  if (!componentIds.length) return [];
  const { rows } = await sql<{ component_id: string; series: number; values: number }>`
    select coalesce(s.control_unit_id, s.hydro_body_id) as component_id, count(distinct s.id)::int as series, count(v.ts)::int as values
    from series s
    left join series_value v on v.series_id = s.id
      and v.ts >= date_trunc('hour', ${now}::timestamptz) - interval '24 hours' and v.ts < date_trunc('hour', ${now}::timestamptz)
    where (s.control_unit_id = any(${componentIds}::text[]) or s.hydro_body_id = any(${componentIds}::text[]))
      and s.kind = 'actual' and s.run_id is null
    group by 1`.execute(trx);
  return rows;
}
