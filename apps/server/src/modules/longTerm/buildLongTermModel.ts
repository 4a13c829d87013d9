import { levelToContent, type LongTermModel, type LongTermReservoir, type Reservoir } from '@penstock/optimizer';
import type { Executor } from '../../db/schema.js';
import { cannotProcess, maxOf, minOf } from '@penstock/domain';
import { buildPlantModel } from '../optimization/index.js';
import { physicalPlant } from '../plants/index.js';
import { firstActualInflow, weeklyActualInflows, weeklyActualPrices } from '../series/index.js';

const HOUR = 3_600_000;
export const WEEK_MS = 7 * 24 * HOUR;
/** Weeks of one inflow year: 52 weeks (364 days) keep weekdays aligned when a year is shifted. */
const YEAR_WEEKS = 52;
const YEAR_MS = YEAR_WEEKS * WEEK_MS;
/** Inflow years used at most (the newest). */
const MAX_YEARS = 30;
/** Peak block: weekdays 08:00-20:00 in the plant's market zone (60 of a week's 168 hours). */
const PEAK = { hours: 60, offPeakHours: 108 };

export interface LongTermModelRequest {
  physicalPlantId: string;
  /** Weekly stages (default 78: a year and a half, so the tables' first year is not cut short by the end). */
  weeks: number;
  /** First hour, epoch ms UTC; default: the hour of the plant's latest measured content. */
  start?: number;
}

export interface BuiltLongTermModel {
  model: LongTermModel;
  notes: string[];
  /** Inflow years (scenarios) found in the history. */
  years: number;
}

/** Operating range of a reservoir, m3: its level or content limits where set, else the curve's range. */
function contentRange(r: Reservoir): { min: number; max: number } {
  const curve = r.levelContent;
  const curveMin = curve ? minOf(curve.map((p) => p.content)) : 0;
  const curveMax = curve ? maxOf(curve.map((p) => p.content)) : Infinity;
  const fromLevel = (v: unknown) => (typeof v === 'number' && curve ? levelToContent(curve, v) : null);
  const min = fromLevel(r.minLevel) ?? (typeof r.minContent === 'number' ? r.minContent : curveMin);
  const max = fromLevel(r.maxLevel) ?? (typeof r.maxContent === 'number' ? r.maxContent : curveMax);
  return { min: Math.max(curveMin, min), max: Math.min(curveMax, max) };
}

/**
 * The plant's long-term model: its reservoirs and units as the short-term optimiser reads them
 * (buildPlantModel), aggregated to weekly stages with a peak and an off-peak price block.
 * - Inflow scenarios: every complete 52-week year of measured inflow (natural plus upstream plants'
 *   release) before the start, shifted to the coming weeks (a horizon beyond a year repeats it);
 *   stagewise independent. A week without data takes the mean of the other years' same week.
 * - Prices: the mean day-ahead auction price of the same week in the stored years, per block (no price
 *   uncertainty: one Markov state).
 * - Contents: the operating range (level or content limits, else the curve's range), start content the
 *   latest measured; travel delays (hours) are ignored at weekly stages, as are ramps and minima.
 */
export async function buildLongTermModel(db: Executor, req: LongTermModelRequest): Promise<BuiltLongTermModel> {
  const base = await buildPlantModel(db, { physicalPlantId: req.physicalPlantId, start: req.start, hours: 1 });
  const plant = (await physicalPlant(req.physicalPlantId, db))!;
  const start = base.model.start;
  const ids = base.model.reservoirs.map((r) => r.id);
  const notes: string[] = [];

  const since = await firstActualInflow(ids, db);
  const years = since === undefined ? 0 : Math.min(MAX_YEARS, Math.floor((start - since + HOUR) / YEAR_MS));
  if (years < 1)
    throw cannotProcess(
      'The plant has less than one year of measured inflow, so there are no inflow scenarios for long-term water values',
    );
  const histStart = start - years * YEAR_MS;

  const inflow = await weeklyActualInflows(ids, histStart, start, WEEK_MS, db);
  // [reservoir][year][week]
  const table = ids.map(() => Array.from({ length: years }, () => new Array<number | null>(YEAR_WEEKS).fill(null)));
  for (const row of inflow) {
    const r = ids.indexOf(row.hydro_body_id);
    if (r >= 0 && row.wk >= 0 && row.wk < years * YEAR_WEEKS)
      table[r][Math.floor(row.wk / YEAR_WEEKS)][row.wk % YEAR_WEEKS] = row.value;
  }
  let filled = 0;
  for (const perYear of table) {
    for (let w = 0; w < YEAR_WEEKS; w++) {
      const known = perYear.map((y) => y[w]).filter((v): v is number => v !== null);
      const mean = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 0;
      for (const y of perYear)
        if (y[w] === null) {
          y[w] = mean;
          filled++;
        }
    }
  }
  if (filled)
    notes.push(`inflow: ${filled} reservoir-weeks without measurements took the other years' mean of that week`);

  const prices = await weeklyActualPrices(
    {
      priceRegionId: plant.price_region_id!,
      zone: plant.market_timezone,
      from: histStart,
      to: start,
      weekMs: WEEK_MS,
      yearWeeks: YEAR_WEEKS,
    },
    db,
  );
  if (!prices.length)
    throw cannotProcess('The plant has no day-ahead price history, so long-term water values have no prices');
  const all = prices.reduce((s, r) => s + r.price, 0) / prices.length;
  const priceOf = (w: number, peak: boolean) => prices.find((r) => r.w === w && r.peak === peak)?.price ?? all;

  const reservoirs: LongTermReservoir[] = base.model.reservoirs.map((r) => {
    const { min, max } = contentRange(r);
    if (!Number.isFinite(max))
      throw cannotProcess(`Reservoir ${r.name ?? r.id} has no upper content limit or level-to-content curve`);
    return {
      id: r.id,
      name: r.name,
      initialContent: r.initialContent,
      minContent: min,
      maxContent: max,
      spillTo: r.spillTo ?? null,
    };
  });
  const model: LongTermModel = {
    reservoirs,
    units: base.model.units,
    stages: Array.from({ length: req.weeks }, (_, w) => {
      const yw = w % YEAR_WEEKS;
      return {
        start: start + w * WEEK_MS,
        seconds: WEEK_MS / 1000,
        blocks: [
          { hours: PEAK.hours, price: [priceOf(yw, true)] },
          { hours: PEAK.offPeakHours, price: [priceOf(yw, false)] },
        ],
        inflows: Array.from({ length: years }, (_, y) => table.map((perYear) => perYear[y][yw]!)),
      };
    }),
  };
  notes.push(
    `${req.weeks} weekly stages from ${new Date(start).toISOString()}; ${years} inflow year(s) from ${new Date(histStart).toISOString()} as stagewise independent scenarios`,
    'prices: mean day-ahead auction price of the same week in those years, peak (weekdays 08-20) and off-peak; no price uncertainty',
    'aggregated per week: travel delays, ramps and technical minima are ignored',
  );
  return { model, notes, years };
}
