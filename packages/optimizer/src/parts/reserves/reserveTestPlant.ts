import type { Highs } from 'highs';
import { expect } from 'vitest';
import { checkPlan } from '../../checkPlan.js';
import { solveLp } from '../../solveLp.js';
import { pumpTurbine, turbine } from '../../testing/modelBuilders.js';
import type { GridReserve, OptimizerModel, PlanResult, Unit } from '../../types.js';

/** The model's plan at a zero gap, asserted optimal and clean by checkPlan. */
export function solveChecked(highs: Highs, m: OptimizerModel): PlanResult {
  const r = solveLp(highs, m, { mipGap: 0 });
  expect(r.status).toBe('OPTIMAL');
  expect(checkPlan(m, r)).toEqual([]);
  return r;
}

/** m3 of water per MWh of the test turbine: 0.5 MW per m3/s, so 2 m3/s for an hour per MWh. */
export const M3_PER_MWH = 7200;

/**
 * A one-reservoir plant for the reserve tests: reservoir R (`content` m3, no inflow, no upper limit
 * to reach), turbine G of 0.5 MW per m3/s up to 100 MW (200 m3/s), hourly prices `price`, water left
 * worth `waterValue` EUR/MWh (through the turbine), and the given reserves.
 */
export function reservePlant(
  price: number[],
  reserves: GridReserve[],
  opts: { content?: number; waterValue?: number; unit?: Partial<Unit> } = {},
): OptimizerModel {
  return {
    start: Date.UTC(2026, 5, 1),
    stepSeconds: 3600,
    steps: price.length,
    price,
    reservoirs: [
      {
        id: 'R',
        initialContent: opts.content ?? 1e8,
        inflow: 0,
        hardMinContent: 0,
        hardMaxContent: 2e8,
        terminalWaterValue: (opts.waterValue ?? 0) / M3_PER_MWH,
      },
    ],
    units: [turbine('G', ['R', null], [[200, 100]], opts.unit)],
    reserves,
  };
}

/** A reserve on unit G with every field at a plain default (an obligation without activation). */
export function reserve(over: Partial<GridReserve> & Pick<GridReserve, 'id'>): GridReserve {
  return {
    unit: 'G',
    product: 'aFRR',
    direction: 'positive',
    type: 'standing',
    mode: 'included',
    blockSteps: 4,
    mw: 20,
    activationFactor: 0,
    activationCompensation: 0,
    ...over,
  };
}

/**
 * Upper reservoir U above lower L; pump turbine P generates 0.5 MW per m3/s up to 100 MW and pumps at
 * 1 MW per m3/s up to 50 m3/s (50 MW). Water left in U is worth 60 EUR/MWh through the turbine; the
 * price is 10 EUR/MWh. Pumping 1 m3/s for an hour costs 10 EUR and stores 3,600 m3 = 0.5 MWh worth 30
 * EUR, so P pumps at its full 50 MW; generating earns 10 EUR for water worth 60, so it never generates.
 */
export function pumpPlant(reserves: GridReserve[], steps = 4): OptimizerModel {
  const big = { inflow: 0, hardMinContent: 0, hardMaxContent: 1e9, initialContent: 1e8 };
  return {
    start: Date.UTC(2026, 5, 1),
    stepSeconds: 3600,
    steps,
    price: new Array<number>(steps).fill(10),
    reservoirs: [
      { id: 'U', ...big, terminalWaterValue: 60 / M3_PER_MWH },
      { id: 'L', ...big },
    ],
    units: [pumpTurbine('P', ['U', 'L'], [[200, 100]], { powerPerFlow: 1, qMax: 50 })],
    reserves: reserves.map((g) => ({ ...g, unit: 'P' })),
  };
}

/** The pump plant with its lower reservoir L empty: P cannot pump until it has generated into L. */
export function lowerEmpty(m: OptimizerModel): OptimizerModel {
  const [u, l] = m.reservoirs;
  return { ...m, reservoirs: [u, { ...l, initialContent: 0 }] };
}
