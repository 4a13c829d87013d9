// Day-ahead bid curves (issue 25): the stochastic programme for 3 plants x 96 quarter-hours x 10 price
// scenarios (solver thread CPU; target under 30 s), beside the deterministic curves (one scenario: the
// forecast) measured in the same run, and both curve sets valued on 100 held-out price scenarios (the
// value of the stochastic solution). Run: node --import tsx bench/bids.bench.ts
import { loadavg } from 'node:os';
import loadHighs from 'highs';
import { evaluateBidCurves } from '../packages/optimizer/src/bids/evaluateBidCurves.js';
import { generateBidCurvesInThread } from '../packages/optimizer/src/bids/generateBidCurvesInThread.js';
import { priceScenarios } from '../packages/optimizer/src/bids/priceScenarios.js';
import type { BidCurveResult } from '../packages/optimizer/src/bids/types.js';
import { syntheticPriceErrors } from '../packages/optimizer/src/bids/syntheticPriceErrors.js';
import { syntheticCascade } from '../packages/optimizer/src/syntheticCascade.js';

const QH = 96;
// Horizon: 12 hours before the delivery day (shared by the scenarios), the day, one day after it.
const FROM = 48,
  TO = FROM + QH,
  STEPS = TO + QH;
const TRAIN_DAYS = 40,
  HELD_OUT = 100;

const plants = [1, 2, 3].map((n) => ({
  name: `${n}-reservoir cascade`,
  model: syntheticCascade(n, STEPS, { stepSeconds: 900, seed: 10 + n }),
}));

const highs = await loadHighs();
console.log(
  `Bid curves (${new Date().toISOString()}, node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(
      ' ',
    )}): ${plants.length} plants x ${QH} quarter-hours x 10 scenarios, valued on ${HELD_OUT} held-out scenarios`,
);

const mean = (a: number[]) => a.reduce((s, v) => s + v, 0) / a.length;
let stoCpu = 0,
  detCpu = 0,
  stoWall = 0,
  detWall = 0,
  vssSum = 0,
  detSum = 0;
for (const [k, { name, model }] of plants.entries()) {
  const forecast = model.price as number[];
  const history = syntheticPriceErrors(TRAIN_DAYS + HELD_OUT, QH, 100 + k);
  const steps = { fromStep: FROM, toStep: TO };
  const train = priceScenarios(forecast, history.slice(0, TRAIN_DAYS), 10, 1, steps);
  const held = priceScenarios(forecast, history.slice(TRAIN_DAYS), HELD_OUT, 2, steps);
  const run = (scenarios: number[][]): BidCurveResult =>
    generateBidCurvesInThread(highs, model, { scenarios, fromStep: FROM, toStep: TO });
  const det = run([forecast]);
  const sto = run(train);
  detCpu += det.stats.cpuMs!;
  stoCpu += sto.stats.cpuMs!;
  detWall += det.stats.solveMs;
  stoWall += sto.stats.solveMs;
  const value = (r: BidCurveResult) => held.map((prices) => evaluateBidCurves(highs, model, r.curves, prices, FROM));
  const vd = value(det),
    vs = value(sto);
  const ed = mean(vd.map((v) => v.objective)),
    es = mean(vs.map((v) => v.objective));
  vssSum += es - ed;
  detSum += ed;
  const pts = mean(sto.curves.map((c) => c.length));
  const short = (v: typeof vd) =>
    `${v.filter((o) => o.shortSteps > 0).length} scenarios short (penalty ${mean(v.map((o) => o.penalty)).toFixed(0)} EUR)`;
  console.log(
    `${name}: LP ${sto.stats.rows} x ${sto.stats.cols}, ${pts.toFixed(1)} points per curve; ` +
      `solver CPU stochastic ${(sto.stats.cpuMs! / 1000).toFixed(2)} s (wall ${(sto.stats.solveMs / 1000).toFixed(2)} s), ` +
      `deterministic ${(det.stats.cpuMs! / 1000).toFixed(2)} s`,
  );
  console.log(
    `  held-out expected objective: stochastic ${es.toFixed(0)} EUR, deterministic ${ed.toFixed(0)} EUR, ` +
      `value of the stochastic solution ${(es - ed).toFixed(0)} EUR (${((100 * (es - ed)) / Math.abs(ed)).toFixed(3)} %); ` +
      `stochastic ${short(vs)}, deterministic ${short(vd)}`,
  );
}
console.log(
  `Total solver thread CPU: stochastic ${(stoCpu / 1000).toFixed(2)} s (wall ${(stoWall / 1000).toFixed(2)} s; target < 30 s: ${
    stoCpu < 30_000 ? 'met' : 'NOT met'
  }), deterministic ${(detCpu / 1000).toFixed(2)} s (wall ${(detWall / 1000).toFixed(2)} s), ratio ${(stoCpu / detCpu).toFixed(1)}x`,
);
console.log(
  `Value of the stochastic solution over the 3 plants: ${vssSum.toFixed(0)} EUR per delivery day (${((100 * vssSum) / Math.abs(detSum)).toFixed(3)} % of the deterministic curves' objective)`,
);
