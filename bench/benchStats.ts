import { readFileSync } from 'node:fs';

/** Timing helpers for benchmarks: run each function `times` times, answer their durations in ms. */
export async function timeRuns(times: number, fns: Array<() => Promise<unknown>>): Promise<number[][]> {
  const out = fns.map(() => [] as number[]);
  for (let i = 0; i < times; i++) {
    for (let k = 0; k < fns.length; k++) {
      const t0 = performance.now();
      await fns[k]();
      out[k].push(performance.now() - t0);
    }
  }
  return out;
}

/** Nearest-rank percentile (p in 0..100) of durations. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * CPU time of the calling thread, ms (Linux /proc/thread-self/schedstat, ns resolution; NaN
 * elsewhere): unlike wall time, what other processes on a shared machine do does not add to it.
 */
export function threadMs(): number {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return NaN;
  }
}
