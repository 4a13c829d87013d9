import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { worldAppAt } from '../../testing/worldAppAt.js';
import { plantsRepo, type PlantViewRow } from '../plants/index.js';
import { isPlanned, resolveMaintenanceWindows } from './resolveMaintenanceWindows.js';
import { fullOutageQuery } from './testing/fullOutageQuery.js';

const H = 3_600_000;
const NOW = Date.UTC(2026, 9, 30, 12);
const FROM = Date.UTC(2026, 9, 31);
let t: TestApp;
let operator: Record<string, string>;
let view: PlantViewRow;
beforeAll(async () => {
  ({ t, operator } = await worldAppAt(NOW));
  view = (await plantsRepo(t.db).findView('alpine', 'hochalm'))!;
}, 180_000);
afterAll(() => t?.close());

const q = fullOutageQuery(FROM, 72 * H, 12, 'hours');

describe('optimal maintenance timings by re-solving (demo storage plant)', () => {
  it('screening by the plan duals and re-solving five keeps the first three windows of re-solving every window', async () => {
    const signal = new AbortController().signal;
    const screened = await resolveMaintenanceWindows(t.db, view, 'hochalm.m1', q, signal, {
      resolve: 5,
      strideHours: 3,
      now: NOW,
    });
    const full = (
      await resolveMaintenanceWindows(t.db, view, 'hochalm.m1', q, signal, {
        resolve: Infinity,
        strideHours: 3,
        now: NOW,
      })
    ).filter(isPlanned);
    expect(full.length).toBeGreaterThanOrEqual(3); // 21 windows solved (more than are all re-solved), those overlapping a cheaper one left out
    for (let i = 1; i < full.length; i++)
      expect(full[i].start >= full[i - 1].end || full[i].end <= full[i - 1].start).toBe(true);
    expect(screened.slice(0, 3).map((c) => c.start)).toEqual(full.slice(0, 3).map((c) => c.start));
    for (const c of full) {
      expect(c.lost_value_eur).toBeGreaterThanOrEqual(0);
      // the turbine does not run in its outage
      expect(c.plan_difference.unit_generation_mwh_after).toBeLessThan(1e-6);
    }
    // an outage costs something somewhere: the dearest window loses more than the cheapest
    expect(full[full.length - 1].lost_value_eur).toBeGreaterThan(full[0].lost_value_eur);
  }, 300_000);

  it('a window the outage cannot be planned in is skipped, naming why; the others are still ranked', async () => {
    // the operator fixed the turbine at 100 MW at one hour: an outage over that hour has no plan
    const ts = FROM + 30 * H;
    const cell = { component_id: 'hochalm.m1', quantity: 'power', ts, value: 100, expected_previous: null };
    const base = '/api/dashboard-v3/portfolio/alpine/plant/hochalm/overrides?kind=plan';
    const info = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard-v3/portfolio/alpine/plant/hochalm/with-override-info?kind=plan&start-ts=${ts}&end-ts=${ts + H}&component=hochalm.m1&quantity=power`,
      headers: operator,
    });
    const previous = info.json().frames[0]?.values[0] ?? null;
    const saved = await t.app.inject({
      method: 'POST',
      url: base,
      headers: operator,
      payload: { cells: [{ ...cell, expected_previous: previous }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const got = await resolveMaintenanceWindows(t.db, view, 'hochalm.m1', q, new AbortController().signal, {
        resolve: Infinity,
        strideHours: 12,
        now: NOW,
      });
      const skipped = got.filter((c) => !isPlanned(c));
      expect(skipped.map((c) => (c.start - FROM) / H)).toEqual([24]);
      expect(skipped[0]).toMatchObject({
        lost_value_eur: null,
        infeasible: expect.stringMatching(/could not be solved/),
      });
      expect(got.filter(isPlanned).length).toBeGreaterThanOrEqual(2);
    } finally {
      await t.app.inject({
        method: 'DELETE',
        url: base,
        headers: operator,
        payload: { cells: [{ component_id: 'hochalm.m1', quantity: 'power', ts }] },
      });
    }
  }, 300_000);

  it('the API answers the re-solved ranking with the plan difference; a range before the plan start is refused', async () => {
    const url = `/api/dashboard-v3/portfolio/alpine/plant/hochalm/turbine/hochalm.m1/optimal-maintenance-timings?start-ts=${FROM}&end-ts=${FROM + 48 * H}&duration-value=1&duration-unit=days&method=resolve&stride-hours=12`;
    const res = await t.app.inject({ method: 'GET', url, headers: operator });
    expect(res.statusCode, res.body).toBe(200);
    const got = res.json();
    expect(got.length).toBeGreaterThanOrEqual(2);
    expect(got[0]).toMatchObject({
      end: got[0].start + 24 * H,
      plan_difference: { unit_generation_mwh_after: expect.any(Number) },
    });
    const early = await t.app.inject({
      method: 'GET',
      url: url.replace(`start-ts=${FROM}`, `start-ts=${FROM - 5 * 24 * H}`),
      headers: operator,
    });
    expect(early.statusCode).toBe(400);
  }, 300_000);
});
