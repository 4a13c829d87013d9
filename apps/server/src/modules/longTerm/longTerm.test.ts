import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorldTestApp, TEST_WORLD } from '../../testing/createWorldTestApp.js';
import type { TestApp } from '../../testing/createTestApp.js';
import { startRunAndWait } from '../../testing/optimizationRuns.js';
import { bearer, signIn } from '../../testing/signIn.js';
import { startScheduler } from '../scheduler/startScheduler.js';
import { runLongTermRun } from './runLongTermRun.js';

let t: TestApp;
let operator: Record<string, string>;
let newcomer: Record<string, string>;
const PLANT = '/api/dashboard-v3/portfolio/alpine/plant/hochalm';
const RUNS = `${PLANT}/long-term-run`;
const TABLE = '/api/dashboard-v3/portfolio/alpine/water-value/hochalm/table';

beforeAll(async () => {
  // three years of measured inflow before "now" (the end of October 2026), as in the demo
  t = await createWorldTestApp({ ...TEST_WORLD, start: Date.UTC(2023, 9, 20) });
  await startScheduler({ db: t.db, log: t.app.log, clock: t.clock }, ['api', 'worker']);
  operator = bearer((await signIn(t.app, 'operator@penstock.demo')).access_token);
  newcomer = bearer((await signIn(t.app, 'newcomer@penstock.demo')).access_token);
}, 180_000);
afterAll(() => t?.close());

async function waitForEnd(url: string, seconds = 240) {
  for (let i = 0; i < seconds * 5; i++) {
    const run = (await t.app.inject({ method: 'GET', url, headers: operator })).json();
    if (['succeeded', 'failed', 'cancelled'].includes(run.status)) return run;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('long-term run did not end');
}

describe('long-term water values', () => {
  it('answers 400 {detail} for the table before any run, and guards the routes', async () => {
    const none = await t.app.inject({ method: 'GET', url: TABLE, headers: operator });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toMatch(/No long-term water values yet/);
    expect((await t.app.inject({ method: 'GET', url: RUNS })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: RUNS, headers: newcomer })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: RUNS, headers: newcomer, payload: {} })).statusCode).toBe(404);
    // River Cascade is read-only for the operator
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/dashboard-v3/portfolio/river/plant/innau/long-term-run',
          headers: operator,
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
    const bad = await t.app.inject({ method: 'POST', url: RUNS, headers: operator, payload: { weeks: 10 } });
    expect(bad.statusCode).toBe(400);
  });

  it('trains the storage plant from its three inflow years and answers tables that fall with filling and are higher before winter than before the melt', async () => {
    const queued = await t.app.inject({ method: 'POST', url: RUNS, headers: operator, payload: { weeks: 78 } });
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({
      status: 'queued',
      version: 1,
      started_by: 'operator@penstock.demo',
      inputs: { weeks: 78 },
    });
    const run = await waitForEnd(`${RUNS}/${queued.json().id}`);
    expect(run.status, run.log.join('\n')).toBe('succeeded');
    expect(run.method).toBe('sdp');
    expect(run.log.join('\n')).toMatch(/3 inflow year\(s\)/);
    expect(run.iterations.length).toBeGreaterThan(0);
    expect(run.upper_bound).toBeGreaterThan(0);

    const res = await t.app.inject({ method: 'GET', url: TABLE, headers: operator });
    expect(res.statusCode).toBe(200);
    const table = res.json();
    expect(table).toMatchObject({ run_id: run.id, run_version: 1, method: 'sdp' });
    expect(table.reservoirs).toHaveLength(1);
    const r = table.reservoirs[0];
    expect(r.component_id).toBe('hochalm.reservoir');
    expect(r.weeks).toHaveLength(78);
    expect(r.weeks[1] - r.weeks[0]).toBe(7 * 86_400_000);
    expect(r.filling_percent).toEqual([
      0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100,
    ]);
    expect(r.current_filling_percent).toBeGreaterThan(0);
    expect(r.current_filling_percent).toBeLessThanOrEqual(100);
    for (let w = 0; w < 52; w++) {
      const row = r.values_eur_per_mwh[w] as number[];
      for (let f = 1; f < row.length; f++) expect(row[f]).toBeLessThanOrEqual(row[f - 1] + 1e-6);
    }
    // the demo "now" is the end of October: week 0 lies before the dry winter, week 26 (end of April) before the melt
    expect(new Date(r.weeks[0]).getUTCMonth()).toBe(9);
    expect(new Date(r.weeks[26]).getUTCMonth()).toBe(3);
    expect(r.values_eur_per_mwh[0][10]).toBeGreaterThan(r.values_eur_per_mwh[26][10]);

    // the short-term plan now values the water it leaves by the run's cuts
    const plan = await startRunAndWait(t.app, `${PLANT}/optimization`, operator, { hours: 240 });
    expect(plan.status, plan.log.join('\n')).toBe('succeeded');
    expect(plan.log.join('\n')).toMatch(/water valued by long-term run 1 \(\d+ cuts/);
    expect(plan.summary.terminal_value_eur).toBeGreaterThan(0);
  }, 300_000);

  it('lists runs newest first, cancels a queued or running run and answers 409 once it has ended', async () => {
    const a = (await t.app.inject({ method: 'POST', url: RUNS, headers: operator, payload: {} })).json();
    const cancelled = await t.app.inject({ method: 'POST', url: `${RUNS}/${a.id}/cancel`, headers: operator });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect(cancelled.json().log.join('\n')).toMatch(/cancelled by operator@penstock.demo/);
    expect((await t.app.inject({ method: 'POST', url: `${RUNS}/${a.id}/cancel`, headers: operator })).statusCode).toBe(
      409,
    );
    const list = (await t.app.inject({ method: 'GET', url: RUNS, headers: operator })).json();
    expect(list[0]).toMatchObject({ id: a.id, version: 2 });
    expect(list[1].version).toBe(1);
    expect(
      (await t.app.inject({ method: 'GET', url: `${RUNS}/00000000-0000-4000-8000-000000000000`, headers: operator }))
        .statusCode,
    ).toBe(404);
  });

  it('a run a dead worker left running is restarted only by the retry that takes the job over', async () => {
    // As a worker that died mid-training leaves it: running, nothing stored (results land with the end).
    const last = await t.db
      .selectFrom('long_term_run')
      .selectAll()
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
    const orphan = await t.db
      .insertInto('long_term_run')
      .values({
        physical_plant_id: last.physical_plant_id,
        portfolio_id: last.portfolio_id,
        plant_view_id: last.plant_view_id,
        version: last.version + 1,
        started_by: 'operator@penstock.demo',
        status: 'running',
        inputs: JSON.stringify({ weeks: 52 }),
        progress: 0.4,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const deps = { db: t.db, log: t.app.log, clock: t.clock };
    expect(await runLongTermRun(deps, orphan.id)).toEqual({ status: 'running' }); // a first delivery never steals a running run
    expect((await runLongTermRun(deps, orphan.id, { takeOver: true })).status).toBe('succeeded');
    const run = (await t.app.inject({ method: 'GET', url: `${RUNS}/${orphan.id}`, headers: operator })).json();
    expect(run.status).toBe('succeeded');
    expect(run.upper_bound).toBeGreaterThan(0);
  });
});
