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
import { basic } from '../../testing/signIn.js';

// An app whose database does not answer (nothing listens on port 1).
let app: FastifyInstance;
let db: Kysely<Database>;
const dataDir = mkdtempSync(join(tmpdir(), 'penstock-health-'));
beforeAll(async () => {
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://x:y@127.0.0.1:1/none', LOG_LEVEL: 'silent' }),
    webDistDir: join(dataDir, 'web'),
  };
  db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: config.databaseUrl, connectionTimeoutMillis: 500 }),
    }),
  });
  app = await buildApp({ config, db });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('health with the database down', () => {
  it('readiness answers 503 with database "error" and Retry-After', async () => {
    for (const url of ['/api/v1/health', '/api/v1/health/ready', '/api/dashboard-v3/health']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', database: 'error' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('liveness answers 200: the process is fine, only the database is gone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(res.statusCode).toBe(200);
  });

  it('requests that need the database answer 503 {detail} with Retry-After, no stack trace', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/dashboard-v3/auth/token',
      headers: basic('operator@penstock.demo', 'x'),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: expect.stringMatching(/temporarily unavailable/) });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/dashboard-v3/me',
      headers: { authorization: 'Bearer x.y.z' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('/metrics is off without METRICS_TOKEN', async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toMatch(/METRICS_TOKEN/);
  });
});
