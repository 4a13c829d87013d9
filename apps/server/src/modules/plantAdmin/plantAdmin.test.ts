import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_WORLD } from '../../testing/createWorldTestApp.js';
import { signedInWorldApp } from '../../testing/signedInWorldApp.js';
import type { TestApp } from '../../testing/createTestApp.js';
import { jsonOf } from '../../testing/injectAs.js';
import { plantAdminList } from './plantList.js';
import { reservoirBody } from './testing/reservoirBody.js';
import { unitBody } from './testing/unitBody.js';

let t: TestApp;
let admin: Record<string, string>;
let operator: Record<string, string>;
const API = '/api/dashboard-v3/portfolio';
const P = `${API}/alpine/plant/seealm`;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
/** An admin adds a control unit to Seealm (unitBody). */
const addUnit = (...unit: Parameters<typeof unitBody>) => call('POST', `${P}/control-unit`, admin, unitBody(...unit));
/** An admin adds a reservoir to Seealm (reservoirBody). */
const addReservoir = (...body: Parameters<typeof reservoirBody>) =>
  call('POST', `${P}/hydro-body`, admin, reservoirBody(...body));

beforeAll(async () => ({ t, admin, operator } = await signedInWorldApp()), 120_000);
afterAll(() => t?.close());

/** Seealm: a reservoir, a turbine, a spillway gate and the tailwater, built through the API. */
async function buildSeealm() {
  const created = await call('POST', `${API}/alpine/plant`, admin, {
    id: 'seealm',
    name: 'Seealm',
    market_timezone: 'Europe/Vienna',
    price_region_id: 'region.at',
  });
  expect(jsonOf(created, 201)).toMatchObject({
    id: 'seealm',
    plant_view_id: 'seealm',
    plant_state: 'Draft',
    next_states: ['Setup', 'Inactive'],
    version: 1,
  });
  for (const body of [
    {
      id: 'seealm.lake',
      external_id: 'SEE-R',
      name: 'Seealm Lake',
      type: 'RESERVOIR',
      min_level: 1800,
      max_level: 1830,
    },
    {
      id: 'seealm.tail',
      external_id: 'SEE-D',
      name: 'Seealm Tailwater',
      type: 'DOWNSTREAM',
      min_level: 1200,
      max_level: 1202,
    },
  ])
    expect((await call('POST', `${P}/hydro-body`, admin, body)).statusCode).toBe(201);
  for (const unit of [
    unitBody('seealm.t1', 'TURBINE', ['seealm.lake', 'seealm.tail'], { external_id: 'SEE-T1', p_max: 50, q_max: 10 }),
    {
      id: 'seealm.gate',
      external_id: 'SEE-G',
      name: 'Spillway',
      type: 'GATE',
      upstream: 'seealm.lake',
      downstream: 'seealm.tail',
      control_status: 'UNCONTROLLED',
    },
  ])
    expect((await call('POST', `${P}/control-unit`, admin, unit)).statusCode).toBe(201);
}

describe('plant create, settings, rename and history', () => {
  beforeAll(buildSeealm);

  it('only admins create plants; a taken id is 409; an unknown zone or region is 400', async () => {
    expect(
      (await call('POST', `${API}/alpine/plant`, operator, { id: 'x1', name: 'X', market_timezone: 'Europe/Vienna' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', `${API}/alpine/plant`, admin, {
          id: 'seealm',
          name: 'Again',
          market_timezone: 'Europe/Vienna',
        })
      ).statusCode,
    ).toBe(409);
    const zone = await call('POST', `${API}/alpine/plant`, admin, {
      id: 'x2',
      name: 'X',
      market_timezone: 'Mars/Olympus',
    });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().detail).toContain('Unknown time zone');
    expect(
      (
        await call('POST', `${API}/alpine/plant`, admin, {
          id: 'x3',
          name: 'X',
          market_timezone: 'Europe/Vienna',
          price_region_id: 'region.xx',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('renames with versions: a stale write is 409 naming who and when, and the history keeps both', async () => {
    const before = (await call('GET', `${P}/settings`, operator)).json();
    expect((await call('PUT', `${P}/rename`, operator, { id: 'seealm', name: 'Nope' })).statusCode).toBe(403);
    const rename = (name: string) => call('PUT', `${P}/rename`, admin, { id: 'seealm', name, version: before.version });
    const ok = await rename('Seealm Storage');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Seealm Storage', version: before.version + 1 });
    const stale = await rename('Seealm Old');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ changed_by: 'admin@penstock.demo', version: before.version + 1 });
    expect(typeof stale.json().changed_at).toBe('number');
    expect((await call('PUT', `${P}/rename`, admin, { id: 'other', name: 'X' })).statusCode).toBe(400);
    const history = (await call('GET', `${P}/history`, operator)).json();
    expect(history[0]).toMatchObject({
      action: 'update',
      changed_by: 'admin@penstock.demo',
      changes: { name: { from: 'Seealm', to: 'Seealm Storage' } },
    });
    expect(history.at(-1).action).toBe('create');
    const list = (await call('GET', `${API}/alpine/plant-admin`, operator)).json();
    expect(list.find((v: { id: string }) => v.id === 'seealm')).toEqual({
      id: 'seealm',
      internal_id: 'seealm',
      name: 'Seealm Storage',
      plant_state: 'Draft',
      market_timezone: 'Europe/Vienna',
      units: 2,
      shadow_of: null,
      data_quality_percent: null,
    });
    expect(list.find((v: { id: string }) => v.id === 'hochalm').units).toBe(3);
    // data quality counts the 7 days before now: at the world's now, where its actuals end, it is high; weeks later nothing arrived
    const atWorldNow = await plantAdminList('alpine', new Date(TEST_WORLD.now!), t.db);
    expect(atWorldNow.find((v) => v.id === 'hochalm')!.data_quality_percent).toBeGreaterThan(90);
    expect(
      (await plantAdminList('alpine', new Date(TEST_WORLD.now! + 30 * 86_400_000), t.db)).find(
        (v) => v.id === 'hochalm',
      )!.data_quality_percent,
    ).toBe(0);
    // the plant view list shows the new name
    const views = (await call('GET', `${API}/alpine/plant`, operator)).json();
    expect(views.find((v: { id: string }) => v.id === 'seealm')).toMatchObject({
      name: 'Seealm Storage',
      plant_state: 'Draft',
    });
  });
});

describe('topology validation', () => {
  it('refuses a unit whose body is missing or not of this plant, naming the parts', async () => {
    const res = await addUnit('seealm.t2', 'TURBINE', ['seealm.lake', 'hochalm.tailwater']);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(
      'Control unit T2 cannot be added: Control unit T2 (seealm.t2): downstream body hochalm.tailwater is not a hydro body of this plant',
    );
    const none = await addUnit('seealm.t2', 'TURBINE', [null, 'seealm.tail']);
    expect(none.json().detail).toContain('Control unit T2 (seealm.t2) has no upstream body');
    expect((await t.db.selectFrom('control_unit').select('id').where('id', '=', 'seealm.t2').execute()).length).toBe(0);
  });

  it('refuses a body id that does not exist at all as 400 naming the field (was a 500 from the foreign key)', async () => {
    const created = await addUnit('seealm.t9', 'TURBINE', ['seealm.ghost', 'seealm.tail']);
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      title: 'This cannot be a plant',
      detail: 'Control unit T9 cannot be added: upstream body seealm.ghost is not a hydro body of this plant',
      errors: [{ path: 'upstream' }],
    });
    const changed = await call('PUT', `${P}/control-unit/seealm.t1`, admin, { downstream: 'seealm.ghost' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors).toEqual([
      { path: 'downstream', message: 'downstream body seealm.ghost is not a hydro body of this plant' },
    ]);
    const spill = await call('PUT', `${P}/hydro-body/seealm.lake`, admin, { spill_target_id: 'seealm.ghost' });
    expect(spill.statusCode).toBe(400);
    expect(spill.json().errors).toEqual([
      { path: 'spill_target_id', message: 'spill target seealm.ghost is not a hydro body of this plant' },
    ]);
    const unit = await t.db
      .selectFrom('control_unit')
      .select('downstream_id')
      .where('id', '=', 'seealm.t1')
      .executeTakeFirstOrThrow();
    expect(unit.downstream_id).toBe('seealm.tail');
  });

  it('refuses an External ID another component of the plant has (a full view would show two alike): 409 naming it', async () => {
    const created = await addReservoir('seealm.pond2', 'SEE-R', 'Pond 2');
    expect(created.statusCode).toBe(409);
    expect(created.json().detail).toBe(
      'The External ID SEE-R is used by Seealm Lake (seealm.lake) in this plant; choose another',
    );
    const unit = await call('PUT', `${P}/control-unit/seealm.t1`, admin, { external_id: 'SEE-G' });
    expect(unit.statusCode).toBe(409);
    expect(unit.json().detail).toBe(
      'The External ID SEE-G is used by Spillway (seealm.gate) in this plant; choose another',
    );
    // its own External ID, and one of another plant, are fine
    expect(
      (await call('PUT', `${P}/control-unit/seealm.t1`, admin, { external_id: 'SEE-T1', name: 'T1' })).statusCode,
    ).toBe(200);
    expect((await call('PUT', `${P}/hydro-body/seealm.lake`, admin, { external_id: 'HOA-RES' })).statusCode).toBe(200);
    expect((await call('PUT', `${P}/hydro-body/seealm.lake`, admin, { external_id: 'SEE-R' })).statusCode).toBe(200);
    expect((await t.db.selectFrom('hydro_body').select('id').where('id', '=', 'seealm.pond2').execute()).length).toBe(
      0,
    );
  });

  it('refuses a generating path that runs in a circle', async () => {
    expect((await addReservoir('seealm.pond', 'P', 'Pond')).statusCode).toBe(201);
    expect((await addUnit('seealm.g2', 'GATE', ['seealm.lake', 'seealm.pond'], { q_max: 5 })).statusCode).toBe(201);
    const res = await addUnit('seealm.g3', 'GATE', ['seealm.pond', 'seealm.lake'], { q_max: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(
      'The generating path runs in a circle: Seealm Lake -(G2)-> Pond -(G3)-> Seealm Lake',
    );
    // a pump may lift the water back: not a circle of the generating path
    expect(
      (await addUnit('seealm.p3', 'PUMP', ['seealm.pond', 'seealm.lake'], { pump_p_max: 2, pump_q_max: 1 })).statusCode,
    ).toBe(201);
  });

  it('refuses deleting a body a unit still uses; deletes with a version; history keeps the delete', async () => {
    const res = await call('DELETE', `${P}/hydro-body/seealm.pond`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(
      'Hydro body Pond cannot be deleted: control unit G2 (downstream), control unit P3 (upstream) use it. Link them elsewhere or delete them first.',
    );
    const units = (await call('GET', `${P}/components`, admin)).json().control_units;
    const g2 = units.find((u: { id: string }) => u.id === 'seealm.g2');
    expect((await call('DELETE', `${P}/control-unit/seealm.g2?version=${g2.version + 1}`, admin)).statusCode).toBe(409);
    expect((await call('DELETE', `${P}/control-unit/seealm.g2?version=${g2.version}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `${P}/control-unit/seealm.p3`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `${P}/hydro-body/seealm.pond`, admin)).statusCode).toBe(204);
    const history = (await call('GET', `${P}/control-unit/seealm.g2/history`, admin)).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(['delete', 'create']);
    // the same id can be used again; its history continues
    expect((await addReservoir('seealm.pond', 'P', 'Pond 2')).statusCode).toBe(201);
    expect(
      (await call('GET', `${P}/hydro-body/seealm.pond/history`, admin))
        .json()
        .map((h: { version: number }) => h.version),
    ).toEqual([3, 2, 1]);
    expect((await call('DELETE', `${P}/hydro-body/seealm.pond`, admin)).statusCode).toBe(204);
  });

  it('validates limits and operating modes per type', async () => {
    const limits = await call('PUT', `${P}/control-unit/seealm.t1`, admin, { p_min: 60, p_max: 50 });
    expect(limits.statusCode).toBe(400);
    expect(JSON.stringify(limits.json())).toContain('Power limits: the minimum 60 is above the maximum 50');
    const mode = await call('PUT', `${P}/control-unit/seealm.t1`, admin, { control_status: 'UNCONTROLLED' });
    expect(mode.statusCode).toBe(400);
    expect(mode.json().detail).toContain('A turbine cannot be UNCONTROLLED');
  });

  it('assigns a new component to views that show every component, not to curated ones', async () => {
    // a second, curated view of the sandbox portfolio on Hochalm leaves the spillway out
    const before = await t.db
      .selectFrom('plant_view_control_unit')
      .select('plant_view_id')
      .where('control_unit_id', '=', 'hochalm.m1')
      .execute();
    expect(before.map((r) => r.plant_view_id).sort()).toEqual(['hochalm', 'hochalm-sandbox']);
    const res = await call(
      'POST',
      `${API}/alpine/plant/hochalm/control-unit`,
      admin,
      unitBody('hochalm.m3', 'TURBINE', ['hochalm.reservoir', 'hochalm.tailwater']),
    );
    expect(res.statusCode).toBe(201);
    const views = await t.db
      .selectFrom('plant_view_control_unit')
      .select('plant_view_id')
      .where('control_unit_id', '=', 'hochalm.m3')
      .execute();
    expect(views.map((r) => r.plant_view_id)).toEqual(['hochalm']);
    expect((await call('DELETE', `${API}/alpine/plant/hochalm/control-unit/hochalm.m3`, admin)).statusCode).toBe(204);
  });
});

describe('point tables', () => {
  it('saves a whole table with warnings per point; a repeated x saves nothing; stale is 409; history', async () => {
    const url = `${P}/level-to-content/seealm.lake`;
    const empty = (await call('GET', url, admin)).json();
    expect(empty).toMatchObject({ points: [], version: 0, warnings: [] });
    const dup = await call('PUT', url, admin, {
      points: [
        { x: 1800, y: 0 },
        { x: 1800, y: 5 },
      ],
      version: 0,
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().detail).toContain('Point 2 repeats x 1800 of point 1');
    const saved = await call('PUT', url, admin, {
      points: [
        { x: 1830, y: 30e6 },
        { x: 1800, y: 0 },
        { x: 1815, y: 12e6 },
        { x: 1820, y: 11e6 },
      ],
      version: 0,
    });
    expect(saved.statusCode).toBe(200);
    const table = saved.json();
    expect(table.points.map((p: { x: number }) => p.x)).toEqual([1800, 1815, 1820, 1830]);
    expect(table.warnings).toEqual([
      { index: 2, message: 'content 11000000 does not increase with level (previous point 12000000)' },
    ]);
    expect(table.version).toBe(1);
    expect((await call('PUT', url, admin, { points: [{ x: 1800, y: 0 }], version: 0 })).statusCode).toBe(409);
    const fixed = await call('PUT', url, admin, {
      points: [
        { x: 1800, y: 0 },
        { x: 1815, y: 12e6 },
        { x: 1830, y: 30e6 },
      ],
      version: 1,
    });
    expect(fixed.json()).toMatchObject({ version: 2, warnings: [] });
    expect(
      (
        await t.db
          .selectFrom('level_to_content_point')
          .select('level')
          .where('hydro_body_id', '=', 'seealm.lake')
          .execute()
      ).length,
    ).toBe(3);
    const history = (await call('GET', `${url}/history`, admin)).json();
    expect(history.map((h: { version: number }) => h.version)).toEqual([2, 1]);
    // the points are JSON in the history, not a JSON string
    expect(history[0].changes.points.to).toEqual([
      { x: 1800, y: 0 },
      { x: 1815, y: 12e6 },
      { x: 1830, y: 30e6 },
    ]);
    expect(history[0].changes.points.from).toHaveLength(4);
    // the same points again change nothing and add no history
    expect(
      (
        await call('PUT', url, admin, {
          points: [
            { x: 1830, y: 30e6 },
            { x: 1800, y: 0 },
            { x: 1815, y: 12e6 },
          ],
          version: 2,
        })
      ).json().version,
    ).toBe(2);
    expect((await call('GET', `${url}/history`, admin)).json()).toHaveLength(2);
  });

  it('warns of an implausible turbine efficiency computed from head and flow', async () => {
    // gross head ~ 1815 - 1201 = 614 m: 10 m3/s could give ~ 60 MW at 100 %
    const res = await call('PUT', `${P}/flow-to-power/seealm.t1`, admin, {
      points: [
        { x: 2, y: 10 },
        { x: 10, y: 52 },
        { x: 8, y: 90, head: 600 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const w = res.json().warnings;
    expect(
      w.some(
        (x: { index: number; message: string }) =>
          x.index === 1 && /^Efficiency 19\d % at 8 m3\/s and 600 m head is implausible/.test(x.message),
      ),
    ).toBe(true);
    expect(
      w.some(
        (x: { index: number; message: string }) => x.index === 2 && x.message.startsWith('power 52 does not increase'),
      ),
    ).toBe(true);
    expect((await call('PUT', `${P}/flow-to-power/seealm.lake`, admin, { points: [] })).statusCode).toBe(404);
    expect((await call('PUT', `${P}/opening-to-throughput/seealm.t1`, admin, { points: [] })).statusCode).toBe(400);
  });
});

describe('plant states, rights and completeness', () => {
  it('names what is missing before an optimisation and before going Live', async () => {
    await call('PUT', `${P}/flow-to-power/seealm.t1`, admin, { points: [] });
    const completeness = (await call('GET', `${P}/completeness`, operator)).json();
    expect(completeness).toEqual({
      complete: false,
      missing: [
        'gate Spillway has no q_max and no opening-to-throughput table',
        'turbine T1 has no flow-to-power curve',
      ],
    });
    // runs are what Basic Production Planning sells (a new plant has Insight Platform only)
    expect((await call('POST', `${P}/optimization`, operator, {})).statusCode).toBe(403);
    const modules = await call('PUT', `${P}/product-modules`, admin, {
      module: 'basic_production_planning',
      state: 'ACTIVE',
    });
    expect(modules.statusCode).toBe(200);
    const run = await call('POST', `${P}/optimization`, operator, {});
    expect(run.statusCode).toBe(422);
    expect(run.json().detail).toBe(
      'Seealm Storage cannot be optimised until its data is complete: gate Spillway has no q_max and no opening-to-throughput table; turbine T1 has no flow-to-power curve',
    );
  });

  it('a level-to-content curve whose content falls is named as missing data', async () => {
    const url = `${P}/level-to-content/seealm.lake`;
    const table = (await call('GET', url, admin)).json();
    const falling = await call('PUT', url, admin, {
      points: [
        { x: 1800, y: 0 },
        { x: 1815, y: 12e6 },
        { x: 1830, y: 11e6 },
      ],
      version: table.version,
    });
    expect(falling.json().warnings).toHaveLength(1); // saved, with its warning
    expect((await call('GET', `${P}/completeness`, operator)).json().missing).toContain(
      'reservoir Seealm Lake has a level-to-content curve whose content does not rise with the level',
    );
    await call('PUT', url, admin, { points: table.points, version: falling.json().version });
    expect(
      (await call('GET', `${P}/completeness`, operator))
        .json()
        .missing.some((m: string) => m.includes('does not rise')),
    ).toBe(false);
  });

  it('moves along the designed transitions only (admins), keeping each change', async () => {
    expect((await call('PUT', `${P}/plant-state`, operator, { plant_state: 'Setup' })).statusCode).toBe(403);
    const bad = await call('PUT', `${P}/plant-state`, admin, { plant_state: 'Live' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('A Draft plant cannot move to Live; from Draft it can move to Setup, Inactive');
    expect((await call('PUT', `${P}/plant-state`, admin, { plant_state: 'Setup' })).json().plant_state).toBe('Setup');
    await call('PUT', `${P}/plant-state`, admin, { plant_state: 'Review' });
    const live = await call('PUT', `${P}/plant-state`, admin, { plant_state: 'Live' });
    expect(live.statusCode).toBe(400);
    expect(live.json().detail).toBe(
      'Seealm Storage cannot go Live until its data is complete: gate Spillway has no q_max and no opening-to-throughput table; turbine T1 has no flow-to-power curve',
    );
    await call('PUT', `${P}/plant-state`, admin, { plant_state: 'Setup' });
    const states = (await call('GET', `${P}/plant-state/history`, operator)).json();
    expect(
      states.slice(0, 3).map((h: { changes: { plant_state: { to: string } } }) => h.changes.plant_state.to),
    ).toEqual(['Setup', 'Review', 'Setup']);
  });

  it('lets a writer edit topology and static data in Setup, not in Live; readers never', async () => {
    const ok = await call('PUT', `${P}/flow-to-power/seealm.t1`, operator, {
      points: [
        { x: 2, y: 10 },
        { x: 10, y: 50 },
      ],
    });
    expect(ok.statusCode).toBe(200);
    expect((await call('PUT', `${P}/control-unit/seealm.gate`, operator, { q_max: 80 })).statusCode).toBe(200);
    expect((await call('PUT', `${P}/plant-state`, admin, { plant_state: 'Review' })).statusCode).toBe(200);
    expect((await call('PUT', `${P}/plant-state`, admin, { plant_state: 'Live' })).statusCode).toBe(200);
    const refused = await call('PUT', `${P}/flow-to-power/seealm.t1`, operator, {
      points: [
        { x: 2, y: 11 },
        { x: 10, y: 50 },
      ],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(
      'Static data can be edited by administrators, or while the plant is in Draft or Setup (it is Live)',
    );
    expect((await call('POST', `${P}/hydro-body`, operator, reservoirBody('seealm.x', 'X', 'X'))).statusCode).toBe(403);
    // admins may still correct a live plant
    expect((await call('PUT', `${P}/control-unit/seealm.gate`, admin, { q_max: 90 })).statusCode).toBe(200);
    // the river portfolio is read-only for the operator
    expect(
      (await call('PUT', `${API}/river/plant/innau/level-to-content/innau.pond`, operator, { points: [] })).statusCode,
    ).toBe(403);
  });

  it('refuses on-demand runs of an inactive plant; scheduled runs only for Live plants', async () => {
    expect((await call('PUT', `${P}/plant-state`, admin, { plant_state: 'Inactive' })).statusCode).toBe(200);
    const res = await call('POST', `${P}/optimization`, admin, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('An inactive plant is not optimised: move it to Setup first');
    const { liveViews } = await import('../plants/index.js');
    expect((await liveViews(t.db, null)).map((v) => v.physical_plant_id)).not.toContain('seealm');
    await call('PUT', `${P}/plant-state`, admin, { plant_state: 'Setup' });
  });
});

describe('strategy adjustment and analytics parameters', () => {
  it('keeps versions and history; analytics needs an admin and a value for FIXED', async () => {
    expect((await call('GET', `${P}/strategy-adjustment`, operator)).json()).toMatchObject({
      water_value_factor_percent: 100,
      version: 0,
    });
    expect(
      (await call('PUT', `${P}/strategy-adjustment`, operator, { water_value_factor_percent: 120, version: 0 })).json(),
    ).toMatchObject({ water_value_factor_percent: 120, version: 1 });
    expect(
      (await call('PUT', `${P}/strategy-adjustment`, operator, { water_value_factor_percent: 90, version: 0 }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('PUT', `${P}/strategy-adjustment`, operator, { water_value_factor_percent: 5 })).statusCode,
    ).toBe(400);
    expect((await call('GET', `${P}/strategy-adjustment/history`, operator)).json()[0].changes).toEqual({
      water_value_factor_percent: { from: null, to: 120 },
    });

    expect(
      (
        await call('PUT', `${P}/analytics-parameter`, operator, {
          horizon_hours: 48,
          terminal_water_value_method: 'MEAN_PRICE',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('PUT', `${P}/analytics-parameter`, admin, {
          horizon_hours: 48,
          terminal_water_value_method: 'FIXED',
        })
      ).statusCode,
    ).toBe(400);
    const saved = await call('PUT', `${P}/analytics-parameter`, admin, {
      horizon_hours: 48,
      terminal_water_value_method: 'FIXED',
      terminal_water_value_eur_mwh: 70,
      version: 0,
    });
    expect(saved.json()).toMatchObject({
      horizon_hours: 48,
      terminal_water_value_method: 'FIXED',
      terminal_water_value_eur_mwh: 70,
      day_ahead_bid_completion_hour: null,
      version: 1,
    });
    expect((await call('GET', `${P}/analytics-parameter/history`, admin)).json()).toHaveLength(1);
  });
});

describe('shadow plant', () => {
  it('copies a plant under a new id with its point tables and history; admins only', async () => {
    const url = `${API}/alpine/plant/hochalm/shadow-plant`;
    const m1 = `${API}/alpine/plant/hochalm/flow-to-power/hochalm.m1`;
    const curve = (await call('GET', m1, admin)).json();
    expect((await call('PUT', m1, admin, { points: curve.points, version: curve.version })).statusCode).toBe(200); // the table gets a version row
    expect((await call('POST', url, operator, { id: 'hochalm-whatif', name: 'Hochalm what-if' })).statusCode).toBe(403);
    const res = await call('POST', url, admin, {
      id: 'hochalm-whatif',
      name: 'Hochalm what-if',
      include_history: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: 'hochalm-whatif',
      plant_state: 'Draft',
      shadow_of: 'hochalm',
      market_timezone: 'Europe/Vienna',
      price_region_id: 'region.at',
    });
    const topo = (await call('GET', `${API}/alpine/plant/hochalm-whatif/topology`, operator)).json();
    expect(topo.control_units.find((u: { id: string }) => u.id === 'hochalm-whatif.m1')).toMatchObject({
      upstream: 'hochalm-whatif.reservoir',
      downstream: 'hochalm-whatif.tailwater',
      isPartOfPlant: true,
    });
    const [src, copy] = await Promise.all(
      ['hochalm.m1', 'hochalm-whatif.m1'].map((id) =>
        t.db
          .selectFrom('flow_to_power_point')
          .select(['flow', 'power'])
          .where('control_unit_id', '=', id)
          .orderBy('flow')
          .execute(),
      ),
    );
    expect(copy).toEqual(src);
    const copied = await t.db
      .selectFrom('point_table')
      .select('points')
      .where('id', '=', 'flow-to-power:hochalm-whatif.m1')
      .executeTakeFirstOrThrow();
    expect(copied.points).toEqual(curve.points); // JSON, as the source's
    const count = async (id: string) =>
      (
        await t.db
          .selectFrom('series as s')
          .innerJoin('series_value as v', 'v.series_id', 's.id')
          .select((e) => e.fn.countAll<string>().as('n'))
          .where('s.hydro_body_id', '=', id)
          .where('s.kind', '=', 'actual')
          .executeTakeFirstOrThrow()
      ).n;
    expect(Number(await count('hochalm-whatif.reservoir'))).toBeGreaterThan(1000);
    expect(await count('hochalm-whatif.reservoir')).toBe(await count('hochalm.reservoir'));
    expect((await call('POST', url, admin, { id: 'hochalm-whatif', name: 'Again' })).statusCode).toBe(409);
  });
});

describe('optimistic concurrency of every plant admin write', () => {
  const S = `${API}/alpine/plant/staleberg`;
  type Req = [Method, string, object?];
  const send = ([method, url, payload]: Req) =>
    t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
  const versionOf = async (url: string, pick: (body: never) => number = (b: { version: number }) => b.version) =>
    pick((await call('GET', url, admin)).json() as never);
  const component =
    (kind: 'hydro_bodies' | 'control_units', id: string) => (b: Record<string, { id: string; version: number }[]>) =>
      b[kind]!.find((c) => c.id === id)!.version;

  beforeAll(async () => {
    expect(
      (
        await call('POST', `${API}/alpine/plant`, admin, {
          id: 'staleberg',
          name: 'Staleberg',
          market_timezone: 'Europe/Vienna',
          price_region_id: 'region.at',
        })
      ).statusCode,
    ).toBe(201);
    for (const body of [
      { id: 'staleberg.lake', external_id: 'STB-R', name: 'Lake', type: 'RESERVOIR', min_level: 1000, max_level: 1020 },
      { id: 'staleberg.tail', external_id: 'STB-D', name: 'Tail', type: 'DOWNSTREAM' },
      { id: 'staleberg.pond', external_id: 'STB-P', name: 'Pond', type: 'RESERVOIR' },
    ])
      expect((await call('POST', `${S}/hydro-body`, admin, body)).statusCode).toBe(201);
    for (const unit of [
      unitBody('staleberg.t1', 'TURBINE', ['staleberg.lake', 'staleberg.tail'], {
        external_id: 'STB-T1',
        p_max: 20,
        q_max: 5,
      }),
      unitBody('staleberg.t2', 'TURBINE', ['staleberg.lake', 'staleberg.tail'], {
        external_id: 'STB-T2',
        p_max: 20,
        q_max: 5,
      }),
    ])
      expect((await call('POST', `${S}/control-unit`, admin, unit)).statusCode).toBe(201);
  });

  // each write: how to read the version the editor loaded, a write with it (accepted), and a second write with the same, now stale, version
  const cases: {
    name: string;
    version: () => Promise<number>;
    write: (v: number) => Req;
    stale: (v: number) => Req;
  }[] = [
    {
      name: 'plant settings',
      version: () => versionOf(`${S}/settings`),
      write: (v) => ['PUT', `${S}/settings`, { market_timezone: 'Europe/Zurich', version: v }],
      stale: (v) => ['PUT', `${S}/settings`, { market_timezone: 'Europe/Vienna', version: v }],
    },
    {
      name: 'rename',
      version: () => versionOf(`${S}/settings`),
      write: (v) => ['PUT', `${S}/rename`, { id: 'staleberg', name: 'Staleberg 2', version: v }],
      stale: (v) => ['PUT', `${S}/rename`, { id: 'staleberg', name: 'Staleberg 3', version: v }],
    },
    {
      name: 'plant state',
      version: () => versionOf(`${S}/settings`),
      write: (v) => ['PUT', `${S}/plant-state`, { plant_state: 'Setup', version: v }],
      stale: (v) => ['PUT', `${S}/plant-state`, { plant_state: 'Draft', version: v }],
    },
    {
      name: 'nomination configuration',
      version: () => versionOf(`${S}/nomination-configuration`),
      write: (v) => ['PATCH', `${S}/nomination-configuration`, { day_ahead_bid_completion_hour: 10, version: v }],
      stale: (v) => ['PATCH', `${S}/nomination-configuration`, { day_ahead_bid_completion_hour: 11, version: v }],
    },
    {
      name: 'strategy adjustment',
      version: () => versionOf(`${S}/strategy-adjustment`),
      write: (v) => ['PUT', `${S}/strategy-adjustment`, { water_value_factor_percent: 110, version: v }],
      stale: (v) => ['PUT', `${S}/strategy-adjustment`, { water_value_factor_percent: 90, version: v }],
    },
    {
      name: 'analytics parameters',
      version: () => versionOf(`${S}/analytics-parameter`),
      write: (v) => [
        'PUT',
        `${S}/analytics-parameter`,
        { horizon_hours: 48, terminal_water_value_method: 'MEAN_PRICE', version: v },
      ],
      stale: (v) => [
        'PUT',
        `${S}/analytics-parameter`,
        { horizon_hours: 72, terminal_water_value_method: 'MEAN_PRICE', version: v },
      ],
    },
    {
      name: 'hydro body (topology and static data)',
      version: () => versionOf(`${S}/components`, component('hydro_bodies', 'staleberg.lake')),
      write: (v) => ['PUT', `${S}/hydro-body/staleberg.lake`, { max_level: 1021, version: v }],
      stale: (v) => ['PUT', `${S}/hydro-body/staleberg.lake`, { max_level: 1022, version: v }],
    },
    {
      name: 'control unit (topology and static data)',
      version: () => versionOf(`${S}/components`, component('control_units', 'staleberg.t1')),
      write: (v) => ['PUT', `${S}/control-unit/staleberg.t1`, { q_max: 6, version: v }],
      stale: (v) => ['PUT', `${S}/control-unit/staleberg.t1`, { q_max: 7, version: v }],
    },
    {
      name: 'point table',
      version: () => versionOf(`${S}/level-to-content/staleberg.lake`),
      write: (v) => [
        'PUT',
        `${S}/level-to-content/staleberg.lake`,
        {
          points: [
            { x: 1000, y: 0 },
            { x: 1020, y: 1e6 },
          ],
          version: v,
        },
      ],
      stale: (v) => ['PUT', `${S}/level-to-content/staleberg.lake`, { points: [{ x: 1000, y: 0 }], version: v }],
    },
    {
      name: 'hydro body delete',
      version: () => versionOf(`${S}/components`, component('hydro_bodies', 'staleberg.pond')),
      write: (v) => ['PUT', `${S}/hydro-body/staleberg.pond`, { name: 'Pond 2', version: v }],
      stale: (v) => ['DELETE', `${S}/hydro-body/staleberg.pond?version=${v}`],
    },
    {
      name: 'control unit delete',
      version: () => versionOf(`${S}/components`, component('control_units', 'staleberg.t2')),
      write: (v) => ['PUT', `${S}/control-unit/staleberg.t2`, { name: 'T2b', version: v }],
      stale: (v) => ['DELETE', `${S}/control-unit/staleberg.t2?version=${v}`],
    },
  ];

  it.each(cases)(
    '$name: a stale version is 409 naming who changed it and when, and saves nothing',
    async ({ version, write, stale }) => {
      const loaded = await version();
      const fresh = await send(write(loaded));
      expect(fresh.statusCode, fresh.body).toBeLessThan(300);
      const before = await version();
      expect(before).toBeGreaterThan(loaded);
      const refused = await send(stale(loaded));
      expect(refused.statusCode, refused.body).toBe(409);
      const body = refused.json();
      expect(body).toMatchObject({ changed_by: 'admin@penstock.demo', version: before });
      expect(body.changed_at).toBeGreaterThan(Date.now() - 600_000);
      expect(body.detail).toMatch(
        /was changed by admin@penstock\.demo at \d{4}-\d\d-\d\dT.* after you loaded it\. Nothing was saved/,
      );
      expect(await version()).toBe(before); // nothing was saved
    },
  );
});
