import type { FutureCut } from '@penstock/optimizer';
import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';
import { msOf, tsFromMs } from '../../db/sqlTime.js';

const HALF_WEEK_MS = 3.5 * 86_400_000;

export interface LongTermFutureValue {
  cuts: FutureCut[];
  runId: string;
  version: number;
  /** Start of the stage whose value function is used, epoch ms. */
  stageStart: number;
}

/**
 * The future value function of the plant's newest succeeded long-term run at `at` (the end of a
 * short-term horizon): the cuts of the stage start nearest to it, if one lies within half a week.
 * Undefined when there is none (no run yet, or the run does not reach that date).
 */
export async function longTermFutureValue(
  db: Executor,
  physicalPlantId: string,
  at: number,
): Promise<LongTermFutureValue | undefined> {
  const { rows } = await sql<{ run_id: string; version: number; stage_start: Date; cuts: FutureCut[] }>`
    select c.run_id, r.version, c.stage_start, c.cuts
    from long_term_run r join long_term_cut c on c.run_id = r.id
    where r.id = (select id from long_term_run where physical_plant_id = ${physicalPlantId} and status = 'succeeded' order by version desc limit 1)
      and c.state = 0
      and c.stage_start between ${tsFromMs(at - HALF_WEEK_MS)} and ${tsFromMs(at + HALF_WEEK_MS)}
    order by abs(${msOf('c.stage_start')} - ${at}::float8) limit 1`.execute(db);
  const row = rows[0];
  if (!row || !row.cuts.length) return undefined;
  return { cuts: row.cuts, runId: row.run_id, version: row.version, stageStart: row.stage_start.getTime() };
}

/**
 * The future value (EUR) of the reservoir contents `contents` (m3 by reservoir id) under the cuts:
 * the lowest cut, as the short-term LP bounds its future value column (theta <= each cut).
 * Reservoirs without a content are held at 0 on every cut.
 */
export function futureValueAt(cuts: readonly FutureCut[], contents: Readonly<Record<string, number>>): number {
  let best = Infinity;
  for (const cut of cuts) {
    let v = cut.intercept;
    for (const [id, x] of Object.entries(contents)) v += (cut.slopes[id] ?? 0) * x;
    if (v < best) best = v;
  }
  return best;
}
