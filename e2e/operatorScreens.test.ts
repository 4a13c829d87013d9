// Issue 9, items 8-11: what an operator hits first on the existing screens (chart buckets, data
// quality, timezone tag, hotkeys, map labels, exports), each in the running product.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { screenshot, withPage } from './harness.js';
import { pathOf, signIn } from './signIn.js';
import { useAdminStack } from './support/adminSession.js';

const env = useAdminStack();

async function signedIn(page: Page, email: string) {
  await signIn(page, env.stack.baseUrl, email);
  await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 20_000 });
}

async function openCockpit(page: Page, path: string) {
  await page.goto(`${env.stack.baseUrl}/en/cockpit/${path}`);
  await page.getByRole('heading', { name: 'Plant', level: 1 }).waitFor({ timeout: 40_000 });
}

/** Points the first chart drew, once it has drawn. */
async function drawnPoints(page: Page): Promise<number> {
  await page.waitForFunction(
    () =>
      Number(document.querySelector('[data-testid="time-series-chart"]')?.getAttribute('data-drawn-points') ?? 0) > 0,
    undefined,
    {
      timeout: 30_000,
    },
  );
  return Number(await page.getByTestId('time-series-chart').first().getAttribute('data-drawn-points'));
}

/** Clicks a download menu entry and returns the saved file's bytes and name. */
async function download(
  page: Page,
  menu: Locator,
  entry: 'Download CSV' | 'Download Excel workbook' | null,
): Promise<{ name: string; bytes: Buffer }> {
  const saved = page.waitForEvent('download', { timeout: 30_000 });
  await menu.click();
  if (entry) await page.getByRole('menuitem', { name: entry }).click();
  const file = await saved;
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
}
/** exceljs types its input as an older Buffer; the bytes are the same. */
async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as Parameters<typeof wb.xlsx.load>[0]);
  return wb;
}
const csvLines = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

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
      await expect.poll(() => tailrace.getAttribute('data-status')).toBe('no_telemetry');
      await tailrace.getByText('No telemetry').waitFor();
      expect(await table.locator('tr[data-component="hochalm.m1"] [data-testid="latest-value"]').innerText()).toMatch(
        /^-?[\d,.]+ MW$/,
      );
      expect(
        await table.locator('tr[data-component="hochalm.spillway"] [data-testid="latest-value"]').innerText(),
      ).toMatch(/^[\d,.]+ m³\/s$/);
      expect(
        await table.getByRole('row').filter({ hasText: 'Hochalmspeicher' }).getByTestId('latest-value').innerText(),
      ).toMatch(/^[\d,]+\.\d\d m a\.s\.l\.$/);
      await screenshot(page, 'issue9-data-quality');
    });
  });

  test("the timezone tag shows the zone the screen uses: the tasks' zone on Actions, none where no time is shown", async () => {
    await withPage(async (page) => {
      await signedIn(page, 'admin@penstock.demo');
      await page.goto(`${env.stack.baseUrl}/en/operations/actions/`);
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

  test("O on a plant cockpit keeps the cockpit: the next portfolio's first plant, as P keeps it", async () => {
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
      await page.goto(`${env.stack.baseUrl}/en/map/river`);
      await page.getByTestId('plant-map').waitFor({ timeout: 20_000 });
      await expect.poll(() => page.locator('[data-plant-label]').count()).toBe(3);
      await screenshot(page, 'issue9-map-labels');
    });
  });

  test('charts and tables download as CSV, the overview and reporting as Excel workbooks, admins the price forecast', async () => {
    await withPage(async (page) => {
      await signedIn(page, 'operator@penstock.demo');
      await openCockpit(page, 'alpine/hochalm?range=2025-10-01--2025-10-03--1h');
      await drawnPoints(page);
      const generation = page.getByRole('region', { name: 'Generation per unit' });
      const csv = await download(page, generation.getByTestId('export-menu'), 'Download CSV');
      expect(csv.name).toBe('generation-per-unit.csv');
      const lines = csvLines(csv.bytes);
      expect(lines[0].split(',').slice(0, 3)).toEqual(['Time (Europe/Vienna)', 'Time (ISO 8601)', 'Hochalm M1 (MW)']);
      expect(lines[1].split(',').slice(0, 2)).toEqual(['2025-10-01 00:00', '2025-10-01T00:00:00+02:00']);
      expect(lines).toHaveLength(1 + 72);

      await openCockpit(page, 'alpine/hochalm?tab=quality');
      const telemetry = page.getByRole('region', { name: 'Latest telemetry' });
      await telemetry.getByTestId('telemetry-table').waitFor({ timeout: 20_000 });
      const table = csvLines((await download(page, telemetry.getByTestId('export-menu'), 'Download CSV')).bytes);
      expect(table[0]).toBe('Component,Latest value,Unit,Time (Europe/Vienna),Time (ISO 8601),Status');
      expect(table.find((l) => l.startsWith('Hochalm tailrace,'))).toBe('Hochalm tailrace,,,,,No telemetry');

      await page.goto(`${env.stack.baseUrl}/en/portfolio/alpine?range=2025-10--2025-10`);
      await page.getByTestId('overview-table').waitFor({ timeout: 30_000 });
      await expect
        .poll(() => page.getByTestId('overview-table').locator('.mantine-Skeleton-root').count(), { timeout: 30_000 })
        .toBe(0);
      const xlsx = await download(page, page.getByTestId('export-menu').first(), 'Download Excel workbook');
      expect(xlsx.name).toMatch(/\.xlsx$/);
      const wb = await readWorkbook(xlsx.bytes);
      expect(wb.worksheets.map((w) => w.name)).toEqual(['Figures', 'Generation per plant']);
      const figures = wb.worksheets[0];
      expect(figures.getRow(1).values).toContain('Water content (Mm³)');
      expect(typeof figures.getRow(2).getCell(2).value).toBe('number');
      await screenshot(page, 'issue9-overview-export');

      await page.goto(`${env.stack.baseUrl}/en/reporting/alpine/hochalm?range=2025-10--2025-10`);
      await page.getByTestId('reporting-sections').waitFor({ timeout: 30_000 });
      const report = await readWorkbook(
        (await download(page, page.getByTestId('export-menu'), 'Download Excel workbook')).bytes,
      );
      expect(report.worksheets.map((w) => w.name)).toEqual(['Figures', 'Definitions']);
      expect(report.worksheets[0].getRow(1).values).toContain('Average inflow (m³/s)');

      // Only admins download the price forecast.
      await page.goto(`${env.stack.baseUrl}/en/power-prices/alpine`);
      await page.getByRole('heading', { name: 'Power Market', level: 1 }).waitFor();
      await page.getByTestId('time-series-chart').first().waitFor();
      expect(await page.getByRole('button', { name: 'Download price forecast' }).count()).toBe(0);
    });
    await withPage(async (page) => {
      await signedIn(page, 'admin@penstock.demo');
      await page.goto(`${env.stack.baseUrl}/en/power-prices/alpine`);
      const forecast = await download(page, page.getByRole('button', { name: 'Download price forecast' }), null);
      expect(forecast.name).toMatch(/^price-forecast-alpine-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = csvLines(forecast.bytes);
      expect(lines[0]).toMatch(/^Time \(Europe\/Vienna\),Time \(ISO 8601\),Austria - .+ \(EUR\/MWh\)$/);
      expect(lines.length).toBeGreaterThan(24);
      await screenshot(page, 'issue9-price-forecast-download');
    });
  });
});
