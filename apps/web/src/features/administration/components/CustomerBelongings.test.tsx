import { screen, within } from '@testing-library/react';
import type { CustomerDetail } from '@penstock/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { CustomerBelongings } from './CustomerBelongings';

beforeAll(() => initTestI18n('admin'));
const route = { route: 'customerDetails' as const, url: '/en/admin/customers/c1' };
const customer = {
  id: 'c1',
  name: 'Nordkraft AS',
  contact_name: null,
  contact_email: null,
  currency: 'NOK',
  timezone: 'Europe/Oslo',
  notes: '',
  portfolios: 1,
  archived_at: null,
  version: 1,
  updated_at: null,
  updated_by: null,
};

describe("CustomerBelongings (a customer's page, issue 27 item 7)", () => {
  it('lists portfolios, plants with the portfolios viewing them, and users with their state', async () => {
    const detail: CustomerDetail = {
      customer,
      portfolios: [{ id: 'nord', display_name: 'Nord Hydro', plant_views: 1, accounts: 2 }],
      plants: [
        {
          id: 'innau',
          name: 'Innau',
          plant_state: 'Draft',
          views: [{ id: 'innau-2', portfolio_id: 'nord', name: 'Innau Nord' }],
        },
      ],
      users: [
        {
          id: 'u1',
          email: 'kari@nord.example',
          full_name: 'Kari Nord',
          kind: 'user',
          disabled: false,
          invited_until: Date.now() + 86_400_000,
          portfolios: ['nord'],
        },
        {
          id: 'u2',
          email: 'ola@nord.example',
          full_name: 'Ola',
          kind: 'user',
          disabled: true,
          invited_until: null,
          portfolios: ['nord'],
        },
      ],
    };
    renderWeb(<CustomerBelongings detail={detail} env="en" />, route);
    const portfolios = await screen.findByTestId('customer-portfolios');
    expect(within(portfolios).getByRole('link', { name: 'Nord Hydro' }).getAttribute('href')).toBe(
      '/en/admin/portfolios/nord',
    );
    const plants = screen.getByTestId('customer-plants');
    expect(within(plants).getByRole('link', { name: 'Innau Nord (Nord Hydro)' }).getAttribute('href')).toBe(
      '/en/admin/plants/nord/innau-2',
    );
    const users = screen.getByTestId('customer-users');
    const kari = users.querySelector('[data-account="kari@nord.example"]') as HTMLElement;
    expect(within(kari).getByText('Pending')).toBeTruthy();
    expect(within(kari).getByText(/^invitation valid until /)).toBeTruthy();
    expect(
      within(users.querySelector('[data-account="ola@nord.example"]') as HTMLElement).getByText('Disabled'),
    ).toBeTruthy();
    expect(within(kari).getByRole('link', { name: 'Kari Nord' }).getAttribute('href')).toBe(
      '/en/admin/users/insight/u1',
    );
  });

  it('says so when a customer has nothing yet', async () => {
    renderWeb(<CustomerBelongings detail={{ customer, portfolios: [], plants: [], users: [] }} env="en" />, route);
    expect(await screen.findByText('No portfolios yet')).toBeTruthy();
    expect(screen.getByText('No plants yet')).toBeTruthy();
    expect(screen.getByText('No user reaches a portfolio of this customer')).toBeTruthy();
  });
});
