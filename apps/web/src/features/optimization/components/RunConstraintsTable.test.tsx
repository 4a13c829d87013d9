import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OptimizationRun } from '@penstock/domain';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { RunConstraintsTable } from './RunConstraintsTable';

beforeAll(() => initTestI18n('optimization'));

const route = { route: 'optimization' as const, url: '/en/operations/optimization/alpine' };
type RunConstraint = NonNullable<OptimizationRun['inputs']['constraints']>[number];
const kept = { broken_hours: 0, from: null, to: null, worst: 0, cost_eur: 0 };
const run = (constraints: RunConstraint[]) =>
  ({ inputs: { start: null, hours: 240, constraints } }) as unknown as OptimizationRun;
const cells = (id: string) =>
  within(screen.getByTestId('run-constraints').querySelector(`tr[data-run-constraint="${id}"]`) as HTMLElement)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('RunConstraintsTable', () => {
  it('writes the marginal cost with the unit it is per and the tier in words', async () => {
    renderWeb(
      <RunConstraintsTable
        timezone="Europe/Vienna"
        run={run([
          {
            id: 'q',
            type_name: 'turbine_min_discharge',
            constrainable_id: 'hochalm.m1',
            constrainable_name: 'Hochalm M1',
            active_hours: 120,
            tier: 'regulatory',
            outcome: { ...kept, unit: 'm3/s', shadow_price: 153.0327 },
          },
          {
            id: 's',
            type_name: 'turbine_start_cost',
            constrainable_id: 'hochalm.m1',
            constrainable_name: 'Hochalm M1',
            active_hours: 240,
            tier: 'tactical',
            outcome: { ...kept, unit: 'EUR', cost_eur: 1500, shadow_price: 0, count: 3 },
          },
        ])}
      />,
      route,
    );
    expect(await screen.findByRole('columnheader', { name: 'Marginal cost' })).toBeTruthy();
    expect(cells('q')).toEqual([
      'Hochalm M1',
      'Minimum discharge',
      'Environmental / regulatory',
      '120',
      'Kept',
      '0',
      '153.03 € per m³/s',
    ]);
    // a start cost is a price, not a limit: no marginal cost per EUR
    expect(cells('s')).toEqual(['Hochalm M1', 'Start cost', 'Tactical', '240', '3 starts or stops', '1,500', '—']);
  });
});
