import { spawn, type ChildProcess } from 'node:child_process';
import { solvePlan } from '../solvePlan.js';
import type { OptimizerModel } from '../types.js';

/** CPU-bound processes (busy loops) at normal priority, to solve beside; kill them with SIGKILL when done. */
export function busyLoops(n: number): ChildProcess[] {
  return Array.from({ length: n }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

/** The same model solved on its own, then beside two busy loops: a plan must not depend on the machine's load. */
export async function solveQuietAndBusy(model: OptimizerModel) {
  const quiet = await solvePlan(model);
  const loops = busyLoops(2);
  try {
    return { quiet, loaded: await solvePlan(model) };
  } finally {
    for (const c of loops) c.kill('SIGKILL');
  }
}
