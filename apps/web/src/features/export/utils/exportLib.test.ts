import { describe, expect, it } from 'vitest';
import { buildChartData } from '@/features/series/utils/chartData';
import { testFrame } from '../../../../../../test/dataFrames';
import { chartTable } from './exportLib';

const H = 3_600_000;
const level = testFrame(
  { id: 'r', name: 'Hochalmspeicher', type: 'RESERVOIR' },
  { quantity: 'level', kind: 'actual', unit: 'm a.s.l.' },
  [
    [0, 2000],
    [H, 2001],
  ],
);

describe('chartTable', () => {
  it('leaves out the window ends a chart adds for its limit lines (issue 27 item 17: an empty extra row)', () => {
    const chart = buildChartData(
      [level],
      [{ label: 'Maximum level', value: 2037, unit: 'm a.s.l.', bound: 'max' }],
      undefined,
      { startTs: 0, endTs: 4 * H },
    );
    expect(chart.data[0]).toHaveLength(3); // the chart runs its limit line to the window's end
    const table = chartTable('Level', chart, 'UTC');
    expect(table.columns).toEqual(['Time (UTC)', 'Time (ISO 8601)', 'Hochalmspeicher (m a.s.l.)']);
    expect(table.rows.map((r) => r.slice(1))).toEqual([
      ['1970-01-01T00:00:00+00:00', 2000],
      ['1970-01-01T01:00:00+00:00', 2001],
    ]);
  });
});
