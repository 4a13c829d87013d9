import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { bearer, signIn } from '../../testing/signIn.js';
import { startScheduler, syncSchedules } from './startScheduler.js';

let t: TestApp;
let admin: Record<string, string>;
let operator: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  // No "scheduler" role: cron firing mid-test would add runs; the schedules are synced by hand below.
  const boss = await startScheduler({ db: t.db, log: t.app.log, clock: t.clock }, ['api', 'worker']);
  await syncSchedules(t.db, boss);
  admin = bearer((await signIn(t.app, 'admin@penstock.demo')).access_token);
  operator = bearer((await signIn(t.app, 'operator@penstock.demo')).access_token);
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers?: Record<string, string>, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/scheduler/v1/periodic-task/${url}`,
    headers,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function waitForJob(name: string, uuid: string) {
  for (let i = 0; i < 100; i++) {
    const job = (await call('GET', `${name}/${uuid}`, admin)).json();
    if (['completed', 'failed', 'cancelled'].includes(job.state)) return job;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('job did not end');
}

describe('scheduler API', () => {
  it('is admin only: 401 without a token, 403 for a normal user', async () => {
    expect((await call('GET', '')).statusCode).toBe(401);
    expect((await call('GET', '', operator)).statusCode).toBe(403);
    expect((await call('PUT', 'advance-telemetry/-/state?state=paused', operator)).statusCode).toBe(403);
    expect((await call('POST', 'advance-telemetry/-/trigger', operator, {})).statusCode).toBe(403);
  });

  it('lists the periodic tasks with schedule, zone and next run', async () => {
    const res = await call('GET', '', admin);
    expect(res.statusCode).toBe(200);
    const tasks = res.json();
    expect(tasks.map((x: { name: string }) => x.name)).toEqual([
      'advance-telemetry',
      'check-data-quality',
      'detect-constraint-violations',
      'expire-module-trials',
      'generate-day-ahead-bids',
      'long-term-water-values',
      'optimize-live-plants',
      'refresh-price-forecasts',
      'restore-abandoned-reschedulings',
    ]);
    for (const task of tasks) {
      expect(task).toMatchObject({
        isPaused: false,
        timezone: 'Europe/Vienna',
        last_run: null,
        last_status: null,
        job_uuid: null,
      });
      expect(task.next_run).toBeGreaterThan(Date.now() - 1000);
    }
    const schedules = await sql<{ name: string }>`select name from pgboss.schedule order by name`.execute(t.db);
    expect(schedules.rows.map((r) => r.name)).toContain('optimize-live-plants');
  });

  it('pauses and resumes a task, removing and restoring its schedule, and audits who did it', async () => {
    const paused = await call('PUT', 'advance-telemetry/-/state?state=paused', admin);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ name: 'advance-telemetry', isPaused: true, next_run: null });
    let schedules = await sql<{ name: string }>`select name from pgboss.schedule`.execute(t.db);
    expect(schedules.rows.map((r) => r.name)).not.toContain('advance-telemetry');

    const resumed = await call('PUT', 'advance-telemetry/-/state?state=active', admin);
    expect(resumed.json()).toMatchObject({ isPaused: false });
    schedules = await sql<{ name: string }>`select name from pgboss.schedule`.execute(t.db);
    expect(schedules.rows.map((r) => r.name)).toContain('advance-telemetry');

    const audit = await t.db.selectFrom('task_audit').select(['task_name', 'action', 'actor']).orderBy('id').execute();
    expect(audit).toEqual([
      { task_name: 'advance-telemetry', action: 'pause', actor: 'admin@penstock.demo' },
      { task_name: 'advance-telemetry', action: 'resume', actor: 'admin@penstock.demo' },
    ]);
  });

  it('rejects a bad state and unknown tasks or jobs', async () => {
    expect((await call('PUT', 'advance-telemetry/-/state?state=sleeping', admin)).statusCode).toBe(400);
    expect((await call('PUT', 'no-such-task/-/state?state=paused', admin)).statusCode).toBe(404);
    expect((await call('GET', 'advance-telemetry/00000000-0000-0000-0000-000000000000', admin)).statusCode).toBe(404);
    expect((await call('POST', 'no-such-task/-/trigger', admin, {})).statusCode).toBe(404);
  });

  it('triggers a run now, which a worker completes with its output; the list shows it', async () => {
    const res = await call('POST', 'check-data-quality/-/trigger', admin, {});
    expect(res.statusCode).toBe(202);
    const queued = res.json();
    expect(queued).toMatchObject({
      task_name: 'check-data-quality',
      trigger: 'manual',
      triggered_by: 'admin@penstock.demo',
    });
    const job = await waitForJob('check-data-quality', queued.job_uuid);
    expect(job.state).toBe('completed');
    expect(job.output).toHaveProperty('plants');
    const listed = (await call('GET', '', admin)).json().find((x: { name: string }) => x.name === 'check-data-quality');
    expect(listed).toMatchObject({ last_status: 'completed', job_uuid: queued.job_uuid });
    expect(listed.last_run).toBeGreaterThan(0);
    const audit = await t.db.selectFrom('task_audit').selectAll().where('action', '=', 'trigger').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'admin@penstock.demo', job_uuid: queued.job_uuid });
  });

  it('runs a paused task when an admin triggers it, with params', async () => {
    await call('PUT', 'refresh-price-forecasts/-/state?state=paused', admin);
    const queued = (
      await call('POST', 'refresh-price-forecasts/-/trigger', admin, { params: { note: 'by hand' } })
    ).json();
    const job = await waitForJob('refresh-price-forecasts', queued.job_uuid);
    expect(job).toMatchObject({ state: 'completed', params: { note: 'by hand' } });
    expect(job.output).toMatchObject({ price_values_added: 0, inflow_values_added: 0 });
  });

  it('lists each task with its recent runs, newest first, at most five (issue 27 item 7)', async () => {
    const jobs: string[] = [];
    for (let i = 0; i < 6; i++) {
      const queued = (await call('POST', 'check-data-quality/-/trigger', admin, {})).json();
      await waitForJob('check-data-quality', queued.job_uuid);
      jobs.push(queued.job_uuid);
    }
    const listed = (await call('GET', '', admin)).json();
    const task = listed.find((x: { name: string }) => x.name === 'check-data-quality');
    expect(task.recent_runs.map((r: { job_uuid: string }) => r.job_uuid)).toEqual(jobs.slice(1).reverse());
    expect(task.recent_runs[0]).toMatchObject({ state: 'completed', trigger: 'manual' });
    expect(task.recent_runs[0].finished_at).toBeGreaterThanOrEqual(task.recent_runs[0].created_at);
    const idle = listed.find(
      (x: { name: string; recent_runs: unknown[] }) =>
        x.name !== 'check-data-quality' && x.name !== 'refresh-price-forecasts',
    );
    expect(idle.recent_runs).toEqual([]);
  });
});
