import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Violation } from '@penstock/domain';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { ViolationsTable } from './ViolationsTable';

beforeAll(() => initTestI18n('violations'));

const route = { route: 'violations' as const, url: '/en/operations/violations/alpine' };
const start = Date.UTC(2026, 9, 30, 0);
const base = {
  plant: 'hochalm',
  plant_name: 'Hochalm',
  component_id: 'hochalm.m1',
  component_name: 'Hochalm M1',
  constrainable_type: 'Turbine',
  source: 'plan',
  upcoming: true,
} as const;
const rows: Violation[] = [
  {
    ...base,
    id: 'r',
    constraint_id: 'fcr',
    constraint_type: 'grid_reserve_shortfall',
    type_display_name: 'Grid reserve FCR symmetric not held',
    unit: 'MW',
    start,
    end: start + 15 * 60_000,
    worst_value: 3,
    limit_value: 10,
    penalty_price: 50_000,
    penalty_cost: 37_500,
    currency: 'EUR',
  },
  {
    ...base,
    id: 'c',
    constraint_id: 'min',
    constraint_type: 'turbine_min_discharge',
    type_display_name: 'Minimum discharge',
    unit: 'm3/s',
    start,
    end: start + 2 * 3_600_000,
    worst_value: 4,
    limit_value: 5,
  },
];
const cells = (id: string) =>
  within(screen.getByTestId('violations-upcoming').querySelector(`tr[data-violation="${id}"]`) as HTMLElement)
    .getAllByRole('cell')
    .map((c) => c.textContent);

const renderTable = (shown: readonly Violation[]) =>
  renderWeb(
    <ViolationsTable
      rows={shown}
      zone="Europe/Vienna"
      empty="none"
      testId="violations-upcoming"
      fileName="Violations"
    />,
    route,
  );

describe('ViolationsTable', () => {
  it("shows a reserve shortfall's penalty price and cost in columns of their own, with the currency", async () => {
    renderTable(rows);
    expect(await screen.findByRole('columnheader', { name: /Penalty price/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Penalty cost/ })).toBeTruthy();
    const reserve = cells('fcr');
    // a quarter hour short: 0.25 h, not rounded to 0
    expect(reserve).toContain('0.25');
    expect(reserve).toContain('50,000 €/MW/h');
    expect(reserve).toContain('37,500 €');
    expect(reserve[2]).toBe('Grid reserve FCR symmetric not held');
    // a constraint has no price: blank money cells
    const constraint = cells('min');
    expect(constraint).toContain('2');
    expect(constraint.filter((c) => c === '')).toHaveLength(2);
  });

  it('leaves the money columns out where no row is priced (constraint violations only)', async () => {
    renderTable(rows.filter((v) => v.penalty_cost === undefined));
    expect(await screen.findByRole('columnheader', { name: /Constraint/ })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: /Penalty/ })).toBeNull();
    expect(cells('min').filter((c) => c === '')).toHaveLength(0);
  });
});
