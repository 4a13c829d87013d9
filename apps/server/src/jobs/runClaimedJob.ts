import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import { endFailedRun } from './endFailedRun.js';
import type { RunEnd } from './runTable.js';

/** How often a running job looks for a cancel made by another process. */
const CANCEL_POLL_MS = 500;

/** What a run table (runTable) gives the job frame: claim, read the status, end. */
interface ClaimableRuns<Row> {
  claim(id: string, now: Date, takeOver?: boolean): Promise<Row | undefined>;
  status(id: string): Promise<string | undefined>;
  finish(id: string, end: RunEnd): Promise<unknown>;
}

/** What the job's work gets besides its run: the abort of a cancel and when the run started. */
export interface ClaimedJob {
  signal: AbortSignal;
  /** performance.now() at the claim (the run's duration counts from here) */
  t0: number;
}

/**
 * The frame every run's job shares (optimisation, long-term and bid runs): claim the run (else
 * answer the status it has), poll for a cancel made by the API while `work` runs and abort its
 * signal then, and end the run as cancelled or failed when `work` throws (endFailedRun).
 */
export async function runClaimedJob<Row>(
  deps: { log: FastifyBaseLogger; clock: Clock },
  runs: ClaimableRuns<Row>,
  runId: string,
  job: {
    takeOver?: boolean;
    /** what the log calls the run, e.g. 'optimisation run' */
    kind: string;
    /** the log line of a cancel, e.g. 'cancelled while solving' */
    cancelledLine: string;
  },
  work: (run: Row, claimed: ClaimedJob) => Promise<{ status: string }>,
): Promise<{ status: string }> {
  const { clock } = deps;
  const run = await runs.claim(runId, clock.now(), job.takeOver);
  if (!run) return { status: (await runs.status(runId)) ?? 'missing' };
  const t0 = performance.now();
  const abort = new AbortController();
  const poll = setInterval(() => {
    runs.status(runId).then(
      (s) => s === 'cancelled' && abort.abort(),
      () => {},
    );
  }, CANCEL_POLL_MS);
  try {
    return await work(run, { signal: abort.signal, t0 });
  } catch (err) {
    return endFailedRun(err, {
      id: runId,
      kind: job.kind,
      cancelledLine: job.cancelledLine,
      aborted: abort.signal.aborted,
      now: clock.now(),
      durationMs: performance.now() - t0,
      log: deps.log,
      finish: runs.finish,
    });
  } finally {
    clearInterval(poll);
  }
}
