import type { Executor } from '../../db/schema.js';
import { invalidFields, notFound } from '../../http/httpError.js';
import { viewControlUnits, type PlantViewRow } from '../plants/index.js';
import { loadSeriesWindow } from '../series/index.js';
import { holdGaps } from './holdGaps.js';
import { latestWaterValues } from './waterValues.repo.js';

const H = 3_600_000;
/** Longest range searched: a year and a day of hours keeps the price and water value reads bounded. */
const MAX_RANGE_HOURS = 8784;
/** Above this range candidates start every day (at the range start's time of day), below it every hour. */
export const HOURLY_CANDIDATES_UP_TO_HOURS = 31 * 24;
export const TOP_CANDIDATES = 10;

export interface MaintenanceQuery {
  'start-ts': number;
  'end-ts': number;
  'duration-value': number;
  'duration-unit': 'hours' | 'days';
  'maintenance-p-max': number;
}

/** The outage's length in hours. */
export const durationHours = (q: MaintenanceQuery) => q['duration-value'] * (q['duration-unit'] === 'days' ? 24 : 1);

export interface MaintenanceCandidate {
  /** Outage start and end (exclusive), UTC epoch ms. */
  start: number;
  end: number;
  /** Market value lost to the outage, EUR. */
  lost_value_eur: number;
}

/**
 * Lost value of every candidate window, cheapest first, top `top`. `loss[h]` is the value lost in hour
 * h of the range (EUR); windows are `duration` hours long and start every `stride` hours. Prefix
 * sums keep this linear in the range. Ties keep the earlier start first.
 */
export function rankOutageWindows(
  loss: number[],
  duration: number,
  stride: number,
  top = TOP_CANDIDATES,
): Array<{ offset: number; lost: number }> {
  const prefix = [0];
  for (const l of loss) prefix.push(prefix[prefix.length - 1] + l);
  const windows: Array<{ offset: number; lost: number }> = [];
  for (let o = 0; o + duration <= loss.length; o += stride)
    windows.push({ offset: o, lost: prefix[o + duration] - prefix[o] });
  return windows.sort((a, b) => a.lost - b.lost || a.offset - b.offset).slice(0, top);
}

const invalid = (path: string, message: string) => invalidFields('query string', [{ path, message }]);

/**
 * Optimal maintenance timings of a turbine: an approximation from water values and prices, not a
 * re-solve per candidate (a year's hourly candidates would need thousands of solves). Taking the
 * turbine out costs, per hour, the generation it can no longer make times what that energy is worth
 * on the market beyond the value of keeping its water: max(0, price - water value) EUR/MWh x
 * (p_max - maintenance-p-max) MW x 1 h. Water values (EUR/MWh of the turbine) come from the plant
 * view's latest succeeded optimisation run where it covers the hour; elsewhere the water value is
 * taken as 0, so the whole price counts (an upper bound of the loss). Prices: the region's day-ahead
 * auction result, else its forecast, gaps held from the previous hour.
 */
export async function optimalMaintenanceTimings(
  db: Executor,
  view: PlantViewRow,
  turbineId: string,
  q: MaintenanceQuery,
  signal: AbortSignal,
  /** how many are answered (default TOP_CANDIDATES) and the start step in hours (default: hourly up to 31 days, else daily) */
  opts: { top?: number; strideHours?: number } = {},
): Promise<MaintenanceCandidate[]> {
  const start = q['start-ts'];
  const end = q['end-ts'];
  if (start % H !== 0) throw invalid('start-ts', 'must be a whole UTC hour');
  if (end <= start) throw invalid('end-ts', 'must be after start-ts');
  const hours = Math.floor((end - start) / H);
  if (hours > MAX_RANGE_HOURS) throw invalid('end-ts', `the range must be at most ${MAX_RANGE_HOURS} hours`);
  const duration = durationHours(q);
  if (!Number.isInteger(duration)) throw invalid('duration-value', 'the duration must be a whole number of hours');
  if (duration > hours) throw invalid('duration-value', 'the duration must fit within start-ts and end-ts');

  const [turbine] = await viewControlUnits(view.id, { id: turbineId, types: ['TURBINE', 'PUMP_TURBINE'] }, db);
  if (!turbine) throw notFound('Turbine not found');
  const pMax = turbine.p_max ?? 0;
  if (q['maintenance-p-max'] > pMax)
    throw invalid('maintenance-p-max', `must be at most the turbine's p_max (${pMax} MW)`);
  const lostMw = pMax - q['maintenance-p-max'];
  signal.throwIfAborted();

  const [prices, waterValues] = await Promise.all([
    view.price_region_id
      ? loadSeriesWindow(
          db,
          { price_region_id: view.price_region_id },
          'day_ahead_price',
          ['actual', 'forecast'],
          start,
          hours,
        )
      : new Array<null>(hours).fill(null),
    latestWaterValues(db, view.id, turbineId, start, hours),
  ]);
  signal.throwIfAborted();

  const price = holdGaps(prices).values;
  const loss = price.map((p, i) => Math.max(0, p - (waterValues[i] ?? 0)) * lostMw);
  const stride = opts.strideHours ?? (hours > HOURLY_CANDIDATES_UP_TO_HOURS ? 24 : 1);
  return rankOutageWindows(loss, duration, stride, opts.top ?? TOP_CANDIDATES).map((w) => ({
    start: start + w.offset * H,
    end: start + (w.offset + duration) * H,
    lost_value_eur: w.lost,
  }));
}
