import { sql } from 'kysely';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../db/createDb.js';
import type { TestApp } from '../testing/createTestApp.js';
import { signedInTestApp, type Headers } from '../testing/signedInTestApp.js';
import { SHED_RETRY_AFTER_S } from './loadShedding.js';

let t: TestApp;
let operator: Headers;
beforeAll(async () => ({ t, operator } = await signedInTestApp()));
afterAll(() => t?.close());

/** The app's pool with its size, and the operator's GET /me. */
function queueOf(w: TestApp, user: Headers) {
  const pool = poolOf(w.db)!.pool;
  const me = () => w.app.inject({ method: 'GET', url: '/api/dashboard-v3/me', headers: user });
  return { w, user, pool, max: pool.options.max!, me };
}

/** A test app of its own whose requests wait `waitMs` for a place: `body` runs on it, then it closes. */
async function withQueueBudget(waitMs: number, body: (q: ReturnType<typeof queueOf>) => Promise<void>) {
  const { t: w, operator: user } = await signedInTestApp({ shedQueueWaitMs: waitMs });
  try {
    await body(queueOf(w, user));
  } finally {
    await w.close();
  }
}

describe('load shedding', () => {
  it('a pool with a long queue sheds API requests at once with 503 and Retry-After; health still answers', async () => {
    const pool = poolOf(t.db)!.pool;
    // Every pooled connection busy, and four times as many requests waiting for one.
    const max = pool.options.max;
    const hogs = Array.from({ length: 5 * max }, (_, i) =>
      (i < max ? sql`select pg_sleep(2)` : sql`select 1`).execute(t.db),
    );
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

  it('runs at most two requests per pooled connection; the next waits its budget for a place, then is shed; places free when answers are sent', async () => {
    await withQueueBudget(300, async ({ w, pool, max, me }) => {
      // Every connection busy for 2 s: API requests that need the database stay in flight meanwhile.
      const hogs = Array.from({ length: max }, () => sql`select pg_sleep(2)`.execute(w.db));
      await expect.poll(() => pool.totalCount - pool.idleCount).toBe(max);
      const running = Array.from({ length: 2 * max }, me);
      await expect.poll(() => pool.waitingCount).toBe(2 * max);
      expect(pool.waitingCount).toBeLessThan(4 * max); // not the queue-length rule
      const t0 = performance.now();
      const shed = await me();
      expect(shed.statusCode).toBe(503);
      expect(shed.json().detail).toMatch(/busy/);
      expect(performance.now() - t0).toBeGreaterThanOrEqual(290); // it waited its budget for a place first
      await Promise.all(hogs);
      expect((await Promise.all(running)).map((r) => r.statusCode)).toEqual(Array(2 * max).fill(200));
      // Every place was given back: a full round runs again.
      expect((await Promise.all(Array.from({ length: 2 * max }, me))).map((r) => r.statusCode)).toEqual(
        Array(2 * max).fill(200),
      );
    });
  });

  it('a client that leaves while waiting in line gives back the place it is given later', async () => {
    await withQueueBudget(3000, async ({ w, user, pool, max, me }) => {
      const fill = async () => {
        const hogs = Array.from({ length: max }, () => sql`select pg_sleep(1)`.execute(w.db));
        await expect.poll(() => pool.totalCount - pool.idleCount).toBe(max);
        const running = Array.from({ length: 2 * max }, me);
        return { hogs, running };
      };
      const first = await fill();
      await expect.poll(() => pool.waitingCount).toBe(2 * max);
      // Over real HTTP: waits in line for a place, and its client goes away meanwhile.
      const url = new URL(`${await w.app.listen({ port: 0, host: '127.0.0.1' })}/api/dashboard-v3/me`);
      const gone = httpRequest(url, { headers: user });
      gone.on('error', () => {});
      gone.end();
      await new Promise((r) => setTimeout(r, 200));
      gone.destroy();
      await Promise.all(first.hogs);
      await Promise.all(first.running);
      await new Promise((r) => setTimeout(r, 200));
      // Every place is free again: a full round runs at once (each one waits for a connection).
      const second = await fill();
      await expect.poll(() => pool.waitingCount).toBe(2 * max);
      await Promise.all(second.hogs);
      expect((await Promise.all(second.running)).map((r) => r.statusCode)).toEqual(Array(2 * max).fill(200));
    });
  });
});
