// Overrides benchmark: `node --import tsx bench/overrides.bench.ts`.
// Loads the demo world (3 years + 10 days) into a throw-away PostgreSQL, then saves 8,760 plan
// overrides (one turbine, one year of hours) in one request, each run replacing the previous run's
// overrides with expected_previous checks (so every run closes 8,760 live rows and inserts 8,760).
// Three timings, interleaved so they see the same machine load:
//   API      app.inject POST: JSON parse, zod validation, auth, rights, conflict read, writes, reply
//   service  the same save without HTTP (createOverridesService.save)
//   bare     a bare INSERT of the same 8,760 rows into series_override (unnest), rolled back
// Target (issue 5): API under 1 s, atomic. Prints p50/max and the ratio to the bare insert.
import { sql } from 'kysely';
import { systemClock } from '../apps/server/src/clock.js';
import { createOverridesService } from '../apps/server/src/modules/overrides/overrides.service.js';
import { createPlantsRepo } from '../apps/server/src/modules/plants/plants.repo.js';
import { seedDemoWorld } from '../apps/server/src/seed/seedDemoWorld.js';
import { bearer, signIn } from '../apps/server/src/testing/signIn.js';
import type { AuthUser } from '../apps/server/src/types.js';
import { startTestPostgres } from '../test/postgres.js';
import { percentile } from './benchStats.js';
import { maxOf } from '@penstock/domain';
import { benchApp, benchDatabase, benchHeader } from './benchSetup.js';

const H = 3_600_000;
const N = 8760;
const RUNS = 10;
const START = Date.UTC(2025, 0, 1); // a year with originals in the demo world
const UNIT = 'hochalm.m1';

const pg = await startTestPostgres();
try {
  console.log(benchHeader('Overrides benchmark'));
  const database = await benchDatabase(pg.url);
  const db = database.db;
  const t0 = performance.now();
  const loaded = await seedDemoWorld(db, { now: Date.UTC(2026, 10, 21) });
  console.log(
    `demo world loaded: ${loaded.series} series, ${loaded.values} values in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const { app } = await benchApp(db, database.url);
  await app.ready();
  const headers = bearer((await signIn(app, 'admin@penstock.demo')).access_token);
  const account = await db
    .selectFrom('account')
    .select(['id', 'email'])
    .where('email', '=', 'admin@penstock.demo')
    .executeTakeFirstOrThrow();
  const user: AuthUser = {
    accountId: account.id,
    email: account.email,
    name: 'Ada Admin',
    isAdmin: true,
    planTier: 'plus',
    jti: 'bench',
    sessionId: 'bench',
    fresh: false,
  };
  const view = (await createPlantsRepo(db).findView('alpine', 'hochalm'))!;
  const service = createOverridesService(db, systemClock);
  const series = await db
    .selectFrom('series')
    .select('id')
    .where('control_unit_id', '=', UNIT)
    .where('quantity', '=', 'power')
    .where('kind', '=', 'plan')
    .where('run_id', 'is', null)
    .executeTakeFirstOrThrow();

  // the effective values the client "loaded": originals at first, then each run's values
  const before = await db
    .selectFrom('series_value')
    .select('value')
    .where('series_id', '=', series.id)
    .where('ts', '>=', new Date(START))
    .where('ts', '<', new Date(START + N * H))
    .orderBy('ts')
    .execute();
  let current: Array<number | null> = Array.from({ length: N }, (_, i) => before[i]?.value ?? null);
  console.log(`target series ${series.id}: ${before.length} originals in the year`);
  let round = 0;
  const nextCells = () => {
    round++;
    const cells = current.map((prev, i) => ({
      component_id: UNIT,
      quantity: 'power' as const,
      ts: START + i * H,
      value: ((round * 37 + i) % 800) / 8, // within the unit's limits (0 to 100 MW here)
      expected_previous: prev,
    }));
    current = cells.map((c) => c.value);
    return cells;
  };

  const api = async () => {
    const payload = JSON.stringify({ cells: nextCells() });
    const t = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/dashboard-v3/portfolio/alpine/plant/hochalm/overrides?kind=plan',
      headers: { ...headers, 'content-type': 'application/json' },
      payload,
    });
    const ms = performance.now() - t;
    if (res.statusCode !== 200 || res.json().saved !== N)
      throw new Error(`save failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return { ms, bytes: payload.length };
  };
  const direct = async () => {
    const cells = nextCells();
    const t = performance.now();
    const out = await service.save(user, view, cells, { kind: 'plan' });
    if (out.saved !== N) throw new Error('service save failed');
    return performance.now() - t;
  };
  const bare = async () => {
    const ids = new Array(N).fill(series.id);
    const tss = Array.from({ length: N }, (_, i) => START + i * H + 30 * 60_000); // off the live cells: no unique clash
    const vals = Array.from({ length: N }, (_, i) => i / 8);
    const t = performance.now();
    await db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into series_override (series_id, ts, value, override_by, created_at)
          select c.sid, 'epoch'::timestamptz + c.ms * interval '1 millisecond', c.v, 'bench', now()
          from unnest(${ids}::bigint[], ${tss}::bigint[], ${vals}::float8[]) as c(sid, ms, v)`.execute(trx);
        throw new Error('rollback');
      })
      .catch((e) => {
        if ((e as Error).message !== 'rollback') throw e;
      });
    return performance.now() - t;
  };

  await api(); // warm-up (also the first save over originals)
  await direct();
  await bare();
  const apiMs: number[] = [];
  const serviceMs: number[] = [];
  const bareMs: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const a = await api();
    apiMs.push(a.ms);
    bytes = a.bytes;
    serviceMs.push(await direct());
    bareMs.push(await bare());
  }
  const p = (xs: number[]) =>
    `p50 ${percentile(xs, 50).toFixed(0).padStart(5)} max ${maxOf(xs).toFixed(0).padStart(5)} ms`;
  const ratio = (xs: number[]) => (percentile(xs, 50) / percentile(bareMs, 50)).toFixed(1);
  console.log(`8,760 overrides, one request (${(bytes / 1024).toFixed(0)} KB JSON), ${RUNS} runs:`);
  console.log(
    `  API      ${p(apiMs)} | ratio to bare ${ratio(apiMs)} | target < 1000 ms: ${maxOf(apiMs) < 1000 ? 'met' : 'MISSED'}`,
  );
  console.log(`  service  ${p(serviceMs)} | ratio to bare ${ratio(serviceMs)}`);
  console.log(`  bare     ${p(bareMs)} (INSERT of the same rows, no checks)`);
  const rows = await sql<{
    live: number;
    history: number;
  }>`select count(*) filter (where deleted_at is null)::int as live, count(*) filter (where deleted_at is not null)::int as history from series_override`.execute(
    db,
  );
  console.log(`  series_override after the runs: ${rows.rows[0].live} live, ${rows.rows[0].history} history rows`);
  await app.close();
  await db.destroy();
  await database.drop();
} finally {
  await pg.stop();
}
