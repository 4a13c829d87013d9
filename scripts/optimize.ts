// Optimiser CLI skeleton: solves a model given as JSON (the OptimizerModel of packages/optimizer),
// writes the CPLEX LP text and/or the result.
//   node --import tsx scripts/optimize.ts --model model.json [--lp model.lp] [--json result.json] [--method auto|lp|windows]
// The issue's --portfolio/--plant/--from/--to form needs the server's mapping of a plant's topology
// and series into a model; it comes with the server side of the optimiser.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { closeSolvers, solve, writeLp, type OptimizerModel } from '../packages/optimizer/src/index.js';

const { values } = parseArgs({
  options: {
    model: { type: 'string' }, lp: { type: 'string' }, json: { type: 'string' }, method: { type: 'string', default: 'auto' },
    portfolio: { type: 'string' }, plant: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' },
  },
});
if (!values.model) {
  console.error(values.portfolio || values.plant
    ? 'Solving a stored plant (--portfolio/--plant/--from/--to) needs the server side of the optimiser, which is not built yet; pass --model FILE.'
    : 'Usage: scripts/optimize.ts --model model.json [--lp FILE] [--json FILE] [--method auto|lp|windows]');
  process.exit(2);
}
const model = JSON.parse(readFileSync(values.model, 'utf8')) as OptimizerModel;
if (values.lp) writeFileSync(values.lp, writeLp(model));
const method = values.method as 'auto' | 'lp' | 'windows';
const t = performance.now();
const result = await solve(model, { method });
await closeSolvers();
console.log(`${result.status}: objective ${result.objective} EUR in ${(performance.now() - t).toFixed(0)} ms (${result.stats.method})`);
for (const m of result.messages) console.log(`  ${m}`);
if (values.json) writeFileSync(values.json, JSON.stringify(result));
process.exit(result.status === 'OPTIMAL' ? 0 : 1);
