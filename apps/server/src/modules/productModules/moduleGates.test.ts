import { FEATURE_MODULES, MODULE_INFO, PRODUCT_LINK, PRODUCT_USER, plantDenial } from '@penstock/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { worldAppAt } from '../../testing/worldAppAt.js';

/** Each product module refuses the calls of what it sells (issue 27 item 2; docs/product-modules.md). */
const H = 3_600_000;
const NOW = Date.UTC(2026, 9, 30, 10, 30);
const API = '/api/dashboard-v3';
const GATED = `${API}/portfolio/alpine/plant/gated`;
const RANGE = `start-ts=${NOW - 24 * H}&end-ts=${NOW}&timezone=Europe/Vienna`;

let t: TestApp;
let operator: Record<string, string>;
let admin: Record<string, string>;

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
const setModule = async (module: string, state: string) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `${GATED}/product-modules`,
    headers: admin,
    payload: { module, state },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const upgradeDetail = (module: keyof typeof MODULE_INFO) =>
  new RegExp(`${MODULE_INFO[module].label} is not active for Gated\\. Upgrade product modules`);

beforeAll(async () => {
  ({ t, operator, admin } = await worldAppAt(NOW));
  // a new plant has Insight Platform only
  const created = await t.app.inject({
    method: 'POST',
    url: `${API}/portfolio/alpine/plant`,
    headers: admin,
    payload: { id: 'gated', name: 'Gated', price_region_id: 'region.at' },
  });
  expect(created.statusCode, created.body).toBe(201);
});
afterAll(() => t?.close());

describe('basic_production_planning', () => {
  it('gates on-demand optimisation runs and the short-term water values; on, they pass the gate', async () => {
    for (const headers of [admin, operator]) {
      const run = await t.app.inject({ method: 'POST', url: `${GATED}/optimization`, headers, payload: {} });
      expect(run.statusCode).toBe(403);
      expect(run.json().detail).toMatch(upgradeDetail('basic_production_planning'));
    }
    const wv = await get(`${API}/portfolio/alpine/water-value/gated?${RANGE}`);
    expect(wv.statusCode).toBe(403);
    expect(wv.json().detail).toMatch(upgradeDetail('basic_production_planning'));

    await setModule('basic_production_planning', 'TRIAL');
    // past the gate: the run is refused only for the plant's missing data, the water values are "none yet"
    const run = await t.app.inject({ method: 'POST', url: `${GATED}/optimization`, headers: admin, payload: {} });
    expect(run.statusCode).toBe(422);
    expect((await get(`${API}/portfolio/alpine/water-value/gated?${RANGE}`)).statusCode).toBe(400);
  });

  it('the hourly scheduled run asks the same rule: a Live plant without the module is not planned', () => {
    const live = { plant_state: 'Live' as const, name: 'Gated' };
    expect(
      plantDenial('runOptimization', PRODUCT_USER, PRODUCT_LINK, { ...live, modules: { insight_platform: 'ACTIVE' } }),
    ).toMatch(upgradeDetail('basic_production_planning'));
    expect(
      plantDenial('runOptimization', PRODUCT_USER, PRODUCT_LINK, {
        ...live,
        modules: { insight_platform: 'ACTIVE', basic_production_planning: 'ACTIVE' },
      }),
    ).toBeNull();
    // the states unknown (an old client): not denied here, the server's guard loads them
    expect(plantDenial('runOptimization', PRODUCT_USER, PRODUCT_LINK, live)).toBeNull();
  });
});

describe('advanced_production_planning', () => {
  it('gates the plan comparison between runs', async () => {
    // a run of the plant (the path guard answers 404 for another plant's or an unknown run)
    const run = await t.db
      .insertInto('optimization_run')
      .values({
        physical_plant_id: 'gated',
        portfolio_id: 'alpine',
        plant_view_id: 'gated',
        started_by: 'test',
        status: 'failed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const url = `${GATED}/optimization/${run.id}/comparison`;
    const res = await get(url);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(upgradeDetail('advanced_production_planning'));
    await setModule('advanced_production_planning', 'TRIAL');
    // past the gate: a failed run has no plan to compare
    expect((await get(url)).statusCode).toBe(409);
  });
});

describe('inflow_package', () => {
  it('gates the inflow-weighted price', async () => {
    const res = await get(`${GATED}/inflow-weighted-price?${RANGE}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(upgradeDetail('inflow_package'));
    await setModule('inflow_package', 'ACTIVE');
    expect((await get(`${GATED}/inflow-weighted-price?${RANGE}`)).statusCode).toBe(200);
  });
});

describe('price_forecast', () => {
  it("shows a region's forecasts only where a plant of the portfolio has the module, and the download needs it", async () => {
    const prices = async () =>
      (await get(`${API}/portfolio/alpine/power-prices?${RANGE}`))
        .json()
        .regions.find((r: { id: string }) => r.id === 'region.at').frames as Array<{ kind: string }>;
    expect((await prices()).some((f) => f.kind === 'forecast')).toBe(true); // hochalm has every module
    /** Hochalm's Price Forecast module switched on or off. */
    const priceForecasts = (state: 'ACTIVE' | 'INACTIVE') =>
      t.db
        .updateTable('product_module_state')
        .set({ state })
        .where('module', '=', FEATURE_MODULES.priceForecasts)
        .where('physical_plant_id', '=', 'hochalm')
        .execute();
    await priceForecasts('INACTIVE');
    try {
      const frames = await prices();
      expect(frames.some((f) => f.kind === 'forecast')).toBe(false);
      expect(frames.some((f) => f.kind === 'actual')).toBe(true);
      const download = await get(`${API}/portfolio/alpine/price-forecast/download?${RANGE}`);
      expect(download.statusCode).toBe(403);
      expect(download.json().detail).toMatch(/Price Forecast is not active/);
    } finally {
      await priceForecasts('ACTIVE');
    }
    expect((await get(`${API}/portfolio/alpine/price-forecast/download?${RANGE}`)).statusCode).toBe(200);
  });
});
