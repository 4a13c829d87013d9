// Day-ahead bid curves (issue 25): the interface between the optimiser's two-stage stochastic
// programme (generateBidCurves, this folder) and the server's bid module.
import type { SolverOptions } from '../solveOptions.js';
import type { OptimizerModel } from '../types.js';

/** One point of a price-volume curve: at `price` (EUR/MWh) sell `mw` (MW; negative: buy to pump). */
export interface BidPoint {
  price: number;
  mw: number;
}

export interface BidOptions {
  /**
   * Price scenarios, EUR/MWh per step of the model (each as long as the model's horizon; the steps
   * outside the delivery day carry the forecast). One scenario: the deterministic curve, which gives
   * exactly the plan's volume at the forecast price.
   */
  scenarios: readonly (readonly number[])[];
  /** Probability of each scenario (default equal); sums to 1. */
  probabilities?: readonly number[];
  /** The delivery day's steps [fromStep, toStep) of the model: one market time unit each (15 minutes). */
  fromStep: number;
  toStep: number;
  /** Price points of the curves (first stage), increasing, within -500..4000 on the 0.01 grid; default from the scenarios' prices. */
  pricePoints?: readonly number[];
}

export interface BidCurveResult {
  /** Per market time unit of the delivery day (toStep - fromStep of them): points, price increasing, mw non-decreasing. */
  curves: BidPoint[][];
  /** Expected objective over the scenarios (revenue + water left valued by the model's terminal value or cuts), EUR. */
  expectedObjective: number;
  /** Per scenario: its objective (EUR) and the net power it dispatches per delivery step (MW). */
  scenarios: { objective: number; power: number[] }[];
  stats: { rows: number; cols: number; solveMs: number; cpuMs?: number };
}

/**
 * Options of a bid generation beyond the interface: the solver's (on/off decisions of the deterministic
 * plan: mipGap, mipWork; HiGHS options) and, for the worker variant, an abort signal.
 */
export interface BidSolveOptions extends BidOptions, Omit<SolverOptions, 'shouldStop'> {
  /** Aborting terminates the worker and rejects with an AbortError (generateBidCurves only). */
  signal?: AbortSignal;
}

/** The model a bid curve set is generated for (its price is the forecast, replaced per scenario). */
export type BidModel = OptimizerModel;
