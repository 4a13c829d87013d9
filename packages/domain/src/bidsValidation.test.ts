import { describe, expect, it } from 'vitest';
import { marketTimeUnits } from './bidsTime.js';
import { BID_MAX_POINTS, validateBidCurves, volumeAt, type BidCurvePoint, type BidCurveSet } from './bidsValidation.js';

const V = 'Europe/Vienna';
const DATE = '2026-11-30';
const units = marketTimeUnits(DATE, V);
const cap = { up: units.map(() => 100), down: units.map(() => 40) };
const good: BidCurvePoint[] = [
  { price: -500, volume: -40 },
  { price: 20.5, volume: 0 },
  { price: 80, volume: 55.5 },
  { price: 4000, volume: 100 },
];
const set = (edit?: (c: BidCurveSet) => void): BidCurveSet => {
  const c = units.map(() => good.map((p) => ({ ...p })));
  edit?.(c);
  return c;
};
const check = (c: BidCurveSet, capacity = cap) => validateBidCurves(c, units, V, capacity);

describe('validateBidCurves', () => {
  it('a complete, monotone set on the grids within capacity has no problem', () => {
    expect(check(set())).toEqual([]);
  });
  it.each([
    [
      'a missing quarter-hour',
      (c: BidCurveSet) => c.pop(),
      { code: 'unitCount', unit: null, point: null },
      'The bid has 95 quarter-hours; the delivery day has 96 in Europe/Vienna',
    ],
    [
      'an empty curve',
      (c: BidCurveSet) => (c[2] = []),
      { code: 'empty', unit: 2, point: null },
      'Quarter-hour 3 (00:30-00:45): the curve has no points',
    ],
    [
      'a price below the bound',
      (c: BidCurveSet) => (c[0][0].price = -500.01),
      { code: 'priceBounds', unit: 0, point: 0 },
      'Quarter-hour 1 (00:00-00:15), point 1: price -500.01 EUR/MWh is outside -500 to 4000 EUR/MWh',
    ],
    [
      'a price off the 0.01 grid',
      (c: BidCurveSet) => (c[4][1].price = 20.505),
      { code: 'priceGrid', unit: 4, point: 1 },
      'Quarter-hour 5 (01:00-01:15), point 2: price 20.505 EUR/MWh is not a multiple of 0.01 EUR/MWh',
    ],
    [
      'a volume off the 0.1 grid',
      (c: BidCurveSet) => (c[95][2].volume = 55.55),
      { code: 'volumeGrid', unit: 95, point: 2 },
      'Quarter-hour 96 (23:45-00:00), point 3: volume 55.55 MW is not a multiple of 0.1 MW',
    ],
    [
      'a volume falling as the price rises',
      (c: BidCurveSet) => (c[10][2].volume = -1),
      { code: 'monotone', unit: 10, point: 2 },
      "Quarter-hour 11 (02:30-02:45), point 3: volume -1 MW is below the previous point's 0 MW (volume must not fall as the price rises)",
    ],
    [
      'prices not increasing',
      (c: BidCurveSet) => (c[1][2].price = 20.5),
      { code: 'priceOrder', unit: 1, point: 2 },
      "Quarter-hour 2 (00:15-00:30), point 3: price 20.5 EUR/MWh is not above the previous point's 20.5",
    ],
    [
      'more volume than the plant can deliver',
      (c: BidCurveSet) => (c[3][3].volume = 100.1),
      { code: 'capacity', unit: 3, point: 3 },
      'Quarter-hour 4 (00:45-01:00), point 4: volume 100.1 MW is more than the 100 MW the plant can deliver',
    ],
    [
      'more pumping than the pumps can take',
      (c: BidCurveSet) => (c[3][0].volume = -40.1),
      { code: 'pumpCapacity', unit: 3, point: 0 },
      'Quarter-hour 4 (00:45-01:00), point 1: volume -40.1 MW is below the pumping capacity of -40 MW',
    ],
    [
      'not a number',
      (c: BidCurveSet) => (c[7][1].volume = Number.NaN),
      { code: 'notANumber', unit: 7, point: 1 },
      'Quarter-hour 8 (01:45-02:00), point 2: price and volume must be numbers',
    ],
  ])('refuses %s with its message', (_, edit, where, message) => {
    expect(check(set(edit))).toEqual([{ ...where, message }]);
  });
  it('refuses more than 200 points', () => {
    const many = Array.from({ length: BID_MAX_POINTS + 1 }, (_, i) => ({ price: i, volume: 0 }));
    expect(check(set((c) => (c[0] = many)))).toEqual([
      {
        code: 'tooManyPoints',
        unit: 0,
        point: null,
        message: 'Quarter-hour 1 (00:00-00:15): the curve has 201 points; at most 200 are allowed',
      },
    ]);
  });
  it('checks capacity per quarter-hour (an outage lowers one of them)', () => {
    const outage = { ...cap, up: cap.up.map((v, t) => (t === 5 ? 50 : v)) };
    expect(check(set(), outage).map((p) => [p.code, p.unit, p.point])).toEqual([
      ['capacity', 5, 2],
      ['capacity', 5, 3],
    ]);
  });
  it('names the DST day’s quarter-hours in local time', () => {
    const autumn = marketTimeUnits('2026-10-25', V);
    const c = autumn.map(() => [{ price: 1, volume: 1 }]);
    c[12] = [];
    const [p] = validateBidCurves(c, autumn, V, { up: autumn.map(() => 10), down: autumn.map(() => 0) });
    expect(p.message).toBe('Quarter-hour 13 (02:00-02:15): the curve has no points');
    expect(autumn).toHaveLength(100);
  });
});

describe('volumeAt', () => {
  it('interpolates linearly between points and holds the ends', () => {
    const c = [
      { price: 0, volume: 0 },
      { price: 100, volume: 50 },
    ];
    expect(volumeAt(c, -10)).toBe(0);
    expect(volumeAt(c, 40)).toBe(20);
    expect(volumeAt(c, 500)).toBe(50);
  });
});
