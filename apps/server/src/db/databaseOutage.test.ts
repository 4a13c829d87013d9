import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../test/postgres.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { startScheduler } from '../modules/scheduler/startScheduler.js';
import { seedDemo } from '../seed/seedDemo.js';
import { seedDemoWorld } from '../seed/seedDemoWorld.js';
import { createTestClock } from '../testing/createTestApp.js';
import { TEST_WORLD } from '../testing/createWorldTestApp.js';
import { bearer, signIn } from '../testing/signIn.js';
import { createDb } from './createDb.js';
import { migrateToLatest } from './migrate.js';
import type { Db } from './schema.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './startEmbeddedPostgres.js';

// The server on its own supervised embedded PostgreSQL, over real HTTP, while operators save plan
// overrides (each save one transaction): backends terminated mid-transaction, then the postmaster
// killed. The process must live through both, answer 503 + Retry-After meanwhile, recover by itself,
// and keep every write it acknowledged.

const H = 3_600_000;
const NOW = Date.UTC(2026, 9, 30, 10, 30);
const SAVE = '/api/dashboard-v3/portfolio/alpine/plant/hochalm/overrides?kind=plan';
const WRITERS = 8;

let dataDir: string;
let embedded: EmbeddedDatabase;
let db: Db;
let app: FastifyInstance;
let base: string;
let operator: Record<string, string>;
let admin: Record<string, string>;
const supervisorLog: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'penstock-outage-'));
  chmodSync(dataDir, 0o777); // the postgres OS user writes its cluster here
  embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), log: (line) => supervisorLog.push(line) });
  db = await createDb(embedded.url, 10);
  await migrateToLatest(db);
  await seedDemo(db);
  await seedDemoWorld(db, TEST_WORLD);
  const clock = createTestClock();
  clock.advance(NOW - Date.now());
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret-0123', LOG_LEVEL: 'silent' }),
    authRateLimitPerMinute: 100_000,
    webDistDir: join(dataDir, 'web'),
  };
  app = await buildApp({ config, db, clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  await startScheduler({ db, log: app.log, clock }, ['api', 'worker']);
  operator = bearer((await signIn(app, 'operator@penstock.demo')).access_token);
  admin = bearer((await signIn(app, 'admin@penstock.demo')).access_token);
}, 240_000);

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  await embedded?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  ts: number;
  value: number;
  status: number;
  retryAfter: string | null;
  ms: number;
  body?: string;
}

let firstHourOffset = 0;

/** Writers saving one plan override each per request (a new hour each time) until stopped. */
function startWriters() {
  const answers: Answer[] = [];
  let next = 0;
  let running = true;
  // After the test world's end: no stored plan there, so expected_previous is null. Each run its own hours.
  const firstHour = TEST_WORLD.end! + 24 * H + firstHourOffset;
  firstHourOffset += 100_000 * H;
  const writer = async () => {
    while (running) {
      const n = next++;
      const ts = firstHour + n * H;
      const value = 1 + (n % 97) / 4;
      const start = performance.now();
      let status = 0;
      let retryAfter: string | null = null;
      let body: string | undefined;
      try {
        const res = await fetch(base + SAVE, {
          method: 'POST',
          headers: { ...operator, 'content-type': 'application/json' },
          body: JSON.stringify({
            cells: [{ component_id: 'hochalm.m1', quantity: 'power', ts, value, expected_previous: null }],
          }),
        });
        const text = await res.text();
        status = res.status;
        if (status !== 200) body = text.slice(0, 300);
        retryAfter = res.headers.get('retry-after');
      } catch {
        status = 0; // no HTTP answer at all
      }
      answers.push({ ts, value, status, retryAfter, ms: performance.now() - start, body });
      if (status !== 200) await new Promise((r) => setTimeout(r, 50));
    }
  };
  const loops = Array.from({ length: WRITERS }, writer);
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}

async function adminClient() {
  const client = new pg.Client({ connectionString: embedded.url });
  client.on('error', () => {});
  await client.connect();
  return client;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(base + url, { headers }).then(async (r) => ({ status: r.status, body: await r.text() }));

/** Polls until the API answers a signed-in request and readiness again; ms it took. */
async function recovery(since: number): Promise<number> {
  for (;;) {
    const [me, ready] = await Promise.all([
      get('/api/dashboard-v3/me', operator).catch(() => ({ status: 0 })),
      get('/api/v1/health/ready').catch(() => ({ status: 0 })),
    ]);
    if (me.status === 200 && ready.status === 200) return performance.now() - since;
    if (performance.now() - since > 60_000) return Infinity;
    await sleep(100);
  }
}

async function expectAcknowledgedWritesStored(answers: Answer[]) {
  const rows = await db
    .selectFrom('series_override')
    .select(['ts', 'value'])
    .where('deleted_at', 'is', null)
    .where('override_by', '=', 'operator@penstock.demo')
    .execute();
  const stored = new Map(rows.map((r) => [new Date(r.ts as Date).getTime(), r.value]));
  const acknowledged = answers.filter((a) => a.status === 200);
  const lost = acknowledged.filter((a) => stored.get(a.ts) !== a.value);
  expect(lost, `${lost.length} of ${acknowledged.length} acknowledged writes are missing`).toEqual([]);
  return acknowledged.length;
}

function expectOnlyOkOrRetryLater(answers: Answer[]) {
  const other = answers.filter((a) => a.status !== 200 && !(a.status === 503 && Number(a.retryAfter) > 0));
  expect(other.slice(0, 5).map((a) => `${a.status} ${a.body}`)).toEqual([]);
}

describe('database outages', () => {
  it('backends terminated inside transactions under load: the process lives, answers 503 meanwhile, keeps every acknowledged write', async () => {
    const writers = startWriters();
    const killer = await adminClient();
    let inTransaction = 0;
    let terminated = 0;
    await sleep(500);
    const until = performance.now() + 4_000;
    while (performance.now() < until) {
      // Whole-database terminations (pool, readiness, pg-boss), and the sessions caught between two statements of a save.
      const { rows } = await killer.query<{ state: string | null; ok: boolean }>(
        `select state, pg_terminate_backend(pid) as ok from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
           and (state like 'idle in transaction%' or random() < 0.2)`,
      );
      terminated += rows.length;
      inTransaction += rows.filter((r) => r.state?.startsWith('idle in transaction')).length;
      await sleep(5);
    }
    await killer.end();
    const recoveredMs = await recovery(performance.now());
    const answers = await writers.stop();
    // The scenario happened: sessions idle inside a save's transaction were terminated.
    expect(inTransaction, `terminated ${terminated} sessions`).toBeGreaterThan(0);
    expect(recoveredMs).toBeLessThan(30_000);
    expectOnlyOkOrRetryLater(answers);
    expect(await expectAcknowledgedWritesStored(answers)).toBeGreaterThan(0);
  });

  it('the embedded postmaster killed under load: supervised restart, the API answers again within 30 s without a restart, no acknowledged write lost, jobs run again', async () => {
    const writers = startWriters();
    await sleep(1_000);
    const pid = embedded.pid()!;
    const restartsBefore = embedded.restarts();
    process.kill(pid, 'SIGKILL');
    const killedAt = performance.now();
    await sleep(200);
    const during = await get('/api/dashboard-v3/me', operator);
    const recoveredMs = await recovery(killedAt);
    await sleep(1_000); // writes after the recovery too
    const answers = await writers.stop();

    expect(during.status).toBe(503);
    expect(recoveredMs, supervisorLog.join('\n')).toBeLessThan(30_000);
    expect(embedded.restarts()).toBe(restartsBefore + 1);
    expect(embedded.pid()).not.toBe(pid);
    expectOnlyOkOrRetryLater(answers);
    expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(0);
    await expectAcknowledgedWritesStored(answers);

    // pg-boss polls again: a triggered periodic task runs to its end.
    const queued = await fetch(`${base}/scheduler/v1/periodic-task/check-data-quality/-/trigger`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(queued.status).toBe(202);
    const { job_uuid } = (await queued.json()) as { job_uuid: string };
    let state = '';
    for (let i = 0; i < 150 && !['completed', 'failed'].includes(state); i++) {
      await sleep(200);
      state = (
        (await (
          await fetch(`${base}/scheduler/v1/periodic-task/check-data-quality/${job_uuid}`, { headers: admin })
        ).json()) as { state: string }
      ).state;
    }
    expect(state).toBe('completed');
    const shed = answers.filter((a) => a.status === 503);
    console.log(
      `postmaster killed: API back after ${(recoveredMs / 1000).toFixed(1)} s; ${answers.length} saves (${answers.length - shed.length} acknowledged, ${shed.length} answered 503 in at most ${shed.reduce((m, a) => Math.max(m, a.ms), 0).toFixed(0)} ms)`,
    );
  });
});
