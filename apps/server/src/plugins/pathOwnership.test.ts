// Issue 20, defect 3 (and 7): no id in a path opens another customer's data. A convention test in
// the manner of modules/moduleBoundaries.test.ts: it walks every route of the OpenAPI document that
// has a plant view and another id in its path and proves the path guard answers for it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_IDS, plantPathIdRules, type PathIdRule } from '../modules/plants/index.js';
import type { PlantOwnedTable } from '../modules/plants/plantPathIds.js';
import type { TestApp } from '../testing/createTestApp.js';
import { createWorldTestApp } from '../testing/createWorldTestApp.js';
import { bearer, signIn } from '../testing/signIn.js';

let t: TestApp;
let operator: Record<string, string>;
let admin: Record<string, string>;
/** One row per plant-owned table: of the operator's plant hochalm, and of gletschersee (portfolio pumped, not theirs). */
const own = {} as Record<PlantOwnedTable, string>;
const foreign = {} as Record<PlantOwnedTable, string>;
const OWN_VIEW = '/api/dashboard-v3/portfolio/alpine/plant/hochalm';

async function fixtures(plant: string, into: Record<PlantOwnedTable, string>) {
  const first = async (table: 'hydro_body' | 'control_unit') =>
    (
      await t.db
        .selectFrom(table)
        .select('id')
        .where('physical_plant_id', '=', plant)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  into.hydro_body = await first('hydro_body');
  into.control_unit = await first('control_unit');
  const type = await t.db.selectFrom('constraint_type').select('name').orderBy('name').executeTakeFirstOrThrow();
  const now = t.clock.now();
  into.plant_constraint = (
    await t.db
      .insertInto('plant_constraint')
      .values({
        physical_plant_id: plant,
        plant_view_id: plant,
        type_name: type.name,
        constrainable_id: plant,
        constrainable_type: 'Plant',
        status: 'draft',
        value: JSON.stringify(1),
        validity_start: now,
        created_by: 'test',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  into.maintenance = randomUUID();
  await t.db
    .insertInto('maintenance')
    .values({
      uuid: into.maintenance,
      physical_plant_id: plant,
      plant_view_id: plant,
      control_unit_id: into.control_unit,
      name: 'Revision',
      status: 'Inactive',
      unavailability_reason: 'Revision',
      unavailability_type: 'Planned',
      remaining_power: 0,
      start_ts: now,
    })
    .execute();
  into.optimization_run = (
    await t.db
      .insertInto('optimization_run')
      .values({ physical_plant_id: plant, plant_view_id: plant, status: 'failed' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  into.long_term_run = (
    await t.db
      .insertInto('long_term_run')
      .values({ physical_plant_id: plant, plant_view_id: plant, version: 1, started_by: 'test', status: 'failed' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  into.bid_run = (
    await t.db
      .insertInto('bid_run')
      .values({ physical_plant_id: plant, plant_view_id: plant, bid_date: '2026-12-01', started_by: 'test' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const bidId = randomUUID();
  await t.db
    .insertInto('day_ahead_bid')
    .values({ id: bidId, physical_plant_id: plant, bid_date: '2026-12-01', created_by: 'test' })
    .execute();
  into.day_ahead_bid_version = randomUUID();
  await t.db
    .insertInto('day_ahead_bid_version')
    .values({
      id: into.day_ahead_bid_version,
      bid_id: bidId,
      number: 1,
      source: 'edited',
      created_by: 'test',
      curves: JSON.stringify([]),
      problems: JSON.stringify([]),
    })
    .execute();
  into.head_plant = `${plant}.head`;
  await t.db
    .insertInto('head_plant')
    .values({ id: into.head_plant, physical_plant_id: plant, name: 'Head', outlet_line: 1000 })
    .execute();
}

beforeAll(async () => {
  t = await createWorldTestApp();
  operator = bearer((await signIn(t.app, 'operator@penstock.demo')).access_token);
  admin = bearer((await signIn(t.app, 'admin@penstock.demo')).access_token);
  // the constraint types are written on first use
  expect(
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/dashboard-v3/portfolio/alpine/constraint-types',
        headers: operator,
      })
    ).statusCode,
  ).toBe(200);
  await fixtures('hochalm', own);
  await fixtures('gletschersee', foreign);
}, 120_000);
afterAll(() => t?.close());

type Route = { method: string; path: string; rules: { param: string; rule: PathIdRule }[] };
/** Every operation of the OpenAPI document whose path has a plant view, with the guard's rules for it. */
async function plantViewRoutes(): Promise<Route[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => ({ method: m.toUpperCase(), path, rules: plantPathIdRules(path.replace(/\{(\w+)\}/g, ':$1')) })),
  );
}
/** The admin adds a plant (in Vienna, region.at) to a portfolio. */
const addPlant = async (portfolio: string, id: string, name: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/dashboard-v3/portfolio/${portfolio}/plant`,
    headers: admin,
    payload: { id, name, market_timezone: 'Europe/Vienna', price_region_id: 'region.at' },
  });
  expect(res.statusCode, res.body).toBe(201);
};
const paramsOf = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
/** The path with the operator's own portfolio and view, and for each guarded id the row chosen. */
function url(route: Route, ids: Record<PlantOwnedTable, string>): string {
  return route.path
    .replace('{portfolioId}', 'alpine')
    .replace('{plantViewId}', 'hochalm')
    .replace('{componentType}', 'TURBINE')
    .replace(/\{(\w+)\}/g, (_, param: string) => {
      const r = route.rules.find((x) => x.param === param);
      return r ? encodeURIComponent(ids[r.rule.tables.at(-1)!]) : `unknown-${param}`;
    });
}

describe('path guard: every id in a path belongs to the plant view in the same path', () => {
  it('knows every path parameter under a plant view (an unknown one stops the start)', async () => {
    const routes = await plantViewRoutes();
    const underView = routes.filter((r) => r.path.includes('{plantViewId}') && paramsOf(r.path).length > 2);
    const unguarded = underView.filter((r) => !r.rules.length).map((r) => `${r.method} ${r.path}`);
    // only routes whose extra parameters are not ids (an upload kind) go without the guard
    for (const u of unguarded)
      expect(
        Object.keys(NOT_IDS).some((k) => u.includes(k.replace(/:(\w+)/, '{$1}'))),
        u,
      ).toBe(true);
    expect(underView.length - unguarded.length).toBeGreaterThanOrEqual(30);
    expect(() => plantPathIdRules('/api/x/portfolio/:portfolioId/plant/:plantViewId/thing/:thingId')).toThrow(
      /thingId names nothing/,
    );
  });

  it("answers 404 for another customer's id on every guarded route and method, before validation", async () => {
    const routes = (await plantViewRoutes()).filter((r) => r.rules.length);
    const leaks: string[] = [];
    for (const route of routes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: url(route, foreign),
        headers: operator,
        ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
      });
      const expected = route.rules[0].rule.notFound(foreign[route.rules[0].rule.tables.at(-1)!]);
      if (res.statusCode !== 404 || res.json().detail !== expected)
        leaks.push(`${route.method} ${route.path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(leaks).toEqual([]);
  });

  it('lets the own ids through on every guarded GET route', async () => {
    const routes = (await plantViewRoutes()).filter((r) => r.rules.length && r.method === 'GET');
    const refused: string[] = [];
    for (const route of routes) {
      const res = await t.app.inject({ method: 'GET', url: url(route, own), headers: operator });
      const guard = route.rules[0].rule.notFound(own[route.rules[0].rule.tables.at(-1)!]);
      if (res.statusCode === 404 && res.json().detail === guard) refused.push(`${route.path}: ${res.body}`);
    }
    expect(refused).toEqual([]);
  });

  it('no component history is readable by id across customers; an unknown id is 404, not []', async () => {
    for (const kind of ['hydro-body', 'level-to-content', 'control-unit', 'flow-to-power', 'opening-to-throughput']) {
      const table = kind === 'hydro-body' || kind === 'level-to-content' ? 'hydro_body' : 'control_unit';
      const other = await t.app.inject({
        method: 'GET',
        url: `${OWN_VIEW}/${kind}/${foreign[table]}/history`,
        headers: operator,
      });
      expect(other.statusCode, kind).toBe(404);
      expect(other.body).not.toContain('changed_by');
      const unknown = await t.app.inject({
        method: 'GET',
        url: `${OWN_VIEW}/${kind}/no.such.id/history`,
        headers: operator,
      });
      expect(unknown.statusCode, kind).toBe(404);
      const mine = await t.app.inject({
        method: 'GET',
        url: `${OWN_VIEW}/${kind}/${own[table]}/history`,
        headers: operator,
      });
      expect(mine.statusCode, kind).toBe(200);
    }
  });
});

describe("a taken component id names nothing outside the caller's plant (defect 7)", () => {
  it("answers 409 without naming another customer's plant; a clash in the own plant names the component", async () => {
    await addPlant('alpine', 'seealm', 'Seealm');
    const create = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/dashboard-v3/portfolio/alpine/plant/seealm/hydro-body',
        headers: operator,
        payload: { id, external_id: `EXT-${id}`, name: `Body ${id}`, type: 'RESERVOIR' },
      });
    const taken = await create(foreign.hydro_body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: `The id ${foreign.hydro_body} is taken; choose another id` });
    expect(taken.body).not.toMatch(/plant gletschersee|Gletschersee/);
    expect((await create('seealm.lake')).statusCode).toBe(201);
    const mine = await create('seealm.lake');
    expect(mine.statusCode).toBe(409);
    expect(mine.json().detail).toBe(
      'The id seealm.lake is taken by the hydro body Body seealm.lake of this plant; choose another id',
    );
  });

  it("a reused component id shows only the own plant's part of its history", async () => {
    await addPlant('pumped', 'hinteralm', 'Hinteralm');
    const theirs = '/api/dashboard-v3/portfolio/pumped/plant/hinteralm';
    const body = { id: 'reused.lake', external_id: 'R-1', name: 'Secret Lake', type: 'RESERVOIR' };
    const created = await t.app.inject({ method: 'POST', url: `${theirs}/hydro-body`, headers: admin, payload: body });
    expect(created.statusCode).toBe(201);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${theirs}/hydro-body/reused.lake?version=${created.json().version}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    const mine = '/api/dashboard-v3/portfolio/alpine/plant/seealm';
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${mine}/hydro-body`,
          headers: operator,
          payload: { ...body, name: 'My Lake' },
        })
      ).statusCode,
    ).toBe(201);
    const history = await t.app.inject({
      method: 'GET',
      url: `${mine}/hydro-body/reused.lake/history`,
      headers: operator,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().map((h: { action: string }) => h.action)).toEqual(['create']);
    expect(history.body).not.toMatch(/Secret Lake|hinteralm|admin@/);
    const tables = await t.app.inject({
      method: 'GET',
      url: `${mine}/level-to-content/reused.lake/history`,
      headers: operator,
    });
    expect(tables.statusCode).toBe(200);
  });
});
