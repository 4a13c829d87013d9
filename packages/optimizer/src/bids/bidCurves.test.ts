import { describe, expect, it } from 'vitest';
import { bidCurve } from './bidCurves.js';
import { gridVolume } from './bidGrid.js';
import { bidPricePoints, givenPricePoints } from './bidPricePoints.js';
import { bidVolumeAt } from './bidVolumeAt.js';
import { sumBidCurves } from './sumBidCurves.js';

describe('bid price points and curves', () => {
  it('takes the scenario prices on the 0.01 grid, deduplicated, within the bounds, at most 200', () => {
    expect(bidPricePoints([50.004, 49.999, 50, 5000, -900, 12.345])).toEqual([-500, 12.35, 50, 4000]);
    const many = Array.from({ length: 450 }, (_, k) => k * 1.5 + 0.123);
    const p = bidPricePoints(many);
    expect(p).toHaveLength(200);
    expect(p[1]).toBe(0.12);
    expect(p[198]).toBe(673.62);
    expect(p.every((v, i) => i === 0 || v > p[i - 1])).toBe(true);
    expect(givenPricePoints([0, 100])).toEqual([-500, 0, 100, 4000]);
    expect(() => givenPricePoints(Array.from({ length: 200 }, (_, k) => k))).toThrow('at most 200');
  });

  it('anchors free end points at the plant range, fills free points on the line, keeps the grid and order', () => {
    const c = bidCurve(
      [-500, 0, 20, 40, 60, 4000],
      [0, 3.04, 0, 7.96, 0, 0],
      [false, true, false, true, false, false],
      -12.34,
      50.06,
    );
    expect(c).toEqual([
      { price: -500, mw: -12.3 },
      { price: 0, mw: 3 },
      { price: 20, mw: 5.5 },
      { price: 40, mw: 8 },
      { price: 60, mw: 8.2 }, // 8 + 42 x 20 / 3960
      { price: 4000, mw: 50 },
    ]);
    expect(bidVolumeAt(c, 30)).toBeCloseTo(6.75, 9);
    expect(bidVolumeAt(c, 5000)).toBe(50);
    expect(gridVolume(12.299999999, -1)).toBe(12.3);
    expect(gridVolume(-0.04)).toBe(0);
  });
});

describe('sumBidCurves', () => {
  it('sums the plants of an area at every price point of any of them', () => {
    const a = [
      { price: -500, mw: -5 },
      { price: 40, mw: 0 },
      { price: 4000, mw: 10 },
    ];
    const b = [
      { price: -500, mw: 0 },
      { price: 60, mw: 4 },
      { price: 4000, mw: 4 },
    ];
    const s = sumBidCurves([a, b]);
    expect(s.map((p) => p.price)).toEqual([-500, 40, 60, 4000]);
    // at 40: 0 + 4 x 540/560; at 60: 10 x 20/3960 + 4
    expect(s.map((p) => p.mw)).toEqual([-5, 3.9, 4.1, 14]);
    for (const price of [-500, 0, 40, 50, 60, 100, 4000])
      expect(Math.abs(bidVolumeAt(s, price) - bidVolumeAt(a, price) - bidVolumeAt(b, price))).toBeLessThan(0.06);
  });
});
