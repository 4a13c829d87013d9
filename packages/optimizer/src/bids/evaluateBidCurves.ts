import type { Highs } from 'highs';
import { solveLp } from '../solveLp.js';
import type { GeneralConstraint, OptimizerModel } from '../types.js';
import { gridPrice } from './bidGrid.js';
import { bidVolumeAt } from './bidVolumeAt.js';
import type { BidPoint } from './types.js';

/** What a curve set earns when one price scenario clears it. */
export interface BidOutcome {
  /** Revenue + water left (terminal value or cuts) - penalties, EUR. */
  objective: number;
  /** Penalty of volumes the plant could not deliver (and spill, soft limits), EUR. */
  penalty: number;
  /** Delivery steps where the plant fell short of (or above) the cleared volume by more than 1 kW. */
  shortSteps: number;
}

/**
 * A curve set valued on one price scenario (the second stage with the first fixed): the auction clears
 * each market time unit's curve at the scenario's price (on the 0.01 grid), the plant must deliver that
 * net power (a plant MIN_POWER and MAX_POWER of the 'physical' tier: a shortfall is priced, not
 * infeasible), and runs the rest of the horizon as best it can. For the value of the stochastic
 * solution (bench/bids.bench.ts) and to check hand-edited curves.
 */
export function evaluateBidCurves(
  highs: Highs,
  model: OptimizerModel,
  curves: readonly (readonly BidPoint[])[],
  prices: readonly number[],
  fromStep: number,
): BidOutcome {
  const toStep = fromStep + curves.length;
  const price = prices.map((p, t) => (t >= fromStep && t < toStep ? gridPrice(p) : p));
  const volume = price.map((p, t) => (t >= fromStep && t < toStep ? bidVolumeAt(curves[t - fromStep], p) : null));
  const cleared = (kind: 'MIN_POWER' | 'MAX_POWER'): GeneralConstraint => ({
    id: `bid ${kind}`,
    kind,
    target: '*',
    value: volume,
    fromStep,
    toStep,
    tier: 'physical',
  });
  const m = {
    ...model,
    price,
    constraints: [...(model.constraints ?? []), cleared('MIN_POWER'), cleared('MAX_POWER')],
  };
  const plan = solveLp(highs, m);
  if (plan.status !== 'OPTIMAL') throw new Error(`No plan for the cleared volumes: ${plan.messages.join(' ')}`);
  let shortSteps = 0;
  for (let t = fromStep; t < toStep; t++)
    if (Math.abs(plan.units.reduce((s, u) => s + u.power[t], 0) - volume[t]!) > 1e-3) shortSteps++;
  return { objective: plan.objective, penalty: plan.penalty, shortSteps };
}
