import { maxOf } from '@penstock/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { runPlanRows, startRunAndWait } from '../../testing/optimizationRuns.js';
import { worldAppWithWorkers } from '../../testing/worldAppWithWorkers.js';

const BASE = '/api/dashboard-v3/portfolio/alpine/plant/hochalm';
const START = Date.UTC(2026, 9, 30, 11); // the latest measured content: every run's first hour
const H = 3_600_000;

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => ({ t, admin } = await worldAppWithWorkers()), 180_000);
afterAll(() => t?.close());

const optimise = () => startRunAndWait(t.app, `${BASE}/optimization`, admin, { hours: 24 });
const unitPower = async (runId: string, from: number, to: number) =>
  (await runPlanRows(t.db, runId, 'power', 'hochalm.m1'))
    .filter((r) => r.ts.getTime() >= from && r.ts.getTime() < to)
    .map((r) => r.value);

describe('runs and outages', () => {
  it('the next run holds a recorded outage: it lists it (the Optimization screen) and plans the unit at 0 in its hours', async () => {
    const before = await optimise();
    expect(before.status).toBe('succeeded');
    expect(before.inputs.outages).toEqual([]); // none in the horizon
    const runningHours = (await runPlanRows(t.db, before.id, 'power', 'hochalm.m1'))
      .filter((r) => r.value > 1)
      .map((r) => r.ts.getTime());
    expect(runningHours.length).toBeGreaterThan(0);
    // a full outage over the first 4 hours the plan ran the unit in
    const from = runningHours[0];
    const to = from + 4 * H;
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/turbine/hochalm.m1/maintenance`,
      headers: admin,
      payload: {
        name: 'Bearing',
        description: '',
        status: 'Active',
        unavailability_reason: 'Failure',
        unavailability_type: 'Unplanned',
        remaining_power: 0,
        start_timestamp_millis: from,
        end_timestamp_millis: to,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(from).toBeGreaterThanOrEqual(START);

    const after = await optimise();
    expect(after.status).toBe('succeeded');
    expect(after.inputs.outages).toEqual([
      {
        uuid: res.json().uuid,
        name: 'Bearing',
        turbine_id: 'hochalm.m1',
        turbine_name: res.json().turbine_name,
        remaining_power: 0,
        start_timestamp_millis: from,
        end_timestamp_millis: to,
        hours: 4,
      },
    ]);
    expect(maxOf(await unitPower(before.id, from, to))).toBeGreaterThan(1);
    const held = await unitPower(after.id, from, to);
    expect(held).toHaveLength(4);
    for (const mw of held) expect(mw).toBeCloseTo(0, 6);
  });
});
