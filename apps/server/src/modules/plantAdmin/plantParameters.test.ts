import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInWorldApp } from '../../testing/signedInWorldApp.js';
import type { TestApp } from '../../testing/createTestApp.js';
import { buildPlantModel } from '../optimization/index.js';

const START = Date.UTC(2026, 9, 30, 11); // the test world's latest measured content
const P = '/api/dashboard-v3/portfolio/alpine/plant/hochalm';
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => ({ t, admin } = await signedInWorldApp()), 180_000);
afterAll(() => t?.close());

const put = async (what: string, body: object) => {
  const current = (await t.app.inject({ method: 'GET', url: `${P}/${what}`, headers: admin })).json();
  const r = await t.app.inject({
    method: 'PUT',
    url: `${P}/${what}`,
    headers: admin,
    payload: { ...body, version: current.version },
  });
  expect(r.statusCode, r.body).toBe(200);
};
/** The value per m3 of water left in each reservoir at the end of the horizon, as the optimiser gets it. */
const endValues = async () => {
  const built = await buildPlantModel(t.db, { physicalPlantId: 'hochalm', start: START, hours: 48 });
  return {
    values: built.model.reservoirs.map((r) => r.terminalWaterValue ?? 0),
    notes: built.notes,
    future: built.model.futureValue,
  };
};

describe('the General tab changes the optimiser input', () => {
  it('strategy adjustment scales the end-of-horizon water value; analytics parameters choose how it is valued', async () => {
    await put('analytics-parameter', {
      horizon_hours: 48,
      terminal_water_value_method: 'MEAN_PRICE',
      terminal_water_value_eur_mwh: null,
    });
    const mean = await endValues();
    expect(mean.future).toBeUndefined();
    expect(mean.values[0]).toBeGreaterThan(0);
    const meanPrice = Number(/mean price (\d+\.\d+) EUR\/MWh/.exec(mean.notes.join('\n'))![1]);

    await put('strategy-adjustment', { water_value_factor_percent: 150 });
    const scaled = await endValues();
    expect(scaled.values[0]! / mean.values[0]!).toBeCloseTo(1.5, 6);
    expect(scaled.notes.some((n) => n.includes('x 150 % (strategy adjustment)'))).toBe(true);

    await put('analytics-parameter', {
      horizon_hours: 48,
      terminal_water_value_method: 'FIXED',
      terminal_water_value_eur_mwh: 70,
    });
    const fixed = await endValues();
    // the same energy equivalent and factor, the fixed price instead of the mean one
    expect(fixed.values[0]! / scaled.values[0]!).toBeCloseTo(70 / meanPrice, 2);
    expect(fixed.notes.some((n) => n.includes('fixed 70.00 EUR/MWh'))).toBe(true);
  });
});

describe('the planned horizon', () => {
  it('is the hours of an on-demand run that names none', async () => {
    for (const hours of [72, 36]) {
      await put('analytics-parameter', {
        horizon_hours: hours,
        terminal_water_value_method: 'MEAN_PRICE',
        terminal_water_value_eur_mwh: null,
      });
      const run = await t.app.inject({ method: 'POST', url: `${P}/optimization`, headers: admin, payload: {} });
      expect(run.statusCode, run.body).toBe(202);
      expect(run.json().inputs.hours).toBe(hours);
    }
  });
});
