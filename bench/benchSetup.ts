// What the database and API benchmarks share: the header line with the machine's load, a migrated
// database on the throw-away PostgreSQL, and the app on it (not listening; `ready()` or `listen()`).
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createDb } from '../apps/server/src/db/createDb.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import type { Db } from '../apps/server/src/db/schema.js';
import { seedDemo } from '../apps/server/src/seed/seedDemo.js';
import { createTestDatabase } from '../test/database.js';

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
