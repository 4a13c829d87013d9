import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { worldAppAt } from '../../testing/worldAppAt.js';

const H = 3_600_000;
const NOW = Date.UTC(2026, 9, 30, 10, 30);
const API = '/api/dashboard-v3';
const M = `${API}/market`;

let t: TestApp;
let operator: Record<string, string>;
let admin: Record<string, string>;

const req = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const uploadForecast = (headers: Record<string, string>, query: string, csv: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/portfolio/alpine/plant/hochalm/upload/price-forecasts?${query}`,
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: csv,
  });
/** Stored day-ahead forecasts of a region's source, by hour. */
const forecasts = async (regionId: string, sourceName: string) => {
  const { rows } = await sql<{ ts: number; value: number }>`
    select (extract(epoch from v.ts) * 1000)::float8 as ts, v.value
    from series_value v join series s on s.id = v.series_id join price_forecast_source f on f.id = s.price_forecast_source_id
    where s.price_region_id = ${regionId} and f.name = ${sourceName} and s.kind = 'forecast' order by v.ts`.execute(
    t.db,
  );
  return rows;
};
const demoCustomer = async () =>
  (
    await t.db
      .selectFrom('customer')
      .select(sql<string>`id::text`.as('id'))
      .where('name', '=', 'Demo Hydro')
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => ({ t, operator, admin } = await worldAppAt(NOW)));
afterAll(() => t?.close());

describe('price regions', () => {
  it('are seeded for European bidding zones with currency and zone, readable by every user, written by admins', async () => {
    const list = await req('GET', `${M}/price-regions`, operator);
    expect(list.statusCode).toBe(200);
    const byId = new Map(list.json().map((r: { id: string }) => [r.id, r]));
    for (const n of [1, 2, 3, 4, 5])
      expect(byId.get(`region.no${n}`)).toMatchObject({ currency: 'NOK', timezone: 'Europe/Oslo' });
    for (const n of [1, 2, 3, 4]) expect(byId.get(`region.se${n}`)).toMatchObject({ currency: 'SEK' });
    expect(byId.get('region.de-lu')).toMatchObject({ currency: 'EUR', timezone: 'Europe/Berlin' });
    expect(byId.get('region.fr')).toMatchObject({ currency: 'EUR', timezone: 'Europe/Paris' });
    expect(byId.get('region.at')).toMatchObject({ name: 'Austria', plants: expect.any(Number) });
    expect(byId.get('region.ch')).toBeDefined();

    const body = { id: 'region.dk1', name: 'Denmark DK1', currency: 'DKK', timezone: 'Europe/Copenhagen' };
    expect((await req('POST', `${M}/price-regions`, operator, body)).statusCode).toBe(403);
    expect((await req('PATCH', `${M}/price-regions/region.at`, operator, { name: 'x' })).statusCode).toBe(403);
    const created = await req('POST', `${M}/price-regions`, admin, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...body, plants: 0, version: 1, updated_by: 'admin@penstock.demo' });
    const again = await req('POST', `${M}/price-regions`, admin, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ path: 'id', message: 'Already taken' }]);
  });

  it('validates every field with a 400 naming it', async () => {
    const bad = await req('POST', `${M}/price-regions`, admin, {
      id: 'Bad Id',
      name: ' ',
      currency: 'XYZ',
      timezone: 'Mars/Base',
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad
      .json()
      .errors.map((e: { path: string }) => e.path)
      .sort();
    expect(paths).toEqual(['currency', 'id', 'name', 'timezone']);
  });

  it('keeps history, checks the version, and refuses a currency change once prices are stored', async () => {
    const patched = await req('PATCH', `${M}/price-regions/region.dk1`, admin, {
      name: 'Denmark West (DK1)',
      version: 1,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Denmark West (DK1)', version: 2 });
    const stale = await req('PATCH', `${M}/price-regions/region.dk1`, admin, { name: 'Again', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ version: 2, changed_by: 'admin@penstock.demo' });
    const history = (await req('GET', `${M}/price-regions/region.dk1/history`, admin)).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
    expect(history[0].changes.name).toEqual({ from: 'Denmark DK1', to: 'Denmark West (DK1)' });
    expect((await req('GET', `${M}/price-regions/region.dk1/history`, operator)).statusCode).toBe(403);
    // region.at has stored prices (the demo world's): its numbers are euros
    const currency = await req('PATCH', `${M}/price-regions/region.at`, admin, { currency: 'CHF' });
    expect(currency.statusCode).toBe(409);
    expect(currency.json().detail).toMatch(/stored prices in EUR/);
    expect((await req('PATCH', `${M}/price-regions/region.dk1`, admin, { currency: 'EUR' })).statusCode).toBe(200);
    expect((await req('PATCH', `${M}/price-regions/nope`, admin, { name: 'x' })).statusCode).toBe(404);
  });
});

describe('price actuals', () => {
  it('admins write auction results by hour, recorded in the region history; everyone reads them in the region currency', async () => {
    const from = Date.UTC(2027, 0, 1);
    const values = [
      { ts: from, value: 512.5 },
      { ts: from + H, value: -3 },
    ];
    expect((await req('PUT', `${M}/price-regions/region.no5/price-actuals`, operator, { values })).statusCode).toBe(
      403,
    );
    const written = await req('PUT', `${M}/price-regions/region.no5/price-actuals`, admin, { values });
    expect(written.statusCode).toBe(200);
    expect(written.json()).toEqual({ values: 2, written: 2, replaced: 0 });
    // a correction replaces one value, kept with who and when
    const corrected = await req('PUT', `${M}/price-regions/region.no5/price-actuals`, admin, {
      values: [values[0], { ts: from + H, value: -2.5 }],
    });
    expect(corrected.json()).toEqual({ values: 2, written: 2, replaced: 1 });
    const kept = await sql<{ old_value: number; corrected_by: string }>`
      select c.old_value, c.corrected_by from series_value_correction c join series s on s.id = c.series_id
      where s.price_region_id = 'region.no5' and s.kind = 'actual'`.execute(t.db);
    expect(kept.rows).toEqual([{ old_value: -3, corrected_by: 'admin@penstock.demo' }]);
    const read = await req(
      'GET',
      `${M}/price-regions/region.no5/price-actuals?start-ts=${from}&end-ts=${from + 2 * H}`,
      operator,
    );
    expect(read.json()).toEqual({
      price_region_id: 'region.no5',
      unit: 'NOK/MWh',
      time: [from, from + H],
      values: [512.5, -2.5],
    });
    const history = (await req('GET', `${M}/price-regions/region.no5/history`, admin)).json();
    expect(history[0]).toMatchObject({ action: 'update', changed_by: 'admin@penstock.demo' });
    expect(history[0].changes.price_actuals.to).toMatchObject({ hours: 2, replaced: 1 });
    expect(history).toHaveLength(3);

    const half = await req('PUT', `${M}/price-regions/region.no5/price-actuals`, admin, {
      values: [{ ts: from + 1800_000, value: 1 }],
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors[0].path).toBe('values.0.ts');
    const twice = await req('PUT', `${M}/price-regions/region.no5/price-actuals`, admin, {
      values: [values[0], values[0]],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual([{ path: 'values.1.ts', message: 'This time appears twice' }]);
    expect((await req('PUT', `${M}/price-regions/nope/price-actuals`, admin, { values })).statusCode).toBe(404);
  });
});

describe('forecast sources: shared (admins write) or owned by one customer (issue 20 defect 2)', () => {
  const hour = NOW - (NOW % H) + 300 * H;
  const csv = (v: number) => `timestamp,price\n${new Date(hour).toISOString()},${v}\n`;

  it("a non-admin upload to a shared region's forecast is 403 and the stored values stay", async () => {
    await t.db.updateTable('physical_plant').set({ plant_state: 'Setup' }).where('id', '=', 'hochalm').execute();
    try {
      for (const region of ['region.ch', 'region.at']) {
        const before = await forecasts(region, 'Penstock forecast');
        const res = await uploadForecast(operator, `price_region=${region}`, csv(9999));
        expect(res.statusCode).toBe(403);
        expect(res.json().detail).toMatch(/Shared price forecasts are written by administrators only/);
        expect(await forecasts(region, 'Penstock forecast')).toEqual(before);
      }
    } finally {
      await t.db.updateTable('physical_plant').set({ plant_state: 'Live' }).where('id', '=', 'hochalm').execute();
    }
    // administrators still write the shared forecast
    expect((await uploadForecast(admin, 'price_region=region.at&handling=overwrite', csv(77))).statusCode).toBe(200);
  });

  it("a customer's own source is seen only by it, and its writers upload to it in any plant state", async () => {
    const demo = await demoCustomer();
    const other = (
      await req('POST', `${API}/customers`, admin, { name: 'Fjord Kraft AS', currency: 'NOK', timezone: 'Europe/Oslo' })
    ).json().id as string;
    const body = { name: 'Demo Hydro own view', price_region_id: 'region.at', customer_id: demo };
    expect((await req('POST', `${M}/forecast-sources`, operator, body)).statusCode).toBe(403);
    const own = await req('POST', `${M}/forecast-sources`, admin, body);
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ ...body, customer_name: 'Demo Hydro', version: 1 });
    const theirs = (
      await req('POST', `${M}/forecast-sources`, admin, {
        name: 'Fjord view',
        price_region_id: 'region.at',
        customer_id: other,
      })
    ).json();
    // the same name for another owner is not a collision (and so reveals nothing)
    expect((await req('POST', `${M}/forecast-sources`, admin, { ...body, customer_id: other })).statusCode).toBe(201);
    const taken = await req('POST', `${M}/forecast-sources`, admin, body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ path: 'name', message: 'Already taken' }]);
    expect(
      (await req('POST', `${M}/forecast-sources`, admin, { ...body, price_region_id: 'nope' })).json().errors,
    ).toEqual([{ path: 'price_region_id', message: 'Unknown price region' }]);

    const seen = (await req('GET', `${M}/forecast-sources`, operator)).json() as Array<{
      id: string;
      customer_id: string | null;
    }>;
    expect(seen.some((s) => s.id === own.json().id)).toBe(true);
    expect(seen.some((s) => s.id === theirs.id)).toBe(false);
    expect(seen.every((s) => s.customer_id === null || s.customer_id === demo)).toBe(true);
    const regions = (await req('GET', `${API}/price-regions`, operator)).json();
    const at = regions.find((r: { id: string }) => r.id === 'region.at');
    expect(at.forecast_sources.map((s: { id: string }) => s.id)).not.toContain(theirs.id);
    expect(
      (await req('GET', `${M}/forecast-sources`, admin)).json().some((s: { id: string }) => s.id === theirs.id),
    ).toBe(true);

    // the operator's writers upload to the customer's own source while the plant is Live
    const up = await uploadForecast(operator, `source=${own.json().id}`, csv(42));
    expect(up.statusCode).toBe(200);
    expect((await forecasts('region.at', 'Demo Hydro own view')).map((r) => r.value)).toEqual([42]);
    // another customer's source is unknown to them (400, not a hint that it exists)
    expect((await uploadForecast(operator, `source=${theirs.id}`, csv(1))).statusCode).toBe(400);
    expect(await forecasts('region.at', 'Fjord view')).toEqual([]);
    // a read-only portfolio's user uploads nothing
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${API}/portfolio/river/plant/innau/upload/price-forecasts?source=${own.json().id}`,
          headers: { ...operator, 'content-type': 'text/csv' },
          payload: csv(1),
        })
      ).statusCode,
    ).toBe(403);

    // the power market shows the customer's own forecast beside the shared one, never another customer's
    const prices = (
      await req(
        'GET',
        `${API}/portfolio/alpine/power-prices?start-ts=${hour}&end-ts=${hour + H}&timezone=Europe/Vienna`,
        operator,
      )
    ).json();
    const names = prices.regions
      .find((r: { id: string }) => r.id === 'region.at')
      .frames.map((f: { source_name: string | null }) => f.source_name);
    expect(names).toContain('Demo Hydro own view');
    expect(names).not.toContain('Fjord view');

    // a plant can use its customer's source, not another customer's
    const settings = `${API}/portfolio/alpine/plant/hochalm/settings`;
    expect((await req('PUT', settings, admin, { price_forecast_source_id: theirs.id })).statusCode).toBe(400);
    expect((await req('PUT', settings, admin, { price_forecast_source_id: own.json().id })).statusCode).toBe(200);

    const renamed = await req('PATCH', `${M}/forecast-sources/${own.json().id}`, admin, {
      name: 'Demo view',
      version: 1,
    });
    expect(renamed.json()).toMatchObject({ name: 'Demo view', version: 2 });
    const history = (await req('GET', `${M}/forecast-sources/${own.json().id}/history`, admin)).json();
    expect(history[0].changes.name).toEqual({ from: 'Demo Hydro own view', to: 'Demo view' });
  });
});

describe('pricing indexes', () => {
  it('are listed per region, written by admins with history', async () => {
    const list = (await req('GET', `${M}/pricing-indexes`, operator)).json();
    expect(list.find((i: { id: string }) => i.id === 'region.no1.day-ahead')).toMatchObject({
      price_region_id: 'region.no1',
    });
    const body = {
      id: 'nordpool.system',
      name: 'Nord Pool system price',
      price_region_id: 'region.no1',
      description: 'Nordic reference',
    };
    expect((await req('POST', `${M}/pricing-indexes`, operator, body)).statusCode).toBe(403);
    expect((await req('POST', `${M}/pricing-indexes`, admin, body)).statusCode).toBe(201);
    expect((await req('POST', `${M}/pricing-indexes`, admin, body)).statusCode).toBe(409);
    const patched = await req('PATCH', `${M}/pricing-indexes/nordpool.system`, admin, {
      description: 'System price',
      version: 1,
    });
    expect(patched.json()).toMatchObject({ description: 'System price', version: 2 });
    expect((await req('GET', `${M}/pricing-indexes/nordpool.system/history`, admin)).json()).toHaveLength(2);
  });
});

describe('a NOK customer end to end', () => {
  it('onboards with NOK and Europe/Oslo: plants default to the zone, money is in NOK, mixed currencies are not summed', async () => {
    const customer = await req('POST', `${API}/customers`, admin, {
      name: 'Nordkraft AS',
      currency: 'NOK',
      timezone: 'Europe/Oslo',
    });
    expect(customer.statusCode).toBe(201);
    const portfolio = await req('POST', `${API}/portfolio`, admin, {
      id: 'nordkraft',
      display_name: 'Nordkraft',
      customer_id: customer.json().id,
    });
    expect(portfolio.statusCode).toBe(201);
    const plant = await req('POST', `${API}/portfolio/nordkraft/plant`, admin, { id: 'sira', name: 'Sira' });
    expect(plant.statusCode).toBe(201);
    expect(plant.json()).toMatchObject({ market_timezone: 'Europe/Oslo', currency: 'NOK', price_region_id: null });
    const inRegion = await req('PUT', `${API}/portfolio/nordkraft/plant/sira/settings`, admin, {
      price_region_id: 'region.no2',
    });
    expect(inRegion.json()).toMatchObject({ price_region_id: 'region.no2', currency: 'NOK' });

    const views = (await req('GET', `${API}/portfolio/nordkraft/plant`, admin)).json();
    expect(views).toEqual([expect.objectContaining({ id: 'sira', timezone: 'Europe/Oslo', currency: 'NOK' })]);
    const range = `start-ts=${NOW - 24 * H}&end-ts=${NOW}&granularity=hour&timezone=Europe/Oslo`;
    const revenue = (await req('GET', `${API}/portfolio/nordkraft/plant/sira/revenue?${range}`, admin)).json();
    expect(revenue.frames.every((f: { unit: string }) => f.unit === 'NOK')).toBe(true);
    const report = (
      await req('GET', `${API}/portfolio/nordkraft/reporting?start-ts=${NOW - 24 * H}&end-ts=${NOW}`, admin)
    ).json();
    expect(report.currency).toBe('NOK');

    // a EUR plant in the same portfolio: the portfolio's money is refused, naming the currencies
    expect(
      (
        await req('POST', `${API}/portfolio/nordkraft/plant`, admin, {
          id: 'sira-eu',
          name: 'Sira EU',
          price_region_id: 'region.de-lu',
        })
      ).statusCode,
    ).toBe(201);
    const mixed = await req(
      'GET',
      `${API}/portfolio/nordkraft/reporting?start-ts=${NOW - 24 * H}&end-ts=${NOW}`,
      admin,
    );
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().detail).toMatch(
      /different currencies: .*EUR \(Sira EU\).*NOK \(Sira\)|different currencies: .*NOK \(Sira\).*EUR \(Sira EU\)/,
    );
    // each plant's own report is in its currency
    expect(
      (
        await req(
          'GET',
          `${API}/portfolio/nordkraft/plant/sira-eu/reporting?start-ts=${NOW - 24 * H}&end-ts=${NOW}`,
          admin,
        )
      ).json().currency,
    ).toBe('EUR');
  });
});
