import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import { msOf } from '../../db/sqlTime.js';

interface Totals {
  generation_mwh: number;
  revenue_eur: number;
}

export interface RunComparison {
  run_id: string;
  /** The newest succeeded run of the same plant view created before this one. */
  previous_run_id: string | null;
  /** Hours both plans cover (epoch ms UTC, end exclusive); this run's horizon without a previous run. */
  start: number | null;
  end: number | null;
  current: Totals;
  previous: Totals | null;
  /** current - previous */
  difference: Totals | null;
  /** Net plant power per hour, MW: this run's and the previous run's plan over the common hours. */
  time: number[];
  current_power: number[];
  previous_power: (number | null)[];
}

/**
 * Compares a run's plan with the previous run's over the hours both cover, so a longer or later
 * horizon does not count as a difference: net generation (MWh) and revenue at each run's own price
 * input (EUR). Revenue needs the run's model snapshot (runs up to 2000 steps keep it).
 */
export async function compareRuns(
  db: Db,
  run: { id: string; plant_view_id: string | null; created_at: Date },
): Promise<RunComparison> {
  const prev = await db
    .selectFrom('optimization_run')
    .select('id')
    .where('plant_view_id', '=', run.plant_view_id)
    .where('status', '=', 'succeeded')
    .where(sql<boolean>`created_at < ${run.created_at}`)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const hourly = async (runId: string) => {
    const { rows } = await sql<{ t: number; p: number; price: number | null }>`
      with pw as (
        select v.ts, sum(v.value) as p from series s join series_value v on v.series_id = s.id
        where s.run_id = ${runId} and s.quantity = 'power' group by v.ts),
      m as (select (inputs->'model'->>'start')::float8 as start, inputs->'model'->'price' as price from optimization_run where id = ${runId})
      select ${msOf('pw.ts')} as t, pw.p,
        case jsonb_typeof(m.price) when 'array' then (m.price->>(((${msOf('pw.ts')} - m.start) / 3600000)::int))::float8
                                   when 'number' then (m.price#>>'{}')::float8 end as price
      from pw cross join m order by pw.ts`.execute(db);
    return new Map(rows.map((r) => [r.t, r]));
  };
  const current = await hourly(run.id);
  const previous = prev ? await hourly(prev.id) : null;
  const time = [...current.keys()].filter((t) => !previous || previous.has(t)).sort((a, b) => a - b);
  const totals = (m: Map<number, { p: number; price: number | null }>): Totals =>
    time.reduce(
      (s, t) => {
        const r = m.get(t)!;
        return { generation_mwh: s.generation_mwh + r.p, revenue_eur: s.revenue_eur + r.p * (r.price ?? 0) };
      },
      { generation_mwh: 0, revenue_eur: 0 },
    );
  const cur = totals(current);
  const old = previous ? totals(previous) : null;
  return {
    run_id: run.id,
    previous_run_id: prev?.id ?? null,
    start: time[0] ?? null,
    end: time.length ? time[time.length - 1] + 3_600_000 : null,
    current: cur,
    previous: old,
    difference: old
      ? { generation_mwh: cur.generation_mwh - old.generation_mwh, revenue_eur: cur.revenue_eur - old.revenue_eur }
      : null,
    time,
    current_power: time.map((t) => current.get(t)!.p),
    previous_power: time.map((t) => previous?.get(t)?.p ?? null),
  };
}
