/**
 * Test harness for API tests (vitest, project 'api').
 *
 *   const t = await createTestApp();                 // fresh database, migrated, demo data seeded
 *   const tokens = await signIn(t.app, 'operator@penstock.demo');   // default password DEMO_PASSWORD
 *   const res = await t.app.inject({ method: 'GET', url: '/api/dashboard-v3/me', headers: bearer(tokens.access_token) });
 *   t.clock.advance(16 * 60_000);                    // move time for expiry and lockout tests
 *   afterAll(() => t.close());
 *
 * createTestApp(configOverrides?) -> { app (ready, use app.inject), db, config, clock, close() }.
 * Mail goes to config.dataDir/outbox unless configOverrides.smtpUrl points at test/smtp.ts's server.
 * The auth rate limit is raised to 10 000/min unless overridden.
 */
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createTestDatabase } from '../../../../test/database.js';
import { buildApp } from '../app.js';
import { createSettableClock, type SettableClock } from '../clock.js';
import { loadConfig, type Config } from '../config.js';
import { createDb } from '../db/createDb.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Db } from '../db/schema.js';
import { seedDemo } from '../seed/seedDemo.js';

/** Moves "now" forward (or back with a negative value); real time keeps flowing on top. */
export type TestClock = SettableClock;
export const createTestClock = createSettableClock;

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  clock: TestClock;
  close(): Promise<void>;
}

export async function createTestApp(configOverrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await createTestDatabase(inject('adminDatabaseUrl'));
  const dataDir = mkdtempSync(join(tmpdir(), 'penstock-test-data-'));
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
    }),
    authRateLimitPerMinute: 10_000,
    // Test files share two cores with each other: event-loop lag there says nothing about this app
    // (loadShedding.test.ts covers the pool-queue path, which stays on).
    shedEventLoopDelayMs: 0,
    shedQueueWaitMs: 0,
    webDistDir: join(dataDir, 'web'),
    ...configOverrides,
  };
  const db = await createDb(database.url, 5);
  await migrateToLatest(db);
  await seedDemo(db);
  const clock = createTestClock();
  const app = await buildApp({ config, db, clock });
  await app.ready();
  return {
    app,
    db,
    config,
    clock,
    async close() {
      await app.close();
      await db.destroy();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
