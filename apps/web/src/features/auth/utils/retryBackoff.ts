import { SESSION_RETRY_INITIAL_MS, SESSION_RETRY_MAX_MS } from '@penstock/domain';

/** Wait before the next session re-check: 1 s, doubling after each failure, at most 10 s. */
export function retryDelayMs(failures: number): number {
  return Math.min(SESSION_RETRY_INITIAL_MS * 2 ** Math.max(0, failures), SESSION_RETRY_MAX_MS);
}
