import { contentToLevel, DEFAULT_MIP_GAP, type OptimizerModel, type PlanResult } from '@penstock/optimizer';
import type { Executor } from '../../db/schema.js';
import { maxOf } from '@penstock/domain';
import { storeReservePlan } from '../gridReserves/index.js';
import { futureValueAt } from '../longTerm/index.js';
import { ensurePlanSeries, writeSeries, type PlanSeriesOwner } from '../series/index.js';
import { waterValuesRepo, type WaterValueRow } from './waterValues.repo.js';

const UNITS: Record<string, string> = {
  power: 'MW',
  discharge: 'm3/s',
  content: 'm3',
  level: 'm a.s.l.',
  spill: 'm3/s',
};

export interface PlanSummary {
  /** Net generation over the horizon, MWh. */
  generation_mwh: number;
  /** Market revenue of the plan at the model's prices, EUR. */
  revenue_eur: number;
  /** Value of the water left at the end of the horizon (in reservoirs and in transit), EUR. */
  terminal_value_eur: number;
  /**
   * Of terminal_value_eur, what the long-term run's cuts give the reservoirs' contents at the end
   * (the rest is water still in transit, at the mean price), EUR; absent when no cuts valued the water.
   */
  terminal_cuts_eur?: number;
  /** Grid reserves held (issue 24): capacity and activation revenue, and obligations not held (MWh); absent without reserves. */
  reserves?: { revenue_eur: number; shortfall_mwh: number };
  /** Spill and soft-limit penalties, EUR (objective = revenue + terminal value - penalties). */
  penalty_eur: number;
  start: number;
  end: number;
  /** Time the solver took, ms (build, on/off decisions and the final LP). */
  solve_ms: number;
  /** On/off decisions (a MIP: running minima, start/stop costs, must-run, forbidden zones): the gap reached and asked for. */
  mip?: {
    binaries: number;
    gap: number;
    target_gap: number;
    ms: number;
    nodes: number;
    time_limited: boolean;
    rounded: boolean;
  };
}

/**
 * Writes a run's plan as new plan series owned by the run (run_id; earlier runs' series stay), and its
 * water values per reservoir (EUR/m3 and EUR/MWh) and per turbine (the upstream reservoir's water
 * value through the turbine's own best MWh per m3). Flows and power are step means stamped at the
 * step start; content and level are stamped at the step end, plus the start content at the start,
 * as the world's actuals are (content at the start of the hour). Call inside the run's transaction.
 */
export async function storePlan(
  runId: string,
  model: OptimizerModel,
  plan: PlanResult,
  trx: Executor,
): Promise<PlanSummary> {
  const step = model.stepSeconds * 1000;
  const owners: PlanSeriesOwner[] = [];
  const put = async (
    owner: { control_unit_id?: string; hydro_body_id?: string },
    quantity: string,
    first: number,
    values: (number | null)[],
  ) => {
    owners.push({
      control_unit_id: owner.control_unit_id ?? null,
      hydro_body_id: owner.hydro_body_id ?? null,
      quantity,
      unit: UNITS[quantity],
    });
    await writeSeries(
      {
        grid: {
          series: {
            ...owner,
            quantity,
            kind: 'plan',
            unit: UNITS[quantity],
            resolution_seconds: model.stepSeconds,
            run_id: runId,
          },
          startMs: first,
          stepSeconds: model.stepSeconds,
          // the solver's non-finite answers are gaps, as before the one writer
          values: values.map((v) => (v === null || !Number.isFinite(v) ? null : v)),
        },
      },
      { by: `optimisation run ${runId}`, at: new Date(), source: 'plan' },
      trx,
    );
  };
  for (const u of plan.units) {
    await put({ control_unit_id: u.id }, 'power', model.start, u.power);
    await put(
      { control_unit_id: u.id },
      'discharge',
      model.start,
      u.discharge.map((q, i) => q - (u.pumped[i] ?? 0)),
    );
  }
  for (const [k, r] of plan.reservoirs.entries()) {
    const initial = model.reservoirs[k].initialContent;
    await put({ hydro_body_id: r.id }, 'content', model.start, [initial, ...r.content]);
    if (r.level.some((l) => l !== null)) {
      const curve = model.reservoirs[k].levelContent;
      await put({ hydro_body_id: r.id }, 'level', model.start, [
        curve ? contentToLevel(curve, initial) : null,
        ...r.level,
      ]);
    }
    await put({ hydro_body_id: r.id }, 'spill', model.start, r.spill);
  }

  // the plan of each component and quantity is addressed (read, overridden) by its stored plan series
  await ensurePlanSeries(owners, model.stepSeconds, trx);

  // Water values: reservoirs, then turbines below them.
  const rows: WaterValueRow[] = [];
  for (const r of plan.reservoirs) {
    r.waterValue.forEach((m3, i) =>
      rows.push({ hydro_body_id: r.id, control_unit_id: null, i, m3, mwh: r.waterValueEnergy[i] }),
    );
  }
  for (const u of model.units) {
    if (u.type === 'GATE' || !u.curve?.length || !u.upstream) continue;
    const r = plan.reservoirs.find((x) => x.id === u.upstream);
    const best = maxOf(u.curve.filter((p) => p.q > 0).map((p) => p.p / p.q)) / 3600; // MWh per m3
    if (!r || !(best > 0)) continue;
    r.waterValue.forEach((m3, i) => rows.push({ hydro_body_id: null, control_unit_id: u.id, i, m3, mwh: m3 / best }));
  }
  await waterValuesRepo.insert(runId, model.start, model.stepSeconds, rows, trx);
  const reserves = model.reserves?.length ? await storeReservePlan(runId, model, plan, trx) : null;
  const hours = model.stepSeconds / 3600;
  const mip = plan.stats.mip;
  const generation = plan.units.reduce((s, u) => s + u.power.reduce((a, p) => a + p * hours, 0), 0);
  return {
    generation_mwh: generation,
    revenue_eur: plan.revenue,
    terminal_value_eur: plan.terminalValue,
    ...(model.futureValue?.cuts.length
      ? {
          // the LP's future value column sits on the lowest cut at the end contents (it is maximised)
          terminal_cuts_eur: futureValueAt(
            model.futureValue.cuts,
            Object.fromEntries(plan.reservoirs.map((r) => [r.id, r.content[r.content.length - 1]])),
          ),
        }
      : {}),
    ...(reserves ? { reserves: { revenue_eur: reserves.revenue, shortfall_mwh: reserves.shortfall_mwh } } : {}),
    penalty_eur: plan.penalty,
    start: model.start,
    end: model.start + model.steps * step,
    solve_ms: plan.stats.buildMs + plan.stats.solveMs,
    ...(mip
      ? {
          mip: {
            binaries: mip.binaries,
            gap: mip.gap,
            target_gap: mip.targetGap ?? DEFAULT_MIP_GAP,
            ms: mip.ms,
            nodes: mip.nodes,
            time_limited: mip.budgetSpent,
            rounded: !!mip.rounded,
          },
        }
      : {}),
    ...(plan.head
      ? {
          head: {
            iterations: plan.head.iterations.map((it) => ({
              kind: it.kind,
              objective: it.objective,
              physical_objective: it.physicalObjective,
              max_head_change_m: it.maxHeadChange,
            })),
            linearised_objective: plan.head.linearisedObjective,
          },
        }
      : {}),
  };
}
