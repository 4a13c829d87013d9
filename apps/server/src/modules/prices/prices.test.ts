import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInWorldApp } from '../../testing/signedInWorldApp.js';
import type { TestApp } from '../../testing/createTestApp.js';

let t: TestApp;
let admin: Record<string, string>;
let operator: Record<string, string>;
// The test world's "now" is 2026-10-30 12:00 UTC; forecasts run ahead of it.
const START = Date.UTC(2026, 9, 30, 23),
  END = Date.UTC(2026, 10, 2, 23); // 31 Oct - 2 Nov, Vienna days (CET)
const url = (portfolio: string, extra = '') =>
  `/api/dashboard-v3/portfolio/${portfolio}/price-forecast/download?start-ts=${START}&end-ts=${END}&timezone=Europe/Vienna${extra}`;

beforeAll(async () => ({ t, admin, operator } = await signedInWorldApp()), 120_000);
afterAll(() => t?.close());

describe('price forecast download', () => {
  it('gives admins the forecast as CSV: times in the zone and ISO with offset, unit in the header, the same prices as the power prices answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: url('alpine'), headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="price-forecast-alpine-2026-10-30\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const header = lines[0].split(',');
    expect(header.slice(0, 2)).toEqual(['Time (Europe/Vienna)', 'Time (ISO 8601)']);
    expect(header.length).toBeGreaterThanOrEqual(3);
    expect(header.slice(2).every((h) => h.endsWith('(EUR/MWh)'))).toBe(true);
    expect(lines).toHaveLength(1 + 72); // three Vienna days of hours
    expect(lines[1].split(',').slice(0, 2)).toEqual(['2026-10-31 00:00', '2026-10-31T00:00:00+01:00']);

    const prices = (
      await t.app.inject({
        method: 'GET',
        url: `/api/dashboard-v3/portfolio/alpine/power-prices?start-ts=${START}&end-ts=${END}&timezone=Europe/Vienna`,
        headers: admin,
      })
    ).json() as { regions: { frames: { kind: string; time: number[]; values: (number | null)[] }[] }[] };
    const forecast = prices.regions[0].frames.find((f) => f.kind === 'forecast')!;
    const firstPrice = Number(lines[1].split(',')[2]);
    expect(firstPrice).toBe(forecast.values[forecast.time.indexOf(START)]);
  });

  it('is admin only; bad input is a 400, an unknown portfolio a 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: url('alpine'), headers: operator })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url('alpine') })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: url('alpine', '&granularity=fortnight'), headers: admin })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: url('nowhere'), headers: admin })).statusCode).toBe(404);
  });
});
