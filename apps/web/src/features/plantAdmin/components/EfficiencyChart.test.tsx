import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { EfficiencyChart } from './EfficiencyChart';

const points = [
  { x: 10, y: 80, head: 90 },
  { x: 20, y: 91, head: 90 },
  { x: 10, y: 82, head: 110 },
  { x: 20, y: 120, head: 110 },
];

describe('EfficiencyChart', () => {
  beforeAll(() => initTestI18n('plants'));

  it('draws the efficiency curves as one chart with a line per head, named in the legend, and marks points in error', async () => {
    const { container } = renderWeb(
      <EfficiencyChart
        points={points}
        errors={[3]}
        label="Turbine efficiency"
        xLabel="Discharge (m³/s)"
        yLabel="Efficiency (%)"
      />,
      { route: 'plantSettings', url: '/en/admin/plants/alpine/hochalm' },
    );
    expect(await screen.findAllByRole('img', { name: 'Turbine efficiency' })).toHaveLength(1);
    const lines = screen.getAllByTestId('efficiency-line');
    expect(lines.map((l) => l.getAttribute('data-head'))).toEqual(['90', '110']);
    expect(lines.map((l) => l.querySelectorAll('circle').length)).toEqual([2, 2]);
    expect(screen.getByTestId('efficiency-legend').textContent).toBe('90 m110 m');
    const red = [...container.querySelectorAll('circle')].filter((c) => c.getAttribute('fill')?.includes('red'));
    expect(red).toHaveLength(1);
  });
});
