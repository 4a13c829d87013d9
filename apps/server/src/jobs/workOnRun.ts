import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Db, Executor } from '../db/schema.js';
import { endFailedRun } from './endFailedRun.js';
import type { RunEnd } from './runTable.js';

/** How often a running job looks for a cancel made by another process. */
const CANCEL_POLL_MS = 500;

/** The parts of a run table (runTable) a worker uses. */
export interface ClaimableRuns<Row> {
  claim(id: string, now: Date, takeOver?: boolean): Promise<Row | undefined>;
  status(id: string): Promise<string | undefined>;
  lockStatus(id: string, trx: Executor): Promise<string | undefined>;
  finish(id: string, end: RunEnd, extra?: Record<string, unknown>, ex?: Executor): Promise<boolean>;
}

/** What the work of a claimed run gets: the cancel signal, its clock and the one way to end it well. */
export interface RunWork {
  signal: AbortSignal;
  /** milliseconds since the claim */
  elapsedMs(): number;
  /**
   * Stores the result and ends the run as succeeded in one transaction, the run's row locked: a
   * cancel between solve and store wins (its status is returned and nothing is stored).
   */
  succeed(store: (trx: Executor) => Promise<{ lines: string[]; extra?: Record<string, unknown> }>): Promise<string>;
}

/**
 * The worker side every run table shares (a pg-boss job): claim the run (`takeOver`: also one left
 * running by a worker that died), watch for a cancel made by another process (it aborts `signal`),
 * do the work, and end the run as cancelled or failed when the work throws (endFailedRun).
 * `work` returns the run's final status, usually what `succeed` returned.
 */
export async function workOnRun<Row>(
  deps: { db: Db; log: FastifyBaseLogger; clock: Clock },
  runId: string,
  options: { takeOver?: boolean },
  run: {
    runs: ClaimableRuns<Row>;
    /** what the log calls the run, e.g. 'bid run' */
    kind: string;
    /** the log line of a cancel, e.g. 'cancelled while generating' */
    cancelledLine: string;
  },
  work: (row: Row, w: RunWork) => Promise<string>,
): Promise<{ status: string }> {
  const { db, clock } = deps;
  const { runs } = run;
  const row = await runs.claim(runId, clock.now(), options.takeOver);
  if (!row) return { status: (await runs.status(runId)) ?? 'missing' };
  const t0 = performance.now();
  const elapsedMs = () => performance.now() - t0;
  const abort = new AbortController();
  const poll = setInterval(() => {
    runs.status(runId).then(
      (s) => s === 'cancelled' && abort.abort(),
      () => {},
    );
  }, CANCEL_POLL_MS);
  const succeed: RunWork['succeed'] = (store) =>
    db.transaction().execute(async (trx) => {
      const locked = await runs.lockStatus(runId, trx);
      if (locked !== 'running') return locked ?? 'missing';
      const { lines, extra = {} } = await store(trx);
      await runs.finish(runId, { status: 'succeeded', now: clock.now(), lines, durationMs: elapsedMs() }, extra, trx);
      return 'succeeded';
    });
  try {
    return { status: await work(row, { signal: abort.signal, elapsedMs, succeed }) };
  } catch (err) {
    return endFailedRun(err, {
      id: runId,
      kind: run.kind,
      cancelledLine: run.cancelledLine,
      aborted: abort.signal.aborted,
      now: clock.now(),
      durationMs: elapsedMs(),
      log: deps.log,
      finish: runs.finish,
    });
  } finally {
    clearInterval(poll);
  }
}
