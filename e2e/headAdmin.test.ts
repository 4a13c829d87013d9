import { describe, expect, test } from 'vitest';
import { fileURLToPath } from 'node:url';
import { screenshot, withPage } from './harness.js';
import { apiCall, apiToken, openAsAdmin, pickOption, useAdminStack } from './support/adminSession.js';
import { pasteIntoPointTable } from './support/pointTable.js';

// Issue 23: an administrator uploads SINTEF SHOP's basic example, finds the Draft plant, opens a
// turbine's efficiency curves (one chart, a line per head) and edits a point: first an efficiency
// above 100 % (the error shows, nothing saves), then a valid one (saved).
const started = useAdminStack({ env: { ROLES: 'api' } });
const SHOP_FILE = fileURLToPath(new URL('../packages/optimizer/src/fixtures/shop/basic_model.yaml', import.meta.url));
const G1 = 'shopbasic.Plant1_Generator1';

describe('head data administration', () => {
  test('an admin uploads a SHOP model, sees the Draft plant, its efficiency curves chart, and edits a point', async () => {
    const { stack } = started;
    await withPage(async (page) => {
      await openAsAdmin(page, stack, '/en/admin/plants/alpine');
      await page.getByTestId('shop-import').click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[type="file"]').setInputFiles(SHOP_FILE);
      await dialog.getByLabel('Id').fill('shopbasic');
      await dialog.getByLabel('Name').fill('SHOP basic');
      await pickOption(page, 'Price region', 'Austria (EUR)');
      await screenshot(page, 'head-shop-upload');
      await dialog.getByRole('button', { name: 'Import' }).click();
      // what was not imported is named, never dropped silently
      const warnings = page.getByTestId('shop-warnings');
      await warnings.getByText(/SHOP reservoir Reservoir1: not modelled: .*flow_descr/).waitFor({ timeout: 30_000 });
      await warnings.getByText(/startcost not imported/).waitFor();
      await screenshot(page, 'head-shop-upload-done');
      await page.getByTestId('shop-open').click();
      await page.waitForURL(/\/admin\/plants\/alpine\/shopbasic/);
      await expect.poll(() => page.getByTestId('plant-state').first().textContent()).toBe('Draft');

      await page.getByRole('tab', { name: 'Static data' }).click();
      await page.getByRole('tab', { name: /^Plant1_Generator1/ }).click();
      await page
        .getByTestId('head-seat')
        .getByTestId('power-model')
        .getByText('Head-dependent (efficiency curves)')
        .waitFor();
      await screenshot(page, 'head-static-unit');
      await page.getByRole('tab', { name: 'Turbine efficiency (turb_eff_curves)' }).click();
      await page.waitForURL(/\/static-data\/turb-eff-curves\?component=shopbasic\.Plant1_Generator1/);
      const chart = page.getByTestId('efficiency-chart');
      await chart.waitFor();
      expect(await chart.getByTestId('efficiency-line').count()).toBeGreaterThanOrEqual(1);
      await screenshot(page, 'head-efficiency-chart');

      // an efficiency above 100 %: the error names the point, Save stays off
      const token = await apiToken(stack);
      const url = `dashboard-v3/portfolio/alpine/plant/shopbasic/turb-eff-curves/${G1}`;
      const before = (await (await apiCall(stack, token, 'GET', url)).json()) as {
        version: number;
        points: { x: number; y: number; head: number }[];
      };
      const first = before.points[0]!;
      await pasteIntoPointTable(page, `Discharge\tEfficiency\tHead\n${first.x}\t120\t${first.head}\n`);
      await page
        .getByTestId('point-errors')
        .getByText(/#1: Point 1: efficiency 120 % is outside 0-100 %/)
        .waitFor();
      expect(await page.getByTestId('save-points').isDisabled()).toBe(true);
      await screenshot(page, 'head-efficiency-error');

      // a valid efficiency: the error goes, the table saves
      await pasteIntoPointTable(page, `${first.x}\t84.5\t${first.head}\n`);
      await expect.poll(() => page.getByTestId('point-errors').count()).toBe(0);
      await page.getByTestId('save-points').click();
      await page.getByText('The data was added successfully').last().waitFor();
      await screenshot(page, 'head-efficiency-saved');
      const after = (await (await apiCall(stack, token, 'GET', url)).json()) as typeof before;
      expect(after.version).toBe(before.version + 1);
      expect(after.points[0]).toEqual({ ...first, y: 84.5 });

      // the head plants with their outlet line and losses
      await page.getByTestId('head-plants-nav').click();
      await page.getByTestId('head-plants').getByText('Plant1', { exact: true }).waitFor();
      await screenshot(page, 'head-plants');
    });
  }, 240_000);
});
