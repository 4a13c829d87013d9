// Units of test and benchmark plants, declared in one line each: the benchmark's demo plants
// (bench/optimizerModels.ts) and the tests' small plants build their turbines and pump turbines here,
// the tests' closed reservoir, and the frame of an hourly test model.
import type { FlowPowerPoint, LevelContentPoint, OptimizerModel, Reservoir, Unit } from '../types.js';

/** A flow-to-power curve from [q m3/s, p MW] pairs. */
export const curveOf = (pairs: readonly (readonly [number, number])[]): FlowPowerPoint[] =>
  pairs.map(([q, p]) => ({ q, p }));

/** A turbine from `upstream` to `downstream` (null: out of the system) with its curve and any other fields. */
export function turbine(
  id: string,
  [upstream, downstream]: readonly [string | null, string | null],
  curve: readonly (readonly [number, number])[],
  over: Partial<Unit> = {},
): Unit {
  return { id, type: 'TURBINE', upstream, downstream, curve: curveOf(curve), ...over };
}

/** A pump turbine: its generating curve, and pumping at `pump.powerPerFlow` MW per m3/s up to `pump.qMax`. */
export function pumpTurbine(
  id: string,
  [upstream, downstream]: readonly [string, string],
  curve: readonly (readonly [number, number])[],
  pump: { powerPerFlow: number; qMax: number },
  over: Partial<Unit> = {},
): Unit {
  return {
    id,
    type: 'PUMP_TURBINE',
    upstream,
    downstream,
    curve: curveOf(curve),
    pumpPowerPerFlow: pump.powerPerFlow,
    pumpQMax: pump.qMax,
    ...over,
  };
}

/** Reservoir 'R' that neither fills nor spills (no inflow, 0 to 10 hm3, no spill): for hand-checked optima. */
export const closedReservoir = (initialContent: number, extra: Partial<Reservoir> = {}): Reservoir => ({
  id: 'R',
  initialContent,
  inflow: 0,
  hardMinContent: 0,
  hardMaxContent: 1e7,
  spillAllowed: false,
  ...extra,
});

/** The tests' first hour: 2 March 2026, 00:00 UTC. */
export const TEST_START = Date.UTC(2026, 2, 2);
export const HOUR = 3600;

/** A model of `steps` hours at `price` EUR/MWh (one figure or one a step), from TEST_START unless `plant.start` says. */
export function hourlyModel(
  steps: number,
  price: OptimizerModel['price'],
  plant: Omit<OptimizerModel, 'start' | 'stepSeconds' | 'steps' | 'price'> & { start?: number },
): OptimizerModel {
  return { start: TEST_START, stepSeconds: HOUR, steps, price, ...plant };
}

/** A level-to-content curve from [level m, content m3] pairs. */
export const levelsOf = (pairs: readonly (readonly [number, number])[]): LevelContentPoint[] =>
  pairs.map(([level, content]) => ({ level, content }));
