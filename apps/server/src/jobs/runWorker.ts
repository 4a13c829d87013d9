import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Db } from '../db/schema.js';
import { workOnRun, type ClaimableRuns, type RunWork } from './workOnRun.js';

/** What a run's worker is given by its job handler. */
export interface RunDeps {
  db: Db;
  log: FastifyBaseLogger;
  clock: Clock;
}
type RowOf<Runs extends ClaimableRuns<unknown>> = NonNullable<Awaited<ReturnType<Runs['claim']>>>;

/**
 * The worker of one kind of run (optimisation, long-term, bid generation), as its job handler calls
 * it: `worker(deps, runId, { takeOver })` claims the run through the kind's run table and does
 * `work` on it under workOnRun (cancel, failure, the final status).
 *
 *   export const runBidGeneration = runWorker(
 *     { runsOf: (db) => createBidsRepo(db).runs, kind: 'bid run', cancelledLine: 'cancelled while generating' },
 *     async (run, { deps, runId, runs, signal, succeed }) => ...,
 *   );
 */
export function runWorker<Runs extends ClaimableRuns<unknown>>(
  kind: {
    /** the kind's run table, on the worker's database */
    runsOf: (db: Db) => Runs;
    /** what the log calls the run, e.g. 'bid run' */
    kind: string;
    /** the log line of a cancel, e.g. 'cancelled while generating' */
    cancelledLine: string;
  },
  work: (run: RowOf<Runs>, w: RunWork & { deps: RunDeps; runId: string; runs: Runs }) => Promise<string>,
) {
  return (deps: RunDeps, runId: string, options: { takeOver?: boolean } = {}): Promise<{ status: string }> => {
    const runs = kind.runsOf(deps.db);
    const run = { runs: runs as ClaimableRuns<RowOf<Runs>>, kind: kind.kind, cancelledLine: kind.cancelledLine };
    return workOnRun(deps, runId, options, run, (row, w) => work(row, { ...w, deps, runId, runs }));
  };
}
