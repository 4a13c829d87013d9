import type { OptimizerModel, PlanResult, ReservePlan } from '@penstock/optimizer';
import { describe, expect, it } from 'vitest';
import { reserveRunLines } from './reserveRunLines.js';

describe('reserveRunLines', () => {
  it('names what each reserve held and earned, and an obligation not held with where, how much and its penalty', () => {
    const model = {
      start: Date.UTC(2026, 10, 2),
      stepSeconds: 3600,
      steps: 4,
      reserves: [{ id: 'r1', label: 'aFRR positive (included) on M1' }],
    } as unknown as OptimizerModel;
    const plan = {
      reserves: [
        {
          id: 'r1',
          held: [10, 10, 6, 6],
          shortfall: [0, 0, 4, 4],
          revenue: 480,
          shortfallCost: 2400,
        } as Partial<ReservePlan>,
      ],
    } as PlanResult;
    expect(reserveRunLines(model, plan)).toEqual([
      'grid reserve aFRR positive (included) on M1: 32.0 MWh of capacity held, revenue 480.00 EUR',
      'grid reserve aFRR positive (included) on M1: obligation not held in 2 steps from 2026-11-02T02:00:00.000Z (up to 4.0 MW short), penalty 2400.00 EUR',
    ]);
    expect(reserveRunLines({ ...model, reserves: [] }, { reserves: [] } as unknown as PlanResult)).toEqual([]);
  });
});
