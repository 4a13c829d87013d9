import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActiveOverride } from '@penstock/domain';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { queryState } from '../../../../../../test/queryState';
import { renderWeb } from '../../../../../../test/renderWeb';
import type { QueryLike } from '@/ui/QueryView';
import { ActiveOverridesList } from './ActiveOverridesList';

const H = 3_600_000;
const FROM = Date.UTC(2026, 10, 25, 9); // 10:00 in Vienna
const row: ActiveOverride = {
  component_id: 'hochalm.m1',
  component_name: 'Hochalm M1',
  component_type: 'TURBINE',
  quantity: 'power',
  kind: 'plan',
  unit: 'MW',
  from: FROM,
  to: FROM + 2 * H,
  cells: 2,
  min: 40,
  max: 42.5,
  override_by: 'operator@penstock.demo',
  overridden_at: FROM - 3 * H,
};
const show = (query: QueryLike<ActiveOverride[]>) =>
  renderWeb(<ActiveOverridesList query={query} zone="Europe/Vienna" />, {
    route: 'constraints',
    url: '/en/constraints/alpine/hochalm',
  });

describe('the cockpit alerts: overrides in the range', () => {
  beforeAll(() => initTestI18n('constraints'));

  it('one row per stretch: component, quantity and kind, from-to in the plant zone, values with unit, who and when', async () => {
    show(
      queryState<ActiveOverride[]>({
        data: [
          row,
          {
            ...row,
            component_id: 'hochalm.reservoir',
            component_name: 'Hochalmspeicher',
            component_type: 'RESERVOIR',
            quantity: 'level',
            kind: 'actual',
            unit: 'm a.s.l.',
            min: 2010,
            max: 2010,
            cells: 1,
          },
        ],
      }),
    );
    expect(await screen.findByText('Overrides in this range (2)')).toBeTruthy();
    const cells = [...document.querySelectorAll('[data-override="hochalm.m1:power"] td')].map((td) => td.textContent);
    expect(cells[0]).toBe('Hochalm M1');
    expect(cells[1]).toBe('Power plan');
    expect(cells[2]).toMatch(/25\/11\/2026, 10:00\s*–\s*12:00/);
    expect(cells[3]).toBe('40 – 42.5 MW');
    expect(cells[4]).toMatch(/^by operator@penstock\.demo, 25\/11\/2026, 07:00$/);
    const level = [...document.querySelectorAll('[data-override="hochalm.reservoir:level"] td')].map(
      (td) => td.textContent,
    );
    expect(level[1]).toBe('Level actual');
    expect(level[3]).toBe('2,010 m a.s.l.');
  });

  it('empty: the title with 0 and its own text, not the generic empty panel', async () => {
    show(queryState<ActiveOverride[]>({ data: [] }));
    expect(await screen.findByText('Overrides in this range (0)')).toBeTruthy();
    expect(screen.getByText('No override in this range.')).toBeTruthy();
    expect(screen.queryByText('No data available')).toBeNull();
  });

  it('failed: its own text and Retry refetches', async () => {
    const query = queryState<ActiveOverride[]>({ isError: true, error: new Error('x') });
    show(query);
    expect((await screen.findByRole('alert')).textContent).toContain('Overrides could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });
});
