import loadHighs from 'highs';
import { solveLp } from '../packages/optimizer/src/solveLp.js';
import { cascade8 } from './optimizerModels.js';
import { withReserves } from './_exp.bench.js';
const highs = await loadHighs();
const m = withReserves(cascade8(672, 900));
const r = solveLp(highs, m, { mipGap: 0.005, highsOptions: { output_flag: true, log_to_console: true, log_dev_level: 0 } });
console.log(r.status, r.stats.cpuMs, JSON.stringify(r.stats.mip));
