import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlantView } from '@penstock/domain';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { reserve } from '../testing/reserveFixtures';
import { ReserveTable } from './ReserveTable';

beforeAll(() => initTestI18n('reserves'));

const rows = [
  reserve({ id: 'a', product_name: 'aFRR', direction: 'positive', activation_factor: 0.25 }),
  reserve({ id: 'b', product_name: 'FCR', direction: 'symmetric', status: 'Inactive', activation_factor: 0.05 }),
  reserve({
    id: 'c',
    product_name: 'mFRR',
    direction: 'negative',
    reserve_type: 'standing',
    mode: 'additional',
    mw: null,
  }),
];
const plants = [
  { id: 'hochalm', name: 'Hochalm', timezone: 'Europe/Vienna', currency: 'EUR' },
] as unknown as PlantView[];
const query = { isPending: false, isError: false, error: null, data: rows, refetch: () => {} } as never;
const shown = () =>
  [...document.querySelectorAll('[data-testid="reserves-table"] tbody tr')].map((tr) =>
    tr.getAttribute('data-reserve'),
  );

describe('ReserveTable', () => {
  it('shows the Active reserves by default; status, direction, type and product filter the rows', async () => {
    renderWeb(<ReserveTable query={query} plants={plants} toolbar={null} exportName="x" />, {
      route: 'reserves',
      url: '/en/reserves/alpine',
    });
    await screen.findByTestId('reserves-table');
    expect(shown()).toEqual(['a', 'c']);
    const status = screen.getByRole('group', { name: 'Status' });
    await userEvent.click(within(status).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(shown()).toHaveLength(3));
    const direction = screen.getByRole('group', { name: 'Direction' });
    await userEvent.click(within(direction).getByRole('button', { name: 'Negative' }));
    await waitFor(() => expect(shown()).toEqual(['c']));
    await userEvent.click(within(direction).getByRole('button', { name: 'All' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Product' })).getByRole('button', { name: 'FCR' }));
    await waitFor(() => expect(shown()).toEqual(['b']));
    await userEvent.click(within(screen.getByRole('group', { name: 'Product' })).getByRole('button', { name: 'All' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Reserve type' })).getByRole('button', { name: 'Standing' }),
    );
    await waitFor(() => expect(shown()).toEqual(['c']));
  });

  it('writes the activation factor as a percent and every figure with its unit', async () => {
    renderWeb(<ReserveTable query={query} plants={plants} toolbar={null} exportName="x" />, {
      route: 'reserves',
      url: '/en/reserves/alpine',
    });
    const row = (await screen.findByTestId('reserves-table')).querySelector('[data-reserve="a"]') as HTMLElement;
    const text = row.textContent ?? '';
    expect(text).toContain('25 %');
    expect(text).toContain('20 MW');
    expect(text).toContain('12.5 €/MW/h');
    expect(text).toContain('90 €/MWh');
    expect(text).toContain('4 h');
    const offer = (await screen.findByTestId('reserves-table')).querySelector('[data-reserve="c"]') as HTMLElement;
    expect(offer.textContent).toContain('up to p_max');
  });
});
