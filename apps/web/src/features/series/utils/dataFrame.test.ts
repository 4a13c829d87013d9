import { describe, expect, test } from 'vitest';
import type { SeriesFrame } from '@penstock/domain';
import { alignFrames } from './alignFrames';
import { buildChartData } from './chartData';
import { frameLabel, hasValues, selectFrames, toDataFrame, toDataFrames } from './dataFrame';

const wire = (over: Partial<SeriesFrame> = {}): SeriesFrame => ({
  component_id: 't1',
  component_name: 'Turbine 1',
  component_type: 'TURBINE',
  quantity: 'power',
  kind: 'actual',
  unit: 'MW',
  time: [0, 3_600_000, 7_200_000],
  values: [1, null, 3],
  ...over,
});

describe('frames from the API', () => {
  test('a wire frame becomes a columnar DataFrame with a stable key', () => {
    const f = toDataFrame(wire());
    expect(f).toMatchObject({
      key: 't1|power|actual',
      componentId: 't1',
      componentName: 'Turbine 1',
      componentType: 'TURBINE',
      unit: 'MW',
    });
    expect(f.time).toEqual([0, 3_600_000, 7_200_000]);
    expect(f.values).toEqual([1, null, 3]);
    expect(
      toDataFrame(wire({ component_id: null, component_name: null, component_type: null, kind: 'plan' })).key,
    ).toBe('plant|power|plan');
  });

  test('columns of different length are cut to the shorter one', () => {
    const f = toDataFrame(wire({ values: [1, 2] }));
    expect(f.time).toEqual([0, 3_600_000]);
    expect(f.values).toEqual([1, 2]);
  });

  test('labels, value detection and selection', () => {
    const [actual, plan, level] = toDataFrames([
      wire(),
      wire({ kind: 'plan' }),
      wire({ component_id: 'r1', component_name: 'Upper', quantity: 'level', values: [null, null, null] }),
    ]);
    expect(frameLabel(actual)).toBe('Turbine 1');
    expect(frameLabel(plan)).toBe('Turbine 1 (plan)');
    expect(hasValues([level])).toBe(false);
    expect(hasValues([level, actual])).toBe(true);
    expect(selectFrames([actual, plan, level], { quantity: 'power', kind: 'plan' })).toEqual([plan]);
    expect(selectFrames([actual, plan, level], { componentIds: new Set(['r1']) })).toEqual([level]);
    expect(selectFrames([actual, plan, level], { quantity: ['power', 'level'], kind: ['actual'] })).toEqual([
      actual,
      level,
    ]);
  });
});

describe('aligning frames', () => {
  test('frames on the same buckets share the time column', () => {
    const a = toDataFrame(wire());
    const b = toDataFrame(wire({ kind: 'plan', values: [5, 6, 7] }));
    const out = alignFrames([a, b]);
    expect(out.time).toBe(a.time);
    expect(out.columns).toEqual([
      [1, null, 3],
      [5, 6, 7],
    ]);
  });

  test('different buckets are merged onto the union of times, with nulls where a frame has none', () => {
    const actual = toDataFrame(wire({ time: [0, 1, 2], values: [1, 2, 3] }));
    const plan = toDataFrame(wire({ kind: 'plan', time: [2, 3, 4], values: [30, 40, 50] }));
    expect(alignFrames([actual, plan])).toEqual({
      time: [0, 1, 2, 3, 4],
      columns: [
        [1, 2, 3, null, null],
        [null, null, 30, 40, 50],
      ],
    });
    expect(alignFrames([])).toEqual({ time: [], columns: [] });
  });

  test('chart data: shared colours per component, limits as constant series, m3 shown as Mm³', () => {
    const frames = toDataFrames([
      wire({ component_id: 'r1', component_name: 'Upper', quantity: 'content', unit: 'm3', values: [2e6, 3e6, null] }),
      wire({
        component_id: 'r1',
        component_name: 'Upper',
        quantity: 'content',
        unit: 'm3',
        kind: 'plan',
        values: [null, 3e6, 4e6],
      }),
    ]);
    const chart = buildChartData(frames, [
      { label: 'Max content', value: 5e6, unit: 'm3', bound: 'max' },
      { label: 'Min content', value: 1e6, unit: 'm3', bound: 'min' },
    ]);
    expect(chart.units).toEqual(['Mm³']);
    expect(chart.series.map((s) => [s.label, s.kind, s.colorIndex])).toEqual([
      ['Upper', 'actual', 0],
      ['Upper (plan)', 'plan', 0],
      ['Max content', 'limit', -1],
      ['Min content', 'limit', -1],
    ]);
    expect(chart.data[1]).toEqual([2, 3, null]);
    expect(chart.data[3]).toEqual([5, 5, 5]);
    expect(chart.points).toBe(4);

    // With a window, limits run from its start to its end; frames have no values there.
    const wide = buildChartData(frames, [{ label: 'Max', value: 5e6, unit: 'm3', bound: 'max' }], undefined, {
      startTs: -10,
      endTs: 10_000_000,
    });
    expect(wide.data[0]).toEqual([-10, 0, 3_600_000, 7_200_000, 9_999_999]);
    expect(wide.data[1]).toEqual([null, 2, 3, null, null]);
    expect(wide.data[3]).toEqual([5, 5, 5, 5, 5]);
  });
});

describe('overridden values', () => {
  test('the wire flags travel into the frame, and only when one is set', () => {
    expect(toDataFrame(wire({ overridden: [false, false, true] })).overridden).toEqual([false, false, true]);
    expect(toDataFrame(wire({ overridden: [false, false, false] })).overridden).toBeUndefined();
    expect(toDataFrame(wire()).overridden).toBeUndefined();
  });

  test('a marker series per frame with overrides: its value where overridden, in its colour and unit, not counted as points', () => {
    const frames = [
      toDataFrame(wire({ overridden: [true, false, false] })),
      toDataFrame(wire({ kind: 'plan', values: [2, 2, 2] })),
      toDataFrame(wire({ kind: 'plan', component_id: 't2', values: [4, 5, 6], overridden: [false, true, true] })),
    ];
    const chart = buildChartData(frames);
    expect(chart.series.map((s) => [s.label, s.kind])).toEqual([
      ['Turbine 1', 'actual'],
      ['Turbine 1 (plan)', 'plan'],
      ['Turbine 1 (plan)', 'plan'],
      ['Turbine 1 – overridden', 'overridden'],
      ['Turbine 1 (plan) – overridden', 'overridden'],
    ]);
    expect(chart.series[3].colorIndex).toBe(chart.series[0].colorIndex);
    expect(chart.series[4]).toMatchObject({ unit: 'MW', colorIndex: chart.series[2].colorIndex });
    expect(chart.data[4]).toEqual([1, null, null]);
    expect(chart.data[5]).toEqual([null, 5, 6]);
    expect(chart.points).toBe(8);
  });
});

describe('partial buckets', () => {
  test('travel from the wire and are drawn as lighter rings at their values, not as whole buckets', () => {
    expect(toDataFrame(wire({ partial: [false, false, true] })).partial).toEqual([false, false, true]);
    expect(toDataFrame(wire({ partial: [false, false, false] })).partial).toBeUndefined();
    const chart = buildChartData([toDataFrame(wire({ values: [1, 2, 0.5], partial: [false, false, true] }))]);
    expect(chart.series.map((s) => [s.label, s.kind])).toEqual([
      ['Turbine 1', 'actual'],
      ['Turbine 1 – partial (hours with data only)', 'partial'],
    ]);
    expect(chart.data[2]).toEqual([null, null, 0.5]);
    expect(chart.points).toBe(3);
  });
});
