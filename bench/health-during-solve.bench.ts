// Health latency while a 1-year solve runs: `node --import tsx bench/health-during-solve.bench.ts`.
// Starts the app (buildApp, listening on loopback) on a throw-away PostgreSQL, measures
// GET /api/v1/health over real HTTP with no solve running (baseline), then again while the
// synthetic 8-reservoir cascade over 1 year hourly is solved in the optimiser's worker thread in
// the same process (as with ROLES=api,scheduler,worker). Prints p50/p99 of both and the ratio.
// Target (issue 4): p99 < 50 ms during the solve. Requests are sequential (one in flight) and
// bounded (BENCH_HEALTH_MAX requests, default 20000, during the solve; 2000 for the baseline).
import { rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { closeSolvers, solvePlan } from '../packages/optimizer/src/solvePlan.js';
import { syntheticCascade } from '../packages/optimizer/src/syntheticCascade.js';
import { startTestPostgres } from '../test/postgres.js';
import { percentile } from './benchStats.js';
import { maxOf } from '@penstock/domain';
import { benchApp, benchDatabase, benchHeader } from './benchSetup.js';

const TARGET_P99_MS = 50;
const BASELINE_REQUESTS = 2000;
const MAX_DURING = Number(process.env.BENCH_HEALTH_MAX ?? 20000);

const pg = await startTestPostgres();
const database = await benchDatabase(pg.url, { demo: false });
const db = database.db;
const { app, dataDir } = await benchApp(db, database.url, 'penstock-bench-health-');
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
/** One GET /api/v1/health over loopback HTTP; answers its duration in ms. */
function health(): Promise<number> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/v1/health', agent }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200
          ? resolve(performance.now() - t0)
          : reject(new Error(`health answered ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Sequential requests until `until()` or `max`; also where the slowest one started (ms after the call). */
async function measure(until: () => boolean, max: number): Promise<number[] & { slowestAt?: number }> {
  const out: number[] & { slowestAt?: number } = [];
  const t0 = performance.now();
  let slowest = -1;
  while (out.length < max && !until()) {
    const at = performance.now() - t0;
    const ms = await health();
    if (ms > slowest) [slowest, out.slowestAt] = [ms, at];
    out.push(ms);
  }
  return out;
}

const fmt = (xs: number[]) =>
  `p50 ${percentile(xs, 50).toFixed(2)} ms, p99 ${percentile(xs, 99).toFixed(2)} ms, max ${maxOf(xs).toFixed(2)} ms (n=${xs.length})`;

try {
  console.log(benchHeader('Health during a 1-year solve'));
  // warm up: connections, JIT, and the solver worker (WebAssembly compiled once)
  await measure(() => false, 200);
  await solvePlan(syntheticCascade(8, 48, { seed: 42 }));

  const baseline = await measure(() => false, BASELINE_REQUESTS);

  const model = syntheticCascade(8, 8760, { seed: 42, stepSeconds: 3600 });
  let done = false;
  const t0 = performance.now();
  const solving = solvePlan(model).finally(() => (done = true));
  const during = await measure(() => done, MAX_DURING);
  const plan = await solving;
  const solveMs = performance.now() - t0;

  console.log(
    `solve: 8-reservoir cascade, 1 year hourly, ${plan.status}, objective ${plan.objective.toFixed(0)} EUR, ${(solveMs / 1000).toFixed(2)} s`,
  );
  console.log(`baseline (no solve):  ${fmt(baseline)}`);
  console.log(
    `during the solve:     ${fmt(during)}, slowest sent ${during.slowestAt?.toFixed(0)} ms after the solve started${done ? '' : ' (request bound reached before the solve ended)'}`,
  );
  const p99 = percentile(during, 99);
  console.log(
    `ratio during/baseline: p50 ${(percentile(during, 50) / percentile(baseline, 50)).toFixed(2)}x, p99 ${(p99 / percentile(baseline, 99)).toFixed(2)}x`,
  );
  console.log(`target p99 < ${TARGET_P99_MS} ms during the solve: ${p99 < TARGET_P99_MS ? 'met' : 'MISSED'}`);
  if (during.length < 100) console.log('warning: fewer than 100 requests during the solve; p99 is coarse');
} finally {
  agent.destroy();
  await app.close();
  await closeSolvers();
  await db.destroy();
  await database.drop();
  await pg.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
