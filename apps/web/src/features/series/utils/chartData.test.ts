import { describe, expect, test } from 'vitest';
import { buildChartData } from './chartData';
import type { DataFrame } from './dataFrame';
import { outsideLimitRegions } from './outsideLimitsShader';
import { testFrame } from './testFrame';

const level = (id: string, name: string, values: number[]): DataFrame =>
  testFrame({
    componentId: id,
    componentName: name,
    componentType: 'RESERVOIR',
    quantity: 'level',
    kind: 'actual',
    unit: 'm a.s.l.',
    values,
  });

describe('reservoir charts', () => {
  test('two reservoirs 600 m apart get one level axis each, with their limits on their own axis', () => {
    const chart = buildChartData(
      [level('upper', 'Obersee', [2380, 2381]), level('lower', 'Talsee', [1780, 1779])],
      [
        { label: 'Obersee max', value: 2400, unit: 'm a.s.l.', bound: 'max', group: 'upper' },
        { label: 'Talsee min', value: 1760, unit: 'm a.s.l.', bound: 'min', group: 'lower' },
      ],
    );
    expect(chart.axes.map((a) => a.label)).toEqual(['Obersee (m a.s.l.)', 'Talsee (m a.s.l.)']);
    expect(chart.series.map((s) => s.scale)).toEqual([
      'm a.s.l.|upper',
      'm a.s.l.|lower',
      'm a.s.l.|upper',
      'm a.s.l.|lower',
    ]);
  });

  test('one reservoir keeps one axis named by its unit', () => {
    const chart = buildChartData([level('r', 'Hochalmspeicher', [2000])]);
    expect(chart.axes).toEqual([{ scale: 'm a.s.l.', unit: 'm a.s.l.', label: 'm a.s.l.' }]);
  });

  test('only what lies outside the limits is shaded: above the maximum, below the minimum', () => {
    const chart = buildChartData(
      [level('r', 'Hochalmspeicher', [2000, 2010])],
      [
        { label: 'max', value: 2035, unit: 'm a.s.l.', bound: 'max', group: 'r' },
        { label: 'min', value: 1960, unit: 'm a.s.l.', bound: 'min', group: 'r' },
      ],
    );
    expect(outsideLimitRegions(chart)).toEqual([
      { scale: 'm a.s.l.', from: 2035, to: Infinity },
      { scale: 'm a.s.l.', from: -Infinity, to: 1960 },
    ]);
  });
});
