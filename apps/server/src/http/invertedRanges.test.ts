import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/createTestApp.js';
import { createWorldTestApp } from '../testing/createWorldTestApp.js';
import { bearer, signIn } from '../testing/signIn.js';

/**
 * Convention (issue 21): every endpoint that takes start-ts and end-ts answers 400 for an inverted
 * range (start after end), never 200 with an empty answer. The routes are walked from the OpenAPI
 * document the app registers, so a new endpoint with these parameters is checked without a test
 * of its own.
 */
let t: TestApp;
let admin: Record<string, string>;

type Operation = { parameters?: Array<{ name: string; in: string }> };

beforeAll(async () => {
  // the demo world: paths are checked for ownership before validation, so they name real ids
  t = await createWorldTestApp();
  admin = bearer((await signIn(t.app, 'admin@penstock.demo')).access_token);
}, 120_000);
afterAll(() => t?.close());

describe('inverted start-ts/end-ts ranges', () => {
  it('answer 400 naming end-ts on every registered endpoint that takes both', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const ranged: Array<{ method: string; path: string }> = [];
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops)) {
        const query = new Set((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
        if (query.has('start-ts') && query.has('end-ts')) ranged.push({ method: method.toUpperCase(), path });
      }
    // the walk finds the series, overrides, violations, maintenance, price and reporting endpoints
    expect(ranged.length).toBeGreaterThan(15);
    expect(ranged.map((r) => r.path)).toContain('/api/dashboard-v3/portfolio/{portfolioId}/violations');

    const start = Date.UTC(2026, 10, 2);
    const end = Date.UTC(2026, 10, 1);
    const wrong: string[] = [];
    for (const r of ranged) {
      // path parameters name the demo world's alpine portfolio, Hochalm and its turbine M1
      const path = r.path
        .replace('{portfolioId}', 'alpine')
        .replace('{plantViewId}', 'hochalm')
        .replace('{turbineId}', 'hochalm.m1')
        .replace(/\{[^}]+\}/g, 'x');
      const res = await t.app.inject({
        method: r.method,
        url: `${path}?start-ts=${start}&end-ts=${end}&kind=plan&component=hochalm.m1&quantity=power&duration-value=1&duration-unit=hours`,
        headers: admin,
      });
      const body = res.body;
      if (res.statusCode !== 400 || !body.includes('end-ts'))
        wrong.push(`${r.method} ${r.path}: ${res.statusCode} ${body.slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
  });
});
