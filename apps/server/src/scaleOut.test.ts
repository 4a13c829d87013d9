// Scale-out (issue 15): two API processes and one worker process, real OS processes on one
// PostgreSQL (the test server, as an external DATABASE_URL), checked over real HTTP: tokens, the
// rate limit, the lockout and refresh-token reuse hold across processes; periodic tasks fire once
// with two scheduler processes; a job a dead worker held is taken over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { sql } from 'kysely';
import { LOGIN_FAILURE_LIMIT } from '@penstock/domain';
import { createTestDatabase } from '../../../test/database.js';
import { createDb } from './db/createDb.js';
import { migrateToLatest } from './db/migrate.js';
import type { Db } from './db/schema.js';
import { createBoss } from './jobs/createBoss.js';
import { DEMO_PASSWORD, seedDemo } from './seed/seedDemo.js';
import { startServerProcess, type ServerProcess } from './testing/serverProcess.js';

const RATE_LIMIT = 40;
const CRON_TASK = 'advance-telemetry';

let database: { url: string; drop: () => Promise<void> };
let db: Db;
let apiA: ServerProcess;
let apiB: ServerProcess;
let worker: ServerProcess | undefined;
let env: Record<string, string>;
let cronSince: Date;

beforeAll(async () => {
  database = await createTestDatabase(inject('adminDatabaseUrl'));
  db = await createDb(database.url, 3);
  await migrateToLatest(db);
  await seedDemo(db);
  env = {
    DATABASE_URL: database.url,
    JWT_SECRET: 'scale-out-secret-scale-out-secret-0123456',
    AUTH_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
  };
  // B also runs the scheduler role, so two processes (B and the worker) fire cron schedules.
  [apiA, apiB] = await Promise.all([
    startServerProcess({ ...env, ROLES: 'api' }),
    startServerProcess({ ...env, ROLES: 'api,scheduler' }),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all([apiA, apiB, worker].map((p) => p?.stop()));
  await db?.destroy();
  await database?.drop();
});

const basic = (email: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`,
});
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function call(
  p: ServerProcess,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
) {
  const res = await fetch(p.url + path, {
    method,
    headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: () => JSON.parse(text) };
}
const signIn = (p: ServerProcess, email: string, password = DEMO_PASSWORD) =>
  call(p, 'GET', '/api/dashboard-v3/auth/token', basic(email, password));

async function tokensOf(p: ServerProcess, email: string) {
  const res = await signIn(p, email);
  expect(res.status).toBe(200);
  return res.json() as { access_token: string; refresh_token: string };
}

/** The admin triggers the periodic task `name` through `p`: the admin's access token and the queued job's id. */
async function trigger(p: ServerProcess, name: string) {
  const admin = (await tokensOf(p, 'admin@penstock.demo')).access_token;
  const queued = await call(p, 'POST', `/scheduler/v1/periodic-task/${name}/-/trigger`, bearer(admin), {});
  expect(queued.status).toBe(202);
  return { admin, uuid: queued.json().job_uuid as string };
}

async function waitForRun(p: ServerProcess, admin: string, name: string, uuid: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = (await call(p, 'GET', `/scheduler/v1/periodic-task/${name}/${uuid}`, bearer(admin))).json();
    if (['completed', 'failed', 'cancelled'].includes(job.state)) return job;
    if (Date.now() > until) throw new Error(`job ${uuid} is still ${job.state}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('two API processes and a worker on one PostgreSQL', () => {
  it('a job a dead worker held is taken over by the next worker', async () => {
    const { admin, uuid } = await trigger(apiA, 'check-data-quality');

    // A worker takes the job and dies without finishing it (no worker process runs yet).
    const dying = createBoss(db, { supervise: false, schedule: false });
    await dying.start();
    const [held] = await dying.fetch('check-data-quality');
    expect(held.id).toBe(uuid);
    await dying.stop({ graceful: false, close: false, wait: true });
    // Its expiry passes (15 minutes, moved here instead of waited for).
    await sql`update pgboss.job set started_on = now() - expire_in - interval '1 second' where id = ${uuid}`.execute(
      db,
    );

    worker = await startServerProcess({ ...env, ROLES: 'scheduler,worker' });
    const job = await waitForRun(apiB, admin, 'check-data-quality', uuid);
    expect(job.state).toBe('completed');
    expect(job.output).toHaveProperty('plants');
    const { rows } = await sql<{ retry_count: number }>`select retry_count from pgboss.job where id = ${uuid}`.execute(
      db,
    );
    expect(rows[0].retry_count).toBe(1);
  }, 180_000);

  it('a token signed in through one process works in the other', async () => {
    const tokens = await tokensOf(apiA, 'operator@penstock.demo');
    const me = await call(apiB, 'GET', '/api/dashboard-v3/me', bearer(tokens.access_token));
    expect(me.status).toBe(200);
    expect(me.json().email_address).toBe('operator@penstock.demo');
  });

  it('a refresh token reused through the other process revokes the session everywhere', async () => {
    const first = await tokensOf(apiA, 'operator@penstock.demo');
    const refresh = (p: ServerProcess, t: { access_token: string; refresh_token: string }) =>
      call(p, 'POST', '/api/v1/auth/refresh', bearer(t.refresh_token), { access_token: t.access_token });
    const rotated = await refresh(apiB, first);
    expect(rotated.status).toBe(200);
    const second = rotated.json();
    expect((await refresh(apiA, first)).status).toBe(401); // reuse
    expect((await call(apiB, 'GET', '/api/dashboard-v3/me', bearer(second.access_token))).status).toBe(401);
    expect((await refresh(apiA, second)).status).toBe(401);
  });

  it(`locks an account after ${LOGIN_FAILURE_LIMIT} failures spread over both processes, also for parallel attempts`, async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++)
      expect((await signIn(i % 2 ? apiB : apiA, 'newcomer@penstock.demo', 'wrong')).status).toBe(401);
    const locked = await signIn(apiB, 'newcomer@penstock.demo');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(apiA, 'newcomer@penstock.demo')).status).toBe(429);

    const parallel = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signIn(i % 2 ? apiB : apiA, 'nobody@penstock.demo', 'wrong').then((r) => r.status),
      ),
    );
    expect(parallel.filter((s) => s === 401)).toHaveLength(LOGIN_FAILURE_LIMIT);
    expect(parallel.filter((s) => s === 429)).toHaveLength(12 - LOGIN_FAILURE_LIMIT);
  });

  it(`allows ${RATE_LIMIT} requests per minute and address in total, not per process`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 10; i++) {
      statuses.push(
        (
          await call(
            i % 2 ? apiB : apiA,
            'POST',
            '/api/dashboard-v3/auth/password/forgot',
            {},
            { email: `x${i}@example.com` },
          )
        ).status,
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMIT);
    expect(statuses.slice(RATE_LIMIT)).toEqual(Array(10).fill(429));
  });

  it('a task triggered through one API process runs once in the worker and shows in the other', async () => {
    const { admin, uuid } = await trigger(apiB, 'refresh-price-forecasts');
    const job = await waitForRun(apiA, admin, 'refresh-price-forecasts', uuid);
    expect(job.state).toBe('completed');
    const runs = await db
      .selectFrom('task_run')
      .select('job_uuid')
      .where('task_name', '=', 'refresh-price-forecasts')
      .execute();
    expect(runs).toHaveLength(1);
  });

  it('a cron schedule fires once per minute with two scheduler processes', async () => {
    // Every minute for one task. Set here, after the last process started: a starting scheduler
    // writes the tasks' own schedules back (upsertTasks, syncSchedules).
    await sql`update pgboss.schedule set cron = '* * * * *' where name = ${CRON_TASK}`.execute(db);
    cronSince = new Date();
    // Wait for the first firing, then long enough for both schedulers' 30-second checks to pass it.
    const until = Date.now() + 150_000;
    let first: Date | undefined;
    while (!first && Date.now() < until) {
      const row = await db
        .selectFrom('task_run')
        .select('created_at')
        .where('task_name', '=', CRON_TASK)
        .where('trigger', '=', 'schedule')
        .orderBy('created_at')
        .executeTakeFirst();
      first = row?.created_at;
      if (!first) await new Promise((r) => setTimeout(r, 1000));
    }
    expect(first, 'the schedule fired').toBeDefined();
    await new Promise((r) => setTimeout(r, 45_000));
    // Jobs sent by the schedule (kept or archived once done); the worker ran each of them.
    const { rows } = await sql<{ created_on: Date }>`
      select created_on from pgboss.job where name = ${CRON_TASK} and created_on >= ${cronSince}
      union all select created_on from pgboss.archive where name = ${CRON_TASK} and created_on >= ${cronSince}`.execute(
      db,
    );
    const minutes = rows.map((r) => Math.floor(r.created_on.getTime() / 60_000));
    expect(minutes.length).toBeGreaterThan(0);
    expect(new Set(minutes).size).toBe(minutes.length); // never twice in one minute
    const ran = async () =>
      (
        await db
          .selectFrom('task_run')
          .select('state')
          .where('task_name', '=', CRON_TASK)
          .where('trigger', '=', 'schedule')
          .execute()
      ).map((r) => r.state);
    await expect.poll(ran, { timeout: 20_000 }).toEqual(minutes.map(() => 'completed'));
  }, 240_000);
});
