import { describe, expect, it } from 'vitest';
import { curvesByHead, efficiencyAt, headCurveErrors, headCurveWarnings, powerModelOf } from './headData.js';

/** Points of one efficiency curve at `head`, each [x, y]. */
const eff = (head: number, ...pts: [number, number][]) => pts.map(([x, y]) => ({ x, y, head }));

describe('head curve rules', () => {
  it('accepts sound turbine curves at two heads', () => {
    const points = [...eff(90, [10, 80], [20, 91]), ...eff(110, [10, 82], [20, 93])];
    expect(headCurveErrors('turb-eff-curves', points)).toEqual([]);
    expect(curvesByHead(points).map((c) => c.head)).toEqual([90, 110]);
  });

  it('names each broken rule with its point and field', () => {
    const paths = (kind: Parameters<typeof headCurveErrors>[0], pts: Parameters<typeof headCurveErrors>[1]) =>
      headCurveErrors(kind, pts).map((e) => e.path);
    expect(paths('turb-eff-curves', eff(90, [10, 80], [20, 101]))).toEqual(['points.1.y']);
    expect(paths('turb-eff-curves', eff(90, [10, -1], [20, 90]))).toEqual(['points.0.y']);
    expect(paths('turb-eff-curves', eff(90, [20, 80], [20, 90]))).toEqual(['points.1.x']);
    expect(paths('turb-eff-curves', [...eff(110, [10, 80], [20, 90]), ...eff(90, [10, 80], [20, 90])])).toEqual([
      'points.2.head',
    ]);
    expect(paths('turb-eff-curves', [{ x: 10, y: 80 }, ...eff(90, [20, 90])])).toEqual(['points.0.head']);
    expect(paths('pump-eff-curves', [...eff(90, [10, 80]), ...eff(110, [10, 80], [20, 90])])).toEqual([
      'points.0.head',
    ]);
    expect(
      paths('gen-eff-curve', [
        { x: 10, y: 0 },
        { x: 5, y: 98 },
      ]),
    ).toEqual(['points.0.y', 'points.1.x']);
    expect(
      paths('outlet-line', [
        { x: 0, y: 500 },
        { x: 0, y: 501 },
      ]),
    ).toEqual(['points.1.x']);
    expect(paths('outlet-line', [{ x: -5, y: 500 }])).toEqual(['points.0.x']);
  });

  it('interpolates in discharge and head as the optimiser does, held beyond the ends', () => {
    const curves = curvesByHead([...eff(90, [10, 80], [20, 90]), ...eff(110, [10, 84], [20, 94])]);
    expect(efficiencyAt(curves, 15, 100)).toBeCloseTo(87, 12);
    expect(efficiencyAt(curves, 5, 80)).toBe(80);
    expect(efficiencyAt(curves, 30, 130)).toBe(94);
  });

  it('warns about a best efficiency given as a fraction, and decides the power model', () => {
    expect(headCurveWarnings('turb-eff-curves', eff(90, [10, 0.8], [20, 0.9]))[0].message).toMatch(
      /Best turbine efficiency 0.9 % at head 90 m is below 70 %/,
    );
    expect(powerModelOf({ head_plant_id: 'p', turbinePoints: 4 })).toBe('HEAD');
    expect(powerModelOf({ head_plant_id: null, turbinePoints: 4 })).toBe('FIXED');
    expect(powerModelOf({ head_plant_id: 'p', turbinePoints: 0 })).toBe('FIXED');
  });
});
