import { checkPlan, solveLp, type OptimizerModel } from '@penstock/optimizer';
import loadHighs, { type Highs } from 'highs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { worldAppAt } from '../../testing/worldAppAt.js';
import { buildPlantModel } from '../optimization/buildPlantModel.js';
import { modelOutages } from './modelOutages.js';

const H = 3_600_000;
const NOW = Date.UTC(2026, 9, 30, 10, 30);
const T0 = Date.UTC(2026, 10, 2); // the hand model's first hour, a Monday
const URL = '/api/dashboard-v3/portfolio/alpine/plant/hochalm';

let t: TestApp;
let operator: Record<string, string>;
let highs: Highs;
beforeAll(async () => {
  ({ t, operator } = await worldAppAt(NOW));
  highs = await loadHighs();
});
afterAll(() => t?.close());

const record = async (unit: string, start: number, end: number | null, remaining: number, status = 'Active') => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${URL}/turbine/${unit}/maintenance`,
    headers: operator,
    payload: {
      name: 'Outage',
      status,
      unavailability_reason: 'Maintenance',
      unavailability_type: 'Planned',
      remaining_power: remaining,
      start_timestamp_millis: start,
      end_timestamp_millis: end,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('outages feed the plan', () => {
  it('an outage in the peak hours moves generation as computed by hand', async () => {
    // A 10 MW turbine (20 m3/s) with two full-load hours of water, no inflow, no value left at the end.
    // Prices 30, 90, 80, 40, 70: without outages it runs 10 MW in the peaks (hours 1 and 2): 900 + 800 = 1700 EUR.
    const model = (): OptimizerModel => ({
      start: T0,
      stepSeconds: 3600,
      steps: 5,
      price: [30, 90, 80, 40, 70],
      reservoirs: [{ id: 'R', initialContent: 2 * 20 * 3600, inflow: 0, terminalWaterValue: 0 }],
      units: [
        { id: 'hochalm.m1', type: 'TURBINE', upstream: 'R', downstream: null, curve: [{ q: 20, p: 10 }], pMax: 10 },
      ],
    });
    const before = solveLp(highs, model());
    expect(before.revenue).toBeCloseTo(1700, 6);
    expect(before.units[0].power.map((p) => Math.round(p * 1e6) / 1e6)).toEqual([0, 10, 10, 0, 0]);

    // Recorded: a revision 01:00-03:00 leaving 4 MW, and a full outage 01:00-02:00 overlapping it (combined: the smaller, 0),
    // an inactive outage (ignored) and another unit's outage (not this unit's).
    await record('hochalm.m1', T0 + H, T0 + 3 * H, 4);
    await record('hochalm.m1', T0 + H, T0 + 2 * H, 0);
    await record('hochalm.m1', T0, T0 + 5 * H, 0, 'Inactive');
    await record('hochalm.m2', T0, T0 + 5 * H, 0);
    const m = model();
    const { used, notes } = await modelOutages(t.db, 'hochalm', m);
    expect(m.units[0].availability).toEqual([null, 0, 4, null, null]);
    expect(used.filter((u) => u.turbine_id === 'hochalm.m1').map((u) => [u.remaining_power, u.hours])).toEqual([
      [4, 2],
      [0, 1],
    ]);
    expect(notes.join('\n')).toMatch(/hochalm.m1|Turbine/);
    // By hand: hour 1 nothing, hour 2 4 MW (0.4 h of water), the remaining 1.6 h go to the next best hours:
    // 10 MW at 70 (hour 4) and 6 MW at 40 (hour 3). Revenue 4 x 80 + 6 x 40 + 10 x 70 = 1260 EUR.
    const after = solveLp(highs, m);
    expect(after.status).toBe('OPTIMAL');
    expect(checkPlan(m, after)).toEqual([]);
    expect(after.units[0].power.map((p) => Math.round(p * 1e6) / 1e6)).toEqual([0, 0, 4, 6, 10]);
    expect(after.revenue).toBeCloseTo(1260, 6);
  });

  it("a run's model holds the plant's outages as unit availability, and says so", async () => {
    const start = Date.UTC(2026, 9, 31);
    await record('hochalm.m2', start + 5 * H + H / 2, start + 8 * H, 0);
    const built = await buildPlantModel(t.db, { physicalPlantId: 'hochalm', start, hours: 12, now: NOW });
    const m2 = built.model.units.find((u) => u.id === 'hochalm.m2')!;
    // half of 05:00-06:00 at full power, then nothing until 08:00
    expect(m2.availability).toEqual([null, null, null, null, null, m2.pMax! / 2, 0, 0, null, null, null, null]);
    expect(built.model.units.find((u) => u.id === 'hochalm.m1')!.availability).toBeUndefined();
    expect(built.outages.map((o) => o.turbine_id)).toEqual(['hochalm.m2']);
    expect(built.notes.some((n) => /1 outage limit 3 of 12 hours/.test(n))).toBe(true);
  });
});
