import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ForecastSource, MarketRegion } from '@penstock/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { ForecastSourceForm } from './ForecastSourceForm';
import { PriceRegionForm } from './PriceRegionForm';
import { PricingIndexForm } from './PricingIndexForm';

const route = { route: 'market', url: '/en/admin/market' } as const;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
/** The input of a labelled field (a select's list is labelled by the same label). */
const input = (label: RegExp) =>
  screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
const pick = async (label: RegExp, option: string) => {
  await screen.findAllByLabelText(label);
  await userEvent.click(input(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};
/** Save, then the form has sent `body`. */
const saveSends = async (onSubmit: ReturnType<typeof vi.fn>, body: unknown) => {
  await userEvent.click(button('Save'));
  await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith(body));
};
const meta = { version: 3, updated_at: 0, updated_by: 'admin@penstock.demo' };
const no5: MarketRegion = {
  id: 'region.no5',
  name: 'Norway NO5 (Bergen)',
  currency: 'NOK',
  timezone: 'Europe/Oslo',
  plants: 2,
  ...meta,
};
const regions = [no5, { id: 'region.at', name: 'Austria', currency: 'EUR' }];
const customers = [{ id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'Nordkraft AS' }];

beforeAll(() => initTestI18n('admin'));

describe('PriceRegionForm', () => {
  it("new: 'Required' and a lower-case id; sends id, name, currency and zone", async () => {
    const onSubmit = vi.fn();
    renderWeb(<PriceRegionForm onSubmit={onSubmit} />, route);
    const id = await screen.findByLabelText(/^Id/);
    await userEvent.type(id, 'NO 6');
    await userEvent.tab();
    await screen.findByText('Use lower-case letters, digits, dot, dash and underscore');
    await userEvent.click(button('Save'));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(id);
    await userEvent.type(id, 'region.no6');
    await userEvent.type(screen.getByLabelText(/^Name/), ' Norway NO6 ');
    await pick(/^Currency/, 'NOK (kr)');
    await saveSends(onSubmit, {
      id: 'region.no6',
      name: 'Norway NO6',
      currency: 'NOK',
      timezone: 'Europe/Vienna',
    });
  });

  it('edit: the id is fixed; Save only when changed', async () => {
    const onSubmit = vi.fn();
    renderWeb(<PriceRegionForm region={no5} onSubmit={onSubmit} />, route);
    expect(((await screen.findByLabelText(/^Id/)) as HTMLInputElement).disabled).toBe(true);
    expect(button('Save').disabled).toBe(true);
    await userEvent.type(screen.getByLabelText(/^Name/), ' West');
    await saveSends(onSubmit, expect.objectContaining({ name: 'Norway NO5 (Bergen) West' }));
  });
});

describe('ForecastSourceForm', () => {
  it('new: shared by default (customer_id null), or owned by the customer picked', async () => {
    const onSubmit = vi.fn();
    renderWeb(<ForecastSourceForm regions={regions} customers={customers} onSubmit={onSubmit} />, route);
    const name = await screen.findByLabelText(/^Name/);
    await userEvent.type(name, 'x');
    await userEvent.clear(name);
    await userEvent.tab();
    await screen.findByText('Required');
    await userEvent.type(name, 'Own view');
    await pick(/^Price region/, 'Norway NO5 (Bergen) (NOK)');
    await saveSends(onSubmit, { name: 'Own view', price_region_id: 'region.no5', customer_id: null });
  });

  it("a customer's own source names the owner; region and owner are fixed once created", async () => {
    const onSubmit = vi.fn();
    renderWeb(<ForecastSourceForm regions={regions} customers={customers} onSubmit={onSubmit} />, route);
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Nordkraft view');
    await pick(/^Price region/, 'Austria (EUR)');
    await pick(/^Owner/, 'Nordkraft AS');
    await saveSends(onSubmit, {
      name: 'Nordkraft view',
      price_region_id: 'region.at',
      customer_id: customers[0].id,
    });
  });

  it('edit: only the name changes', async () => {
    const source: ForecastSource = {
      id: 's1',
      name: 'Nordkraft view',
      price_region_id: 'region.no5',
      customer_id: customers[0].id,
      customer_name: 'Nordkraft AS',
      ...meta,
    };
    renderWeb(<ForecastSourceForm source={source} regions={regions} customers={customers} onSubmit={vi.fn()} />, route);
    await screen.findByLabelText(/^Name/);
    expect(input(/^Price region/).disabled).toBe(true);
    expect(input(/^Owner/).disabled).toBe(true);
    expect(input(/^Owner/).value).toBe('Nordkraft AS');
  });
});

describe('PricingIndexForm', () => {
  it('new: id, name, region and description', async () => {
    const onSubmit = vi.fn();
    renderWeb(<PricingIndexForm regions={regions} onSubmit={onSubmit} />, route);
    await userEvent.type(await screen.findByLabelText(/^Id/), 'nordpool.system');
    await userEvent.type(screen.getByLabelText(/^Name/), 'Nord Pool system price');
    await pick(/^Price region/, 'Norway NO5 (Bergen)');
    await userEvent.type(screen.getByLabelText(/^Description/), 'Nordic reference');
    await saveSends(onSubmit, {
      id: 'nordpool.system',
      name: 'Nord Pool system price',
      price_region_id: 'region.no5',
      description: 'Nordic reference',
    });
  });
});
