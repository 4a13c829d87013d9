import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { bearer, signIn } from '../../testing/signIn.js';

let t: TestApp;
const METRICS_TOKEN = 'metrics-token-0123456789';
beforeAll(async () => {
  t = await createTestApp({ metricsToken: METRICS_TOKEN });
  mkdirSync(join(t.config.webDistDir, 'assets'), { recursive: true });
  writeFileSync(join(t.config.webDistDir, 'index.html'), '<!doctype html><title>Penstock</title>');
  writeFileSync(join(t.config.webDistDir, 'assets', 'app-abc123.js'), 'console.log(1)');
});
afterAll(() => t?.close());

describe('health', () => {
  it('answers readiness ok on its paths without authentication', async () => {
    for (const url of ['/api/v1/health', '/api/v1/health/ready', '/api/dashboard-v3/health']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
    }
  });

  it('answers liveness without the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('metrics and docs', () => {
  it('/metrics needs the bearer token METRICS_TOKEN', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789',
      `Basic ${METRICS_TOKEN}`,
      `Bearer ${METRICS_TOKEN}x`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.body).not.toContain('process_cpu');
    }
  });

  it('/metrics has default metrics and request durations by route and status', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('process_cpu_user_seconds_total');
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/health",status_code="200"\} \d+/,
    );
  });

  it('serves the OpenAPI document with every route of this slice', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/dashboard-v3/auth/token',
      '/api/dashboard-v3/auth/multi_factor',
      '/api/dashboard-v3/auth/multi_factor/resend_token',
      '/api/v1/auth',
      '/api/v1/auth/refresh',
      '/api/v1/auth/logout',
      '/api/dashboard-v3/me',
      '/api/dashboard-v3/auth/password/forgot',
      '/api/dashboard-v3/auth/password/set',
      '/api/dashboard-v3/auth/password/change',
      '/api/dashboard-v3/settings',
      '/api/dashboard-v3/settings/{setting_name}',
      '/api/dashboard-v3/portfolio',
      '/api/dashboard-v3/contact',
      '/api/v1/health',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths['/api/dashboard-v3/auth/token'].get.description).toMatch(/15 minutes/);
    // Answers the web parses on its first screen are zod/mini schemas: documented like the others.
    const session = doc.paths['/api/v1/auth'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(session.properties ?? {})).toEqual([
      'email',
      'name',
      'is_admin',
      'default_portfolio',
      'plan_tier',
    ]);
    const portfolios = doc.paths['/api/dashboard-v3/portfolio'].get.responses['200'].content['application/json'].schema;
    expect(portfolios.type).toBe('array');
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('plumbing', () => {
  it('unknown /api paths answer 404 {detail}', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/nothing/here?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: expect.stringContaining('/api/nothing/here') });
    }
  });

  it('redirects / to /en/ and serves the SPA for client routes', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/en/');
    for (const url of ['/en/', '/en/cockpit/alpine/x?range=2024', '/en/login']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Penstock</title>');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    expect((await t.app.inject({ method: 'GET', url: '/metrics/nope' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/scheduler/v1/nope' })).statusCode).toBe(404);
  });

  it('sends a CSP that allows the React app and Gravatar', async () => {
    const csp = (await t.app.inject({ method: 'GET', url: '/en/' })).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: https://www.gravatar.com");
    expect(csp).toContain("connect-src 'self'");
  });

  it('bad bodies are 4xx with {detail}, never 5xx', async () => {
    const { access_token } = await signIn(t.app, 'operator@penstock.demo');
    const headers = bearer(access_token);
    const cases = [
      { payload: '{"locale": ', contentType: 'application/json' },
      { payload: 'locale=en-GB', contentType: 'application/x-www-form-urlencoded' },
      { payload: 'hello', contentType: 'text/plain' },
      { payload: JSON.stringify({ locale: 'x'.repeat(2 * 1024 * 1024) }), contentType: 'application/json' },
      { payload: '{"locale": "en-\\u0000GB"}', contentType: 'application/json' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/dashboard-v3/settings',
        headers: { ...headers, 'content-type': c.contentType },
        payload: c.payload,
      });
      expect(res.statusCode, c.payload.slice(0, 30)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().detail).toEqual(expect.any(String));
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    }
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard-v3/contact',
      headers,
      payload: { subject: 'a\u0000b' },
    });
    expect(nul.statusCode).toBe(400);
  });
});
