import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';
import { msOf } from '../../db/sqlTime.js';
import { effectiveValuesSql } from '../series/index.js';

/** Whose series: a component, or a price region (with a forecast source: only that source's forecasts). */
export type Owner =
  | { hydro_body_id: string }
  | { control_unit_id: string }
  | { price_region_id: string; price_forecast_source_id?: string };

/**
 * Hourly values of one quantity of an owner over [start, start + steps h), taking at each hour the
 * first kind in `kinds` that has a value (e.g. the auction price where published, else the forecast).
 * Stored series only (run_id null): an optimisation never feeds on another run's plan. Effective
 * values: an operator's override (e.g. a corrected inflow forecast) replaces the stored value.
 * Of several series of one kind (forecasts of several sources where the owner names none), the
 * oldest series wins. Returns the values (null where no kind has one).
 */
export async function loadSeriesWindow(
  db: Executor,
  owner: Owner,
  quantity: string,
  kinds: readonly ('actual' | 'plan' | 'forecast')[],
  start: number,
  steps: number,
): Promise<(number | null)[]> {
  const column =
    'hydro_body_id' in owner ? 'hydro_body_id' : 'control_unit_id' in owner ? 'control_unit_id' : 'price_region_id';
  const id = Object.values(owner)[0] as string;
  const source = 'price_forecast_source_id' in owner ? (owner.price_forecast_source_id ?? null) : null;
  const { rows: series } = await sql<{ id: number }>`
    select s.id::int as id from series s
    where ${sql.ref(`s.${column}`)} = ${id} and s.quantity = ${quantity} and s.run_id is null and s.kind = any(${[...kinds]}::text[])
      and (${source}::uuid is null or s.kind <> 'forecast' or s.price_forecast_source_id = ${source}::uuid)`.execute(
    db,
  );
  const end = start + steps * 3_600_000;
  const { rows } = series.length
    ? await sql<{ i: number; kind: string; value: number }>`
        select ((${msOf('v.ts')} - ${start}::float8) / 3600000)::int as i, s.kind, v.value
        from ${effectiveValuesSql(
          series.map((s) => s.id),
          start,
          end,
        )} v join series s on s.id = v.series_id
        order by s.id`.execute(db)
    : { rows: [] };
  const out: (number | null)[] = new Array(steps).fill(null);
  const rank: number[] = new Array(steps).fill(Infinity);
  for (const r of rows) {
    const k = kinds.indexOf(r.kind as (typeof kinds)[number]);
    if (r.i >= 0 && r.i < steps && k < rank[r.i]) {
      rank[r.i] = k;
      out[r.i] = r.value;
    }
  }
  return out;
}

/** Fills gaps by holding the previous value (the first known value before it); counts the filled steps. */
export function holdGaps(values: (number | null)[], fallback = 0): { values: number[]; filled: number } {
  let filled = 0;
  let last = values.find((v) => v !== null) ?? fallback;
  const out = values.map((v) => {
    if (v === null) {
      filled++;
      return last;
    }
    last = v;
    return v;
  });
  return { values: out, filled };
}
