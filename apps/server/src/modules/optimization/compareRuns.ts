import type { Db } from '../../db/schema.js';
import { runPlanPower } from '../series/index.js';
import { createOptimizationRepo } from './optimization.repo.js';

/** The run's price input at hour `t`: its hourly array's step, or its one price (null: no snapshot or past its end). */
function priceAt(model: { start: number | null; price: unknown }, t: number): number | null {
  if (Array.isArray(model.price) && model.start !== null) {
    const v: unknown = model.price[Math.round((t - model.start) / 3_600_000)];
    return typeof v === 'number' ? v : null;
  }
  return typeof model.price === 'number' ? model.price : null;
}

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
  const repo = createOptimizationRepo(db);
  const prev = await repo.previousSucceeded(run.plant_view_id, run.created_at);
  const hourly = async (runId: string) => {
    const [power, model] = await Promise.all([runPlanPower(runId, db), repo.modelPrice(runId)]);
    return new Map(power.map((r) => [r.t, { ...r, price: priceAt(model, r.t) }]));
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
