import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createDb } from '../apps/server/src/db/createDb.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { seedDemo } from '../apps/server/src/seed/seedDemo.js';
import { seedDemoWorld } from '../apps/server/src/seed/seedDemoWorld.js';
import { bearer, signIn } from '../apps/server/src/testing/signIn.js';
import { createTestDatabase } from '../test/database.js';
import { startTestPostgres } from '../test/postgres.js';

const pg = await startTestPostgres();
const database = await createTestDatabase(pg.url);
const db = await createDb(database.url, 10);
await migrateToLatest(db);
await seedDemo(db);
await seedDemoWorld(db);
const config = { ...loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'p-')), DATABASE_URL: database.url, JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' }), authRateLimitPerMinute: 100000, shedEventLoopDelayMs: 0, shedQueueWaitMs: 0 };
const app = await buildApp({ config, db } as never);
const headers = bearer((await signIn(app, 'operator@penstock.demo')).access_token);
const plants = (await app.inject({ method: 'GET', url: '/api/dashboard-v3/portfolio/alpine/plant', headers })).json() as Array<{ id: string; timezone: string }>;
const plant = plants[0];
const now = Date.now();
for (const s of ['power', 'water-content', 'day-ahead-price', 'realized-day-ahead-price']) {
  const url = `/api/dashboard-v3/portfolio/alpine/plant/${plant.id}/${s}?start-ts=${now - 365 * 86400000}&end-ts=${now}&granularity=hour&timezone=${encodeURIComponent(plant.timezone)}`;
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 8; i++) {
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const r = await app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'gzip' } });
    const cpu = process.cpuUsage(cpu0);
    times.push(performance.now() - t0);
    bytes = r.rawPayload.length;
    if (i === 7) console.log(s, r.statusCode, `bytes ${bytes}`, `wall ${times.slice(2).map((x) => x.toFixed(0)).join(',')} ms`, `node cpu ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms`);
  }
}
await app.close();
await db.destroy();
await database.drop();
await pg.stop();
