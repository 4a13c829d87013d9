// Load, overload and recovery over loopback HTTP: `node --import tsx bench/load.bench.ts`.
// A throw-away PostgreSQL 18 with the demo world (3 years hourly); Penstock API processes as real
// OS processes (ROLES=api). autocannon with 200 connections for BENCH_LOAD_SECONDS (default 60):
//   1. the cockpit's requests (plant list, topology, four series over its default 9 days hourly)
//      against one API process: requests/s, p50, p99, errors (the baseline);
//   2. the same against two API processes on the same database (100 connections each);
//   3. overload: one-year hourly series on one process for BENCH_OVERLOAD_SECONDS (default 30):
//      timeouts (10 s), answers shed with 503, and how fast those come;
//   4. recovery: the database restarts while a client keeps asking; time until the API answers again.
// Prints the figures and the ratio of two processes to one.
import autocannon from 'autocannon';
import type { EventEmitter } from 'node:events';
import { loadavg, cpus } from 'node:os';
import { createTestDatabase } from '../test/database.js';
import { startTestPostgres } from '../test/postgres.js';
import { createDb } from '../apps/server/src/db/createDb.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/seed/seedDemo.js';
import { seedDemoWorld } from '../apps/server/src/seed/seedDemoWorld.js';
import { startServerProcess, type ServerProcess } from '../apps/server/src/testing/serverProcess.js';
import { percentile } from './benchStats.js';
import { maxOf } from '@penstock/domain';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const OVERLOAD_SECONDS = Number(process.env.BENCH_OVERLOAD_SECONDS ?? 30);
/** Run only some parts, e.g. BENCH_ONLY=overload (load, two, overload, restart). */
const ONLY = new Set((process.env.BENCH_ONLY ?? 'load,two,overload,restart').split(','));
const CONNECTIONS = 200;
const TIMEOUT_S = 10;
const HOUR = 3_600_000;

const pg = await startTestPostgres();
const database = await createTestDatabase(pg.url);
const db = await createDb(database.url, 4);
await migrateToLatest(db);
await seedDemo(db);
const world = await seedDemoWorld(db);
console.log(
  `demo world: ${world.values} values; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${cpus().length} CPUs`,
);
const env = {
  DATABASE_URL: database.url,
  JWT_SECRET: 'bench-load-secret-bench-load-secret-0123',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  ROLES: 'api',
  LOG_LEVEL: 'error',
  // The shipped defaults (test processes turn shedding by lag and by queue wait off); override to compare.
  SHED_EVENT_LOOP_DELAY_MS: process.env.SHED_EVENT_LOOP_DELAY_MS ?? '500',
  SHED_QUEUE_WAIT_MS: process.env.SHED_QUEUE_WAIT_MS ?? '250',
  SHED_MAX_IN_FLIGHT: process.env.SHED_MAX_IN_FLIGHT ?? '',
};
console.log(
  `shedding: event-loop lag ${env.SHED_EVENT_LOOP_DELAY_MS} ms, queue wait ${env.SHED_QUEUE_WAIT_MS} ms (0 = off), in flight ${env.SHED_MAX_IN_FLIGHT || 'two per pooled connection'}`,
);
const processes: ServerProcess[] = [await startServerProcess(env)];

const basic = `Basic ${Buffer.from(`operator@penstock.demo:${DEMO_PASSWORD}`).toString('base64')}`;
const token = (
  (await (
    await fetch(`${processes[0].url}/api/dashboard-v3/auth/token`, { headers: { authorization: basic } })
  ).json()) as { access_token: string }
).access_token;
const headers = { authorization: `Bearer ${token}` };
const plants = (await (
  await fetch(`${processes[0].url}/api/dashboard-v3/portfolio/alpine/plant`, { headers })
).json()) as Array<{ id: string; timezone: string }>;
const plant = plants[0];
const base = `/api/dashboard-v3/portfolio/alpine/plant/${encodeURIComponent(plant.id)}`;
const now = Date.now();
const today = Math.floor(now / (24 * HOUR)) * 24 * HOUR;
const window = (from: number, to: number) =>
  `start-ts=${from}&end-ts=${to}&granularity=hour&timezone=${encodeURIComponent(plant.timezone)}`;
const SERIES = ['power', 'water-content', 'day-ahead-price', 'realized-day-ahead-price'];
// The cockpit's first screen: its default range is the last 6 days to 2 days ahead, by hour.
const cockpit = [
  '/api/dashboard-v3/portfolio/alpine/plant',
  `${base}/topology`,
  ...SERIES.map((s) => `${base}/${s}?${window(today - 6 * 24 * HOUR, today + 3 * 24 * HOUR)}`),
].map((path) => ({ method: 'GET' as const, path, headers }));
const yearHourly = SERIES.map((s) => ({
  method: 'GET' as const,
  path: `${base}/${s}?${window(now - 365 * 24 * HOUR, now)}`,
  headers,
}));

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  /** Latencies (ms) by status code. */
  byStatus: Map<number, number[]>;
}

/** autocannon on each process at once, CONNECTIONS split between them; latencies from every response. */
async function load(targets: ServerProcess[], requests: typeof cockpit, seconds: number): Promise<Figures> {
  const byStatus = new Map<number, number[]>();
  const all: number[] = [];
  const results = await Promise.all(
    targets.map((p) => {
      // The instance is also an event emitter (its typings only say Promise).
      const instance = autocannon({
        url: p.url,
        connections: CONNECTIONS / targets.length,
        duration: seconds,
        timeout: TIMEOUT_S,
        requests,
      }) as unknown as Promise<autocannon.Result> & EventEmitter;
      instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
        all.push(ms);
        if (!byStatus.has(status)) byStatus.set(status, []);
        byStatus.get(status)!.push(ms);
      });
      return instance;
    }),
  );
  const statuses: Record<string, number> = {};
  for (const [status, list] of byStatus) statuses[status] = list.length;
  return {
    rps: all.length / seconds,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    timeouts: results.reduce((sum, r) => sum + r.timeouts, 0),
    statuses,
    byStatus,
  };
}

const latencies = (list: number[] | undefined) =>
  list?.length ? `p50 ${percentile(list, 50).toFixed(0)} ms, p99 ${percentile(list, 99).toFixed(0)} ms` : '-';
const show = (name: string, f: Figures, seconds = SECONDS) => {
  console.log(
    `${name}: ${f.rps.toFixed(0)} answers/s, p50 ${f.p50.toFixed(0)} ms, p99 ${f.p99.toFixed(0)} ms; statuses ${JSON.stringify(f.statuses)}, errors ${f.errors} (timeouts ${f.timeouts})`,
  );
  console.log(
    `  200: ${((f.byStatus.get(200)?.length ?? 0) / seconds).toFixed(0)} /s, ${latencies(f.byStatus.get(200))}; 503 (shed): ${latencies(f.byStatus.get(503))}`,
  );
};

try {
  if (ONLY.has('load')) {
    const one = await load(processes, cockpit, SECONDS);
    show(`cockpit, 1 API process, ${CONNECTIONS} connections, ${SECONDS} s`, one);
    if (ONLY.has('two')) {
      processes.push(await startServerProcess(env));
      const two = await load(processes, cockpit, SECONDS);
      show(`cockpit, 2 API processes, ${CONNECTIONS} connections, ${SECONDS} s`, two);
      const ok = (f: Figures) => f.byStatus.get(200)?.length ?? 0;
      console.log(
        `two processes / one: ${(two.rps / one.rps).toFixed(2)}x answers/s, ${(ok(two) / Math.max(1, ok(one))).toFixed(2)}x 200 answers, p99 ${(two.p99 / one.p99).toFixed(2)}x`,
      );
    }
  }

  if (ONLY.has('overload')) {
    const over = await load(processes.slice(0, 1), yearHourly, OVERLOAD_SECONDS);
    show(
      `overload, one-year hourly series, 1 API process, ${CONNECTIONS} connections, ${OVERLOAD_SECONDS} s`,
      over,
      OVERLOAD_SECONDS,
    );
    const shed = over.byStatus.get(503) ?? [];
    const served = over.byStatus.get(200) ?? [];
    console.log(
      `  shed (503): ${shed.length}, p50 ${shed.length ? percentile(shed, 50).toFixed(0) : '-'} ms, p99 ${shed.length ? percentile(shed, 99).toFixed(0) : '-'} ms, max ${shed.length ? maxOf(shed.slice(0, 100_000)).toFixed(0) : '-'} ms, over 1 s: ${shed.filter((ms) => ms > 1000).length} (target < 1000 ms)`,
    );
    console.log(
      `  served (200): ${served.length}, p50 ${served.length ? percentile(served, 50).toFixed(0) : '-'} ms, p99 ${served.length ? percentile(served, 99).toFixed(0) : '-'} ms; timeouts ${over.timeouts} (target 0)`,
    );
  }

  if (ONLY.has('restart')) {
    // Recovery: a client asks for the plant list every 50 ms while the database restarts.
    const probe = async () => {
      const t0 = performance.now();
      try {
        const res = await fetch(`${processes[0].url}/api/dashboard-v3/portfolio/alpine/plant`, {
          headers,
          signal: AbortSignal.timeout(TIMEOUT_S * 1000),
        });
        await res.arrayBuffer();
        return { status: res.status, ms: performance.now() - t0 };
      } catch {
        return { status: 0, ms: performance.now() - t0 };
      }
    };
    let probing = true;
    const answers: Array<{ at: number; status: number; ms: number }> = [];
    const prober = (async () => {
      while (probing) {
        const at = performance.now();
        answers.push({ at, ...(await probe()) });
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    await new Promise((r) => setTimeout(r, 1000));
    const down = performance.now();
    await pg.restart!();
    const up = performance.now();
    const until = up + 60_000;
    while (performance.now() < until && !answers.some((a) => a.at > up && a.status === 200))
      await new Promise((r) => setTimeout(r, 50));
    probing = false;
    await prober;
    const first = answers.find((a) => a.at > up && a.status === 200);
    const during = answers.filter((a) => a.at >= down && (!first || a.at < first.at));
    const counts: Record<string, number> = {};
    for (const a of during) counts[a.status] = (counts[a.status] ?? 0) + 1;
    console.log(
      `database restart: down ${((up - down) / 1000).toFixed(1)} s; API answered 200 again ${first ? `${((first.at - up) / 1000).toFixed(2)} s after the database was back` : 'not within 60 s'}; ` +
        `answers meanwhile ${JSON.stringify(counts)} (0 = no answer), slowest ${during.length ? maxOf(during.map((a) => a.ms)).toFixed(0) : '-'} ms; processes alive: ${processes.every((p) => p.child.exitCode === null)}`,
    );
  }
} finally {
  await Promise.all(processes.map((p) => p.stop()));
  await db.destroy();
  await database.drop();
  await pg.stop();
}
