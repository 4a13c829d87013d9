// Worker thread: loads HiGHS once, then solves one model per message. Cancel is by terminate().
import loadHighs from 'highs';
import { parentPort } from 'node:worker_threads';
import { solveSync } from './solveSync.js';
import type { OptimizerModel } from './types.js';

const highsReady = loadHighs();

parentPort!.on('message', async (msg: { id: number; model: OptimizerModel; highsOptions?: Record<string, string | number | boolean> }) => {
  try {
    const highs = await highsReady;
    parentPort!.postMessage({ id: msg.id, result: solveSync(highs, msg.model, { highsOptions: msg.highsOptions }) });
  } catch (e) {
    parentPort!.postMessage({ id: msg.id, error: e instanceof Error ? e.message : String(e) });
  }
});
