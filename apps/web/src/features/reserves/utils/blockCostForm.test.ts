import { describe, expect, it } from 'vitest';
import { nextBlockStart, toCostsBody } from './blockCostForm';

describe('blockCostForm', () => {
  it('starts the next block at the next multiple of its hours after local midnight', () => {
    // 10:30 in Vienna (CET, UTC+1) -> 12:00 local = 11:00 UTC for 4-hour blocks
    expect(nextBlockStart(Date.UTC(2026, 10, 28, 9, 30), 4, 'Europe/Vienna')).toBe(Date.UTC(2026, 10, 28, 11));
  });

  it('asks for one block of the chosen length', () => {
    const body = toCostsBody(
      {
        product: ' aFRR ',
        direction: 'positive',
        reserve_type: 'spinning',
        hourly_schedule: '4',
        start_ts: Date.UTC(2026, 10, 28, 11),
        mw: 5,
        activation_percent: 10,
        activation_compensation: 80,
      },
      { plantViewId: 'hochalm', unitId: 'hochalm.m1' },
    );
    expect(body).toEqual({
      plant_view_id: 'hochalm',
      power_unit_id: 'hochalm.m1',
      product: 'aFRR',
      direction: 'positive',
      reserve_type: 'spinning',
      hourly_schedule: 4,
      'start-ts': Date.UTC(2026, 10, 28, 11),
      'end-ts': Date.UTC(2026, 10, 28, 15),
      mw: 5,
      activation_factor: 0.1,
      activation_compensation: 80,
    });
  });
});
