import { TOKEN_REFRESH_THRESHOLD_MS } from '@penstock/domain';

/** Refresh when less than the threshold (10 s) of life remains; `exp` in epoch seconds. */
export function needsRefresh(expSeconds: number, now: number, thresholdMs = TOKEN_REFRESH_THRESHOLD_MS): boolean {
  return expSeconds * 1000 - now < thresholdMs;
}
