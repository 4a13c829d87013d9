import { describe, expect, it } from 'vitest';
import { buildCalendar, HOUR_MS } from './calendar.js';
import { DEMO_PRICE_REGIONS } from './demoSites.js';
import { createWorld } from './generateWorld.js';
import { publishedUntil } from './prices.js';
import { meanWhere, within } from './testing/meanWhere.js';
import { maxOf, minOf } from '@penstock/domain';

const NOW = Date.UTC(2026, 10, 21, 23);
const world = createWorld({ now: NOW });
const market = world.marketSeries();
const get = (id: string, q: string, kind: string) =>
  market.find((s) => s.componentId === id && s.quantity === q && s.kind === kind)!;

describe('day-ahead prices', () => {
  const da = get('region.at', 'day_ahead_price', 'actual');
  const cal = buildCalendar(da.startTs, da.values.length);

  const hour = (i: number) => cal.hourOfDay[i];
  const month = (i: number) => new Date(da.startTs + i * HOUR_MS).getUTCMonth();
  const mean = (keep: (i: number) => boolean) => meanWhere(da.values, keep);

  it('peak above night on weekdays, and weekends below weekdays', () => {
    const weekday = (i: number) => within(cal.weekday[i], 1, 5);
    expect(mean((i) => weekday(i) && within(hour(i), 18, 20))).toBeGreaterThan(
      1.4 * mean((i) => weekday(i) && within(hour(i), 2, 4)),
    );
    expect(mean((i) => cal.weekday[i] === 0)).toBeLessThan(0.9 * mean(weekday));
  });

  it('has a solar dip at summer middays and a higher level in winter', () => {
    const june = (i: number) => month(i) === 5;
    expect(mean((i) => june(i) && within(hour(i), 12, 14))).toBeLessThan(
      0.7 * mean((i) => june(i) && within(hour(i), 19, 21)),
    );
    expect(mean((i) => month(i) === 0)).toBeGreaterThan(mean(june));
  });

  it('has some negative hours and some spikes in three years, within the market limits', () => {
    const neg = da.values.filter((v) => v < 0).length;
    const mean = da.values.reduce((a, b) => a + b, 0) / da.values.length;
    const spikes = da.values.filter((v) => v > 3 * mean).length;
    expect(neg).toBeGreaterThan(20);
    expect(neg).toBeLessThan(0.05 * da.values.length);
    expect(spikes).toBeGreaterThan(0);
    expect(minOf(da.values)).toBeGreaterThanOrEqual(-500);
    expect(maxOf(da.values)).toBeLessThanOrEqual(4000);
  });

  it('realised prices are a noisy version of day-ahead', () => {
    const realised = get('region.at', 'realised_price', 'actual').values;
    let diff = 0;
    let same = 0;
    for (let i = 0; i < realised.length; i++) {
      diff += Math.abs(realised[i] - da.values[i]);
      if (realised[i] === da.values[i]) same++;
    }
    expect(diff / realised.length).toBeGreaterThan(2);
    expect(diff / realised.length).toBeLessThan(20);
    expect(same).toBeLessThan(realised.length / 100);
  });

  it('forecasts the horizon and knows day-ahead results only up to the published day', () => {
    const forecast = get('region.at', 'day_ahead_price', 'forecast');
    expect(forecast.startTs).toBe(world.nowTs);
    expect(forecast.startTs + forecast.values.length * HOUR_MS).toBe(world.endTs);
    // 23:00 UTC = 00:00 CET: the auction for today has settled, tomorrow's not yet
    const end = da.startTs + da.values.length * HOUR_MS;
    expect(end - world.nowTs).toBe(24 * HOUR_MS);
    for (const region of DEMO_PRICE_REGIONS) expect(market.filter((s) => s.componentId === region.id)).toHaveLength(3);
  });

  it('publishes tomorrow from 13:00 local time', () => {
    const start = Date.UTC(2026, 0, 10, 23); // 00:00 CET, 11 January
    const cal = buildCalendar(start, 24 * 5);
    expect(publishedUntil(cal, 12)).toBe(24); // 12:00 CET: today only
    expect(publishedUntil(cal, 13)).toBe(48); // 13:00 CET: tomorrow too
  });
});
