// Issue 9, items 8-11: what an operator hits first on the existing screens (chart buckets, data
// quality, timezone tag, hotkeys, map labels, exports), each in the running product.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, startStack, withPage, type Stack } from './harness.js';
import { pathOf, signIn } from './signIn.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

async function signedIn(page: Page, email: string) {
  await signIn(page, stack.baseUrl, email);
  await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 20_000 });
}

async function openCockpit(page: Page, path: string) {
  await page.goto(`${stack.baseUrl}/en/cockpit/${path}`);
  await page.getByRole('heading', { name: 'Plant', level: 1 }).waitFor({ timeout: 40_000 });
}

/** Points the first chart drew, once it has drawn. */
async function drawnPoints(page: Page): Promise<number> {
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="time-series-chart"]')?.getAttribute('data-drawn-points') ?? 0) > 0, undefined, {
    timeout: 30_000,
  });
  return Number(await page.getByTestId('time-series-chart').first().getAttribute('data-drawn-points'));
}

describe('screens an operator hits first', () => {
  test('Year, Month and Week ranges draw the next finer buckets, never one dot per series', async () => {
    await withPage(async (page) => {
      await signedIn(page, 'operator@penstock.demo');
      // 2025 is all actuals: two units x 12 months of actuals at least.
      await openCockpit(page, 'alpine/hochalm?range=2025--2025');
      await page.getByTestId('chart-buckets').getByText('Charts by month').waitFor();
      expect(await drawnPoints(page)).toBeGreaterThanOrEqual(24);
      await screenshot(page, 'issue9-year-by-month');
      await openCockpit(page, 'alpine/hochalm?range=2025-10--2025-10');
      await page.getByTestId('chart-buckets').getByText('Charts by day').waitFor();
      expect(await drawnPoints(page)).toBeGreaterThanOrEqual(2 * 31);
      await openCockpit(page, 'alpine/hochalm?range=2025W40--2025W40');
      expect(await drawnPoints(page)).toBeGreaterThanOrEqual(2 * 7);
    });
  });

  test('data quality: latest values with their units and times apart; the tailrace has no telemetry, not outdated', async () => {
    await withPage(async (page) => {
      await signedIn(page, 'operator@penstock.demo');
      await openCockpit(page, 'alpine/hochalm?tab=quality');
      const table = page.getByTestId('telemetry-table');
      await table.waitFor({ timeout: 20_000 });
      const tailrace = table.locator('tr[data-component="hochalm.tailwater"]');
      await expect.poll(() => tailrace.getAttribute('data-status')).toBe('noTelemetry');
      await tailrace.getByText('No telemetry').waitFor();
      expect(await table.locator('tr[data-component="hochalm.m1"] [data-testid="latest-value"]').innerText()).toMatch(/^-?[\d,.]+ MW$/);
      expect(await table.locator('tr[data-component="hochalm.spillway"] [data-testid="latest-value"]').innerText()).toMatch(/^[\d,.]+ m³\/s$/);
      expect(await table.getByRole('row').filter({ hasText: 'Hochalmspeicher' }).getByTestId('latest-value').innerText()).toMatch(/^[\d,]+\.\d\d m a\.s\.l\.$/);
      await screenshot(page, 'issue9-data-quality');
    });
  });

  test('the timezone tag shows the zone the screen uses: the tasks\' zone on Actions, none where no time is shown', async () => {
    await withPage(async (page) => {
      await signedIn(page, 'admin@penstock.demo');
      await page.goto(`${stack.baseUrl}/en/operations/actions/`);
      await page.getByRole('heading', { name: 'Actions', level: 1 }).waitFor({ timeout: 20_000 });
      await page.getByLabel('Time zone: Europe/Vienna').waitFor();
      await screenshot(page, 'issue9-actions-zone');
    });
    await withPage(async (page) => {
      await signedIn(page, 'newcomer@penstock.demo');
      await page.getByText('Currently you have no portfolios assigned').waitFor({ timeout: 20_000 });
      expect(await page.getByLabel(/^Time zone:/).count()).toBe(0);
    });
  });

  test('O on a plant cockpit keeps the cockpit: the next portfolio\'s first plant, as P keeps it', async () => {
    await withPage(async (page) => {
      await signedIn(page, 'admin@penstock.demo');
      await openCockpit(page, 'alpine/hochalm?range=2025--2025');
      await page.keyboard.press('o');
      await expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe('/en/cockpit/pumped/gletschersee');
      expect(new URL(page.url()).searchParams.get('range')).toBe('2025--2025');
    });
  });

  test('map labels of clustered plants all stay readable', async () => {
    await withPage(async (page) => {
      await signedIn(page, 'operator@penstock.demo');
      await page.goto(`${stack.baseUrl}/en/map/river`);
      await page.getByTestId('plant-map').waitFor({ timeout: 20_000 });
      await expect.poll(() => page.locator('[data-plant-label]').count()).toBe(3);
      await screenshot(page, 'issue9-map-labels');
    });
  });
});
