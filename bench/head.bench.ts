// Head model benchmark (issue 23): SHOP's basic example imported from its YAML and solved with the
// head model (time, objective against SHOP's published grand total), and the 8-reservoir synthetic
// cascade over one week hourly with head data against the same cascade at fixed head, in the same run
// (time ratio, iterations). Run: node --import tsx bench/head.bench.ts
import { readFileSync } from 'node:fs';
import loadHighs from 'highs';
import { checkPlan } from '../packages/optimizer/src/checkPlan.js';
import { readShopYaml } from '../packages/optimizer/src/shop/readShopYaml.js';
import { shopObjective } from '../packages/optimizer/src/shop/shopObjective.js';
import { solvePlanInThread } from '../packages/optimizer/src/solvePlanInThread.js';
import { withHead } from '../packages/optimizer/src/parts/head/headCascade.js';
import type { PlanResult } from '../packages/optimizer/src/types.js';
import { percentile } from './benchStats.js';
import { cascade8 } from './optimizerModels.js';

const SHOP_GRAND_TOTAL = -1208745.2106482; // basic_model_results.yaml, shop-documentation

const highs = await loadHighs();
const ms = (t0: number) => performance.now() - t0;
const median = (xs: number[]) => percentile(xs, 50);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

// Warm-up of HiGHS and of the module graph of both models (the head code is compiled before it is timed).
solvePlanInThread(highs, cascade8(24));
solvePlanInThread(highs, withHead(cascade8(24)));

// SHOP basic: read the YAML, solve.
let t0 = performance.now();
const shop = readShopYaml(
  readFileSync(new URL('../packages/optimizer/src/fixtures/shop/basic_model.yaml', import.meta.url), 'utf8'),
);
const shopPlan = solvePlanInThread(highs, shop.model);
const shopMs = ms(t0);
const split = shopObjective(shop.model, shopPlan);
console.log(
  `SHOP basic (import + solve): ${shopMs.toFixed(0)} ms wall, solver thread CPU ${shopPlan.stats.cpuMs?.toFixed(0)} ms (target < 10 s), ` +
    `${shopPlan.head!.iterations.map((i) => i.kind[0]).join('')} iterations, ` +
    `grand_total ${split.grandTotal.toFixed(2)} vs SHOP ${SHOP_GRAND_TOTAL} (${((100 * (split.grandTotal - SHOP_GRAND_TOTAL)) / Math.abs(SHOP_GRAND_TOTAL)).toFixed(3)} %), ` +
    `checkPlan ${checkPlan(shop.model, shopPlan).length} problems`,
);

// The cascade at fixed head and with head, alternately, ten times each (medians and means: the machine is
// shared, and the thread CPU clock ticks in 10 ms).
const RUNS = 10;
const fixed = cascade8(168);
const head = withHead(fixed);
const runs = {
  fixed: { wall: [] as number[], cpu: [] as number[] },
  head: { wall: [] as number[], cpu: [] as number[] },
};
let fixedPlan: PlanResult | undefined, headPlan: PlanResult | undefined;
for (let i = 0; i < RUNS; i++) {
  for (const [name, m] of [
    ['fixed', fixed],
    ['head', head],
  ] as const) {
    t0 = performance.now();
    const plan = solvePlanInThread(highs, m);
    runs[name].wall.push(ms(t0));
    runs[name].cpu.push(plan.stats.cpuMs ?? NaN);
    if (name === 'fixed') fixedPlan = plan;
    else headPlan = plan;
  }
}
const its = headPlan!.head!.iterations;
const problems = checkPlan(head, headPlan!);
const fig = (r: { wall: number[]; cpu: number[] }) =>
  `${median(r.wall).toFixed(0)} ms wall, ${median(r.cpu).toFixed(0)} ms solver thread CPU (medians of ${RUNS}; CPU mean ${mean(r.cpu).toFixed(1)} ms)`;
console.log(
  `8-reservoir cascade, 1 week hourly, fixed head: ${fig(runs.fixed)}, objective ${fixedPlan!.objective.toFixed(0)} EUR`,
);
console.log(
  `8-reservoir cascade, 1 week hourly, head model: ${fig(runs.head)}, ${its.length} iterations ` +
    `(${its.map((i) => `${i.kind[0]} ${i.physicalObjective.toFixed(0)} / dH ${i.maxHeadChange.toFixed(2)} m`).join(', ')}), ` +
    `objective ${headPlan!.objective.toFixed(0)} EUR (last linearised ${headPlan!.head!.linearisedObjective.toFixed(0)}), ` +
    `checkPlan ${problems.length} problems${problems.length ? ` (${problems.slice(0, 2).join('; ')})` : ''}`,
);
console.log(
  `ratio head / fixed head: ${(median(runs.head.wall) / median(runs.fixed.wall)).toFixed(2)}x wall, ` +
    `${(median(runs.head.cpu) / median(runs.fixed.cpu)).toFixed(2)}x solver thread CPU ` +
    `(${(mean(runs.head.cpu) / mean(runs.fixed.cpu)).toFixed(2)}x of the means; target within 3x)`,
);
