import type { OptimizerModel } from '@penstock/optimizer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { runPlanRows, waitForRun as waitForRunAt } from '../../testing/optimizationRuns.js';
import { bearer, signIn } from '../../testing/signIn.js';
import { worldAppWithWorkers } from '../../testing/worldAppWithWorkers.js';
import { jobsFor } from '../scheduler/startScheduler.js';
import { queueLivePlantRuns } from './queueLivePlantRuns.js';

let t: TestApp;
let operator: Record<string, string>;
let admin: Record<string, string>;
const HOCHALM = '/api/dashboard-v3/portfolio/alpine/plant/hochalm/optimization';

beforeAll(async () => {
  ({ t, admin } = await worldAppWithWorkers());
  operator = bearer((await signIn(t.app, 'operator@penstock.demo')).access_token);
}, 180_000);
afterAll(() => t?.close());

/** The demo portfolio of each live plant (its view has the plant's id). */
const PORTFOLIO_OF: Record<string, string> = {
  hochalm: 'alpine',
  gletschersee: 'pumped',
  innau: 'river',
  brunnau: 'river',
  leitenau: 'river',
};

const waitForRun = (url: string, headers = operator) => waitForRunAt(t.app, url, headers);

const planOf = (runId: string, quantity: string, owner: string) => runPlanRows(t.db, runId, quantity, owner);

describe('optimisation runs', () => {
  let firstRun: string;

  it('starts a run on the demo storage plant, solves it in a worker and stores a plan that keeps the water balance', async () => {
    const res = await t.app.inject({ method: 'POST', url: HOCHALM, headers: operator, payload: { hours: 48 } });
    expect(res.statusCode).toBe(202);
    const queued = res.json();
    expect(queued).toMatchObject({
      status: 'queued',
      started_by: 'operator@penstock.demo',
      plant_view_id: 'hochalm',
      portfolio_id: 'alpine',
    });
    const run = await waitForRun(`${HOCHALM}/${queued.id}`);
    expect(run.status, run.log.join('\n')).toBe('succeeded');
    expect(run.progress).toBe(1);
    expect(run.objective).toBeGreaterThan(0);
    expect(run.duration_ms).toBeGreaterThan(0);
    expect(run.summary.generation_mwh).toBeGreaterThan(0);
    expect(run.inputs.model_start).toBe(Date.UTC(2026, 9, 30, 11)); // the latest measured content
    firstRun = run.id;

    const stored = await t.db
      .selectFrom('optimization_run')
      .select('inputs')
      .where('id', '=', run.id)
      .executeTakeFirstOrThrow();
    const model = (stored.inputs as { model: OptimizerModel }).model;
    const content = await planOf(run.id, 'content', 'hochalm.reservoir');
    const spill = await planOf(run.id, 'spill', 'hochalm.reservoir');
    const units = await Promise.all(
      ['hochalm.m1', 'hochalm.m2', 'hochalm.spillway'].map((u) => planOf(run.id, 'discharge', u)),
    );
    expect(content).toHaveLength(49);
    expect(content[0].value).toBe(model.reservoirs[0].initialContent);
    const inflow = model.reservoirs[0].inflow as number[];
    for (let i = 0; i < 48; i++) {
      const out = units.reduce((s, u) => s + u[i].value, 0) + spill[i].value;
      const expected = content[i].value + (inflow[i] - out) * 3600;
      expect(Math.abs(content[i + 1].value - expected)).toBeLessThan(1e-6 * Math.max(1, Math.abs(expected)));
    }
    const power = await planOf(run.id, 'power', 'hochalm.m1');
    // the unit's p_max as the seed made it (its flow-to-power curve's last point)
    const pMax = model.units.find((u) => u.id === 'hochalm.m1')!.pMax!;
    expect(pMax).toBeGreaterThan(0);
    for (const p of power) expect(p.value).toBeLessThanOrEqual(pMax + 1e-6);

    const wv = await t.db
      .selectFrom('water_value')
      .select(['hydro_body_id', 'control_unit_id'])
      .where('run_id', '=', run.id)
      .execute();
    expect(wv.filter((w) => w.hydro_body_id === 'hochalm.reservoir')).toHaveLength(48);
    expect(wv.filter((w) => w.control_unit_id === 'hochalm.m1')).toHaveLength(48);
  });

  it('keeps the previous plan when a new run stores its own, and lists runs newest first', async () => {
    const queued = (
      await t.app.inject({ method: 'POST', url: HOCHALM, headers: operator, payload: { hours: 24 } })
    ).json();
    expect((await waitForRun(`${HOCHALM}/${queued.id}`)).status).toBe('succeeded');
    expect(await planOf(firstRun, 'content', 'hochalm.reservoir')).toHaveLength(49);
    expect(await planOf(queued.id, 'content', 'hochalm.reservoir')).toHaveLength(25);
    const cmp = (
      await t.app.inject({ method: 'GET', url: `${HOCHALM}/${queued.id}/comparison`, headers: operator })
    ).json();
    expect(cmp).toMatchObject({ run_id: queued.id, previous_run_id: firstRun });
    expect(cmp.time).toHaveLength(24); // the hours both plans cover
    expect(cmp.current.generation_mwh).toBeCloseTo(
      cmp.current_power.reduce((a: number, b: number) => a + b, 0),
      6,
    );
    expect(cmp.difference.revenue_eur).toBeCloseTo(cmp.current.revenue_eur - cmp.previous.revenue_eur, 6);
    const first = (
      await t.app.inject({ method: 'GET', url: `${HOCHALM}/${firstRun}/comparison`, headers: operator })
    ).json();
    expect(first).toMatchObject({ previous_run_id: null, previous: null, difference: null });
    expect(first.current.revenue_eur).toBeCloseTo(
      (
        (
          await t.db
            .selectFrom('optimization_run')
            .select('summary')
            .where('id', '=', firstRun)
            .executeTakeFirstOrThrow()
        ).summary as { revenue_eur: number }
      ).revenue_eur,
      3,
    );
    const list = (await t.app.inject({ method: 'GET', url: HOCHALM, headers: operator })).json();
    expect(list.map((r: { id: string }) => r.id).slice(0, 2)).toEqual([queued.id, firstRun]);
  });

  it('cancels a run; a cancelled run stores no plan, and an ended run cannot be cancelled', async () => {
    const queued = (
      await t.app.inject({ method: 'POST', url: HOCHALM, headers: operator, payload: { hours: 8000 } })
    ).json();
    const res = await t.app.inject({ method: 'POST', url: `${HOCHALM}/${queued.id}/cancel`, headers: operator });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled' });
    expect(res.json().log).toContain('cancelled by operator@penstock.demo');
    await new Promise((r) => setTimeout(r, 1500));
    const after = (await t.app.inject({ method: 'GET', url: `${HOCHALM}/${queued.id}`, headers: operator })).json();
    expect(after.status).toBe('cancelled');
    expect(await planOf(queued.id, 'content', 'hochalm.reservoir')).toHaveLength(0);
    const again = await t.app.inject({ method: 'POST', url: `${HOCHALM}/${firstRun}/cancel`, headers: operator });
    expect(again.statusCode).toBe(409);
  });

  it('takes every default from a request without a body (the plant horizon), and cancels it', async () => {
    const res = await t.app.inject({ method: 'POST', url: HOCHALM, headers: operator });
    expect(res.statusCode, res.body).toBe(202);
    const queued = res.json();
    expect(queued.inputs.hours).toBe(240); // the analytics parameters' horizon, unset on the demo plant
    expect(
      (await t.app.inject({ method: 'POST', url: `${HOCHALM}/${queued.id}/cancel`, headers: operator })).statusCode,
    ).toBe(200);
  });

  it('aborts a running solve on cancel', async () => {
    const queued = (
      await t.app.inject({ method: 'POST', url: HOCHALM, headers: operator, payload: { hours: 8000 } })
    ).json();
    for (let i = 0; i < 100; i++) {
      const r = (await t.app.inject({ method: 'GET', url: `${HOCHALM}/${queued.id}`, headers: operator })).json();
      if (r.status === 'running' && r.progress >= 0.2) break;
      await new Promise((res) => setTimeout(res, 50));
    }
    const res = await t.app.inject({ method: 'POST', url: `${HOCHALM}/${queued.id}/cancel`, headers: operator });
    expect(res.json()).toMatchObject({ status: 'cancelled' });
    // the worker is free again within the cancel poll: a short run right after succeeds quickly
    const next = (
      await t.app.inject({ method: 'POST', url: HOCHALM, headers: operator, payload: { hours: 24 } })
    ).json();
    expect((await waitForRun(`${HOCHALM}/${next.id}`)).status).toBe('succeeded');
    expect(await planOf(queued.id, 'content', 'hochalm.reservoir')).toHaveLength(0);
  });

  it("keeps customers apart: 404 for a portfolio that is not the user's, 403 to start on a read-only one", async () => {
    const pumped = '/api/dashboard-v3/portfolio/pumped/plant/gletschersee/optimization';
    expect((await t.app.inject({ method: 'GET', url: pumped, headers: operator })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: pumped, headers: operator, payload: {} })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${pumped}/${firstRun}`, headers: operator })).statusCode).toBe(
      404,
    );
    // a run id of another plant view is not found under this one
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/dashboard-v3/portfolio/river/plant/innau/optimization/${firstRun}`,
          headers: operator,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/dashboard-v3/portfolio/river/plant/innau/optimization',
          headers: operator,
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: HOCHALM })).statusCode).toBe(401);
  });

  it('optimises every live demo plant from the periodic task (storage, pumped storage, run-of-river cascade)', async () => {
    const job = (
      await t.app.inject({
        method: 'POST',
        url: '/scheduler/v1/periodic-task/optimize-live-plants/-/trigger',
        headers: admin,
        payload: { params: { hours: 24 } },
      })
    ).json();
    let output: { runs: { plant: string; plant_view: string; run_id: string }[] } | null = null;
    for (let i = 0; i < 100 && !output; i++) {
      const j = (
        await t.app.inject({
          method: 'GET',
          url: `/scheduler/v1/periodic-task/optimize-live-plants/${job.job_uuid}`,
          headers: admin,
        })
      ).json();
      if (j.state === 'completed') output = j.output;
      else await new Promise((r) => setTimeout(r, 100));
    }
    expect(output!.runs.map((r) => r.plant).sort()).toEqual([
      'brunnau',
      'gletschersee',
      'hochalm',
      'innau',
      'leitenau',
    ]);
    for (const r of output!.runs) {
      const run = await waitForRun(
        `/api/dashboard-v3/portfolio/${PORTFOLIO_OF[r.plant]}/plant/${r.plant_view}/optimization/${r.run_id}`,
        admin,
      );
      expect(run.status, `${r.plant}: ${run.log.join('\n')}`).toBe('succeeded');
      expect(run.started_by).toBe('scheduler');
      expect(
        run.log.some((l: string) => l.startsWith('check:')),
        run.log.join('\n'),
      ).toBe(false);
    }
  });

  it('a fresh demo world gets a run per live plant at first start, recognisable as startup, and water values at once', async () => {
    const runs = await queueLivePlantRuns(t.db, await jobsFor({ db: t.db, log: t.app.log }), 'startup', { hours: 24 });
    expect(runs.map((r) => r.plant).sort()).toEqual(['brunnau', 'gletschersee', 'hochalm', 'innau', 'leitenau']);
    for (const r of runs) {
      const run = await waitForRun(
        `/api/dashboard-v3/portfolio/${PORTFOLIO_OF[r.plant]}/plant/${r.plant_view}/optimization/${r.run_id}`,
        admin,
      );
      expect(run.status, `${r.plant}: ${run.log.join('\n')}`).toBe('succeeded');
      expect(run.started_by).toBe('startup');
      // the objective's parts, as the Optimization screen shows them, sum to the objective
      const { revenue_eur, terminal_value_eur, penalty_eur } = run.summary;
      expect(penalty_eur).toBeGreaterThanOrEqual(0);
      expect(revenue_eur + terminal_value_eur - penalty_eur).toBeCloseTo(run.objective, 2);
      const water = await t.app.inject({
        method: 'GET',
        url: `/api/dashboard-v3/portfolio/${PORTFOLIO_OF[r.plant]}/water-value/${r.plant_view}?start-ts=${run.summary.start}&end-ts=${run.summary.end}&granularity=hour&timezone=UTC`,
        headers: admin,
      });
      expect(water.statusCode, r.plant).toBe(200);
      expect(water.json().run_id).toBe(r.run_id);
    }
  });
});

describe('stale runs', () => {
  it('fails runs a stopped worker left running or that no worker took', async () => {
    const { createOptimizationRepo } = await import('./optimization.repo.js');
    const repo = createOptimizationRepo(t.db);
    const old = new Date(Date.now() - 3 * 3_600_000);
    /** A hochalm run created three hours ago, then changed by `set` (the repo inserts it queued). */
    const oldRun = async (set: { status?: 'running'; started_at?: Date }) => {
      const run = await repo.insert({
        physical_plant_id: 'hochalm',
        portfolio_id: 'alpine',
        plant_view_id: 'hochalm',
        started_by: 'x',
        inputs: { start: null, hours: 1 },
      });
      await t.db
        .updateTable('optimization_run')
        .set({ ...set, created_at: old as never })
        .where('id', '=', run.id)
        .execute();
      return run;
    };
    const running = await oldRun({ status: 'running', started_at: old });
    const queued = await oldRun({});
    const now = new Date();
    expect(
      await repo.failStale(now, new Date(now.getTime() - 3_600_000), new Date(now.getTime() - 2 * 3_600_000)),
    ).toBe(2);
    expect((await repo.get(running.id))!.log.at(-1)).toBe('the worker stopped during the run');
    expect((await repo.get(queued.id))!.status).toBe('failed');
  });
});
