import { maxOf, REPORTING_SECTION_IDS } from '@penstock/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInWorldApp } from '../../testing/signedInWorldApp.js';
import type { TestApp } from '../../testing/createTestApp.js';

type Section = { id: string; value: number | null; unit: string; formula: string };
let t: TestApp;
let admin: Record<string, string>;
let operator: Record<string, string>;
const get = (url: string, headers = admin) =>
  t.app.inject({ method: 'GET', url: `/api/dashboard-v3/portfolio/${url}`, headers });
const START = Date.UTC(2026, 4, 1),
  END = Date.UTC(2026, 7, 1);
const range = `start-ts=${START}&end-ts=${END}`;
const value = (sections: Section[], id: string) => sections.find((s) => s.id === id)!.value!;
const total = (frames: Array<{ component_id: string | null; kind: string; values: number[] }>) =>
  frames.find((f) => f.component_id === null && f.kind === 'actual')!.values.reduce((a, b) => a + b, 0);

beforeAll(async () => ({ t, admin, operator } = await signedInWorldApp()), 120_000);
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
    const hoursWithPower = power.frames.find(
      (f: { component_id: string | null; kind: string }) => f.component_id === null && f.kind === 'actual',
    ).time.length;
    expect(value(sections, 'averageGeneration')).toBeCloseTo(value(sections, 'totalGeneration') / hoursWithPower, 6);
    expect(value(sections, 'averageRealizedMarketPrice')).toBeCloseTo(
      value(sections, 'totalRevenue') / value(sections, 'totalGeneration'),
      6,
    );
    expect(value(sections, 'valueAdded')).toBeCloseTo(
      value(sections, 'totalRevenue') - value(sections, 'unoptimizedRevenue'),
      4,
    );
    expect(value(sections, 'averageValueAdded')).toBeCloseTo(
      value(sections, 'valueAdded') / value(sections, 'totalGeneration'),
      6,
    );
    // a storage plant that follows prices captures more than the average price
    expect(value(sections, 'averageRealizedMarketPrice')).toBeGreaterThan(value(sections, 'averageMarketPrice'));
  });

  it('portfolio figures are the sums of its plant views', async () => {
    const res = (await get(`river/reporting?${range}`, operator)).json();
    expect(res.plants.map((p: { plant_view_id: string }) => p.plant_view_id)).toEqual(['brunnau', 'innau', 'leitenau']);
    for (const id of [
      'totalGeneration',
      'totalRevenue',
      'unoptimizedRevenue',
      'valueAdded',
      'averageInflow',
      'waterContent',
    ]) {
      const sum = res.plants.reduce((a: number, p: { sections: Section[] }) => a + value(p.sections, id), 0);
      expect(value(res.sections, id), id).toBeCloseTo(sum, 4);
    }
  });

  it('value added is positive for every demo plant over every month with actuals', async () => {
    // the test world's actuals run from 20 March to 30 October 12:00 (UTC); whole months as picked
    for (const [portfolio, plant] of [
      ['alpine', 'hochalm'],
      ['pumped', 'gletschersee'],
      ['river', 'innau'],
      ['river', 'brunnau'],
      ['river', 'leitenau'],
    ]) {
      for (let month = 2; month <= 9; month++) {
        const res = await get(
          `${portfolio}/plant/${plant}/reporting?start-ts=${Date.UTC(2026, month, 1)}&end-ts=${Date.UTC(2026, month + 1, 1)}`,
        );
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
    const s = Date.UTC(2026, 9, 1),
      e = Date.UTC(2026, 10, 1);
    const { sections } = (await get(`alpine/plant/hochalm/reporting?start-ts=${s}&end-ts=${e}`)).json() as {
      sections: Section[];
    };
    const power = (await get(`alpine/plant/hochalm/power?start-ts=${s}&end-ts=${e}`)).json();
    const actualHours = power.frames.find(
      (f: { component_id: string | null; kind: string }) => f.component_id === null && f.kind === 'actual',
    ).time.length;
    expect(actualHours).toBeLessThan((e - s) / 3_600_000 - 24);
    expect(value(sections, 'averageGeneration')).toBeCloseTo(value(sections, 'totalGeneration') / actualHours, 6);
    expect(sections.find((x) => x.id === 'averageGeneration')!.formula).toContain(
      'hours of the range that have an actual power value',
    );
  });

  it('the reference has the units the plant had: a unit that stood still while scheduled to run was out for it too', async () => {
    // July: the river runs the Innau turbine at capacity; six hours of a forced outage (no power, no
    // flow through it) while its schedule ran it. The reference must not earn those hours either.
    const s = Date.UTC(2026, 6, 1),
      e = Date.UTC(2026, 7, 1);
    const plant = 'river/plant/innau';
    const report = async () => (await get(`${plant}/reporting?start-ts=${s}&end-ts=${e}`)).json().sections as Section[];
    const cellsOf = async (kind: string, quantity: string) => {
      const f = (
        await get(
          `${plant}/with-override-info?kind=${kind}&quantity=${quantity}&component=innau.t1&start-ts=${s}&end-ts=${e}`,
        )
      ).json().frames[0] as { time: number[]; values: number[] };
      return new Map(f.time.map((ts, i) => [ts, f.values[i]]));
    };
    const [plan, power, flow] = await Promise.all([
      cellsOf('plan', 'power'),
      cellsOf('actual', 'power'),
      cellsOf('actual', 'discharge'),
    ]);
    const full = maxOf(power.values());
    const candidates = [...power]
      .filter(([ts, p]) => p > 0.9 * full && (plan.get(ts) ?? 0) > 0 && (flow.get(ts) ?? 0) > 0)
      .map(([ts]) => ts);
    const outage = candidates.slice(candidates.length >> 1, (candidates.length >> 1) + 6);
    expect(outage, `${plan.size} ${power.size} ${flow.size}`).toHaveLength(6);
    const prices = (await get(`${plant}/day-ahead-price?start-ts=${outage[0]}&end-ts=${outage[5] + 3_600_000}`)).json();
    const priceAt = new Map<number, number>(
      prices.frames[0].time.map((ts: number, i: number) => [ts, prices.frames[0].values[i]]),
    );
    const lost = outage.reduce((a, ts) => a + power.get(ts)! * priceAt.get(ts)!, 0);
    const before = await report();
    const cells = outage.flatMap((ts) => [
      { component_id: 'innau.t1', quantity: 'power', ts, value: 0, expected_previous: power.get(ts) },
      { component_id: 'innau.t1', quantity: 'discharge', ts, value: 0, expected_previous: flow.get(ts) },
    ]);
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard-v3/portfolio/${plant}/overrides?kind=actual`,
      headers: admin,
      payload: { cells },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const after = await report();
      const revenueDrop = value(before, 'totalRevenue') - value(after, 'totalRevenue');
      expect(revenueDrop).toBeCloseTo(lost, 0);
      // the reference would have turbined those hours at capacity; with the unit out it cannot, so
      // the outage costs the reference about what it cost the plant and leaves the value added
      const referenceDrop = value(before, 'unoptimizedRevenue') - value(after, 'unoptimizedRevenue');
      expect(referenceDrop).toBeGreaterThan(0.8 * lost);
      expect(Math.abs(value(after, 'valueAdded') - value(before, 'valueAdded'))).toBeLessThan(0.2 * lost);
    } finally {
      for (const quantity of ['power', 'discharge']) {
        const gone = await t.app.inject({
          method: 'DELETE',
          url: `/api/dashboard-v3/portfolio/${plant}/overrides?kind=actual&component=innau.t1&quantity=${quantity}&start-ts=${outage[0]}&end-ts=${outage[5] + 3_600_000}`,
          headers: admin,
        });
        expect(gone.statusCode, gone.body).toBe(200);
      }
    }
  });

  it('validates the range and isolates portfolios', async () => {
    expect((await get(`alpine/reporting?start-ts=${END}&end-ts=${START}`)).statusCode).toBe(400);
    expect((await get(`pumped/reporting?${range}`, operator)).statusCode).toBe(404);
    expect((await get(`alpine/plant/innau/reporting?${range}`, operator)).statusCode).toBe(404);
  });
});

describe('power prices', () => {
  it('answers day-ahead, realised and forecast prices per region of the portfolio', async () => {
    const res = await get(
      `river/power-prices?start-ts=${Date.UTC(2026, 9, 29)}&end-ts=${Date.UTC(2026, 10, 3)}&granularity=day`,
      operator,
    );
    expect(res.statusCode).toBe(200);
    const { regions } = res.json();
    expect(regions.map((r: { id: string }) => r.id)).toEqual(['region.at']);
    const kinds = regions[0].frames.map(
      (f: { quantity: string; kind: string; source_name: string | null }) => `${f.quantity}/${f.kind}/${f.source_name}`,
    );
    expect(kinds.sort()).toEqual([
      'day_ahead_price/actual/null',
      'day_ahead_price/forecast/Penstock market model',
      'realised_price/actual/null',
    ]);
    expect(regions[0].frames.every((f: { values: number[] }) => f.values.length > 0)).toBe(true);
    expect((await get(`pumped/power-prices?start-ts=0&end-ts=1000`, operator)).statusCode).toBe(404);
  });
});

describe('water values', () => {
  it("answers 400 {detail} while the plant has none, then the newest run's values", async () => {
    const url = `alpine/water-value/hochalm?start-ts=${Date.UTC(2026, 9, 30)}&end-ts=${Date.UTC(2026, 10, 1)}&granularity=day&timezone=UTC`;
    const none = await get(url, operator);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ detail: 'No water values for this plant' });

    const run = await t.db
      .insertInto('optimization_run')
      .values({ physical_plant_id: 'hochalm' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const hours = Array.from({ length: 48 }, (_, i) => new Date(Date.UTC(2026, 9, 30) + i * 3_600_000));
    await t.db
      .insertInto('water_value')
      .values(
        hours.map((ts, i) => ({
          run_id: run.id,
          hydro_body_id: 'hochalm.reservoir',
          control_unit_id: null,
          ts,
          value_eur_per_mwh: 60 + (i % 24),
          value_eur_per_m3: 0.1,
        })),
      )
      .execute();
    const res = await get(url, operator);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.run_id).toBe(run.id);
    const wv = body.frames.find((f: { quantity: string }) => f.quantity === 'water_value');
    expect(wv).toMatchObject({
      component_id: 'hochalm.reservoir',
      unit: 'EUR/MWh',
      time: [Date.UTC(2026, 9, 30), Date.UTC(2026, 9, 31)],
      values: [71.5, 71.5],
    });
    expect(
      (await get(url.replace('alpine/water-value/hochalm', 'alpine/water-value/innau'), operator)).statusCode,
    ).toBe(404);
  });
});

describe("reporting's value of the water left", () => {
  // October in the test world: actuals until 30 Oct 12:00; a long-term stage starts on 29 October
  const s = Date.UTC(2026, 9, 1),
    e = Date.UTC(2026, 10, 1);
  const report = async () => {
    const { sections } = (await get(`alpine/plant/hochalm/reporting?start-ts=${s}&end-ts=${e}`)).json() as {
      sections: Section[];
    };
    return sections.find((x) => x.id === 'unoptimizedRevenue')!;
  };
  /** A succeeded long-term run of Hochalm whose future value at the range's end is one cut: EUR per m3 of the reservoir. */
  const runWithSlope = async (version: number, slope: number) => {
    const run = await t.db
      .insertInto('long_term_run')
      .values({
        physical_plant_id: 'hochalm',
        version,
        started_by: 'test',
        status: 'succeeded',
        inputs: JSON.stringify({ weeks: 52 }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('long_term_cut')
      .values({
        run_id: run.id,
        stage: 0,
        state: 0,
        stage_start: new Date(Date.UTC(2026, 9, 29)),
        cuts: JSON.stringify([
          { intercept: 5e6, slopes: { 'hochalm.reservoir': slope } },
          { intercept: 9e9, slopes: {} },
        ]),
      })
      .execute();
  };

  it("uses the long-term run's water values, as the short-term plan does, and says so in the tooltip", async () => {
    const before = await report();
    expect(before.formula).toContain("at the reference's mean price");

    // the content the plant kept over the range, read from the series API
    const content = (await get(`alpine/plant/hochalm/water-content?start-ts=${s}&end-ts=${e}`)).json();
    const values = content.frames
      .find(
        (f: { component_id: string | null; kind: string }) =>
          f.component_id === 'hochalm.reservoir' && f.kind === 'actual',
      )
      .values.filter((v: number | null) => v !== null);
    const kept = values[values.length - 1] - values[0];
    expect(Math.abs(kept)).toBeGreaterThan(1000);

    await runWithSlope(1, 0.05);
    const first = await report();
    expect(first.formula).toContain('long-term water values of run 1 (week of 2026-10-29)');
    expect(first.formula).toContain(`${Math.round(0.05 * kept).toLocaleString('en-GB')} EUR`);
    expect(first.value).not.toBeCloseTo(before.value!, 0);

    // a newer run that values water higher: the reference keeps exactly that much less for the same water
    await runWithSlope(2, 0.08);
    const second = await report();
    expect(second.formula).toContain('run 2');
    expect(second.value! - first.value!).toBeCloseTo(-(0.08 - 0.05) * kept, 2);
    await t.db.deleteFrom('long_term_run').where('physical_plant_id', '=', 'hochalm').execute();
  });
});
