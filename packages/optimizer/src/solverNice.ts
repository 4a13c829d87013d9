import { readFileSync } from 'node:fs';

/**
 * Nice value of solver threads (solveWorker.ts sets it on itself; on Linux nice values are per
 * thread). The request thread of the same process stays at its own (0): nice 5 weighs 335 against
 * 1024, so the request thread gets about 75 % of a CPU it shares with a solve (and wakes first). Not 19: solves
 * should still get a fair share beside other busy processes. Plan quality does not depend on it
 * either way: the solver's budget is work, not time.
 */
export const SOLVER_NICE = 5;

/** Nice value of the calling thread (Linux: /proc/thread-self/stat; NaN elsewhere). */
export function threadNice(): number {
  try {
    return Number(readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1].split(' ')[16]);
  } catch {
    return NaN;
  }
}
