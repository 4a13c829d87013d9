// Telemetry ingest (issue 26): `node --import tsx bench/telemetry.bench.ts`.
// The app listens on loopback (buildApp, the shipped shedding defaults) on a throw-away PostgreSQL
// with the demo world. An API service account sends 1,000,000 measurements of the Hochalm plant
// (5 series x 200,000 values, 10 s apart, none on a stored time) as JSON over HTTP in batches of
// 100,000, one after the other. Baseline in the same run: a bare `COPY series_value FROM STDIN`
// (psql's \copy) of the same rows into the same table, before the ingest (its rows removed again),
// once as a client would run it (the foreign-key trigger checks each row against series) and once
// without the per-row foreign-key triggers (session_replication_role replica), as the ingest writes
// on a superuser connection: on this table the trigger, not PostgreSQL's settings, is most of COPY's time.
// Meanwhile one user makes the cockpit's calls (plant list, topology, four series over its default
// range, hourly) in turn; their p50/p99 while the ingest runs against the same calls idle, and the
// event loop's delay (perf_hooks) in both phases: how much of the wait is this process's own work.
// Targets: 1,000,000 values under 5 s and within 2x of COPY.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { DEMO_PASSWORD } from '../apps/server/src/seed/seedDemo.js';
import { seedDemoWorld } from '../apps/server/src/seed/seedDemoWorld.js';
import { startTestPostgres } from '../test/postgres.js';
import { percentile } from './benchStats.js';
import { benchApp, benchDatabase, benchHeader } from './benchSetup.js';

const VALUES = Number(process.env.BENCH_TELEMETRY_VALUES ?? 1_000_000);
const BATCH = 100_000;
const IDLE_ROUNDS = 60;
const HOUR = 3_600_000;
const SERIES = [
  { component: 'HOA-M1', quantity: 'power', id: 'hochalm.m1' },
  { component: 'HOA-M2', quantity: 'power', id: 'hochalm.m2' },
  { component: 'HOA-M1', quantity: 'discharge', id: 'hochalm.m1' },
  { component: 'HOA-M2', quantity: 'discharge', id: 'hochalm.m2' },
  { component: 'HOA-RES', quantity: 'inflow', id: 'hochalm.reservoir' },
];

console.log(benchHeader('telemetry ingest'));
const pg = await startTestPostgres();
const database = await benchDatabase(pg.url);
const db = database.db;
await seedDemoWorld(db);
// event-loop shedding off: on a shared machine the lag is the neighbours', and this measures latency
const { app, dataDir } = await benchApp(db, database.url, 'penstock-bench-telemetry-', {
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  SHED_EVENT_LOOP_DELAY_MS: '0',
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };

function call(agent: Agent, method: string, path: string, headers: Record<string, string>, body?: string) {
  const t0 = performance.now();
  return new Promise<{ ms: number; status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ ms: performance.now() - t0, status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
const sender = new Agent({ keepAlive: true, maxSockets: 1 });
const reader = new Agent({ keepAlive: true, maxSockets: 1 });
const basic = (u: string, p: string) => ({ authorization: `Basic ${Buffer.from(`${u}:${p}`).toString('base64')}` });
const tokenOf = async (u: string, p: string) => ({
  authorization: `Bearer ${JSON.parse((await call(reader, 'GET', '/api/dashboard-v3/auth/token', basic(u, p))).body).access_token}`,
});
const admin = await tokenOf('admin@penstock.demo', DEMO_PASSWORD);
const account = JSON.parse(
  (
    await call(
      reader,
      'POST',
      '/api/dashboard-v3/account/api-service-account',
      { ...admin, 'content-type': 'application/json' },
      JSON.stringify({ portfolio_id: 'alpine', name: 'Bench SCADA', can_write: true }),
    )
  ).body,
) as { username: string; secret: string };
const sensor = await tokenOf(account.username, account.secret);
const operator = await tokenOf('operator@penstock.demo', DEMO_PASSWORD);

// the rows: series s, value i at base - i*10 s - 3 s (never a whole hour, so every value is new)
const base = Math.floor(Date.now() / HOUR) * HOUR - HOUR;
const perSeries = VALUES / SERIES.length;
const tsOf = (i: number) => base - i * 10_000 - 3_000;
const valueOf = (s: number, i: number) => Math.round((10 + s + Math.sin(i / 50) * 5) * 1000) / 1000;
const bodies: string[] = [];
for (let start = 0; start < VALUES; start += BATCH) {
  const measurements = [];
  for (let k = start; k < Math.min(VALUES, start + BATCH); k++) {
    const s = k % SERIES.length;
    const i = Math.floor(k / SERIES.length);
    measurements.push({
      component: SERIES[s].component,
      quantity: SERIES[s].quantity,
      ts: tsOf(i),
      value: valueOf(s, i),
    });
  }
  bodies.push(JSON.stringify({ plant_view_id: 'hochalm', measurements }));
}

// The series the ingest writes (made by a first small send, so COPY has its ids)
const seed = await call(
  sender,
  'POST',
  '/api/v1/telemetry',
  { ...sensor, 'content-type': 'application/json' },
  JSON.stringify({
    plant_view_id: 'hochalm',
    measurements: SERIES.map((x) => ({ component: x.component, quantity: x.quantity, ts: base + 1_000, value: 1 })),
  }),
);
if (seed.status !== 200) throw new Error(`seed send: ${seed.status} ${seed.body}`);
const ids: number[] = [];
for (const x of SERIES) {
  const { rows } = await sql<{ id: number }>`
    select id::int as id from series where kind = 'actual' and run_id is null and quantity = ${x.quantity}
      and (control_unit_id = ${x.id} or hydro_body_id = ${x.id}) order by version desc limit 1`.execute(db);
  ids.push(rows[0].id);
}
const removeRows = async () => {
  await sql`delete from series_value where series_id = any(${ids}::int[]) and ts < ${new Date(base)} and extract(second from ts)::int % 10 = 7`.execute(
    db,
  );
  await sql`vacuum analyze series_value`.execute(db);
};

// COPY baseline: the same rows as tab-separated text through psql's \copy
let copyText = '';
for (let i = 0; i < perSeries; i++)
  for (let s = 0; s < SERIES.length; s++)
    copyText += `${ids[s]}\t${new Date(tsOf(i)).toISOString()}\t${valueOf(s, i)}\t\\N\n`;
async function copyRows(withoutForeignKeyTrigger = false): Promise<number> {
  const t0 = performance.now();
  await new Promise<void>((resolve, reject) => {
    const setup = withoutForeignKeyTrigger ? ['-c', 'set session_replication_role = replica'] : [];
    const psql = spawn(
      'psql',
      [
        database.url,
        '-v',
        'ON_ERROR_STOP=1',
        ...setup,
        '-c',
        '\\copy series_value (series_id, ts, value, quality) from stdin',
      ],
      {
        stdio: ['pipe', 'ignore', 'pipe'],
      },
    );
    let err = '';
    psql.stderr.on('data', (d) => (err += d));
    psql.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`psql: ${err}`))));
    psql.stdin.end(copyText);
  });
  return performance.now() - t0;
}

// CPU time: this process (server and client) and the PostgreSQL server (its postmaster's processes,
// found from a backend of the bench database; Linux /proc): a machine's load stretches wall time,
// not the work, so these say what a batch costs on a quiet machine
const TICK_MS = 10; // USER_HZ 100
const procStat = (pid: string) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
const databaseName = new URL(database.url).pathname.slice(1);
const postmaster = (() => {
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p)))
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${databaseName} `)) return procStat(pid)[1];
    } catch {
      // a process that ended meanwhile
    }
  return null;
})();
function postgresCpuMs(): number {
  if (!postmaster) return NaN;
  const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8').trim().split(' ');
  let ticks = 0;
  for (const pid of [postmaster, ...children])
    try {
      const f = procStat(pid);
      ticks += Number(f[11]) + Number(f[12]);
    } catch {
      // a process that ended meanwhile
    }
  return ticks * TICK_MS;
}
const nodeCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

// the cockpit's calls (as bench/health-during-solve.bench.ts)
const plantBase = '/api/dashboard-v3/portfolio/alpine/plant/hochalm';
const today = Math.floor(Date.now() / (24 * HOUR)) * 24 * HOUR;
const range = `start-ts=${today - 6 * 24 * HOUR}&end-ts=${today + 3 * 24 * HOUR}&granularity=hour&timezone=Europe%2FVienna`;
const cockpit = [
  '/api/dashboard-v3/portfolio/alpine/plant',
  `${plantBase}/topology`,
  ...['power', 'water-content', 'day-ahead-price', 'realized-day-ahead-price'].map((s) => `${plantBase}/${s}?${range}`),
];
// answers shed by the overload guard (503, the machine's load) are counted apart, not timed
const shed = { idle: 0, during: 0 };
async function cockpitRound(out: number[], phase: keyof typeof shed) {
  for (const path of cockpit) {
    const r = await call(reader, 'GET', path, operator);
    if (r.status === 503) shed[phase]++;
    else if (r.status !== 200) throw new Error(`${path}: ${r.status}`);
    else out.push(r.ms);
  }
}

const loop = monitorEventLoopDelay({ resolution: 10 });
const loopDelay = () => {
  const out = `p99 ${(loop.percentile(99) / 1e6).toFixed(0)} / max ${(loop.max / 1e6).toFixed(0)} ms`;
  loop.reset();
  return out;
};
loop.enable();
const idle: number[] = [];
const idleCpu0 = [nodeCpuMs(), postgresCpuMs()];
for (let i = 0; i < IDLE_ROUNDS; i++) await cockpitRound(idle, 'idle');
// what one cockpit call costs, to take the calls made during the ingest out of its CPU figures
const perCall = [(nodeCpuMs() - idleCpu0[0]) / idle.length, (postgresCpuMs() - idleCpu0[1]) / idle.length];
const idleLoop = loopDelay();

const copyMs = await copyRows();
await removeRows();
const copyNoTriggerMs = await copyRows(true);
await removeRows();
loop.reset();

const during: number[] = [];
let ingesting = true;
const readLoop = (async () => {
  while (ingesting) await cockpitRound(during, 'during');
})();
const counts = { new: 0, unchanged: 0, corrected: 0 };
const batchMs: number[] = [];
const nodeCpu: number[] = [];
const postgresCpu: number[] = [];
const t0 = performance.now();
for (const body of bodies) {
  const cpu0 = [nodeCpuMs(), postgresCpuMs()];
  const r = await call(sender, 'POST', '/api/v1/telemetry', { ...sensor, 'content-type': 'application/json' }, body);
  if (r.status !== 200) throw new Error(`batch: ${r.status} ${r.body.slice(0, 300)}`);
  const answer = JSON.parse(r.body) as typeof counts;
  counts.new += answer.new;
  counts.unchanged += answer.unchanged;
  counts.corrected += answer.corrected;
  batchMs.push(r.ms);
  nodeCpu.push(nodeCpuMs() - cpu0[0]);
  postgresCpu.push(postgresCpuMs() - cpu0[1]);
}
const ingestMs = performance.now() - t0;
ingesting = false;
await readLoop;
const duringLoop = loopDelay();
loop.disable();

const f = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `ingest ${VALUES} values in ${bodies.length} batches of ${BATCH} over loopback HTTP: ${f(ingestMs)} (batches ${batchMs.map((m) => m.toFixed(0)).join(', ')} ms); new ${counts.new}, unchanged ${counts.unchanged}, corrected ${counts.corrected}`,
);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const perBatch = (xs: number[]) => sum(xs) / bodies.length;
const callsPerBatch = (during.length + shed.during) / bodies.length;
console.log(
  `CPU per batch (mean): this process ${perBatch(nodeCpu).toFixed(0)} ms, PostgreSQL ${perBatch(postgresCpu).toFixed(0)} ms (wall ${perBatch(batchMs).toFixed(0)} ms); without the cockpit's ${callsPerBatch.toFixed(1)} calls per batch (${perCall[0].toFixed(1)} / ${perCall[1].toFixed(1)} ms each when idle): this process ${(perBatch(nodeCpu) - callsPerBatch * perCall[0]).toFixed(0)} ms, PostgreSQL ${(perBatch(postgresCpu) - callsPerBatch * perCall[1]).toFixed(0)} ms`,
);
console.log(`bare COPY of the same rows into series_value: ${f(copyMs)}   ratio ${(ingestMs / copyMs).toFixed(2)}`);
console.log(
  `bare COPY without the per-row foreign-key trigger (as the ingest writes): ${f(copyNoTriggerMs)}   ratio ${(ingestMs / copyNoTriggerMs).toFixed(2)}`,
);
console.log(
  `target: under 5 s ${ingestMs < 5000 ? 'met' : 'NOT met'}, within 2x of COPY ${ingestMs <= 2 * copyMs ? 'met' : 'NOT met'}`,
);
const p = (xs: number[], q: number) => percentile(xs, q).toFixed(1);
console.log(
  `cockpit calls idle: p50 ${p(idle, 50)} / p99 ${p(idle, 99)} ms (${idle.length} calls, ${shed.idle} shed); during ingest: p50 ${p(during, 50)} / p99 ${p(during, 99)} ms (${during.length} calls, ${shed.during} shed); p99 ratio ${(percentile(during, 99) / percentile(idle, 99)).toFixed(2)}`,
);
console.log(`event-loop delay idle: ${idleLoop}; during ingest: ${duringLoop}`);

await app.close();
await db.destroy();
await database.drop();
await pg.stop();
rmSync(dataDir, { recursive: true, force: true });
