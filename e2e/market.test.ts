// Market setup (issue 27 items 1 and 2): an administrator keeps price regions and forecast sources on
// Administration > Market, gives a NOK customer a forecast source of its own, and that customer's
// plant defaults to its zone, shows money in kr and, without Basic Production Planning, the upgrade
// alert where its optimisation runs would be.
import { describe, expect, test } from 'vitest';
import { screenshot, withPage } from './harness.js';
import { apiCall, apiToken, pickOption, signInAs, useAdminStack } from './support/adminSession.js';

let customerId = '';
const env = useAdminStack({
  prepare: async (stack) => {
    const token = await apiToken(stack);
    const customer = await apiCall(stack, token, 'POST', 'dashboard-v3/customers', {
      name: 'Nordkraft AS',
      currency: 'NOK',
      timezone: 'Europe/Oslo',
    });
    expect(customer.status).toBe(201);
    customerId = ((await customer.json()) as { id: string }).id;
    const portfolio = await apiCall(stack, token, 'POST', 'dashboard-v3/portfolio', {
      id: 'nordkraft',
      display_name: 'Nordkraft',
      customer_id: customerId,
    });
    expect(portfolio.status).toBe(201);
    // no zone given: the customer's
    const plant = await apiCall(stack, token, 'POST', 'dashboard-v3/portfolio/nordkraft/plant', {
      id: 'sira',
      name: 'Sira',
      price_region_id: 'region.no2',
    });
    expect(plant.status).toBe(201);
    expect(await plant.json()).toMatchObject({ market_timezone: 'Europe/Oslo', currency: 'NOK' });
  },
});

describe('market setup', () => {
  test('regions and a customer-owned forecast source on the admin screen; a NOK plant shows kr and its gated runs', async () => {
    await withPage(async (page) => {
      await signInAs(page, env.stack);
      await page.goto(`${env.stack.baseUrl}/en/admin/market`);
      const regions = page.getByTestId('region-table');
      await regions.locator('[data-region="region.no5"]').waitFor({ timeout: 30_000 });
      expect(await regions.locator('[data-region="region.no5"]').innerText()).toMatch(/NOK \(kr\)[\s\S]*Europe\/Oslo/);
      expect(await regions.locator('[data-region="region.se3"]').innerText()).toMatch(/SEK/);
      await screenshot(page, 'market-regions');

      await page.getByRole('tab', { name: 'Price forecast sources' }).click();
      await page.waitForURL(/tab=sources/);
      await page.getByRole('button', { name: 'Add price forecast source' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add price forecast source' });
      await dialog.getByLabel('Name').fill('Nordkraft own forecast');
      // 'Price region *' (required): the label without the asterisk
      await dialog
        .getByLabel(/^Price region/)
        .first()
        .click();
      await page.getByRole('option', { name: 'Norway NO2 (Kristiansand) (NOK)', exact: true }).click();
      await pickOption(page, 'Owner', 'Nordkraft AS', dialog);
      await dialog.getByRole('button', { name: 'Save' }).click();
      const row = page.locator('[data-source="Nordkraft own forecast"]');
      await row.waitFor({ timeout: 15_000 });
      expect(await row.innerText()).toMatch(/Norway NO2[\s\S]*Nordkraft AS/);
      await page.getByText('The price forecast source was saved successfully').first().waitFor();
      await screenshot(page, 'market-sources');

      // the source is offered on the plant's general settings beside the shared ones
      await page.goto(`${env.stack.baseUrl}/en/admin/plants/nordkraft/sira`);
      await page.getByLabel('Price forecast source').first().click();
      await page.getByRole('option', { name: 'Nordkraft own forecast (own)' }).waitFor({ timeout: 15_000 });
      await page.keyboard.press('Escape');

      // money of the NOK portfolio in kr
      await page.goto(`${env.stack.baseUrl}/en/portfolio/nordkraft`);
      const table = page.getByTestId('overview-table');
      await table.waitFor({ timeout: 30_000 });
      const heads = await table.locator('thead').innerText();
      expect(heads).toMatch(/Revenue\s*kr/);
      expect(heads).toMatch(/Average price\s*kr\/MWh/);
      expect(heads).not.toMatch(/EUR|€/);

      // runs are what Basic Production Planning sells: the new plant has Insight Platform only
      await page.goto(`${env.stack.baseUrl}/en/operations/optimization/nordkraft`);
      const alert = page.locator('[data-plant="sira"]').getByTestId('upgrade-alert');
      await alert.waitFor({ timeout: 30_000 });
      expect(await alert.innerText()).toMatch(/Basic Production Planning is not active for Sira/);
      expect(await page.getByRole('button', { name: 'Start run' }).count()).toBe(0);
      await screenshot(page, 'market-gated-optimization');
    });
  });
});
