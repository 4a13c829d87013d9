import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { signedInTestApp } from '../../testing/signedInTestApp.js';

// Heavy series requests are bounded per request: raw and hourly data for at most 366 days, so no
// single request can ask for years of hourly values (coarser buckets reach further).

const DAY = 86_400_000;
const START = Date.UTC(2025, 0, 1);
let t: TestApp;
let operator: Record<string, string>;
beforeAll(async () => ({ t, operator } = await signedInTestApp()));
afterAll(() => t?.close());

const get = (path: string, days: number, granularity?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/dashboard-v3/portfolio/alpine/${path}?start-ts=${START}&end-ts=${START + days * DAY}${granularity ? `&granularity=${granularity}` : ''}`,
    headers: operator,
  });

describe('series request bounds', () => {
  it('raw and hourly data: more than 366 days answers 400 naming the limit, for plant and portfolio series', async () => {
    for (const path of ['plant/hochalm/power', 'plant/hochalm/energy', 'power', 'plant_generation']) {
      for (const granularity of [undefined, 'hour']) {
        const res = await get(path, 367, granularity);
        expect(res.statusCode, `${path} ${granularity}`).toBe(400);
        expect(res.json().detail).toMatch(/366 days/);
      }
      expect((await get(path, 366, 'hour')).statusCode, path).not.toBe(400);
      expect((await get(path, 3 * 366, 'day')).statusCode, path).not.toBe(400);
    }
  });
});
