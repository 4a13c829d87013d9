// Input and output of the long-term (seasonal, stochastic) model. Stages are weeks (or any length);
// within a stage the plant is aggregated: one water balance per reservoir at the stage end, turbines
// run per price block, travel delays shorter than a stage are ignored. Contents in m3, flows in m3/s,
// prices in EUR/MWh, times UTC epoch ms.
import type { Unit } from '../types.js';

export interface LongTermReservoir {
  id: string;
  name?: string;
  /** Content at the start of the first stage, m3 (clamped into [minContent, maxContent]). */
  initialContent: number;
  /** Physical range of the content at stage ends, m3 (hard). */
  minContent: number;
  maxContent: number;
  /** Where spilled water goes: a reservoir id, or null/undefined for out of the system. */
  spillTo?: string | null;
  /** Cost of spilled water, EUR per m3 (default 0.0001: spill only when the water has no use). */
  spillPenalty?: number;
  /**
   * Natural inflow may be turned away at no cost (as SDDP.jl's examples write `inflow <= rainfall`).
   * Default false: inflow always arrives and a full reservoir spills.
   */
  inflowDisposal?: boolean;
}

/** Part of a stage with one price per Markov state (e.g. peak and off-peak hours of a week). */
export interface PriceBlock {
  hours: number;
  /** EUR/MWh, one per Markov state of the stage (one entry: no price uncertainty). */
  price: readonly number[];
}

export interface LongTermStage {
  /** Start of the stage, epoch ms UTC. */
  start: number;
  /** Length of the stage, s; the blocks' hours add up to it. */
  seconds: number;
  blocks: readonly PriceBlock[];
  /**
   * Inflow scenarios of the stage (stagewise independent): per scenario the mean natural inflow of
   * each reservoir (model order) over the stage, m3/s.
   */
  inflows: readonly (readonly number[])[];
  /** Probability of each inflow scenario; default equal. */
  probabilities?: readonly number[];
  /**
   * Markov chain of the price states: transition[i][j] = probability of state j in this stage after
   * state i in the previous stage (the first stage has one row: the start distribution). Default: one state.
   */
  transition?: readonly (readonly number[])[];
}

export interface LongTermModel {
  stages: readonly LongTermStage[];
  reservoirs: readonly LongTermReservoir[];
  /** Turbines, pumps and gates; only type, upstream, downstream, curve, qMax, pMax, pumpPowerPerFlow and pumpQMax are used. */
  units: readonly Unit[];
  /** Value of the water left after the last stage, EUR/m3 per reservoir (default 0). */
  terminalWaterValue?: readonly number[];
}

/** One Benders cut of the future value after a stage: value <= intercept + sum(slope[r] * content[r]). */
export interface Cut {
  /** EUR. */
  intercept: number;
  /** EUR per m3 of each reservoir's content, model order. */
  slopes: number[];
}

/**
 * The future value function at the start of stage `stage` (as a function of the contents then) in
 * Markov state `state` of the stage before: the minimum of its cuts.
 */
export interface ValueFunction {
  stage: number;
  state: number;
  cuts: Cut[];
}

export interface ConvergencePoint {
  iteration: number;
  /** Value of the cut model at the start, EUR: an upper bound on the best expected revenue. */
  upperBound: number;
  /** Mean simulated revenue of the policy, EUR: a statistical lower bound (only where simulated). */
  lowerBound: number | null;
  /** Half-width of the 95 % confidence interval of lowerBound, EUR. */
  lowerBoundCi: number | null;
  /** (upper - lower) / |upper|, where simulated. */
  gap: number | null;
  elapsedMs: number;
}

export interface LongTermResult {
  method: 'sddp' | 'sdp';
  status: 'CONVERGED' | 'ITERATION_LIMIT' | 'TIME_LIMIT';
  /** Value functions at the start of each stage 0..T (T: after the last stage), per Markov state. */
  valueFunctions: ValueFunction[];
  convergence: ConvergencePoint[];
  upperBound: number;
  lowerBound: number;
  lowerBoundCi: number;
  iterations: number;
  elapsedMs: number;
  /** How the model was read: what is aggregated, what uncertainty was assumed. */
  notes: string[];
}
