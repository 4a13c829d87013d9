import { localClock, type MarketTimeUnit } from './bidsTime.js';

/**
 * Rules of a day-ahead bid curve set (issue 25), checked before a version is saved, the same on
 * the server and in the web: harmonised SDAC price bounds, the exchanges' price and volume steps,
 * Nord Pool's 200 points per period, monotone curves, the plant's capacity, and one curve for every
 * market time unit of the delivery day.
 */
export const BID_PRICE_MIN = -500;
export const BID_PRICE_MAX = 4000;
/** EUR/MWh */
export const BID_PRICE_STEP = 0.01;
/** MW */
export const BID_VOLUME_STEP = 0.1;
export const BID_MAX_POINTS = 200;

/** A point of a curve: at `price` (EUR/MWh) sell `volume` MW; negative volume buys (pumping). */
export interface BidCurvePoint {
  price: number;
  volume: number;
}
/** One curve per market time unit, points in increasing price. */
export type BidCurveSet = BidCurvePoint[][];

/** What the plant can deliver per market time unit, MW (both >= 0). */
export interface BidCapacity {
  /** Available generation after outages minus sold upward reserves. */
  up: number[];
  /** Available pumping power (a negative volume may go down to -down). */
  down: number[];
}

export type BidProblemCode =
  | 'unitCount'
  | 'empty'
  | 'tooManyPoints'
  | 'notANumber'
  | 'priceBounds'
  | 'priceGrid'
  | 'priceOrder'
  | 'volumeGrid'
  | 'monotone'
  | 'capacity'
  | 'pumpCapacity';

export interface BidProblem {
  code: BidProblemCode;
  /** 0-based market time unit; null: the set as a whole */
  unit: number | null;
  /** 0-based point of that unit's curve; null: the curve as a whole */
  point: number | null;
  message: string;
}

/** Whether v lies on the grid of `step` (decimal steps; float noise ignored). */
export function onGrid(v: number, step: number): boolean {
  const k = v / step;
  return Math.abs(k - Math.round(k)) < 1e-6;
}

const fmt = (v: number) => String(Math.round(v * 1e6) / 1e6);

/** "Quarter-hour 3 (00:30-00:45)": 1-based, local wall clock of the area. */
export function unitLabel(i: number, unit: MarketTimeUnit, zone: string): string {
  return `Quarter-hour ${i + 1} (${localClock(unit.start, zone)}-${localClock(unit.end, zone)})`;
}

/**
 * Every problem of the curve set, each named with its quarter-hour and point (1-based in messages);
 * empty when the set may be saved. `units` are the delivery day's market time units in `zone`.
 */
export function validateBidCurves(
  curves: BidCurveSet,
  units: readonly MarketTimeUnit[],
  zone: string,
  capacity: BidCapacity,
): BidProblem[] {
  const problems: BidProblem[] = [];
  if (curves.length !== units.length)
    problems.push({
      code: 'unitCount',
      unit: null,
      point: null,
      message: `The bid has ${curves.length} quarter-hours; the delivery day has ${units.length} in ${zone}`,
    });
  const n = Math.min(curves.length, units.length);
  for (let t = 0; t < n; t++) {
    const where = unitLabel(t, units[t], zone);
    const add = (code: BidProblemCode, point: number | null, text: string) =>
      problems.push({
        code,
        unit: t,
        point,
        message: `${where}${point === null ? '' : `, point ${point + 1}`}: ${text}`,
      });
    const curve = curves[t];
    if (!curve.length) {
      add('empty', null, 'the curve has no points');
      continue;
    }
    if (curve.length > BID_MAX_POINTS)
      add('tooManyPoints', null, `the curve has ${curve.length} points; at most ${BID_MAX_POINTS} are allowed`);
    const up = capacity.up[t] ?? 0;
    const down = capacity.down[t] ?? 0;
    curve.forEach((p, i) => {
      if (!Number.isFinite(p.price) || !Number.isFinite(p.volume)) {
        add('notANumber', i, 'price and volume must be numbers');
        return;
      }
      if (p.price < BID_PRICE_MIN || p.price > BID_PRICE_MAX)
        add('priceBounds', i, `price ${fmt(p.price)} EUR/MWh is outside ${BID_PRICE_MIN} to ${BID_PRICE_MAX} EUR/MWh`);
      else if (!onGrid(p.price, BID_PRICE_STEP))
        add('priceGrid', i, `price ${fmt(p.price)} EUR/MWh is not a multiple of ${BID_PRICE_STEP} EUR/MWh`);
      if (!onGrid(p.volume, BID_VOLUME_STEP))
        add('volumeGrid', i, `volume ${fmt(p.volume)} MW is not a multiple of ${BID_VOLUME_STEP} MW`);
      if (p.volume > up + 1e-9)
        add('capacity', i, `volume ${fmt(p.volume)} MW is more than the ${fmt(up)} MW the plant can deliver`);
      if (p.volume < -down - 1e-9)
        add('pumpCapacity', i, `volume ${fmt(p.volume)} MW is below the pumping capacity of -${fmt(down)} MW`);
      if (i === 0) return;
      const prev = curve[i - 1];
      if (!(p.price > prev.price))
        add('priceOrder', i, `price ${fmt(p.price)} EUR/MWh is not above the previous point's ${fmt(prev.price)}`);
      if (p.volume < prev.volume)
        add(
          'monotone',
          i,
          `volume ${fmt(p.volume)} MW is below the previous point's ${fmt(prev.volume)} MW (volume must not fall as the price rises)`,
        );
    });
  }
  return problems;
}

/**
 * The volume a curve offers at a price: linear between points (as Nord Pool interpolates), the
 * first point's volume below it and the last point's above it. An empty curve offers 0.
 */
export function volumeAt(curve: readonly BidCurvePoint[], price: number): number {
  if (!curve.length) return 0;
  if (price <= curve[0].price) return curve[0].volume;
  for (let i = 1; i < curve.length; i++) {
    const a = curve[i - 1],
      b = curve[i];
    if (price <= b.price) return a.volume + ((b.volume - a.volume) * (price - a.price)) / (b.price - a.price);
  }
  return curve[curve.length - 1].volume;
}

/** Rounded to the volume step (0.1 MW), without float noise. */
export const roundVolume = (mw: number) => Math.round(mw / BID_VOLUME_STEP) / (1 / BID_VOLUME_STEP);
