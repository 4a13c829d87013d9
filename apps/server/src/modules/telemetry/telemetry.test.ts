import {
  liveDataResponseSchema,
  telemetryHistorySchema,
  telemetryIngestResultSchema,
  type LiveDataComponent,
} from '@penstock/domain';
import { levelToContent } from '@penstock/optimizer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAccountSession } from '../../testing/apiAccount.js';
import { injectAs } from '../../testing/injectAs.js';
import type { TestApp } from '../../testing/createTestApp.js';
import { TEST_WORLD } from '../../testing/createWorldTestApp.js';
import { bearer, signIn } from '../../testing/signIn.js';
import { worldAppAt } from '../../testing/worldAppAt.js';
import { levelToContentPoints } from '../plants/index.js';
import { latestActualContents } from '../series/index.js';

// Telemetry ingest and Live Data (issue 26) against the test world, its clock at the world's now.
const NOW = TEST_WORLD.now!;
const MIN = 60_000;
const H = 3_600_000;
let t: TestApp;
let admin: Record<string, string>;
let operator: Record<string, string>;
let sensor: Record<string, string>;
let sensorName: string;

beforeAll(async () => {
  ({ t, admin, operator } = await worldAppAt(NOW));
  const account = await apiAccountSession(t.app, admin, 'alpine');
  sensor = account.headers;
  sensorName = account.username;
}, 120_000);
afterAll(() => t?.close());

const now = () => t.clock.now().getTime();
/** As the admin unless other headers are given. */
const req = injectAs(
  () => t,
  () => admin,
);
const RIVER = '/api/dashboard-v3/portfolio/river';
const LEITENAU_CHECKS = `${RIVER}/plant/leitenau/telemetry-checks`;
/** The user's telemetryOutdatedAfter setting (hours), a raw JSON value. */
const outdatedAfter = (hours: number, headers: Record<string, string>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/dashboard-v3/settings/telemetryOutdatedAfter',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: String(hours),
  });
const post = (payload: object | string, headers = sensor, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/telemetry${query}`,
    headers: typeof payload === 'string' ? { ...headers, 'content-type': 'text/csv' } : headers,
    payload,
  });
const measurements = (plant_view_id: string, list: object[]) => ({ plant_view_id, measurements: list });
async function liveData(portfolio = 'alpine', headers = admin, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/dashboard-v3/portfolio/${portfolio}/live-data${query}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return liveDataResponseSchema.parse(res.json());
}
const componentOf = (body: { components: LiveDataComponent[] }, id: string) =>
  body.components.find((c) => c.component_id === id)!;
const quantityOf = (c: LiveDataComponent, q: string) => c.quantities.find((x) => x.quantity === q)!;
async function history(component: string, quantity: string, from: number, to: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/dashboard-v3/portfolio/alpine/plant/hochalm/telemetry-history?component=${component}&quantity=${quantity}&start-ts=${from}&end-ts=${to}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return telemetryHistorySchema.parse(res.json());
}

describe('POST /api/v1/telemetry', () => {
  it('stores new values once (idempotent), keeps a changed value as a correction with who and when, and counts them', async () => {
    const ts = now() - 20 * MIN;
    const first = await post(
      measurements('hochalm', [
        { component: 'HOA-M1', quantity: 'power', ts: new Date(ts).toISOString(), value: 41.5 },
        { component: 'hochalm.m2', quantity: 'power', ts, value: 12, quality: 'uncertain', unit: 'MW' },
      ]),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(telemetryIngestResultSchema.parse(first.json())).toEqual({
      plant_view_id: 'hochalm',
      values: 2,
      new: 2,
      unchanged: 0,
      corrected: 0,
      derived: 0,
    });
    const again = await post(
      measurements('hochalm', [
        { component: 'HOA-M1', quantity: 'power', ts, value: 41.5 },
        { component: 'hochalm.m2', quantity: 'power', ts, value: 12.5, quality: 'uncertain' },
      ]),
    );
    expect(again.json()).toMatchObject({ values: 2, new: 0, unchanged: 1, corrected: 1 });

    const h = await history('hochalm.m2', 'power', ts, ts + 1);
    expect(h.values).toEqual([{ ts, value: 12.5, quality: 'uncertain' }]);
    expect(h.corrections).toEqual([
      {
        ts,
        old_value: 12,
        new_value: 12.5,
        old_quality: 'uncertain',
        new_quality: 'uncertain',
        corrected_by: sensorName,
        corrected_at: expect.any(Number),
      },
    ]);
    expect(Math.abs(h.corrections[0].corrected_at - now())).toBeLessThan(60_000);
    const m1 = componentOf(await liveData(), 'hochalm.m1');
    expect(quantityOf(m1, 'power').latest).toEqual({ ts, value: 41.5, quality: 'good' });
  });

  it('takes CSV with a header, one measurement per line (the same answer as JSON)', async () => {
    const ts = now() - 15 * MIN;
    const csv = `component,quantity,ts,value,quality\nHOA-M1,discharge,${new Date(ts).toISOString()},20.25,good\nHOA-M2,discharge,${ts},3,\n`;
    const res = await post(csv, sensor, '?plant_view_id=hochalm');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ values: 2, new: 2, unchanged: 0, corrected: 0 });
    expect((await post(csv, sensor, '?plant_view_id=hochalm')).json()).toMatchObject({ new: 0, unchanged: 2 });
    const semicolons = await post(`ts;value;quantity;component\n${ts};4;discharge;HOA-M2\n`, sensor, '?plant=hochalm');
    expect(semicolons.json()).toMatchObject({ plant_view_id: 'hochalm', new: 0, corrected: 1 });
    const noHeader = await post(`HOA-M1,power,${ts},1\n`, sensor, '?plant_view_id=hochalm');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().detail).toMatch(/header \(line 1\) lacks component, quantity, ts, value/);
  });

  it('refuses a batch with any bad line as a whole, naming every bad line by its number', async () => {
    const ts = now() - 10 * MIN;
    const csv = [
      'component,quantity,ts,value,quality,unit',
      `HOA-M1,power,${ts},7,,`, // 2: good
      `HOA-NOPE,power,${ts},7,,`, // 3: unknown component
      `HOA-M1,level,${ts},7,,`, // 4: a turbine has no level
      `HOA-M1,power,${ts + H},7,,`, // 5: an hour ahead
      `HOA-M1,power,${ts - MIN},NaN,,`, // 6: not finite
      `HOA-M1,power,${ts - 2 * MIN},Infinity,,`, // 7: not finite
      `HOA-M1,power,${ts - 3 * MIN},7,,m3/s`, // 8: unit of another quantity
      `HOA-RES,level,${ts},99999,,`, // 9: level outside the reservoir's table
      `HOA-M1,power,${ts - 4 * MIN},7,excellent,`, // 10: no OPC UA quality
      `HOA-M1,power,${ts},8,,`, // 11: line 2's cell with another value
      `HOA-M1,power,2026-10-30 11:00,7,,`, // 12: no offset
    ].join('\n');
    const res = await post(csv, sensor, '?plant_view_id=hochalm');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors.map((e: { line: number }) => e.line)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(body.errors[0]).toMatchObject({
      path: 'line 3',
      message: expect.stringMatching(/Unknown component "HOA-NOPE"/),
    });
    expect(body.errors[1].message).toMatch(/Unknown quantity "level" for TURBINE hochalm.m1/);
    expect(body.errors[2].message).toMatch(/more than 5 minutes in the future/);
    expect(body.errors[3].message).toMatch(/not a/);
    expect(body.errors[5].message).toMatch(/Unit "m3\/s" does not fit power \(MW\)/);
    expect(body.errors[6].message).toMatch(/outside the level-to-content table of hochalm.reservoir/);
    expect(body.errors[8].message).toMatch(/sent on line 2 with another value/);
    expect(body.detail).toMatch(/^10 of 11 lines are not valid, so nothing was stored/);
    // atomic: line 2 was good and is not stored either
    expect((await history('hochalm.m1', 'power', ts, ts + 1)).values).toEqual([]);
    // JSON lines are the places in the list
    const json = await post(
      measurements('hochalm', [
        { component: 'HOA-M1', quantity: 'power', ts, value: 1 },
        { component: 'HOA-M1', quantity: 'power', ts: ts - MIN, value: 'many' },
      ]),
    );
    expect(json.json().errors).toEqual([{ path: 'line 2', line: 2, message: 'value is not a number' }]);
  });

  it('names at most the first 100 bad lines and counts them all', async () => {
    const list = Array.from({ length: 150 }, (_, i) => ({
      component: 'X',
      quantity: 'power',
      ts: now() - i * MIN,
      value: 1,
    }));
    const res = await post(measurements('hochalm', list));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveLength(100);
    expect(res.json().detail).toMatch(/^150 of 150 lines .*\(the first 100 are listed\)$/);
  });

  it('keeps level and content consistent through the level-to-content table when only one is sent', async () => {
    const curve = await levelToContentPoints(['hochalm.reservoir'], t.db);
    const level = (curve[0].level + curve[curve.length - 1].level) / 2;
    const ts = now() - 5 * MIN;
    const res = await post(measurements('hochalm', [{ component: 'HOA-RES', quantity: 'level', ts, value: level }]));
    expect(res.json()).toMatchObject({ new: 1, derived: 1 });
    const content = levelToContent(curve, level);
    expect((await history('hochalm.reservoir', 'content', ts, ts + 1)).values[0].value).toBeCloseTo(content, 3);
    // a content alone gives its level
    const ts2 = ts - MIN;
    await post(measurements('hochalm', [{ component: 'HOA-RES', quantity: 'content', ts: ts2, value: content }]));
    expect((await history('hochalm.reservoir', 'level', ts2, ts2 + 1)).values[0].value).toBeCloseTo(level, 6);
  });

  it('stores and shows bad values, which the optimiser never reads', async () => {
    const before = (await latestActualContents(['hochalm.reservoir'], null, t.db)).get('hochalm.reservoir')!;
    const ts = now() - 2 * MIN;
    const res = await post(
      measurements('hochalm', [
        { component: 'HOA-RES', quantity: 'content', ts, value: before.value * 0.5, quality: 'bad' },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const reservoir = componentOf(await liveData(), 'hochalm.reservoir');
    expect(quantityOf(reservoir, 'content')).toMatchObject({ latest: { ts, quality: 'bad' }, state: 'bad' });
    expect(quantityOf(reservoir, 'level').latest).toMatchObject({ ts, quality: 'bad' }); // derived with its quality
    const start = (await latestActualContents(['hochalm.reservoir'], null, t.db)).get('hochalm.reservoir')!;
    expect(start).toEqual(before);
  });

  it('writes a large batch in pieces and keeps it atomic: a bad line in a later piece stores nothing; a content sent pieces after its level is kept as sent', async () => {
    const curve = await levelToContentPoints(['hochalm.reservoir'], t.db);
    const level = (curve[0].level * 3 + curve[curve.length - 1].level) / 4;
    const at = now() - 2 * H - 13_000;
    const sentContent = levelToContent(curve, level) + 5_000; // not what the level would derive
    const base = now() - 3 * H - 11_000;
    const tsOf = (i: number) => base - i * 10_000;
    const batch = (bad: boolean) => {
      const list: object[] = Array.from({ length: 60_000 }, (_, i) => ({
        component: 'HOA-M1',
        quantity: 'discharge',
        ts: tsOf(i),
        value: i % 40,
      }));
      list[0] = { component: 'HOA-RES', quantity: 'level', ts: at, value: level }; // the first piece
      list[55_000] = { component: 'HOA-RES', quantity: 'content', ts: at, value: sentContent }; // the third
      if (bad) list[58_000] = { component: 'HOA-M1', quantity: 'discharge', ts: now(), value: 'a lot' };
      return measurements('hochalm', list);
    };
    const refused = await post(batch(true));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ line: 58_001 })]);
    // nothing of the pieces written before the bad line was found stays
    const stored = await history('hochalm.m1', 'discharge', tsOf(59_999), tsOf(0) + 1);
    expect(stored.values.filter((v) => (base - v.ts) % 10_000 === 0)).toEqual([]);
    expect((await history('hochalm.reservoir', 'level', at, at + 1)).values).toEqual([]);

    const res = await post(batch(false));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json()).toMatchObject({ values: 60_000, new: 60_000, derived: 0 });
    expect((await history('hochalm.reservoir', 'content', at, at + 1)).values[0].value).toBe(sentContent);
    expect((await history('hochalm.reservoir', 'level', at, at + 1)).values[0].value).toBe(level);
  }, 120_000);

  it('answers 413 beyond 100,000 values and takes 100,000 in one request', async () => {
    const list = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        component: 'HOA-M2',
        quantity: 'discharge',
        ts: now() - H - i * MIN - 7_000,
        value: i % 50,
      }));
    const tooMany = await post(measurements('hochalm', list(100_001)));
    expect(tooMany.statusCode).toBe(413);
    const res = await post(measurements('hochalm', list(100_000)));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json()).toMatchObject({ values: 100_000, new: 100_000, unchanged: 0, corrected: 0 });
  }, 120_000);
});

describe('rights', () => {
  it("an API account writes only its own portfolio's plants, and only with write permission", async () => {
    const ts = now() - 30 * MIN;
    const one = (plant_view_id: string, component: string) =>
      measurements(plant_view_id, [{ component, quantity: 'power', ts, value: 1 }]);
    expect((await post(one('innau', 'innau.t1'))).statusCode).toBe(404);
    expect((await post({ plant: 'innau', measurements: one('innau', 'innau.t1').measurements })).statusCode).toBe(404);
    const reader = await apiAccountSession(t.app, admin, 'alpine', { canWrite: false });
    expect((await post(one('hochalm', 'hochalm.m1'), reader.headers)).statusCode).toBe(403);
    // users: the operator writes Alpine, reads River only; the admin writes everywhere
    expect((await post(one('innau', 'innau.t1'), operator)).statusCode).toBe(403);
    expect((await post(one('hochalm', 'hochalm.m1'), operator)).statusCode).toBe(200);
    expect((await post(one('innau', 'innau.t1'), admin)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/telemetry', payload: one('hochalm', 'hochalm.m1') }))
        .statusCode,
    ).toBe(401);
  });
});

describe('Live Data and the freshness states', () => {
  it('shows each state: fresh, outdated after telemetryOutdatedAfter, frozen, bad, no telemetry; outdated=true filters', async () => {
    // Leitenau's turbine reports a constant non-zero power for 7 hours: frozen (power: 6 hours by default)
    const hour = Math.floor(now() / H) * H;
    const flat = Array.from({ length: 8 }, (_, i) => ({
      component: 'leitenau.t1',
      quantity: 'power',
      ts: hour - i * H,
      value: 3.25,
    }));
    expect((await post(measurements('leitenau', flat), admin)).statusCode).toBe(200);
    const river = await liveData('river');
    expect(componentOf(river, 'leitenau.t1')).toMatchObject({ state: 'frozen', tab: 'Turbine' });
    expect(componentOf(river, 'innau.tailwater')).toMatchObject({
      state: 'no_telemetry',
      tab: 'Reservoir',
      quantities: [],
    });
    expect(componentOf(river, 'innau.weir')).toMatchObject({ state: 'fresh', tab: 'Gate' });
    expect((await liveData('river', admin, '?outdated=true')).components).toEqual([]);

    // the world's actuals stop at its now: seven hours later everything that is not sent is outdated (user setting 6 h)
    t.clock.advance(7 * H);
    const later7 = bearer((await signIn(t.app, 'admin@penstock.demo')).access_token); // the session of 7 hours ago expired
    try {
      const later = await liveData('river', later7);
      expect(componentOf(later, 'innau.weir').state).toBe('outdated');
      const outdated = await liveData('river', later7, '?outdated=true');
      expect(outdated.components.length).toBeGreaterThan(0);
      expect(outdated.components.every((c) => c.state === 'outdated')).toBe(true);
      // a user who allows 12 hours sees them fresh
      await outdatedAfter(12, later7);
      expect(componentOf(await liveData('river', later7), 'innau.weir').state).toBe('fresh');
      await outdatedAfter(6, later7);
    } finally {
      t.clock.advance(-7 * H);
    }
  });

  it("a plant's own frozen check replaces the default, with history", async () => {
    const put = await req('PUT', LEITENAU_CHECKS, { checks: { power: { deadband: 0.001, hours: 24 } } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().checks.power).toEqual({ deadband: 0.001, hours: 24, restAtZero: true });
    expect(componentOf(await liveData('river'), 'leitenau.t1').state).toBe('fresh');
    const back = await req('PUT', LEITENAU_CHECKS, { checks: { power: null } });
    expect(back.json().checks.power).toEqual({ deadband: 0.001, hours: 6, restAtZero: true });
    const entries = await t.db
      .selectFrom('entity_history')
      .select(['changed_by'])
      .where('entity', '=', 'telemetry_check')
      .execute();
    expect(entries.map((e) => e.changed_by)).toEqual(['admin@penstock.demo', 'admin@penstock.demo']);
    // the settings screen's history: newest first, each with who and what changed
    const listed = await req('GET', `${LEITENAU_CHECKS}/history`, undefined, operator);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().map((e: { version: number; changed_by: string }) => [e.version, e.changed_by])).toEqual([
      [2, 'admin@penstock.demo'],
      [1, 'admin@penstock.demo'],
    ]);
    expect(listed.json()[1].changes.checks.to).toEqual({ power: { deadband: 0.001, hours: 24 } });
    // a reader may not set them
    const refused = await req('PUT', LEITENAU_CHECKS, { checks: { power: null } }, operator);
    expect(refused.statusCode).toBe(403);
  });

  it('latest-telemetry-time of a plant and of a portfolio carry the same states', async () => {
    const plant = (await req('GET', `${RIVER}/plant/leitenau/latest-telemetry-time`)).json();
    const portfolio = (await req('GET', `${RIVER}/latest-telemetry-time`)).json();
    const t1 = plant.components.find((c: { component_id: string }) => c.component_id === 'leitenau.t1');
    expect(t1).toMatchObject({
      state: 'frozen',
      has_telemetry: true,
      latest_value: { quantity: 'power', unit: 'MW', value: 3.25 },
    });
    expect(portfolio.components.find((c: { component_id: string }) => c.component_id === 'leitenau.t1')).toEqual(t1);
  });
});
