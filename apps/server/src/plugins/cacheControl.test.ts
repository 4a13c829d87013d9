import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../testing/createTestApp.js';
import { bearer, signIn } from '../testing/signIn.js';

let t: TestApp;
let admin: Record<string, string>;
let operator: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  mkdirSync(join(t.config.webDistDir, 'assets'), { recursive: true });
  writeFileSync(join(t.config.webDistDir, 'index.html'), '<!doctype html><title>Penstock</title>');
  writeFileSync(join(t.config.webDistDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  admin = bearer((await signIn(t.app, 'admin@penstock.demo')).access_token);
  operator = bearer((await signIn(t.app, 'operator@penstock.demo')).access_token);
});
afterAll(() => t?.close());

describe('Cache-Control', () => {
  it('every authenticated answer is no-store, the scheduler API included', async () => {
    const cases = [
      { url: '/scheduler/v1/periodic-task/', headers: admin, status: 200 },
      { url: '/scheduler/v1/periodic-task/', headers: operator, status: 403 },
      { url: '/scheduler/v1/periodic-task/', headers: {}, status: 401 },
      { url: '/scheduler/v1/periodic-task/nothing/-', headers: admin, status: 404 },
      { url: '/api/dashboard-v3/me', headers: operator, status: 200 },
      { url: '/api/dashboard-v3/portfolio', headers: operator, status: 200 },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'GET', url: c.url, headers: c.headers });
      expect(res.statusCode, c.url).toBe(c.status);
      expect(res.headers['cache-control'], `${c.url} ${c.status}`).toBe('no-store');
    }
  });

  it('the web app files keep their own caching', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).headers['cache-control']).toMatch(
      /immutable/,
    );
    expect((await t.app.inject({ method: 'GET', url: '/en/' })).headers['cache-control']).not.toBe('no-store');
  });
});
