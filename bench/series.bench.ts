// Series API benchmark: `node --import tsx bench/series.bench.ts` (BENCH_SKIP_LARGE=1: demo world only).
// Loads the demo world (3 years + 10 days) and a large world (50 plants, 5 years) into a throw-away
// PostgreSQL, then times each case through the API (app.inject: routing, auth, portfolio check,
// validation, SQL, serialisation) and the bare SQL bucketing statement of the same case, in the
// same run. Prints p50/p99 of both and their ratio. Targets (issue 3): p99 < 50 ms for one
// plant-year by day on the demo world; API within 1.5x of the bare query.
import { loadavg } from 'node:os';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createDb } from '../apps/server/src/db/createDb.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import type { Db } from '../apps/server/src/db/schema.js';
import { aggregateSeries, type Aggregation } from '../apps/server/src/modules/series/aggregateSeries.repo.js';
import { createSeriesRepo } from '../apps/server/src/modules/series/series.repo.js';
import { loadWorld } from '../apps/server/src/seed/loadWorld.js';
import { seedDemo } from '../apps/server/src/seed/seedDemo.js';
import { seedDemoWorld } from '../apps/server/src/seed/seedDemoWorld.js';
import { bearer, signIn } from '../apps/server/src/testing/signIn.js';
import { createTestDatabase } from '../test/database.js';
import { startTestPostgres } from '../test/postgres.js';
import { percentile, timeRuns } from './benchStats.js';
import { appendAll } from '@penstock/domain';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 21, 23);
const ZONE = 'Europe/Vienna';
const YEAR = { start: NOW - 365 * DAY, end: NOW };
const MONTH = { start: NOW - 30 * DAY, end: NOW };

interface Case {
  name: string;
  url: string;
  /** the bare statement: the same bucketing over the same series ids */
  bare: () => Promise<unknown>;
  targetP99?: number;
}

async function worldDb(adminUrl: string) {
  const database = await createTestDatabase(adminUrl);
  const db = await createDb(database.url, 10);
  await migrateToLatest(db);
  await seedDemo(db);
  return { db, url: database.url };
}

async function cases(
  db: Db,
  label: string,
  plant: { portfolio: string; view: string },
  portfolio: string,
): Promise<Case[]> {
  const repo = createSeriesRepo(db);
  const bare =
    (
      viewIds: string[],
      agg: Aggregation,
      granularity: 'day' | 'hour' | 'month',
      range: { start: number; end: number },
      perPlant: boolean,
    ) =>
    async () => {
      // metadata lookups are part of the API's work, not of the bare aggregation
      const metas = await repo.componentSeries(viewIds, ['power']);
      return () =>
        aggregateSeries(db, {
          ids: metas.map((m) => m.id),
          ...range,
          granularity,
          zone: ZONE,
          agg,
          perSeries: !perPlant,
          groups: perPlant
            ? { kind: metas.map((m) => m.kind), key: metas.map((m) => m.plant_view_id ?? '') }
            : { kind: metas.map((m) => m.kind) },
        });
    };
  const q = (r: { start: number; end: number }, g: string) =>
    `start-ts=${r.start}&end-ts=${r.end}&granularity=${g}&timezone=${ZONE}`;
  return Promise.all(
    [
      {
        name: `${label}: one plant, one year, day`,
        url: `/api/dashboard-v3/portfolio/${plant.portfolio}/plant/${plant.view}/power?${q(YEAR, 'day')}`,
        make: bare([plant.view], 'mean', 'day', YEAR, false),
        targetP99: label === 'demo' ? 50 : undefined,
      },
      {
        name: `${label}: one plant, one month, hour`,
        url: `/api/dashboard-v3/portfolio/${plant.portfolio}/plant/${plant.view}/power?${q(MONTH, 'hour')}`,
        make: bare([plant.view], 'mean', 'hour', MONTH, false),
      },
      {
        name: `${label}: portfolio, one year, month`,
        url: `/api/dashboard-v3/portfolio/${portfolio}/power?${q(YEAR, 'month')}`,
        make: bare(
          (await db.selectFrom('plant_view').select('id').where('portfolio_id', '=', portfolio).execute()).map(
            (v) => v.id,
          ),
          'mean',
          'month',
          YEAR,
          true,
        ),
      },
    ].map(async (c) => ({ name: c.name, url: c.url, bare: await c.make(), targetP99: c.targetP99 })),
  );
}

async function run(db: Db, dbUrl: string, list: Case[], iterations: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'penstock-bench-'));
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      LOG_LEVEL: 'silent',
    }),
    webDistDir: join(dataDir, 'web'),
  };
  const app = await buildApp({ config, db });
  await app.ready();
  const headers = bearer((await signIn(app, 'admin@penstock.demo')).access_token);
  for (const c of list) {
    const api = async () => {
      const res = await app.inject({ method: 'GET', url: c.url, headers });
      if (res.statusCode !== 200) throw new Error(`${c.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return res.body.length;
    };
    const bytes = await api();
    // interleave so both see the same machine load
    const apiMs: number[] = [];
    const bareMs: number[] = [];
    await timeRuns(5, [api, c.bare]);
    for (let i = 0; i < iterations; i++) {
      const [a, b] = await timeRuns(1, [api, c.bare]);
      appendAll(apiMs, a);
      appendAll(bareMs, b);
    }
    const [a50, a99, b50, b99] = [
      percentile(apiMs, 50),
      percentile(apiMs, 99),
      percentile(bareMs, 50),
      percentile(bareMs, 99),
    ];
    const verdict = c.targetP99 ? ` target p99 < ${c.targetP99} ms: ${a99 < c.targetP99 ? 'met' : 'MISSED'};` : '';
    console.log(
      `${c.name.padEnd(42)} API p50 ${a50.toFixed(1).padStart(7)} p99 ${a99.toFixed(1).padStart(7)} ms | bare SQL p50 ${b50.toFixed(1).padStart(7)} p99 ${b99.toFixed(1).padStart(7)} ms | ratio p50 ${(a50 / b50).toFixed(2)} p99 ${(a99 / b99).toFixed(2)} (target 1.5: ${a50 / b50 <= 1.5 ? 'met' : 'MISSED'});${verdict} ${(bytes / 1024).toFixed(0)} KB`,
    );
  }
  await app.close();
}

const pg = await startTestPostgres();
try {
  console.log(
    `Series API benchmark (${new Date().toISOString()}, node ${process.version}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  const demo = await worldDb(pg.url);
  let t0 = performance.now();
  const loaded = await seedDemoWorld(demo.db, { now: NOW });
  console.log(
    `demo world loaded: ${loaded.series} series, ${loaded.values} values in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  await run(demo.db, demo.url, await cases(demo.db, 'demo', { portfolio: 'alpine', view: 'hochalm' }, 'river'), 200);
  await demo.db.destroy();

  if (!process.env.BENCH_SKIP_LARGE) {
    const large = await worldDb(pg.url);
    const customer = await large.db.selectFrom('customer').select('id').executeTakeFirstOrThrow();
    await large.db
      .insertInto('portfolio')
      .values({ id: 'large', customer_id: customer.id, display_name: 'Large world' })
      .execute();
    t0 = performance.now();
    const big = await loadWorld(large.db, {
      world: { now: NOW, plants: 50, historyYears: 5 },
      portfolioId: 'large',
      customerId: customer.id,
    });
    console.log(
      `large world loaded: ${big.plants} plants, ${big.series} series, ${big.values} values in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    await run(
      large.db,
      large.url,
      await cases(large.db, 'large', { portfolio: 'large', view: 'w001-storage' }, 'large'),
      40,
    );
    await large.db.destroy();
  }
} finally {
  await pg.stop();
}
