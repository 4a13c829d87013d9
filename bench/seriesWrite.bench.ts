// The series module's one writer against the bare statements it replaced (issue 22):
// `node --import tsx bench/seriesWrite.bench.ts`.
// World load: every series of the demo world written as a new series through writeSeries({ grid }),
// beside the bare `insert series ... unnest(float8[])` statement loadWorld ran before. Upload: a
// staged file of 500,000 values merged through writeSeries({ staged }), beside the bare insert from
// the staging table. Each round runs in a transaction that is rolled back, alternating which goes
// first; figures are medians of 3 rounds.
import { sql } from 'kysely';
import { createDb } from '../apps/server/src/db/createDb.js';
import { withoutRowTriggers } from '../apps/server/src/db/bulkWrite.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import type { Db, Executor } from '../apps/server/src/db/schema.js';
import { tsFromMs } from '../apps/server/src/db/sqlTime.js';
import { seriesStaging, writeSeries } from '../apps/server/src/modules/series/index.js';
import { seedDemo } from '../apps/server/src/seed/seedDemo.js';
import { seedDemoWorld } from '../apps/server/src/seed/seedDemoWorld.js';
import { createWorld, DEFAULT_WORLD_SEED, QUANTITY_UNITS } from '../apps/server/src/world/index.js';
import { createTestDatabase } from '../test/database.js';
import { startTestPostgres } from '../test/postgres.js';

const NOW = Date.UTC(2026, 10, 21, 23);
const UPLOAD_VALUES = 500_000;
class Rollback extends Error {}

async function rolledBack(db: Db, work: (trx: Executor) => Promise<void>): Promise<number> {
  const t0 = performance.now();
  let ms = 0;
  await db
    .transaction()
    .execute(async (trx) => {
      await work(trx);
      ms = performance.now() - t0;
      throw new Rollback();
    })
    .catch((e) => {
      if (!(e instanceof Rollback)) throw e;
    });
  return ms;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function report(name: string, ms: number[], base: number[]) {
  const m = median(ms);
  const b = median(base);
  console.log(
    `${name.padEnd(44)} ${m.toFixed(0).padStart(6)} ms   bare statement ${b.toFixed(0).padStart(6)} ms   ratio ${(m / b).toFixed(3)}`,
  );
}

const pg = await startTestPostgres();
const database = await createTestDatabase(pg.url);
const db = await createDb(database.url, 4);
try {
  await migrateToLatest(db);
  await seedDemo(db); // accounts and portfolios
  await seedDemoWorld(db, { now: NOW }); // the demo world: its components own the series below
  const owners = new Map<string, { control_unit_id: string | null; hydro_body_id: string | null }>();
  for (const u of await db.selectFrom('control_unit').select('id').execute())
    owners.set(u.id, { control_unit_id: u.id, hydro_body_id: null });
  for (const b of await db.selectFrom('hydro_body').select('id').execute())
    owners.set(b.id, { control_unit_id: null, hydro_body_id: b.id });
  const series = [...createWorld({ seed: DEFAULT_WORLD_SEED, now: NOW }).series()].filter((s) =>
    owners.has(s.componentId),
  );
  const values = series.reduce((n, s) => n + s.values.length, 0);

  const viaWriter = (trx: Executor) =>
    withoutRowTriggers(trx, async () => {
      for (const s of series)
        await writeSeries(
          {
            grid: {
              series: {
                ...owners.get(s.componentId)!,
                quantity: s.quantity,
                kind: s.kind,
                unit: QUANTITY_UNITS[s.quantity],
                resolution_seconds: s.stepMs / 1000,
                version: 2, // beside the world's own series (version 1)
              },
              startMs: s.startTs,
              stepSeconds: s.stepMs / 1000,
              values: s.values,
            },
          },
          { by: 'bench', at: new Date(), source: 'bench' },
          trx,
        );
    });
  const bare = (trx: Executor) =>
    withoutRowTriggers(trx, async () => {
      for (const s of series) {
        const o = owners.get(s.componentId)!;
        await sql`
          with s as (
            insert into series (control_unit_id, hydro_body_id, price_region_id, price_forecast_source_id, quantity, kind, unit, resolution_seconds, version)
            values (${o.control_unit_id}, ${o.hydro_body_id}, null, null::uuid, ${s.quantity}, ${s.kind}, ${QUANTITY_UNITS[s.quantity]}, ${s.stepMs / 1000}, 2)
            returning id)
          insert into series_value (series_id, ts, value)
          select s.id, to_timestamp(${s.startTs / 1000}::float8) + (u.i - 1) * make_interval(secs => ${s.stepMs / 1000}::float8), u.v
          from s, unnest(${`{${s.values.join(',')}}`}::float8[]) with ordinality as u(v, i)
          where u.v <> 'NaN'::float8`.execute(trx);
      }
    });

  // an upload: 500,000 new hourly values on a fresh series per component, staged in batches
  const uploadSeries = async (trx: Executor) => {
    const ids: number[] = [];
    for (const [id, o] of [...owners].slice(0, 20))
      ids.push(
        (
          await trx
            .insertInto('series')
            .values({ ...o, quantity: `bench-${id}`, kind: 'actual', unit: 'MW' })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    await seriesStaging.create(trx);
    const per = UPLOAD_VALUES / ids.length;
    for (const id of ids)
      for (let from = 0; from < per; from += 25_000) {
        const n = Math.min(25_000, per - from);
        const idx = Array.from({ length: n }, (_, i) => from + i);
        await seriesStaging.stage(
          idx.map(() => id),
          idx.map((i) => NOW + i * 3_600_000),
          idx.map((i) => i % 97),
          idx.map((i) => i + 2),
          trx,
        );
      }
  };
  const uploadViaWriter = async (trx: Executor) => {
    await uploadSeries(trx);
    const t0 = performance.now();
    await writeSeries({ staged: { derived: [] } }, { by: 'bench', at: new Date(), source: 'bench' }, trx);
    uploadMs.writer.push(performance.now() - t0);
  };
  const uploadBare = async (trx: Executor) => {
    await uploadSeries(trx);
    const t0 = performance.now();
    await withoutRowTriggers(trx, () =>
      sql`insert into series_value (series_id, ts, value) select c.series_id, ${tsFromMs(sql`c.ms`)}, c.value from upload_value c`.execute(
        trx,
      ),
    );
    uploadMs.bare.push(performance.now() - t0);
  };
  const uploadMs = { writer: [] as number[], bare: [] as number[] };

  const world = { writer: [] as number[], bare: [] as number[] };
  await rolledBack(db, bare); // warm-up
  for (let round = 0; round < 3; round++) {
    const order = round % 2 ? (['bare', 'writer'] as const) : (['writer', 'bare'] as const);
    for (const which of order) {
      world[which].push(await rolledBack(db, which === 'writer' ? viaWriter : bare));
      await rolledBack(db, which === 'writer' ? uploadViaWriter : uploadBare);
    }
  }
  report(`world load (${series.length} series, ${(values / 1e6).toFixed(2)} M values)`, world.writer, world.bare);
  report(`upload merge (${UPLOAD_VALUES.toLocaleString('en')} staged values)`, uploadMs.writer, uploadMs.bare);
} finally {
  await db.destroy();
  await pg.stop();
}
