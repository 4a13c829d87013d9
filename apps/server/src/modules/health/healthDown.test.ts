import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';

// An app whose database does not answer (nothing listens on port 1).
let app: FastifyInstance;
let db: Kysely<Database>;
const dataDir = mkdtempSync(join(tmpdir(), 'penstock-health-'));
beforeAll(async () => {
  const config = { ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://x:y@127.0.0.1:1/none', LOG_LEVEL: 'silent' }), webDistDir: join(dataDir, 'web') };
  db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.databaseUrl, connectionTimeoutMillis: 500 }) }) });
  app = await buildApp({ config, db });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('health with the database down', () => {
  it('answers 503 with database "error"', async () => {
    for (const url of ['/api/v1/health', '/api/dashboard-v3/health']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', database: 'error' });
    }
  });

  it('requests that need the database answer 503 {detail}, no stack trace', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/dashboard-v3/auth/password/forgot', payload: { email: 'a@b.cd' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: expect.stringMatching(/temporarily unavailable/) });
    const bad = await app.inject({ method: 'GET', url: '/api/dashboard-v3/me', headers: { authorization: 'Bearer x.y.z' } });
    expect(bad.statusCode).toBe(401);
  });
});
