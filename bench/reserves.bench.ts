// Grid reserves benchmark (issue 24): the 8-reservoir synthetic cascade over one week at 15 minutes
// with FCR (symmetric obligation, 4 h blocks, droop-limited) and aFRR up and down (offers, 4 h blocks,
// minimum bid 5 MW, expected activation) on every unit, solved to a 0.5 % gap; the same week without
// reserves in the same run as the baseline (solver CPU time, ratio). Run: node --import tsx bench/reserves.bench.ts
import { loadavg } from 'node:os';
import { maxOf } from '@penstock/domain';
import loadHighs from 'highs';
import { checkPlan } from '../packages/optimizer/src/checkPlan.js';
import { solvePlanInThread } from '../packages/optimizer/src/solvePlanInThread.js';
import { syntheticCascade } from '../packages/optimizer/src/syntheticCascade.js';
import type { GridReserve, OptimizerModel, PlanResult } from '../packages/optimizer/src/types.js';
import { cascade8 } from './optimizerModels.js';

const GAP = 0.005;
const BLOCK = 16; // 4 h of 15-minute steps

/** Every unit: FCR symmetric 4 % of its largest power (held), aFRR up and down offers of up to 15 %. */
function withReserves(m: OptimizerModel): OptimizerModel {
  const reserves: GridReserve[] = [];
  const block = (t: number) => Math.floor(t / BLOCK);
  m.units.forEach((u) => {
    const pMax = maxOf(u.curve!.map((p) => p.p));
    const price = (base: number) => Array.from({ length: m.steps }, (_, t) => base + 4 * Math.sin(block(t)));
    const common = { unit: u.id, type: 'spinning' as const, blockSteps: BLOCK };
    /** An aFRR offer of up to 15 % of the unit's largest power, from 5 MW, at a capacity price around `capacity`. */
    const afrr = (
      suffix: string,
      direction: 'positive' | 'negative',
      capacity: number,
      activationFactor: number,
      activationCompensation: number,
    ): GridReserve => ({
      ...common,
      id: `${u.id}-afrr-${suffix}`,
      product: 'aFRR',
      direction,
      mode: 'additional',
      mw: Math.round(0.15 * pMax),
      capacityPrice: price(capacity),
      minBid: 5,
      activationFactor,
      activationCompensation,
    });
    reserves.push(
      {
        ...common,
        id: `${u.id}-fcr`,
        product: 'FCR',
        direction: 'symmetric',
        mode: 'included',
        mw: Math.round(0.04 * pMax * 10) / 10,
        droop: 6,
        deltaF: 0.2,
        activationFactor: 0.05,
        activationCompensation: 0,
      },
      afrr('up', 'positive', 9, 0.2, 95),
      afrr('down', 'negative', 6, 0.15, 20),
    );
  });
  return { ...m, reserves };
}

const highs = await loadHighs();
solvePlanInThread(highs, syntheticCascade(2, 48)); // warm-up

const base = cascade8(672, 900);
const cases: [string, OptimizerModel][] = [
  ['without reserves', base],
  ['FCR + aFRR up/down on every unit', withReserves(base)],
];
console.log(
  `Reserves benchmark (${new Date().toISOString()}, node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})`,
);
const results: PlanResult[] = [];
for (const [name, model] of cases) {
  const r = solvePlanInThread(highs, model, { mipGap: GAP });
  results.push(r);
  const problems = checkPlan(model, r);
  const mip = r.stats.mip;
  console.log(
    `${name}: ${r.status}, ${r.stats.rows} x ${r.stats.cols}, solver CPU ${r.stats.cpuMs?.toFixed(0)} ms` +
      ` (wall ${(r.stats.buildMs + r.stats.solveMs).toFixed(0)} ms), objective ${r.objective.toFixed(2)}` +
      (mip
        ? `, ${mip.binaries} binaries, gap ${(mip.gap * 100).toFixed(3)} % (target ${GAP * 100} %), work ${mip.work}/${mip.workLimit}, phases ${JSON.stringify(mip.phaseCpuMs, (_, v: unknown) => (typeof v === 'number' ? Math.round(v) : v))}, nodes ${mip.nodes}, rounded ${mip.rounded}${mip.budgetSpent ? ' BUDGET SPENT' : ''}`
        : '') +
      (r.reserves
        ? `, reserve revenue ${r.reserveRevenue?.toFixed(0)} EUR, shortfall ${r.reserves.reduce((s, g) => s + g.shortfallCost, 0).toFixed(0)} EUR`
        : '') +
      (problems.length
        ? `, checkPlan: ${problems.length} problems, first: ${problems.slice(0, 3).join(' | ')}`
        : ', checkPlan clean'),
  );
  // Where an obligation is short: per block the unit's mode (mean net power and pumped flow) and what it holds.
  for (const g of r.reserves ?? []) {
    if (!(g.shortfallCost > 0)) continue;
    const u = r.units.find((v) => v.id === g.unit)!;
    const mean = (a: number[], t: number) => a.slice(t, t + BLOCK).reduce((s, v) => s + v, 0) / BLOCK;
    const blocks: string[] = [];
    for (let t = 0; t < g.shortfall.length; t += BLOCK)
      if (g.shortfall[t] > 1e-6)
        blocks.push(
          `block ${t / BLOCK}: net power ${mean(u.power, t).toFixed(1)} MW, pumped ${mean(u.pumped, t).toFixed(1)} m3/s, held ${g.held[t].toFixed(1)}, short ${g.shortfall[t].toFixed(1)}`,
        );
    console.log(`  ${g.id} short in ${blocks.length} blocks: ${blocks.join('; ')}`);
  }
}
const [without, withR] = results;
console.log(
  `ratio (solver CPU with / without reserves): ${((withR.stats.cpuMs ?? NaN) / (without.stats.cpuMs ?? NaN)).toFixed(1)}x; target < 10 s of solver CPU: ${(withR.stats.cpuMs ?? Infinity) < 10_000 ? 'met' : 'NOT met'}`,
);
