import loadHighs from 'highs';
import { solvePlanInThread } from '../packages/optimizer/src/solvePlanInThread.js';
import { cascade8 } from './optimizerModels.js';
import { withReserves } from './reserveModel.tmp.js';
const highs = await loadHighs();
const model = withReserves(cascade8(672, 900));
const extra = JSON.parse(process.argv[2] ?? '{}');
const r = solvePlanInThread(highs, model, { mipGap: 0.005, highsOptions: { output_flag: true, ...extra } });
console.log('RESULT', r.status, r.objective, JSON.stringify(r.stats.mip), r.stats.cpuMs);
