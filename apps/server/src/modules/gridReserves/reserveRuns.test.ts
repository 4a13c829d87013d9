import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { runPlanRows, startRunAndWait } from '../../testing/optimizationRuns.js';
import { worldAppWithWorkers } from '../../testing/worldAppWithWorkers.js';
import { GRID_RESERVES, gridReserveBody } from './testing/gridReserveBody.js';

const API = '/api/dashboard-v3/portfolio/alpine';
const BASE = `${API}/plant/hochalm`;
const START = Date.UTC(2026, 9, 30, 11); // the latest measured content: every run's first hour (12:00 in Vienna)
const H = 3_600_000;
const FROM = START; // 12:00 in Vienna, a 4-hour block boundary
const TO = START + 8 * H; // 20:00

let t: TestApp;
let admin: Record<string, string>;
let pMax: number;
beforeAll(async () => {
  ({ t, admin } = await worldAppWithWorkers());
  pMax = (
    await t.db.selectFrom('control_unit').select('p_max').where('id', '=', 'hochalm.m1').executeTakeFirstOrThrow()
  ).p_max!;
}, 180_000);
afterAll(() => t?.close());

const optimise = () => startRunAndWait(t.app, `${BASE}/optimization`, admin, { hours: 24 });

describe('a run holds the recorded reserves', () => {
  it('an aFRR obligation of 20 MW upward: held in every step, generation at most p_max - 20 there, the schedule shows it with the run', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: GRID_RESERVES,
      headers: admin,
      payload: gridReserveBody({
        reserve_type: 'standing',
        mw: 20,
        capacity_price: 10,
        activation_factor: 0,
        activation_compensation: 0,
        start_ts: FROM,
        end_ts: TO,
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const reserve = res.json();
    const run = await optimise();
    expect(run.status, JSON.stringify(run.log ?? run)).toBe('succeeded');
    expect(run.inputs.reserves).toEqual([
      {
        id: reserve.id,
        product_name: 'aFRR',
        direction: 'positive',
        mode: 'included',
        power_unit_id: 'hochalm.m1',
        steps: 8,
      },
    ]);
    const power = (await runPlanRows(t.db, run.id, 'power', 'hochalm.m1')).filter(
      (r) => r.ts.getTime() >= FROM && r.ts.getTime() < TO,
    );
    expect(power).toHaveLength(8);
    for (const p of power) expect(p.value).toBeLessThanOrEqual(pMax - 20 + 1e-6);

    const schedule = (
      await t.app.inject({
        method: 'GET',
        url: `${BASE}/grid-reserve-schedule?start-ts=${FROM}&end-ts=${TO}`,
        headers: admin,
      })
    ).json();
    expect(schedule.run_ids).toEqual([run.id]);
    const mine = schedule.reserves.find((r: { grid_reserve_id: string }) => r.grid_reserve_id === reserve.id);
    expect(mine.steps.map((s: { held_mw: number }) => Math.round(s.held_mw * 1e6) / 1e6)).toEqual(Array(8).fill(20));
    expect(
      mine.steps.every((s: { shortfall_mw: number; run_id: string }) => s.shortfall_mw < 1e-6 && s.run_id === run.id),
    ).toBe(true);
    // the sold capacity earns its price: 10 per MW and hour x 20 MW x 8 h
    expect(mine.revenue).toBeCloseTo(1600, 6);
    expect(run.summary.reserves.revenue_eur).toBeCloseTo(1600, 6);

    // beside the energy revenue: reporting (plant and portfolio) and the portfolio overview's call
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: admin })).json();
    const range = `start-ts=${FROM}&end-ts=${TO}`;
    expect((await get(`${BASE}/reporting?${range}`)).reserve_revenue).toBeCloseTo(1600, 6);
    const portfolio = await get(`${API}/reporting?${range}`);
    expect(portfolio.reserve_revenue).toBeCloseTo(1600, 6);
    expect(
      portfolio.plants.find((p: { plant_view_id: string }) => p.plant_view_id === 'hochalm').reserve_revenue,
    ).toBeCloseTo(1600, 6);
    const overview = await get(`${API}/grid-reserve-revenue?${range}`);
    expect(overview).toMatchObject({ currency: 'EUR', start_ts: FROM, end_ts: TO });
    expect(overview.total).toBeCloseTo(1600, 6);
    expect(
      overview.plants.find((p: { plant_view_id: string }) => p.plant_view_id === 'hochalm').reserve_revenue,
    ).toBeCloseTo(1600, 6);
    // outside the reserve's hours the plan holds none
    expect((await get(`${BASE}/reporting?start-ts=${TO}&end-ts=${TO + 4 * H}`)).reserve_revenue).toBeNull();
  });

  it('grid-reserve-costs: holding one more block costs what the re-solve says, and the answer is per MW and hour', async () => {
    const ask = (over: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/grid-reserve-costs`,
        headers: admin,
        payload: {
          plant_view_id: 'hochalm',
          power_unit_id: 'hochalm.m1',
          product: 'aFRR',
          direction: 'positive',
          'start-ts': START + 4 * H,
          'end-ts': START + 8 * H,
          mw: 10,
          ...over,
        },
      });
    const res = await ask();
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json();
    expect(c.currency).toBe('EUR');
    expect(c.horizon_start).toBe(START);
    expect(c.cost_eur).toBeCloseTo(c.objective_without - c.objective_with, 6);
    expect(c.cost_eur_per_mw_h).toBeCloseTo(c.cost_eur / (10 * 4), 6);
    // holding capacity never earns more than not holding it (beyond the solves' gaps)
    expect(c.cost_eur).toBeGreaterThanOrEqual(
      -Math.max(1, (c.gap_without + c.gap_with) * Math.abs(c.objective_without)),
    );
    expect(c.shortfall_mw).toBe(0);
    // bad input: a 400 naming the field
    for (const [over, field] of [
      [{ 'start-ts': START + H, hourly_schedule: 4 }, 'start-ts'], // 13:00 is no 4-hour block boundary
      [{ mw: 5000 }, 'mw'],
      [{ mw: 0 }, 'mw'],
      [{ direction: 'up' }, 'direction'],
      [{ power_unit_id: 'hochalm.spillway' }, 'power_unit_id'],
      [{ 'end-ts': START + 4 * H }, 'end-ts'],
      [{ 'start-ts': START - 4 * H, 'end-ts': START }, 'start-ts'], // before the plan's start
    ] as Array<[Record<string, unknown>, string]>) {
      const bad = await ask(over);
      expect(bad.statusCode, `${JSON.stringify(over)} ${bad.body}`).toBe(400);
      expect(bad.body).toContain(field);
    }
  });
});
