import type { OptimizerModel } from '../types.js';
import { gridPrice } from './bidGrid.js';
import type { BidOptions } from './types.js';

/** Checks the options against the model and answers the probabilities (default equal). */
export function checkBidOptions(model: OptimizerModel, o: BidOptions): number[] {
  const S = o.scenarios.length;
  if (!S) throw new Error('Bids need at least one price scenario');
  if (!(Number.isInteger(o.fromStep) && Number.isInteger(o.toStep) && 0 <= o.fromStep && o.fromStep < o.toStep))
    throw new Error(`fromStep and toStep must be steps of the model with fromStep < toStep`);
  if (o.toStep > model.steps) throw new Error(`toStep ${o.toStep} is beyond the model's ${model.steps} steps`);
  o.scenarios.forEach((s, k) => {
    if (s.length !== model.steps)
      throw new Error(`Price scenario ${k + 1} has ${s.length} values for ${model.steps} steps`);
    if (!s.every(Number.isFinite)) throw new Error(`Price scenario ${k + 1} has a price that is not a number`);
  });
  const p = o.probabilities ?? o.scenarios.map(() => 1 / S);
  if (p.length !== S || p.some((v) => !(v >= 0)) || Math.abs(p.reduce((a, b) => a + b, 0) - 1) > 1e-6)
    throw new Error('probabilities: one per scenario, at least 0, summing to 1');
  return [...p];
}

/**
 * The model of one price scenario: its prices, those of the delivery day on the auction's 0.01 grid
 * within -500..4000 (a clearing price is always there, so each scenario price is a price point).
 */
export function scenarioModel(model: OptimizerModel, prices: readonly number[], o: BidOptions): OptimizerModel {
  const price = prices.map((p, t) => (t >= o.fromStep && t < o.toStep ? gridPrice(p) : p));
  return { ...model, price };
}
