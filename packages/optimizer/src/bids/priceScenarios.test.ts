import { describe, expect, it } from 'vitest';
import { priceScenarios } from './priceScenarios.js';

const forecast = Array.from({ length: 8 }, (_, t) => 50 + t);
/** Day d's error profile: d at every step (so a scenario tells which day it drew). */
const days = Array.from({ length: 6 }, (_, d) => Array.from({ length: 4 }, () => d + 1));

describe('priceScenarios', () => {
  it('adds whole past days of forecast errors, distinct days first, reproducibly by seed', () => {
    const a = priceScenarios(forecast, days, 6, 42, { fromStep: 2, toStep: 6 });
    expect(a).toEqual(priceScenarios(forecast, days, 6, 42, { fromStep: 2, toStep: 6 }));
    expect(a).not.toEqual(priceScenarios(forecast, days, 6, 43, { fromStep: 2, toStep: 6 }));
    // Outside the delivery steps: the forecast; inside: one day's profile as a block.
    const drawn = a.map((s) => {
      expect(s.slice(0, 2)).toEqual(forecast.slice(0, 2));
      expect(s.slice(6)).toEqual(forecast.slice(6));
      const e = s.slice(2, 6).map((p, k) => p - forecast[2 + k]);
      expect(new Set(e).size).toBe(1);
      return e[0];
    });
    expect(new Set(drawn).size).toBe(6);
  });

  it('takes forecasts and actuals as well as error profiles, and chains days over a longer delivery', () => {
    const history = days.map((e) => ({ forecast: [10, 10, 10, 10], actual: e.map((v) => 10 + v) }));
    expect(priceScenarios(forecast, history, 3, 7)).toEqual(priceScenarios(forecast, days, 3, 7));
    // 8 steps of 4-step days: two blocks per scenario.
    for (const s of priceScenarios(forecast, days, 4, 1)) {
      const e = s.map((p, t) => p - forecast[t]);
      expect(new Set(e.slice(0, 4)).size).toBe(1);
      expect(new Set(e.slice(4)).size).toBe(1);
    }
  });

  it('holds prices within the auction bounds and falls back to the forecast without history', () => {
    const s = priceScenarios([3990, -490], [[100, -100]], 2, 1);
    expect(s).toEqual([
      [4000, -500],
      [4000, -500],
    ]);
    expect(priceScenarios(forecast, [], 10, 1)).toEqual([forecast]);
  });
});
