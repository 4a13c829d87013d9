// Long-term water value benchmark (issue 14). Run: node --import tsx bench/longTerm.bench.ts
// 1. SDDP on a 52-week, 3-reservoir cascade with 30 inflow scenarios until the gap is below 1 %
//    (target: under 2 minutes); baseline in the same run: the deterministic LP of the same 52 weeks
//    with every week's mean inflow (one LP with perfect foresight of the mean), time and value.
// 2. A 10-day hourly short-term plan of the same cascade valued by the run's cuts against the same
//    plan valued by a flat terminal water value (target: within 1.5x the time).
import loadHighs from 'highs';
import { percentile } from './benchStats.js';
import { trainSddp } from '../packages/optimizer/src/longTerm/sddp.js';
import { syntheticLongTerm } from '../packages/optimizer/src/longTerm/syntheticLongTerm.js';
import type { LongTermModel } from '../packages/optimizer/src/longTerm/types.js';
import { activeCut } from '../packages/optimizer/src/longTerm/waterValueTable.js';
import { energyEquivalents } from '../packages/optimizer/src/energyEquivalents.js';
import { seededRandom } from '../packages/optimizer/src/syntheticCascade.js';
import { solveLp } from '../packages/optimizer/src/solveLp.js';
import type { OptimizerModel } from '../packages/optimizer/src/types.js';

const highs = await loadHighs();
const model = syntheticLongTerm({ reservoirs: 3, weeks: 52, scenarios: 30, seed: 7 });

// --- 1. SDDP
const t0 = performance.now();
const sddp = trainSddp(highs, model, { gapTolerance: 0.01, forwardPasses: 3, simulateEvery: 5, simulationPaths: 300 });
const sddpMs = performance.now() - t0;

const meanModel: LongTermModel = {
  ...model,
  stages: model.stages.map((s) => ({
    ...s,
    inflows: [s.inflows[0].map((_, r) => s.inflows.reduce((a, w) => a + w[r], 0) / s.inflows.length)],
  })),
};
const t1 = performance.now();
const mean = trainSddp(highs, meanModel, {
  gapTolerance: 1e-6,
  simulateEvery: 5,
  simulationPaths: 1,
  maxIterations: 400,
});
const meanMs = performance.now() - t1;

console.log('long-term: 52 weeks, 3 reservoirs, 30 inflow scenarios (stagewise independent), peak/off-peak blocks');
console.log(
  `  SDDP: ${sddp.status} after ${sddp.iterations} iterations (3 forward paths each) in ${(sddpMs / 1000).toFixed(1)} s (target < 120 s: ${sddpMs < 120_000 ? 'met' : 'NOT met'})`,
);
console.log(
  `  upper bound ${(sddp.upperBound / 1e6).toFixed(3)} MEUR, simulated ${(sddp.lowerBound / 1e6).toFixed(3)} ± ${(sddp.lowerBoundCi / 1e6).toFixed(3)} MEUR, gap ${(((sddp.upperBound - sddp.lowerBound) / sddp.upperBound) * 100).toFixed(2)} %`,
);
console.log(
  `  baseline, deterministic mean-inflow model (SDDP to 1e-6 = its LP optimum): ${(mean.upperBound / 1e6).toFixed(3)} MEUR in ${(meanMs / 1000).toFixed(1)} s; time ratio ${(sddpMs / meanMs).toFixed(1)}`,
);

// --- 2. short-term plan, 10 days hourly, with the cuts of week 2 vs a flat terminal value
const rnd = seededRandom(5);
const steps = 240;
const stage = model.stages[0];
const price = Array.from({ length: steps }, (_, t) => {
  const h = t % 24;
  const peak = Math.floor(t / 24) % 7 < 5 && h >= 8 && h < 20;
  return stage.blocks[peak ? 0 : 1].price[0] + 8 * Math.sin(((h - 6) / 24) * 2 * Math.PI) + 4 * (rnd() - 0.5);
});
const vf = sddp.valueFunctions.find((v) => v.stage === 2)!;
const initial = model.reservoirs.map((r) => r.minContent + 0.5 * (r.maxContent - r.minContent));
const shortTerm = (withCuts: boolean): OptimizerModel => {
  const meanPrice = price.reduce((a, b) => a + b, 0) / steps;
  const eq = energyEquivalents(model);
  const slopes = activeCut(vf.cuts, initial).slopes;
  return {
    start: stage.start,
    stepSeconds: 3600,
    steps,
    price,
    reservoirs: model.reservoirs.map((r, i) => ({
      id: r.id,
      initialContent: initial[i],
      inflow: stage.inflows.map((w) => w[i]).reduce((a, b) => a + b, 0) / stage.inflows.length,
      hardMinContent: r.minContent,
      hardMaxContent: r.maxContent,
      spillTo: r.spillTo ?? null,
      spillDelaySteps: 1,
      terminalWaterValue: withCuts ? slopes[i] : meanPrice * eq[i],
    })),
    units: model.units.map((u, i) => ({ ...u, delaySteps: 1 + (i % 2), rampPower: 100 })),
    ...(withCuts
      ? {
          futureValue: {
            cuts: vf.cuts.map((c) => ({
              intercept: c.intercept,
              slopes: Object.fromEntries(model.reservoirs.map((r, i) => [r.id, c.slopes[i]])),
            })),
          },
        }
      : {}),
  };
};
const flat = shortTerm(false),
  cut = shortTerm(true);
const times: [number[], number[]] = [[], []];
const last: [number, number] = [0, 0];
for (let i = 0; i < 15; i++) {
  for (const [k, m] of [
    [0, flat],
    [1, cut],
  ] as const) {
    const t = performance.now();
    const r = solveLp(highs, m);
    times[k].push(performance.now() - t);
    if (r.status !== 'OPTIMAL') throw new Error(`short-term ${k ? 'with cuts' : 'flat'}: ${r.status}`);
    last[k] = r.reservoirs[0].waterValueEnergy[steps - 1] ?? NaN;
  }
}
const [p50flat, p50cut] = [percentile(times[0], 50), percentile(times[1], 50)];
console.log(`short-term: 3 reservoirs, ${steps} h, ${vf.cuts.length} cuts of week 2 as rows`);
console.log(
  `  with cuts p50 ${p50cut.toFixed(1)} ms, flat terminal value p50 ${p50flat.toFixed(1)} ms: ratio ${(p50cut / p50flat).toFixed(2)} (target <= 1.5: ${p50cut / p50flat <= 1.5 ? 'met' : 'NOT met'})`,
);
console.log(
  `  end water value of the top reservoir: ${last[1].toFixed(2)} EUR/MWh with cuts, ${last[0].toFixed(2)} EUR/MWh flat (mean price x energy equivalent)`,
);
