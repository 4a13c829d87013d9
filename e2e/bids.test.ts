import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { screenshot, withPage } from './harness.js';
import { selectGridCell } from './support/gridCell.js';
import { apiGet, apiToken, useAdminStack } from './support/adminSession.js';
import { holdRoute } from './support/holdRoute.js';
import { signIn } from './signIn.js';

// api and worker: the generation is a job; no scheduler, so no periodic run adds versions meanwhile
const env = useAdminStack({ env: { ROLES: 'api,worker' } });

const SCREEN = '/en/operations/day-ahead-bids/alpine/hochalm';
const DAY = '**/api/dashboard-v3/portfolio/alpine/plant/hochalm/bid?*';

interface Bid {
  bidDate: string;
  latest: { id: string; number: number; source: string; curves: { price: number; volume: number }[][] } | null;
  versions: { number: number; source: string; createdBy: string }[];
  state: string | null;
}
async function bidOf(date: string): Promise<Bid> {
  return apiGet<Bid>(
    env.stack,
    await apiToken(env.stack),
    `dashboard-v3/portfolio/alpine/plant/hochalm/bid?date=${date}`,
  );
}

/** Clicks a cell of the points table until the grid reports it selected (layout of DataTableGrid: header 34 px, rows 30 px). */
async function clickCell(page: Page, col: number, row: number) {
  const table = page.getByTestId('bid-points-table');
  const canvas = table.locator('[data-testid="data-table"] canvas').first();
  await canvas.waitFor();
  await table.scrollIntoViewIfNeeded();
  await selectGridCell(
    table.getByTestId(`glide-cell-${col + 1}-${row}`),
    async () => {
      const widths = (await table.getByTestId('data-table').getAttribute('data-column-widths'))!.split(',').map(Number);
      const left = widths.slice(0, col + 1).reduce((a, x) => a + x, 0);
      const box = (await canvas.boundingBox())!;
      await page.mouse.click(box.x + left + widths[col + 1]! / 2, box.y + 34 + row * 30 + 15);
    },
    `cell ${col},${row}`,
  );
}

describe('day-ahead bids', () => {
  test('loading, error and empty states', async () => {
    await withPage(async (page) => {
      await signIn(page, env.stack.baseUrl, 'admin@penstock.demo');
      await page.waitForURL(/\/en\/map\//, { timeout: 20_000 });
      // loading: the day's answer held back
      const release = await holdRoute(page, DAY);
      await page.goto(`${env.stack.baseUrl}${SCREEN}`);
      await page.getByTestId('bids-loading').waitFor();
      await screenshot(page, 'bids-loading');
      release();
      // empty: no bid for tomorrow yet
      await page.getByTestId('bid-empty').waitFor();
      await page.getByTestId('gate-closure').waitFor();
      await screenshot(page, 'bids-empty');
      await page.unroute(DAY);
      // error: the day fails to load
      await page.route(DAY, (route) => route.fulfill({ status: 500, body: '{"detail":"boom"}' }));
      await page.reload();
      await page.getByText('The bid failed to load.').waitFor({ timeout: 30_000 });
      await screenshot(page, 'bids-error');
      await page.unroute(DAY);
    });
  });

  test('generate tomorrow’s bids, edit a point, save a version, export', async () => {
    await withPage(async (page) => {
      await signIn(page, env.stack.baseUrl, 'admin@penstock.demo');
      await page.waitForURL(/\/en\/map\//, { timeout: 20_000 });
      await page.goto(`${env.stack.baseUrl}${SCREEN}`);
      await page.getByTestId('bid-empty').waitFor();
      const date = await page.getByTestId('bid-date').inputValue();

      await page.getByLabel('Scenarios').fill('3');
      await page.getByTestId('generate-bid').click();
      await page
        .getByTestId('bid-latest')
        .getByText(/Version 1 \(generated\)/)
        .waitFor({ timeout: 240_000 });
      const generated = await bidOf(date);
      expect(generated.latest).toMatchObject({ number: 1, source: 'generated' });
      expect(generated.latest!.curves.length).toBeGreaterThanOrEqual(92);
      await page.getByTestId('bid-valid').waitFor();
      expect(await page.getByTestId('scenario-mark').count()).toBe(3);
      await screenshot(page, 'bids-generated');

      // edit a point: the first point's price of the first quarter-hour
      const first = generated.latest!.curves[0]!;
      const price = Math.round(((first[0]!.price + (first[1]?.price ?? first[0]!.price + 2)) / 2) * 100) / 100;
      await clickCell(page, 0, 0);
      await page.keyboard.type(String(price).slice(0, 1));
      const editor = page.getByTestId('number-cell-editor');
      await expect.poll(() => editor.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type(String(price).slice(1), { delay: 40 });
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('save-bid').isDisabled()).toBe(false);
      await page.getByTestId('save-bid').click();
      await page.getByText('The bid version was saved').last().waitFor();
      await page
        .getByTestId('bid-latest')
        .getByText(/Version 2 \(edited by hand\) by admin@penstock\.demo/)
        .waitFor();
      const edited = await bidOf(date);
      expect(edited.latest!.curves[0]![0]!.price).toBe(price);
      expect(edited.latest!.curves[1]).toEqual(generated.latest!.curves[1]);
      await screenshot(page, 'bids-edited');

      // export: the CSV of version 2 with its sign convention, and the bid is exported
      const saved = page.waitForEvent('download', { timeout: 30_000 });
      await page.getByTestId('export-bid').click();
      const file = await saved;
      const lines = readFileSync((await file.path())!, 'utf8')
        .trimEnd()
        .split('\n');
      expect(lines[0]).toMatch(new RegExp(`^# Penstock day-ahead bid: .*delivery day ${date} .*version 2$`));
      expect(lines[1]).toMatch(/^# volume_mw: positive sells/);
      expect(lines[2]).toBe(
        'delivery_start_utc,delivery_end_utc,delivery_start_local,delivery_end_local,area,price_eur_mwh,volume_mw',
      );
      expect(lines[3]!.split(',')[5]).toBe(price.toFixed(2));
      await page.getByTestId('bid-state').getByText('Exported').waitFor();
      await page.getByTestId('bid-state-toggle').click();
      await page.getByTestId('bid-state').getByText('Final').waitFor();
      expect((await bidOf(date)).state).toBe('final');

      // the versions with who and when, and what changed between them
      await page.getByRole('tab', { name: 'Versions' }).click();
      await page.getByTestId('bid-versions').waitFor();
      await page
        .getByTestId('bid-diff')
        .getByText(/changed|added|removed/)
        .first()
        .waitFor();
      await screenshot(page, 'bids-versions');
      await page.getByRole('tab', { name: 'Area sum' }).click();
      await page.getByTestId('area-sum').waitFor();
      await screenshot(page, 'bids-area');
    });
  }, 400_000);
});
