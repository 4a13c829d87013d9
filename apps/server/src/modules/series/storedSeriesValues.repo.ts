import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';
import { msOf } from '../../db/sqlTime.js';
import { effectiveValuesSql } from './aggregateSeries.repo.js';

type StoredKind = 'actual' | 'plan' | 'forecast';

/** Whose series: components, or a price region (with a forecast source: only that source's forecasts). */
export type WindowOwner =
  | { hydro_body_id: string }
  | { control_unit_id: string }
  | { price_region_id: string; price_forecast_source_id?: string };

/**
 * The stored series (run_id null) of a quantity of these components (units or bodies) or of a price
 * region, of the given kinds: the one lookup that the effective reads below start from.
 */
function storedSeries(
  q: {
    components?: string[];
    region?: { id: string; source: string | null };
    quantity: string;
    kinds: readonly StoredKind[];
  },
  trx: Executor,
) {
  return trx
    .selectFrom('series')
    .select(['id', 'control_unit_id', 'hydro_body_id', 'kind', 'version'])
    .where('quantity', '=', q.quantity)
    .where('kind', 'in', [...q.kinds])
    .where('run_id', 'is', null)
    .$if(q.components !== undefined, (s) =>
      s.where((eb) => eb.or([eb('control_unit_id', 'in', q.components!), eb('hydro_body_id', 'in', q.components!)])),
    )
    .$if(q.region !== undefined, (s) =>
      s
        .where('price_region_id', '=', q.region!.id)
        .$if(q.region!.source !== null, (r) =>
          r.where((eb) =>
            eb.or([eb('kind', '<>', 'forecast'), eb('price_forecast_source_id', '=', q.region!.source!)]),
          ),
        ),
    )
    .orderBy('id')
    .execute();
}

/**
 * Hourly effective values (mean of the hour) of a quantity of components, actual or plan, by
 * component and hour (epoch ms). The plan is the plan of the hour as every screen shows it
 * (effectiveValuesSql: the latest succeeded run's plan with the operators' overrides). Of several
 * stored versions, the later wins.
 */
export async function hourlyEffectiveValues(
  componentIds: string[],
  quantity: string,
  kind: 'actual' | 'plan',
  from: number,
  to: number,
  trx: Executor,
): Promise<Map<string, Map<number, number>>> {
  const out = new Map<string, Map<number, number>>();
  if (!componentIds.length) return out;
  const series = await storedSeries({ components: componentIds, quantity, kinds: [kind] }, trx);
  if (!series.length) return out;
  series.sort((a, b) => a.version - b.version);
  const owner = new Map(series.map((s) => [Number(s.id), (s.control_unit_id ?? s.hydro_body_id)!]));
  const { rows } = await sql<{ sid: string; t: number; v: number }>`
    select v.series_id as sid, ${msOf(sql`date_trunc('hour', v.ts)`)} as t, avg(v.value) as v
    from ${effectiveValuesSql([...owner.keys()], from, to)} v group by 1, 2`.execute(trx);
  const bySeries = new Map<number, typeof rows>();
  for (const r of rows) {
    const sid = Number(r.sid);
    if (!bySeries.has(sid)) bySeries.set(sid, []);
    bySeries.get(sid)!.push(r);
  }
  for (const s of series) {
    const id = owner.get(Number(s.id))!;
    if (!out.has(id)) out.set(id, new Map());
    for (const r of bySeries.get(Number(s.id)) ?? []) out.get(id)!.set(Number(r.t), r.v);
  }
  return out;
}

/**
 * Hourly values of one quantity of an owner over [start, start + steps h), taking at each hour the
 * first kind in `kinds` that has a value (e.g. the auction price where published, else the forecast).
 * Stored series only (run_id null): an optimisation never feeds on another run's plan. Effective
 * values: an operator's override (e.g. a corrected inflow forecast) replaces the stored value.
 * Of several series of one kind (forecasts of several sources where the owner names none), the
 * oldest series wins. Measurements of bad quality (telemetry) are left out: the optimiser and the
 * violation check never read them. Returns the values (null where no kind has one).
 */
export async function loadSeriesWindow(
  trx: Executor,
  owner: WindowOwner,
  quantity: string,
  kinds: readonly StoredKind[],
  start: number,
  steps: number,
): Promise<(number | null)[]> {
  const series =
    'price_region_id' in owner
      ? await storedSeries(
          { region: { id: owner.price_region_id, source: owner.price_forecast_source_id ?? null }, quantity, kinds },
          trx,
        )
      : await storedSeries({ components: [Object.values(owner)[0] as string], quantity, kinds }, trx);
  const kindOf = new Map(series.map((s) => [Number(s.id), s.kind]));
  const end = start + steps * 3_600_000;
  const { rows } = series.length
    ? await sql<{ i: number; sid: string; value: number }>`
        select ((${msOf('v.ts')} - ${start}::float8) / 3600000)::int as i, v.series_id as sid, v.value
        from ${effectiveValuesSql([...kindOf.keys()], start, end, { withoutBad: true })} v
        order by v.series_id`.execute(trx)
    : { rows: [] };
  const out: (number | null)[] = new Array(steps).fill(null);
  const rank: number[] = new Array(steps).fill(Infinity);
  for (const r of rows) {
    const k = kinds.indexOf(kindOf.get(Number(r.sid)) as StoredKind);
    if (r.i >= 0 && r.i < steps && k < rank[r.i]) {
      rank[r.i] = k;
      out[r.i] = r.value;
    }
  }
  return out;
}

/** The newest stored plan series (run_id null) of each of these units and quantities: the ones plan overrides attach to. */
export async function storedPlanSeries<Q extends string>(unitIds: string[], quantities: readonly Q[], trx: Executor) {
  if (!unitIds.length) return [];
  const { rows } = await sql<{ id: number; control_unit_id: string; quantity: Q; resolution_seconds: number }>`
    select distinct on (control_unit_id, quantity) id::int as id, control_unit_id, quantity, resolution_seconds
    from series
    where control_unit_id = any(${unitIds}::text[]) and quantity = any(${[...quantities]}::text[])
      and kind = 'plan' and run_id is null
    order by control_unit_id, quantity, version desc`.execute(trx);
  return rows;
}
