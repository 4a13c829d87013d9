import { solvePlan } from '@penstock/optimizer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { worldAppAt } from '../../testing/worldAppAt.js';
import { buildPlantModel } from '../optimization/index.js';

const H = 3_600_000;
const D = 24 * H;
const NOW = Date.UTC(2026, 9, 30, 10, 30);
const TODAY = Date.UTC(2026, 9, 29, 23); // 00:00 in Vienna
const API = '/api/dashboard-v3/portfolio/alpine';
const UNIT = `${API}/plant/hochalm/control-unit/hochalm.m1`;

let t: TestApp;
let operator: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  ({ t, operator, admin } = await worldAppAt(NOW));
});
afterAll(() => t?.close());

describe("a unit's droop limits its FCR", () => {
  it('is stored on the unit (validated, with history) and a run holds at most 2 x 0.2 Hz x p_max / droop', async () => {
    const put = (droop: unknown) =>
      t.app.inject({ method: 'PUT', url: UNIT, headers: admin, payload: { droop_percent: droop } });
    const zero = await put(0);
    expect(zero.statusCode).toBe(400);
    expect(zero.body).toContain('droop_percent');
    expect((await put('five')).statusCode).toBe(400);
    expect((await put(5)).statusCode, 'admin may edit static data').toBe(200);
    const units = (await t.app.inject({ method: 'GET', url: `${API}/plant/hochalm/components`, headers: admin })).json()
      .control_units as { id: string; droop_percent: number | null }[];
    expect(units.find((u) => u.id === 'hochalm.m1')!.droop_percent).toBe(5);
    const history = (await t.app.inject({ method: 'GET', url: `${UNIT}/history`, headers: admin })).json();
    expect(JSON.stringify(history)).toContain('droop_percent');

    // an FCR offer at a capacity price far above any energy value: the unit would hold all it can
    const fcr = await t.app.inject({
      method: 'POST',
      url: `${API}/grid-reserve`,
      headers: operator,
      payload: {
        plant_view_id: 'hochalm',
        power_unit_id: 'hochalm.m1',
        product_name: 'FCR',
        direction: 'symmetric',
        reserve_type: 'spinning',
        mode: 'additional',
        hourly_schedule: 4,
        mw: null,
        capacity_price: 5000,
        activation_factor: 0,
        activation_compensation: 0,
        start_ts: TODAY + 2 * D,
        end_ts: TODAY + 2 * D + 8 * H,
      },
    });
    expect(fcr.statusCode, fcr.body).toBe(200);
    const built = await buildPlantModel(t.db, { physicalPlantId: 'hochalm', start: TODAY + 2 * D, hours: 8, now: NOW });
    const g = built.model.reserves!.find((r) => r.id === fcr.json().id)!;
    const pMax = built.model.units.find((u) => u.id === 'hochalm.m1')!.pMax!;
    expect(g).toMatchObject({ droop: 5, deltaF: 0.2, nominalPower: pMax });
    const plan = await solvePlan(built.model);
    const held = plan.reserves!.find((r) => r.id === g.id)!.held;
    // by hand: 2 x 0.2 x p_max / 5 = 0.08 x p_max (without the droop it would hold up to half of p_max)
    expect(Math.max(...held)).toBeCloseTo(0.08 * pMax, 6);
  });
});
