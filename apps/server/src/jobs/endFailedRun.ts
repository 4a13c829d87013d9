import { DomainError } from '@penstock/domain';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../http/httpError.js';
import type { RunEnd } from './runTable.js';

/**
 * Ends a run whose job threw: cancelled when its abort fired (or the solve was aborted), else failed
 * with the error in the user's terms (a domain error, or a request's 4xx, says what is wrong; anything
 * else is a fault and is logged). Shared by the optimisation and the long-term run.
 */
export async function endFailedRun(
  err: unknown,
  run: {
    id: string;
    /** what the log calls the run, e.g. 'optimisation run' */
    kind: string;
    /** the log line of a cancel, e.g. 'cancelled while solving' */
    cancelledLine: string;
    aborted: boolean;
    now: Date;
    durationMs: number;
    log: FastifyBaseLogger;
    finish: (id: string, end: RunEnd) => Promise<unknown>;
  },
): Promise<{ status: 'cancelled' | 'failed' }> {
  const cancelled = (err as Error).name === 'AbortError' || run.aborted;
  const message =
    err instanceof DomainError
      ? err.message
      : err instanceof HttpError
        ? err.detail
        : `error: ${(err as Error).message}`;
  if (!cancelled) run.log.warn({ runId: run.id, err }, `${run.kind} failed`);
  const status = cancelled ? 'cancelled' : 'failed';
  await run.finish(run.id, {
    status,
    now: run.now,
    lines: [cancelled ? run.cancelledLine : message],
    durationMs: run.durationMs,
  });
  return { status };
}
