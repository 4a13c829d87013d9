// Worker thread: loads HiGHS once, then runs one job per message. Cancel is by terminate().
import loadHighs from 'highs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { runLongTerm, type LongTermOptions } from './longTerm/runLongTerm.js';
import type { LongTermModel } from './longTerm/types.js';
import { solveModel, type MethodOptions } from './solveModel.js';
import { threadCpuMs } from './threadCpu.js';
import type { OptimizerModel } from './types.js';

// The lowest scheduling priority for this thread only (on Linux nice values are per thread: pid 0 is
// the calling thread), so the request thread of the same process always runs first and a lone user
// is answered while solves take the rest of the CPUs. Plan quality does not suffer: the solver's
// budget is work, not time. Where the platform refuses, the solve runs at normal priority.
try {
  setPriority(19);
} catch {
  // e.g. a platform without per-thread priorities
}

const highsReady = loadHighs();

type Job =
  | { id: number; kind: 'plan'; model: OptimizerModel; options: MethodOptions }
  | { id: number; kind: 'longTerm'; model: LongTermModel; options: LongTermOptions };

parentPort!.on('message', async (msg: Job) => {
  try {
    const highs = await highsReady;
    const cpu0 = threadCpuMs();
    const result =
      msg.kind === 'longTerm'
        ? runLongTerm(highs, msg.model, {
            ...msg.options,
            onProgress: (progress) => parentPort!.postMessage({ id: msg.id, progress }),
          })
        : { ...solveModel(highs, msg.model, msg.options) };
    if (msg.kind === 'plan' && 'stats' in result) result.stats.cpuMs = threadCpuMs() - cpu0;
    parentPort!.postMessage({ id: msg.id, result });
  } catch (e) {
    parentPort!.postMessage({ id: msg.id, error: e instanceof Error ? e.message : String(e) });
  }
});
