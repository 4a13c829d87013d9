import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../db/createDb.js';
import { createTestApp, type TestApp } from '../testing/createTestApp.js';
import { bearer, signIn } from '../testing/signIn.js';
import { SHED_RETRY_AFTER_S } from './loadShedding.js';

let t: TestApp;
let operator: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  operator = bearer((await signIn(t.app, 'operator@penstock.demo')).access_token);
});
afterAll(() => t?.close());

describe('load shedding', () => {
  it('a pool with a long queue sheds API requests at once with 503 and Retry-After; health still answers', async () => {
    const pool = poolOf(t.db)!.pool;
    // Every pooled connection busy, and four times as many requests waiting for one.
    const max = pool.options.max;
    const hogs = Array.from({ length: 5 * max }, (_, i) => (i < max ? sql`select pg_sleep(2)` : sql`select 1`).execute(t.db));
    await expect.poll(() => pool.waitingCount).toBeGreaterThanOrEqual(4 * max);

    const shed = await t.app.inject({ method: 'GET', url: '/api/dashboard-v3/me', headers: operator });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe(String(SHED_RETRY_AFTER_S));
    expect(shed.json().detail).toMatch(/busy/);
    // Answered while the queue still waited: not queued behind it.
    expect(pool.waitingCount).toBeGreaterThan(0);

    // Readiness asks on its own connection: a busy pool is not a database that is down.
    const ready = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(pool.waitingCount).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health/live' })).statusCode).toBe(200);

    await Promise.all(hogs);
    const again = await t.app.inject({ method: 'GET', url: '/api/dashboard-v3/me', headers: operator });
    expect(again.statusCode).toBe(200);
  });

  it('sheds a request that would wait longer than its budget for a connection, and admits it once connections are free', async () => {
    const w = await createTestApp({ shedQueueWaitMs: 200 });
    try {
      const user = bearer((await signIn(w.app, 'operator@penstock.demo')).access_token);
      const pool = poolOf(w.db)!.pool;
      const max = pool.options.max!;
      // Teach the estimate that a connection is held about 0.3 s.
      for (let i = 0; i < 3; i++) await Promise.all(Array.from({ length: max }, () => sql`select pg_sleep(0.3)`.execute(w.db)));
      // Every connection busy and one request queued: the next would wait about 0.3 s, over its 0.2 s.
      const hogs = Array.from({ length: max + 1 }, () => sql`select pg_sleep(1)`.execute(w.db));
      await expect.poll(() => pool.waitingCount).toBe(1);
      expect(pool.waitingCount).toBeLessThan(4 * max); // not the queue-length rule
      const shed = await w.app.inject({ method: 'GET', url: '/api/dashboard-v3/me', headers: user });
      expect(shed.statusCode).toBe(503);
      expect(shed.json().detail).toMatch(/busy/);
      await Promise.all(hogs);
      expect((await w.app.inject({ method: 'GET', url: '/api/dashboard-v3/me', headers: user })).statusCode).toBe(200);
    } finally {
      await w.close();
    }
  });
});
