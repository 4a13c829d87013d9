import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlantSettings, PriceRegion } from '@penstock/domain';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { PlantMarketForm } from './PlantMarketForm';

const SOURCE_AT = '00000000-0000-4000-8000-00000000000a';
const SOURCE_NO = '00000000-0000-4000-8000-00000000000b';
const regions: PriceRegion[] = [
  {
    id: 'AT',
    name: 'Austria',
    currency: 'EUR',
    timezone: 'Europe/Vienna',
    forecast_sources: [{ id: SOURCE_AT, name: 'EPEX AT', customer_id: null }],
  },
  {
    id: 'NO1',
    name: 'Norway Oslo',
    currency: 'NOK',
    timezone: 'Europe/Oslo',
    forecast_sources: [
      { id: SOURCE_NO, name: 'Nord Pool NO1', customer_id: null },
      { id: 'other', name: 'Rival forecast', customer_id: 'rival' },
    ],
  },
];
const settings = {
  market_timezone: 'Europe/Vienna',
  price_region_id: 'AT',
  price_forecast_source_id: SOURCE_AT,
  customer_id: 'demo',
} as PlantSettings;

const input = (label: string) =>
  screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement;

describe('PlantMarketForm', () => {
  beforeAll(() => initTestI18n('plants'));

  it('lists the forecast sources of the region chosen in the form, before it is saved (issue 27 item 14)', async () => {
    const onSubmit = vi.fn();
    renderWeb(<PlantMarketForm settings={settings} regions={regions} canWrite onSubmit={onSubmit} />, {
      route: 'plantSettings',
      url: '/en/admin/plants/alpine/hochalm',
    });
    await screen.findAllByLabelText('Price region');
    await userEvent.click(input('Price region'));
    await userEvent.click(await screen.findByRole('option', { name: 'Norway Oslo (NOK)' }));
    // the Austrian source does not belong to Oslo: cleared
    await waitFor(() => expect(input('Price forecast source').value).toBe(''));
    await userEvent.click(input('Price forecast source'));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Nord Pool NO1']);
    await userEvent.click(screen.getByRole('option', { name: 'Nord Pool NO1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ price_region_id: 'NO1', price_forecast_source_id: SOURCE_NO });
  });
});
