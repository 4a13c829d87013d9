// The request thread while solves run: `node --import tsx bench/health-during-solve.bench.ts`.
// Starts the app (buildApp, listening on loopback, shipped shedding defaults) on a throw-away
// PostgreSQL with the demo world, in the same process as the optimiser's worker threads (as with
// ROLES=api,scheduler,worker). One user (one request in flight) makes the cockpit's calls (plant
// list, topology, four series over its default 9 days hourly) in turn: first with no solve
// (baseline), then while two 1-year hourly solves of the synthetic 8-reservoir cascade run in two
// worker threads (on 2 vCPUs: every CPU busy). Prints p50/p99/max of both, the 503s, and the ratio.
// Solver threads run at a lower priority (packages/optimizer/src/solverNice.ts). Bounded:
// BENCH_HEALTH_MAX requests during the solves (default 20000), BASELINE_ROUNDS rounds before.
import { Agent, request } from 'node:http';
import { DEMO_PASSWORD } from '../apps/server/src/seed/seedDemo.js';
import { closeSolvers, solvePlan } from '../packages/optimizer/src/solvePlan.js';
import { syntheticCascade } from '../packages/optimizer/src/syntheticCascade.js';
import { percentile } from './benchStats.js';
import { maxOf } from '@penstock/domain';
import { benchHeader, benchWorldApp } from './benchSetup.js';

const TARGET_P99_MS = 50;
const BASELINE_ROUNDS = 150;
const MAX_DURING = Number(process.env.BENCH_HEALTH_MAX ?? 20000);
const HOUR = 3_600_000;

const { app, close } = await benchWorldApp('health');
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
/** One GET over loopback HTTP; answers its duration (ms), status and body. */
function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ ms: number; status: number; body: string }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ ms: performance.now() - t0, status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const basic = `Basic ${Buffer.from(`operator@penstock.demo:${DEMO_PASSWORD}`).toString('base64')}`;
const token = (
  JSON.parse((await get('/api/dashboard-v3/auth/token', { authorization: basic })).body) as {
    access_token: string;
  }
).access_token;
const headers = { authorization: `Bearer ${token}` };
const plants = JSON.parse((await get('/api/dashboard-v3/portfolio/alpine/plant', headers)).body) as Array<{
  id: string;
  timezone: string;
}>;
const base = `/api/dashboard-v3/portfolio/alpine/plant/${encodeURIComponent(plants[0].id)}`;
const today = Math.floor(Date.now() / (24 * HOUR)) * 24 * HOUR;
const range = `start-ts=${today - 6 * 24 * HOUR}&end-ts=${today + 3 * 24 * HOUR}&granularity=hour&timezone=${encodeURIComponent(plants[0].timezone)}`;
// The cockpit's first screen (as bench/load.bench.ts): its default range is the last 6 days to 2 days ahead.
const cockpit = [
  '/api/dashboard-v3/portfolio/alpine/plant',
  `${base}/topology`,
  ...['power', 'water-content', 'day-ahead-price', 'realized-day-ahead-price'].map((s) => `${base}/${s}?${range}`),
];

interface Figures extends Array<number> {
  shed: number;
  other: number;
}

/** The cockpit's calls in turn, one in flight, until `until()` or `max` requests. */
async function measure(until: () => boolean, max: number): Promise<Figures> {
  const out = Object.assign([] as number[], { shed: 0, other: 0 });
  for (let i = 0; out.length < max && !until(); i++) {
    const r = await get(cockpit[i % cockpit.length], headers);
    if (r.status === 503) out.shed++;
    else if (r.status !== 200) out.other++;
    out.push(r.ms);
  }
  return out;
}

const fmt = (xs: Figures) =>
  `p50 ${percentile(xs, 50).toFixed(2)} ms, p99 ${percentile(xs, 99).toFixed(2)} ms, max ${maxOf(xs).toFixed(2)} ms (n=${xs.length}, ${xs.shed} answered 503, ${xs.other} other non-200)`;

try {
  console.log(benchHeader('Cockpit calls during two 1-year solves'));
  // warm up: connections, JIT, and two solver workers (WebAssembly compiled once)
  await measure(() => false, 120);
  await Promise.all([
    solvePlan(syntheticCascade(8, 48, { seed: 42 })),
    solvePlan(syntheticCascade(8, 48, { seed: 43 })),
  ]);

  const baseline = await measure(() => false, BASELINE_ROUNDS * cockpit.length);

  let running = 2;
  const t0 = performance.now();
  const solving = [42, 43].map((seed) =>
    solvePlan(syntheticCascade(8, 8760, { seed, stepSeconds: 3600 })).finally(() => running--),
  );
  const during = await measure(() => running === 0, MAX_DURING);
  const plans = await Promise.all(solving);
  const solveMs = performance.now() - t0;

  console.log(
    `solves: two 8-reservoir cascades, 1 year hourly, ${plans.map((p) => p.status).join(' and ')}, ${(solveMs / 1000).toFixed(1)} s wall, solver thread CPU ${plans.map((p) => ((p.stats.cpuMs ?? NaN) / 1000).toFixed(1)).join(' and ')} s`,
  );
  console.log(`baseline (no solve):    ${fmt(baseline)}`);
  console.log(
    `during the two solves:  ${fmt(during)}${running ? ' (request bound reached before the solves ended)' : ''}`,
  );
  const p99 = percentile(during, 99);
  console.log(
    `ratio during/baseline: p50 ${(percentile(during, 50) / percentile(baseline, 50)).toFixed(2)}x, p99 ${(p99 / percentile(baseline, 99)).toFixed(2)}x`,
  );
  console.log(
    `target p99 < ${TARGET_P99_MS} ms and no 503 during the solves: ${p99 < TARGET_P99_MS && during.shed === 0 ? 'met' : 'MISSED'}`,
  );
} finally {
  agent.destroy();
  await close(closeSolvers);
}
