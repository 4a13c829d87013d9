// Worker thread: loads HiGHS once, then runs one job per message. Cancel is by terminate().
import loadHighs from 'highs';
import { parentPort } from 'node:worker_threads';
import { runLongTerm, type LongTermOptions } from './longTerm/runLongTerm.js';
import type { LongTermModel } from './longTerm/types.js';
import { solveModel, type MethodOptions } from './solveModel.js';
import type { OptimizerModel } from './types.js';

const highsReady = loadHighs();

type Job =
  | { id: number; kind: 'plan'; model: OptimizerModel; options: MethodOptions }
  | { id: number; kind: 'longTerm'; model: LongTermModel; options: LongTermOptions };

parentPort!.on('message', async (msg: Job) => {
  try {
    const highs = await highsReady;
    const result =
      msg.kind === 'longTerm'
        ? runLongTerm(highs, msg.model, {
            ...msg.options,
            onProgress: (progress) => parentPort!.postMessage({ id: msg.id, progress }),
          })
        : solveModel(highs, msg.model, msg.options);
    parentPort!.postMessage({ id: msg.id, result });
  } catch (e) {
    parentPort!.postMessage({ id: msg.id, error: e instanceof Error ? e.message : String(e) });
  }
});
