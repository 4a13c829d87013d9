// Worker thread: loads HiGHS once, then solves one model per message. Cancel is by terminate().
import loadHighs from 'highs';
import { parentPort } from 'node:worker_threads';
import { solveModel, type MethodOptions } from './solveModel.js';
import type { OptimizerModel } from './types.js';

const highsReady = loadHighs();

parentPort!.on('message', async (msg: { id: number; model: OptimizerModel; options: MethodOptions }) => {
  try {
    const highs = await highsReady;
    parentPort!.postMessage({ id: msg.id, result: solveModel(highs, msg.model, msg.options) });
  } catch (e) {
    parentPort!.postMessage({ id: msg.id, error: e instanceof Error ? e.message : String(e) });
  }
});
