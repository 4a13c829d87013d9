import type { LongTermRun } from '@penstock/optimizer';
import type { Executor } from '../../db/schema.js';

/**
 * Stores a trained run's cuts (a row per stage and state) and water value tables (per reservoir, week
 * and filling) with its convergence, in the caller's transaction (the run ends in the same one).
 */
export async function storeLongTermResult(
  trx: Executor,
  runId: string,
  model: { stages: readonly { start: number }[]; reservoirs: readonly { id: string }[] },
  run: LongTermRun,
  convergence: unknown[],
) {
  const T = model.stages.length;
  const ids = model.reservoirs.map((r) => r.id);
  const cutRows = run.valueFunctions.map((vf) => ({
    run_id: runId,
    stage: vf.stage,
    state: vf.state,
    // the value function after the last stage starts where that stage ends
    stage_start: new Date(vf.stage < T ? model.stages[vf.stage].start : model.stages[T - 1].start + 7 * 86_400_000),
    cuts: JSON.stringify(
      vf.cuts.map((c) => ({
        intercept: c.intercept,
        slopes: Object.fromEntries(ids.map((id, r) => [id, c.slopes[r]])),
      })),
    ),
  }));
  for (let i = 0; i < cutRows.length; i += 200)
    await trx
      .insertInto('long_term_cut')
      .values(cutRows.slice(i, i + 200))
      .execute();
  const values = run.tables.flatMap((t) =>
    t.weeks.flatMap((week, w) =>
      t.fillingPercent.map((f, k) => ({
        run_id: runId,
        hydro_body_id: t.reservoirId,
        week_start: new Date(week),
        filling_percent: f,
        value_eur_per_m3: t.valuesEurPerM3[w][k],
        value_eur_per_mwh: t.valuesEurPerMwh[w][k],
      })),
    ),
  );
  for (let i = 0; i < values.length; i += 2000)
    await trx
      .insertInto('long_term_water_value')
      .values(values.slice(i, i + 2000))
      .execute();
  await trx
    .updateTable('long_term_run')
    .set({ iterations: JSON.stringify(convergence) })
    .where('id', '=', runId)
    .execute();
}
