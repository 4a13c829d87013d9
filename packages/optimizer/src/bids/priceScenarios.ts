import { seededRandom } from '../syntheticCascade.js';
import { BID_PRICE_MAX, BID_PRICE_MIN } from './bidGrid.js';

/** A past delivery day (or any stretch) of the plant's market: the price forecast made for it and the price that cleared, EUR/MWh per step. */
export interface PriceHistoryDay {
  forecast: readonly number[];
  actual: readonly number[];
}

/**
 * Price scenarios for the bid programme: the forecast plus forecast errors seen in the plant's history,
 * drawn by a block bootstrap whose blocks are whole past days' error profiles (actual - forecast per
 * step), so each scenario keeps the errors' shape within a day (a morning peak missed together, not
 * step by step). Scenario k adds the profiles of days drawn for it one after another from `steps.fromStep`
 * (one block per profile length: a two-day delivery gets two drawn days). Days are drawn without
 * replacement from a seeded shuffle (mulberry32, `seed`) until every day was used, then reshuffled, so 10
 * scenarios from 30 days are 10 different days and the same call gives the same scenarios. Steps outside
 * [fromStep, toStep) keep the forecast; prices are held within the auction's -500..4000 EUR/MWh.
 * `history` is the days' forecasts and actuals, or their error profiles directly. Without history the
 * one scenario is the forecast (the deterministic curve).
 */
export function priceScenarios(
  forecast: readonly number[],
  history: readonly PriceHistoryDay[] | readonly (readonly number[])[],
  count = 10,
  seed = 1,
  steps: { fromStep: number; toStep: number } = { fromStep: 0, toStep: forecast.length },
): number[][] {
  const profiles = history
    .map((h) => ('actual' in h ? errorsOf(h) : [...h]))
    .filter((e) => e.length > 0 && e.every(Number.isFinite));
  if (!profiles.length) return [[...forecast]];
  const rnd = seededRandom(seed);
  let deck: number[] = [];
  const draw = () => {
    if (!deck.length) deck = shuffled(profiles.length, rnd);
    return profiles[deck.pop()!];
  };
  return Array.from({ length: count }, () => {
    const s = [...forecast];
    let t = steps.fromStep;
    while (t < steps.toStep) {
      const e = draw();
      for (let k = 0; k < e.length && t < steps.toStep; k++, t++)
        s[t] = Math.min(BID_PRICE_MAX, Math.max(BID_PRICE_MIN, forecast[t] + e[k]));
    }
    return s;
  });
}

function errorsOf(day: PriceHistoryDay): number[] {
  const n = Math.min(day.forecast.length, day.actual.length);
  return Array.from({ length: n }, (_, t) => day.actual[t] - day.forecast[t]);
}

/** 0..n-1 in a seeded random order (Fisher-Yates). */
function shuffled(n: number, rnd: () => number): number[] {
  const a = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
