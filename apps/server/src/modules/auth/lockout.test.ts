import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_S } from '@penstock/domain';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { basic, signIn } from '../../testing/signIn.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const attempt = (email: string, password: string) =>
  t.app.inject({ method: 'GET', url: '/api/dashboard-v3/auth/token', headers: basic(email, password) });

describe('sign-in lockout', () => {
  it(`locks an account for ${LOGIN_FAILURE_WINDOW_S / 60} minutes after ${LOGIN_FAILURE_LIMIT} failures, even for the right password`, async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++)
      expect((await attempt('operator@penstock.demo', 'wrong-password')).statusCode).toBe(401);
    const locked = await attempt('operator@penstock.demo', 'Penstock-demo-2026!');
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(LOGIN_FAILURE_WINDOW_S - 30);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_FAILURE_WINDOW_S);
    expect(locked.json().detail).toMatch(/Too many/);
    // Other accounts are not affected.
    await expect(signIn(t.app, 'admin@penstock.demo')).resolves.toHaveProperty('access_token');

    t.clock.advance(10 * 60_000);
    const stillLocked = await attempt('operator@penstock.demo', 'Penstock-demo-2026!');
    expect(stillLocked.statusCode).toBe(429);
    expect(Number(stillLocked.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_FAILURE_WINDOW_S - 10 * 60 + 1);

    t.clock.advance(5 * 60_000 + 1000);
    await expect(signIn(t.app, 'operator@penstock.demo')).resolves.toHaveProperty('access_token');
  });

  it('a success clears earlier failures', async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) await attempt('admin@penstock.demo', 'wrong-password');
    await signIn(t.app, 'admin@penstock.demo');
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++)
      expect((await attempt('admin@penstock.demo', 'wrong-password')).statusCode).toBe(401);
    await expect(signIn(t.app, 'admin@penstock.demo')).resolves.toHaveProperty('access_token');
  });

  it(`parallel wrong passwords get exactly ${LOGIN_FAILURE_LIMIT} password checks`, async () => {
    const codes = await Promise.all(
      Array.from({ length: 20 }, () => attempt('parallel@penstock.demo', 'wrong-password').then((r) => r.statusCode)),
    );
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_FAILURE_LIMIT);
    expect(codes.filter((c) => c === 429)).toHaveLength(20 - LOGIN_FAILURE_LIMIT);
  });

  it('locks unknown e-mails the same way (no account enumeration)', async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++)
      expect((await attempt('ghost@penstock.demo', 'x')).statusCode).toBe(401);
    expect((await attempt('ghost@penstock.demo', 'x')).statusCode).toBe(429);
  });
});

describe('rate limit per client address', () => {
  it('answers 429 with Retry-After beyond AUTH_RATE_LIMIT_PER_MINUTE', async () => {
    const limited = await createTestApp({ authRateLimitPerMinute: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/dashboard-v3/auth/password/forgot',
          payload: { email: 'a@b.cd' },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
          expect(res.json().detail).toMatch(/Too many requests/);
        }
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      // Another client address has its own budget.
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/dashboard-v3/auth/password/forgot',
        payload: { email: 'a@b.cd' },
        remoteAddress: '10.1.2.3',
      });
      expect(other.statusCode).toBe(200);
      // Authenticated, non-auth routes are not limited by it.
      expect((await limited.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('behind a load balancer (TRUST_PROXY) the address comes from X-Forwarded-For; without it the header is ignored', async () => {
    for (const [trustProxy, expected] of [
      [true, [200, 200, 429, 200]],
      [false, [200, 200, 429, 429]],
    ] as const) {
      const limited = await createTestApp({ authRateLimitPerMinute: 2, trustProxy });
      try {
        const codes: number[] = [];
        for (const client of ['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2']) {
          const res = await limited.app.inject({
            method: 'POST',
            url: '/api/dashboard-v3/auth/password/forgot',
            payload: { email: 'a@b.cd' },
            remoteAddress: '10.0.0.9',
            headers: { 'x-forwarded-for': client },
          });
          codes.push(res.statusCode);
        }
        expect(codes).toEqual(expected);
      } finally {
        await limited.close();
      }
    }
  });

  it('two API instances on one database share the budget (the windows live in PostgreSQL)', async () => {
    const limited = await createTestApp({ authRateLimitPerMinute: 4 });
    const second = await buildApp({ config: limited.config, db: limited.db, clock: limited.clock });
    try {
      const forgot = (app: typeof second) =>
        app.inject({
          method: 'POST',
          url: '/api/dashboard-v3/auth/password/forgot',
          payload: { email: 'a@b.cd' },
          remoteAddress: '10.9.9.9',
        });
      const codes: number[] = [];
      for (const app of [limited.app, second, limited.app, second, limited.app, second])
        codes.push((await forgot(app)).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
      // The sign-in route has its own budget.
      expect(
        (
          await second.inject({
            method: 'GET',
            url: '/api/dashboard-v3/auth/token',
            headers: basic('x@y.zz', 'x'),
            remoteAddress: '10.9.9.9',
          })
        ).statusCode,
      ).toBe(401);
      // A window ends: the budget is back.
      limited.clock.advance(61_000);
      expect((await forgot(second)).statusCode).toBe(200);
      const rows = await limited.db.selectFrom('rate_limit_window').select(['key', 'hits']).execute();
      expect(rows.find((r) => r.key.includes('/password/forgot|10.9.9.9'))?.hits).toBe(1);
    } finally {
      await second.close();
      await limited.close();
    }
  });
});
