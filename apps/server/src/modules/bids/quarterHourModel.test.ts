import { solvePlan, syntheticCascade } from '@penstock/optimizer';
import { describe, expect, it } from 'vitest';
import { quarterHourModel } from './quarterHourModel.js';

describe('quarterHourModel', () => {
  it('holds every hourly value for four quarter-hours and scales step counts and ramps', () => {
    const m = syntheticCascade(2, 6);
    const withExtras = {
      ...m,
      units: m.units.map((u, i) =>
        i === 0 ? { ...u, delaySteps: 1, rampPower: 8, availability: [null, 5, null, null, null, null] } : u,
      ),
      constraints: [
        { id: 'r', kind: 'RAMP_POWER' as const, target: '*', value: [4, 4, 4, 4, 4, 4], fromStep: 1, toStep: 3 },
      ],
    };
    const q = quarterHourModel(withExtras);
    expect(q.stepSeconds).toBe(900);
    expect(q.steps).toBe(24);
    const price = m.price as number[];
    expect((q.price as number[]).slice(0, 8)).toEqual([
      price[0],
      price[0],
      price[0],
      price[0],
      price[1],
      price[1],
      price[1],
      price[1],
    ]);
    expect(q.units[0]).toMatchObject({ delaySteps: 4, rampPower: 2 });
    expect((q.units[0].availability as (number | null)[]).slice(3, 9)).toEqual([null, 5, 5, 5, 5, null]);
    expect(q.constraints![0]).toMatchObject({ fromStep: 4, toStep: 12 });
    expect((q.constraints![0].value as number[])[0]).toBe(1);
    // a grid reserve's blocks and range count quarter-hours; its MW hold for each of them
    const reserve = {
      id: 'fcr',
      unit: m.units[0]!.id,
      product: 'FCR',
      direction: 'symmetric' as const,
      type: 'spinning' as const,
      mode: 'included' as const,
      blockSteps: 4,
      blockOffset: 1,
      fromStep: 1,
      toStep: 5,
      mw: [0, 3, 3, 3, 3, 0],
      activationFactor: 0.1,
      activationCompensation: 50,
    };
    const r = quarterHourModel({ ...m, reserves: [reserve] }).reserves![0]!;
    expect(r).toMatchObject({ blockSteps: 16, blockOffset: 4, fromStep: 4, toStep: 20 });
    // on a clock-change day the blocks start where the wall clock says, in quarter-hours too
    const dst = quarterHourModel({ ...m, reserves: [{ ...reserve, blockStarts: [1, 4] }] }).reserves![0]!;
    expect(dst.blockStarts).toEqual([4, 16]);
    expect((r.mw as number[]).slice(0, 6)).toEqual([0, 0, 0, 0, 3, 3]);
  });

  it('plans the same water on the quarter-hour grid as hourly (flat prices within each hour)', async () => {
    const m = syntheticCascade(2, 24);
    const [hourly, quarter] = await Promise.all([solvePlan(m), solvePlan(quarterHourModel(m))]);
    expect(quarter.status).toBe('OPTIMAL');
    expect(quarter.objective).toBeCloseTo(hourly.objective, 0);
  });
});
