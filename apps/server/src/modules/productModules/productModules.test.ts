import { maintenanceHorizonEnd, TRIAL_MS } from '@penstock/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInWorldApp } from '../../testing/signedInWorldApp.js';
import type { TestApp } from '../../testing/createTestApp.js';
import { bearer, signIn } from '../../testing/signIn.js';
import { expireModuleTrialsTask } from './productModules.jobs.js';

let t: TestApp;
let admin: Record<string, string>;
let operator: Record<string, string>;
let newcomer: Record<string, string>;
const PLANT = '/api/dashboard-v3/portfolio/alpine/plant/hochalm';
const MODULES = `${PLANT}/product-modules`;
const LONG_TERM_TABLE = '/api/dashboard-v3/portfolio/alpine/water-value/hochalm/table';
const H = 3_600_000;

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const put = (payload: object, headers = admin) => t.app.inject({ method: 'PUT', url: MODULES, headers, payload });
const stateOf = (body: { modules: { module: string; state: string }[] }, m: string) =>
  body.modules.find((x) => x.module === m)?.state;
const setPlantState = (s: 'Live' | 'Setup' | 'Review') =>
  t.db.updateTable('physical_plant').set({ plant_state: s }).where('id', '=', 'hochalm').execute();

beforeAll(async () => ({ t, admin, operator, newcomer } = await signedInWorldApp()), 120_000);
afterAll(() => t?.close());

describe('product modules', () => {
  it('the seeded plants have every module ACTIVE; users of the portfolio read them, others get 404', async () => {
    const res = await get('/api/dashboard-v3/portfolio/alpine/product-modules', operator);
    expect(res.statusCode).toBe(200);
    const plants = res.json();
    expect(plants.length).toBeGreaterThan(0);
    for (const p of plants) {
      expect(p.modules).toHaveLength(12);
      expect(p.modules.every((m: { state: string }) => m.state === 'ACTIVE')).toBe(true);
      expect(p).toMatchObject({
        can_change: false,
        locked_reason: 'Product modules cannot be changed while the plant is in state Live',
      });
    }
    expect((await get('/api/dashboard-v3/portfolio/alpine/product-modules', newcomer)).statusCode).toBe(404);
    expect((await get(MODULES, newcomer)).statusCode).toBe(404);
    expect((await get(MODULES)).statusCode).toBe(401);
  });

  it('nobody changes modules in Live or Review, admins included; non-admins never', async () => {
    for (const s of ['Live', 'Review'] as const) {
      await setPlantState(s);
      const res = await put({ module: 'long_term_planning', state: 'INACTIVE' });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(`Product modules cannot be changed while the plant is in state ${s}`);
    }
    await setPlantState('Setup');
    const op = await put({ module: 'long_term_planning', state: 'INACTIVE' }, operator);
    expect(op.statusCode).toBe(403);
    expect(op.json().detail).toBe('Only administrators may change product modules');
  });

  it('an inactive module gates its feature on the server; a trial opens it; the trial ends by itself', async () => {
    await setPlantState('Setup');
    const off = await put({ module: 'long_term_planning', state: 'INACTIVE' });
    expect(off.statusCode).toBe(200);
    expect(off.json().changed).toEqual([{ module: 'long_term_planning', from: 'ACTIVE', to: 'INACTIVE' }]);
    const gated = await get(LONG_TERM_TABLE, operator);
    expect(gated.statusCode).toBe(403);
    expect(gated.json().detail).toMatch(
      /^Long-Term Planning is not active for .+\. Upgrade product modules to use this feature\.$/,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: `${PLANT}/long-term-run`, headers: operator, payload: {} }))
        .statusCode,
    ).toBe(403);

    const trial = await put({ module: 'long_term_planning', state: 'TRIAL' });
    expect(trial.statusCode).toBe(200);
    const m = trial.json().modules.find((x: { module: string }) => x.module === 'long_term_planning');
    expect(m).toMatchObject({ state: 'TRIAL', days_left: 30 });
    expect(m.trial_ends_at - t.clock.now().getTime()).toBeGreaterThan(TRIAL_MS - 60_000);
    // past the gate: no long-term run yet is the table's own 400
    expect((await get(LONG_TERM_TABLE, operator)).statusCode).toBe(400);

    t.clock.advance(TRIAL_MS + H);
    try {
      // a month later the tokens have expired: sign in again
      const operator = bearer((await signIn(t.app, 'operator@penstock.demo')).access_token);
      // reads treat the ended trial as INACTIVE at once, before the task records it
      expect(stateOf((await get(MODULES, operator)).json(), 'long_term_planning')).toBe('INACTIVE');
      expect((await get(LONG_TERM_TABLE, operator)).statusCode).toBe(403);
      const task = expireModuleTrialsTask;
      const out = (await task.run({
        db: t.db,
        log: t.app.log,
        clock: t.clock,
        params: {},
        boss: undefined as never,
      })) as { expired: string[] };
      expect(out.expired).toEqual(['hochalm:long_term_planning']);
      const row = await t.db
        .selectFrom('product_module_state')
        .selectAll()
        .where('id', '=', 'hochalm:long_term_planning')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ state: 'INACTIVE', trial_ends_at: null, updated_by: 'trial-expiry' });
      const history = (await get(`${MODULES}/history`, operator)).json();
      expect(history[0]).toMatchObject({
        entity_id: 'hochalm:long_term_planning',
        changed_by: 'trial-expiry',
        changes: { state: { from: 'TRIAL', to: 'INACTIVE' } },
      });
      expect(history[1]).toMatchObject({
        changed_by: 'admin@penstock.demo',
        changes: { state: { from: 'INACTIVE', to: 'TRIAL' } },
      });
    } finally {
      t.clock.advance(-(TRIAL_MS + H));
    }
  });

  it('activating raises what the module needs; deactivating a needed module is refused (409, no cascade)', async () => {
    await setPlantState('Setup');
    const refused = await put({ module: 'insight_platform', state: 'INACTIVE' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().blocking).toContain('basic_production_planning');
    expect(stateOf((await get(MODULES, admin)).json(), 'insight_platform')).toBe('ACTIVE');

    // lower the advanced chain, then raise grid reserves: its dependencies come back with it
    for (const m of [
      'grid_reserves',
      'intraday_optimization',
      'pumped_storage_optimization',
      'advanced_restrictions',
      'advanced_production_planning',
    ])
      expect((await put({ module: m, state: 'INACTIVE' })).statusCode).toBe(200);
    const up = await put({ module: 'grid_reserves', state: 'ACTIVE' });
    expect(up.statusCode).toBe(200);
    expect(up.json().changed).toEqual([
      { module: 'advanced_production_planning', from: 'INACTIVE', to: 'ACTIVE' },
      { module: 'grid_reserves', from: 'INACTIVE', to: 'ACTIVE' },
    ]);
  });

  it('a stale version is 409 naming who changed it; bad bodies are 400', async () => {
    await setPlantState('Setup');
    const now = (await get(MODULES, admin)).json();
    const v = now.modules.find((x: { module: string }) => x.module === 'price_forecast').version;
    expect((await put({ module: 'price_forecast', state: 'TRIAL', version: v })).statusCode).toBe(200);
    const stale = await put({ module: 'price_forecast', state: 'ACTIVE', version: v });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ changed_by: 'admin@penstock.demo', version: v + 1 });
    expect((await put({ module: 'coffee_machine', state: 'ACTIVE' })).statusCode).toBe(400);
    expect((await put({ module: 'price_forecast', state: 'ON' })).statusCode).toBe(400);
  });

  it('without maintenance_planning optimal maintenance timings reach the basic 14 days; with it (ACTIVE or TRIAL) further', async () => {
    await setPlantState('Setup');
    const from = Date.UTC(2026, 9, 30, 12);
    // the end of the 14th day after today in Vienna (the rule's own test pins the dates)
    const horizon = maintenanceHorizonEnd(t.clock.now().getTime(), 'Europe/Vienna', {});
    const timings = (endTs: number) =>
      get(
        `${PLANT}/turbine/hochalm.m1/optimal-maintenance-timings?start-ts=${from}&end-ts=${endTs}&duration-value=4&duration-unit=hours`,
        operator,
      );
    expect((await put({ module: 'maintenance_planning', state: 'INACTIVE' })).statusCode).toBe(200);
    expect((await timings(from + 48 * H)).statusCode).toBe(200);
    expect((await timings(horizon)).statusCode).toBe(200);
    const far = await timings(horizon + H);
    expect(far.statusCode).toBe(403);
    expect(far.json().detail).toBe(
      'Without Maintenance Planning, optimal maintenance timings reach 14 days ahead for Hochalm Storage. Upgrade product modules to plan further.',
    );
    expect((await put({ module: 'maintenance_planning', state: 'TRIAL' })).statusCode).toBe(200);
    expect((await timings(horizon + H)).statusCode).toBe(200);
    await setPlantState('Live');
  });

  it('GET v1/auth answers the plan tier', async () => {
    expect((await get('/api/v1/auth', admin)).json().plan_tier).toBe('plus');
    expect((await get('/api/v1/auth', operator)).json().plan_tier).toBe('basic');
  });
});

describe("new plants' modules", () => {
  const modulesOf = async (plantViewId: string) =>
    (await get(`/api/dashboard-v3/portfolio/alpine/plant/${plantViewId}/product-modules`, admin)).json() as {
      modules: { module: string; state: string }[];
    };
  const on = (body: { modules: { module: string; state: string }[] }) =>
    body.modules.filter((m) => m.state !== 'INACTIVE').map((m) => `${m.module}:${m.state}`);

  it('a plant created in the browser starts with the platform only; its history says who', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard-v3/portfolio/alpine/plant',
      headers: admin,
      payload: { id: 'neualm', name: 'Neualm', market_timezone: 'Europe/Vienna' },
    });
    expect(res.statusCode).toBe(201);
    expect(on(await modulesOf('neualm'))).toEqual(['insight_platform:ACTIVE']);
    const history = (
      await get('/api/dashboard-v3/portfolio/alpine/plant/neualm/product-modules/history', admin)
    ).json();
    expect(history[0]).toMatchObject({ changed_by: 'admin@penstock.demo', entity_id: 'neualm:insight_platform' });
  });

  it('a shadow plant starts with the modules of the plant it copies', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/dashboard-v3/portfolio/alpine/plant/neualm/product-modules',
      headers: admin,
      payload: { module: 'basic_production_planning', state: 'TRIAL' },
    });
    const before = on(await modulesOf('neualm'));
    expect(before).toEqual(['insight_platform:ACTIVE', 'basic_production_planning:TRIAL']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard-v3/portfolio/alpine/plant/neualm/shadow-plant',
      headers: admin,
      payload: { id: 'neualm-whatif', name: 'Neualm what-if' },
    });
    expect(res.statusCode).toBe(201);
    expect(on(await modulesOf('neualm-whatif'))).toEqual(before);
  });
});
