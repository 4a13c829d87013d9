import { describe, expect, test } from 'vitest';
import { buildChartData } from './chartData';
import { axisTickLabels, displayScale, displayUnit, formatQuantity, formatValue } from './formatValue';

describe('one unit notation on every screen', () => {
  test('cubes are superscript: m³/s, m³, Mm³, EUR/m³; other units unchanged', () => {
    expect(displayUnit('m3/s')).toBe('m³/s');
    expect(displayUnit('m3')).toBe('m³');
    expect(displayUnit('EUR/m3')).toBe('€/m³');
    expect(displayUnit('m a.s.l.')).toBe('m a.s.l.');
    expect(displayUnit('MW')).toBe('MW');
  });

  test('large volumes in Mm³, small ones in m³', () => {
    expect(displayScale('m3', 4.2e6)).toEqual({ factor: 1e-6, unit: 'Mm³' });
    expect(displayScale('m3', 5e4)).toEqual({ factor: 1, unit: 'm³' });
    expect(formatQuantity(141_532_095, 'm3', 'en-GB')).toEqual({ text: '141.5', unit: 'Mm³' });
    expect(formatQuantity(12.3456, 'm3/s', 'en-GB')).toEqual({ text: '12.35', unit: 'm³/s' });
    expect(formatValue(null, 'MW')).toBe('–');
    expect(formatQuantity(2026.314, 'm a.s.l.', 'en-GB')).toEqual({ text: '2,026.31', unit: 'm a.s.l.' });
    expect(formatQuantity(2018.1, 'm a.s.l.', 'en-GB')).toEqual({ text: '2,018.10', unit: 'm a.s.l.' }); // to the centimetre, always
  });

  test('charts label their flow axes in the same notation as tables', () => {
    const chart = buildChartData([
      {
        key: 'a',
        componentId: 'r',
        componentName: 'R',
        componentType: 'RESERVOIR',
        quantity: 'inflow',
        kind: 'actual',
        unit: 'm3/s',
        time: [0],
        values: [3],
      },
    ]);
    expect(chart.units).toEqual(['m³/s']);
    expect(chart.series[0].unit).toBe('m³/s');
  });
});

describe('axisTickLabels (issue 27 item 17: the level axis repeated "2,005")', () => {
  test('gives ticks the decimals their step needs', () => {
    expect(axisTickLabels([2005, 2005.2, 2005.4], 0.2, 'en-GB')).toEqual(['2,005.0', '2,005.2', '2,005.4']);
    expect(axisTickLabels([2005, 2005.05, 2005.1], 0.05, 'en-GB')).toEqual(['2,005.00', '2,005.05', '2,005.10']);
    expect(new Set(axisTickLabels([2005, 2005.2, 2005.4, 2005.6], 0.2, 'en-GB')).size).toBe(4);
  });
  test('whole steps stay whole; small values keep their usual decimals', () => {
    expect(axisTickLabels([0, 100, 200], 100, 'en-GB')).toEqual(['0', '100', '200']);
    expect(axisTickLabels([1800, 2000], 200, 'en-GB')).toEqual(['1,800', '2,000']);
    expect(axisTickLabels([0, 0.5, 1], 0.5, 'en-GB')).toEqual(['0.0', '0.5', '1.0']);
  });
});
