import { REPORTING_SECTION_IDS } from '@penstock/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorldTestApp } from '../../testing/createWorldTestApp.js';
import type { TestApp } from '../../testing/createTestApp.js';
import { bearer, signIn } from '../../testing/signIn.js';

type Section = { id: string; value: number | null; unit: string; formula: string };
let t: TestApp;
let admin: Record<string, string>;
let operator: Record<string, string>;
const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url: `/api/dashboard-v3/portfolio/${url}`, headers });
const START = Date.UTC(2026, 4, 1), END = Date.UTC(2026, 7, 1);
const range = `start-ts=${START}&end-ts=${END}`;
const value = (sections: Section[], id: string) => sections.find((s) => s.id === id)!.value!;
const total = (frames: Array<{ component_id: string | null; kind: string; values: number[] }>) =>
  frames.find((f) => f.component_id === null && f.kind === 'actual')!.values.reduce((a, b) => a + b, 0);

beforeAll(async () => {
  t = await createWorldTestApp();
  admin = bearer((await signIn(t.app, 'admin@penstock.demo')).access_token);
  operator = bearer((await signIn(t.app, 'operator@penstock.demo')).access_token);
});
afterAll(() => t?.close());

describe('reporting', () => {
  it('answers the eleven sections with formulas, consistent with the series endpoints', async () => {
    const res = await get(`alpine/plant/hochalm/reporting?${range}`);
    expect(res.statusCode).toBe(200);
    const { sections } = res.json() as { sections: Section[] };
    expect(sections.map((s) => s.id)).toEqual([...REPORTING_SECTION_IDS]);
    for (const s of sections) {
      expect(s.value, s.id).not.toBeNull();
      expect(s.formula.length).toBeGreaterThan(10);
    }
    const energy = (await get(`alpine/plant/hochalm/energy?${range}&granularity=month`)).json();
    const revenue = (await get(`alpine/plant/hochalm/revenue?${range}&granularity=month`)).json();
    expect(value(sections, 'totalGeneration')).toBeCloseTo(total(energy.frames), 4);
    expect(value(sections, 'totalRevenue')).toBeCloseTo(total(revenue.frames), 2);
    const power = (await get(`alpine/plant/hochalm/power?${range}`)).json();
    const hoursWithPower = power.frames.find((f: { component_id: string | null; kind: string }) => f.component_id === null && f.kind === 'actual').time.length;
    expect(value(sections, 'averageGeneration')).toBeCloseTo(value(sections, 'totalGeneration') / hoursWithPower, 6);
    expect(value(sections, 'averageRealizedMarketPrice')).toBeCloseTo(value(sections, 'totalRevenue') / value(sections, 'totalGeneration'), 6);
    expect(value(sections, 'valueAdded')).toBeCloseTo(value(sections, 'totalRevenue') - value(sections, 'unoptimizedRevenue'), 4);
    expect(value(sections, 'averageValueAdded')).toBeCloseTo(value(sections, 'valueAdded') / value(sections, 'totalGeneration'), 6);
    // a storage plant that follows prices captures more than the average price
    expect(value(sections, 'averageRealizedMarketPrice')).toBeGreaterThan(value(sections, 'averageMarketPrice'));
  });

  it('portfolio figures are the sums of its plant views', async () => {
    const res = (await get(`river/reporting?${range}`, operator)).json();
    expect(res.plants.map((p: { plant_view_id: string }) => p.plant_view_id)).toEqual(['brunnau', 'innau', 'leitenau']);
    for (const id of ['totalGeneration', 'totalRevenue', 'unoptimizedRevenue', 'valueAdded', 'averageInflow', 'waterContent']) {
      const sum = res.plants.reduce((a: number, p: { sections: Section[] }) => a + value(p.sections, id), 0);
      expect(value(res.sections, id), id).toBeCloseTo(sum, 4);
    }
  });

  it('value added is positive for every demo plant over every month with actuals', async () => {
    // the test world's actuals run from 20 March to 30 October 12:00 (UTC); whole months as picked
    for (const [portfolio, plant] of [['alpine', 'hochalm'], ['pumped', 'gletschersee'], ['river', 'innau'], ['river', 'brunnau'], ['river', 'leitenau']]) {
      for (let month = 2; month <= 9; month++) {
        const res = await get(`${portfolio}/plant/${plant}/reporting?start-ts=${Date.UTC(2026, month, 1)}&end-ts=${Date.UTC(2026, month + 1, 1)}`);
        const { sections } = res.json() as { sections: Section[] };
        expect(value(sections, 'valueAdded'), `${plant} 2026-${month + 1}`).toBeGreaterThan(0);
        expect(value(sections, 'unoptimizedRevenue'), `${plant} 2026-${month + 1}`).toBeGreaterThanOrEqual(0);
      }
    }
    // the tooltip defines the reference
    const { sections } = (await get(`river/plant/innau/reporting?${range}`)).json() as { sections: Section[] };
    expect(sections.find((x) => x.id === 'unoptimizedRevenue')!.formula).toContain('turbines the inflow as it comes');
  });

  it('averages divide by the hours that have the quantity, not by future hours', async () => {
    // October: actuals until 30 Oct 12:00, plans after; the average is over the hours with actuals
    const s = Date.UTC(2026, 9, 1), e = Date.UTC(2026, 10, 1);
    const { sections } = (await get(`alpine/plant/hochalm/reporting?start-ts=${s}&end-ts=${e}`)).json() as { sections: Section[] };
    const power = (await get(`alpine/plant/hochalm/power?start-ts=${s}&end-ts=${e}`)).json();
    const actualHours = power.frames.find((f: { component_id: string | null; kind: string }) => f.component_id === null && f.kind === 'actual').time.length;
    expect(actualHours).toBeLessThan((e - s) / 3_600_000 - 24);
    expect(value(sections, 'averageGeneration')).toBeCloseTo(value(sections, 'totalGeneration') / actualHours, 6);
    expect(sections.find((x) => x.id === 'averageGeneration')!.formula).toContain('hours of the range that have an actual power value');
  });

  it('validates the range and isolates portfolios', async () => {
    expect((await get(`alpine/reporting?start-ts=${END}&end-ts=${START}`)).statusCode).toBe(400);
    expect((await get(`pumped/reporting?${range}`, operator)).statusCode).toBe(404);
    expect((await get(`alpine/plant/innau/reporting?${range}`, operator)).statusCode).toBe(404);
  });
});

describe('power prices', () => {
  it('answers day-ahead, realised and forecast prices per region of the portfolio', async () => {
    const res = await get(`river/power-prices?start-ts=${Date.UTC(2026, 9, 29)}&end-ts=${Date.UTC(2026, 10, 3)}&granularity=day`, operator);
    expect(res.statusCode).toBe(200);
    const { regions } = res.json();
    expect(regions.map((r: { id: string }) => r.id)).toEqual(['region.at']);
    const kinds = regions[0].frames.map((f: { quantity: string; kind: string; source_name: string | null }) => `${f.quantity}/${f.kind}/${f.source_name}`);
    expect(kinds.sort()).toEqual(['day_ahead_price/actual/null', 'day_ahead_price/forecast/Penstock market model', 'realised_price/actual/null']);
    expect(regions[0].frames.every((f: { values: number[] }) => f.values.length > 0)).toBe(true);
    expect((await get(`pumped/power-prices?start-ts=0&end-ts=1000`, operator)).statusCode).toBe(404);
  });
});

describe('water values', () => {
  it('answers 400 {detail} while the plant has none, then the newest run\'s values', async () => {
    const url = `alpine/water-value/hochalm?start-ts=${Date.UTC(2026, 9, 30)}&end-ts=${Date.UTC(2026, 10, 1)}&granularity=day&timezone=UTC`;
    const none = await get(url, operator);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ detail: 'No water values for this plant' });

    const run = await t.db.insertInto('optimization_run').values({ physical_plant_id: 'hochalm' }).returning('id').executeTakeFirstOrThrow();
    const hours = Array.from({ length: 48 }, (_, i) => new Date(Date.UTC(2026, 9, 30) + i * 3_600_000));
    await t.db
      .insertInto('water_value')
      .values(hours.map((ts, i) => ({ run_id: run.id, hydro_body_id: 'hochalm.reservoir', control_unit_id: null, ts, value_eur_per_mwh: 60 + (i % 24), value_eur_per_m3: 0.1 })))
      .execute();
    const res = await get(url, operator);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.run_id).toBe(run.id);
    const wv = body.frames.find((f: { quantity: string }) => f.quantity === 'water_value');
    expect(wv).toMatchObject({ component_id: 'hochalm.reservoir', unit: 'EUR/MWh', time: [Date.UTC(2026, 9, 30), Date.UTC(2026, 9, 31)], values: [71.5, 71.5] });
    expect((await get(url.replace('alpine/water-value/hochalm', 'alpine/water-value/innau'), operator)).statusCode).toBe(404);
  });
});
