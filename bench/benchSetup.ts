// What the database and API benchmarks share: the header line with the machine's load, a migrated
// database on the throw-away PostgreSQL, and the app on it (not listening; `ready()` or `listen()`).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createDb } from '../apps/server/src/db/createDb.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import type { Db } from '../apps/server/src/db/schema.js';
import { seedDemo } from '../apps/server/src/seed/seedDemo.js';
import { seedDemoWorld } from '../apps/server/src/seed/seedDemoWorld.js';
import { createTestDatabase } from '../test/database.js';
import { startTestPostgres } from '../test/postgres.js';

/** "<title> (<now>, node <version>, load average a b c)": every benchmark's first line. */
export const benchHeader = (title: string) =>
  `${title} (${new Date().toISOString()}, node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})`;

/** A fresh migrated database on the server of `adminUrl`, with the demo accounts unless `demo` is false. */
export async function benchDatabase(adminUrl: string, { demo = true, pool = 10 } = {}) {
  const database = await createTestDatabase(adminUrl);
  const db = await createDb(database.url, pool);
  await migrateToLatest(db);
  if (demo) await seedDemo(db);
  return { db, url: database.url, drop: database.drop };
}

/** The HTTP app on `db` with its own data folder (remove `dataDir` when done). */
export async function benchApp(
  db: Db,
  databaseUrl: string,
  prefix = 'penstock-bench-',
  env: Record<string, string> = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      LOG_LEVEL: 'silent',
      ...env,
    }),
    webDistDir: join(dataDir, 'web'),
  };
  return { app: await buildApp({ config, db }), config, dataDir };
}

/**
 * The app on a throw-away PostgreSQL with the demo world, sign-in rate limits lifted (a benchmark
 * takes many tokens), `env` on top; `close()` stops and removes it all, `also` (e.g. the solver
 * threads) after the app and before the database.
 */
export async function benchWorldApp(name: string, env: Record<string, string> = {}) {
  const pg = await startTestPostgres();
  const database = await benchDatabase(pg.url);
  const { db } = database;
  await seedDemoWorld(db);
  const { app, dataDir } = await benchApp(db, database.url, `penstock-bench-${name}-`, {
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const close = async (also?: () => Promise<void>) => {
    await app.close();
    await also?.();
    await db.destroy();
    await database.drop();
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { db, app, close };
}
