import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PLANT_VIEWS } from '../apps/server/src/seed/seedDemoWorld.js';
import { screenshot, withPage } from './harness.js';
import { signIn } from './signIn.js';
import { useAdminStack } from './support/adminSession.js';

const env = useAdminStack();

const OPERATOR_PORTFOLIOS = ['alpine', 'river'];
const search = (page: Page) => new URL(page.url()).searchParams;
const chart = (page: Page) => page.getByTestId('time-series-chart').first();

/** Waits until the first chart has drawn data, and checks its canvas really has ink on it. */
async function expectChartDrawn(page: Page, minPoints = 1) {
  await page.waitForFunction(
    (min) =>
      Number(document.querySelector('[data-testid="time-series-chart"]')?.getAttribute('data-drawn-points') ?? 0) >=
      min,
    minPoints,
    { timeout: 30_000 },
  );
  const inked = await page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="time-series-chart"] canvas');
    if (!canvas) return 0;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) n++;
    return n;
  });
  expect(inked).toBeGreaterThan(500);
}

async function openCockpit(page: Page, portfolioId: string, plantViewId: string, query = '') {
  await page.goto(`${env.stack.baseUrl}/en/cockpit/${portfolioId}/${plantViewId}${query}`);
  try {
    await page.getByRole('heading', { name: 'Plant', level: 1 }).waitFor({ timeout: 40_000 });
  } catch (error) {
    await screenshot(page, `cockpit-open-failed-${plantViewId}`);
    throw error;
  }
}

describe('cockpit charts', () => {
  test('the operator opens the cockpit of each of their plants; range, granularity, calendar, tabs and components work', async () => {
    await withPage(async (page) => {
      await signIn(page, env.stack.baseUrl, 'operator@penstock.demo');
      await page.waitForURL(/\/en\/map\//, { timeout: 20_000 });

      for (const view of DEMO_PLANT_VIEWS.filter((v) => OPERATOR_PORTFOLIOS.includes(v.portfolio_id))) {
        await openCockpit(page, view.portfolio_id, view.id);
        await expectChartDrawn(page);
        await page.getByText(/Times in Europe\/\w+ \(plant market zone\)/).waitFor();
        await screenshot(page, `cockpit-${view.id}`);
      }

      // Range via the calendar: Escape restarts a pending range, then a range is picked by keyboard.
      await openCockpit(page, 'alpine', 'hochalm');
      await page.getByRole('button', { name: /^Date range:/ }).click();
      const grid = page.getByRole('grid');
      await grid.waitFor();
      await expect.poll(() => grid.getAttribute('data-selection')).toBe('selecting-start');
      await grid.locator('button[data-outside]').first().click(); // first grid day: a Monday of the previous month
      await grid.locator('button:not([data-outside])').nth(9).hover();
      await expect.poll(() => grid.getAttribute('data-selection')).toBe('selecting-end');
      await screenshot(page, 'cockpit-calendar-selecting');
      // A full-page screenshot resizes the viewport for a moment, which can take the focus away from
      // the day just clicked: press Escape where the user's focus is, on the calendar's focused day.
      await grid.locator('button[tabindex="0"]').press('Escape');
      await expect.poll(() => grid.getAttribute('data-selection')).toBe('selecting-start');
      await grid.locator('button:not([data-outside])').nth(2).click();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect.poll(() => search(page).get('range')).toMatch(/^\d{4}-\d{2}-03--\d{4}-\d{2}-05--1h$/);
      await expectChartDrawn(page);

      // Presets and granularity through the UI.
      await page.getByRole('button', { name: /^Date range:/ }).click();
      await page.getByRole('button', { name: 'This year' }).click();
      await expect.poll(() => search(page).get('range')).toMatch(/^(\d{4})-01--\1-12$/);
      await expectChartDrawn(page);
      await screenshot(page, 'cockpit-year-monthly');
      await page.getByTestId('range-picker').getByText('Day', { exact: true }).click();
      await expect.poll(() => search(page).get('range')).toMatch(/^(\d{4})-01-01--\1-12-31$/);
      await expectChartDrawn(page, 300);
      await page.getByRole('button', { name: 'Previous period' }).click();
      await expect.poll(() => search(page).get('range')).toMatch(/^(\d{4})-01-0[12]--\d{4}-12-3[01]$/);
      await page.getByTestId('range-picker').getByText('Hour', { exact: true }).click();
      await expect.poll(() => search(page).get('range')).toMatch(/--1h$/);
      await expectChartDrawn(page, 8000); // a year of hourly values per unit
      await screenshot(page, 'cockpit-year-hourly');

      // Components: deselecting a turbine writes the query and leaves its frames out.
      await page.getByRole('button', { name: /^Date range:/ }).click();
      await page.getByRole('button', { name: 'This week' }).click();
      await expectChartDrawn(page);
      await page.getByTestId('component-chips').getByText('Hochalm M1', { exact: true }).click();
      await expect.poll(() => search(page).get('turbine')).toBe('hochalm.m2');
      await expect.poll(() => chart(page).locator('.u-legend').textContent()).not.toContain('Hochalm M1');

      // Every tab draws (or tabulates) data.
      for (const [tab, name] of [
        ['generation', 'Generation'],
        ['reservoir', 'Reservoir'],
        ['inflow', 'Inflow'],
        ['prices', 'Prices & revenue'],
      ] as const) {
        await page.getByRole('tab', { name }).click();
        await expect.poll(() => search(page).get('tab')).toBe(tab);
        await expectChartDrawn(page);
        await screenshot(page, `cockpit-tab-${tab}`);
      }
      await page.getByRole('tab', { name: 'Data quality' }).click();
      await page.getByTestId('quality-table').waitFor({ timeout: 20_000 });
      await page.getByTestId('telemetry-table').waitFor({ timeout: 20_000 });
      await screenshot(page, 'cockpit-tab-quality');

      // Switching plants (P hotkey) keeps the range; the cockpit shows the next plant's data.
      await openCockpit(page, 'river', 'innau', '?range=2025-06-01--2025-06-07--1h');
      await expectChartDrawn(page);
      await page.keyboard.press('p');
      await page.waitForURL(/\/en\/cockpit\/river\/(?!innau)[a-z]+\?range=2025-06-01--2025-06-07--1h$/, {
        timeout: 10_000,
      });
      await expectChartDrawn(page);

      // The charts follow their container's width.
      const chartWidth = () =>
        chart(page)
          .locator('canvas')
          .first()
          .evaluate((c) => c.getBoundingClientRect().width);
      // laid out (a chart replaced after the plant switch starts at 0): the width compared is the one the
      // poll saw, not a second read that may meet the replacement's first frame
      let widthBefore = 0;
      await expect.poll(async () => (widthBefore = await chartWidth())).toBeGreaterThan(300);
      await page.setViewportSize({ width: 1100, height: 900 });
      await expect.poll(chartWidth).toBeLessThan(widthBefore - 100);
      await screenshot(page, 'cockpit-narrow');
      await page.setViewportSize({ width: 1440, height: 900 });

      // A bad range in the address: a clear message and the default range.
      await openCockpit(page, 'alpine', 'hochalm', '?range=2026-13-01--2026-01-02');
      await page.getByTestId('invalid-range').getByText('2026-13-01--2026-01-02').waitFor();
      await expectChartDrawn(page);
      await screenshot(page, 'cockpit-invalid-range');
    });
  });

  test('the admin opens the cockpit of the other demo plants', async () => {
    await withPage(async (page) => {
      try {
        await signIn(page, env.stack.baseUrl, 'admin@penstock.demo');
        await page.waitForURL(/\/en\/map\//, { timeout: 20_000 });
      } catch (error) {
        await screenshot(page, 'cockpit-admin-signin-failed');
        throw error;
      }
      for (const view of DEMO_PLANT_VIEWS.filter((v) => !OPERATOR_PORTFOLIOS.includes(v.portfolio_id))) {
        await openCockpit(page, view.portfolio_id, view.id);
        await expectChartDrawn(page);
        await screenshot(page, `cockpit-${view.id}`);
      }
    });
  });

  test('loading, error, empty and unknown-plant states; the topology panel beside the charts on wide screens', async () => {
    await withPage(async (page) => {
      await signIn(page, env.stack.baseUrl, 'operator@penstock.demo');
      await page.waitForURL(/\/en\/map\//, { timeout: 20_000 });

      // Loading: the power answer is held back, its chart shows a skeleton.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      await page.route(/\/plant\/hochalm\/power\?/, async (route) => {
        await held;
        await route.continue();
      });
      await openCockpit(page, 'alpine', 'hochalm', '?range=2025-06-01--2025-06-07--1h');
      await page.locator('[data-testid="time-series-chart"][data-state="loading"]').first().waitFor();
      await screenshot(page, 'cockpit-state-loading');
      release();
      await expectChartDrawn(page);
      await page.unroute(/\/plant\/hochalm\/power\?/);

      // Error: the server fails; the chart says so and Retry asks again.
      let fail = true;
      await page.route(/\/plant\/hochalm\/power\?/, (route) =>
        fail
          ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"Database unavailable"}' })
          : route.continue(),
      );
      await openCockpit(page, 'alpine', 'hochalm', '?range=2025-06-08--2025-06-14--1h');
      const failed = page.locator('[data-testid="time-series-chart"][data-state="error"]').first();
      await failed.waitFor({ timeout: 30_000 });
      await failed.getByText('Data failed to load.').waitFor();
      await screenshot(page, 'cockpit-state-error');
      fail = false;
      await failed.getByRole('button', { name: 'Retry' }).click();
      await page
        .locator('[data-testid="time-series-chart"][data-state="error"]')
        .first()
        .waitFor({ state: 'detached' });
      await expectChartDrawn(page);
      await page.unroute(/\/plant\/hochalm\/power\?/);

      // Empty: long before the demo world's history.
      await openCockpit(page, 'alpine', 'hochalm', '?range=2001-01--2001-03');
      await page
        .locator('[data-testid="time-series-chart"][data-state="empty"]')
        .first()
        .getByText('No data available')
        .waitFor();
      await screenshot(page, 'cockpit-state-empty');

      // Refused (issue 27 item 9): a range the API does not serve, typed into the address, says why
      // instead of offering a Retry that cannot help; the picker then offers only what it serves.
      await openCockpit(page, 'alpine', 'hochalm', '?range=2025-12-29--2027-01-03--1h');
      const refused = page.locator('[data-testid="time-series-chart"][data-state="error"]').first();
      await refused.waitFor({ timeout: 30_000 });
      expect(await refused.getByTestId('load-refusal').innerText()).toMatch(/Range too large for this granularity/);
      expect(await refused.getByRole('button', { name: 'Retry' }).count()).toBe(0);
      await screenshot(page, 'cockpit-state-refused-range');
      await page.getByRole('button', { name: /^Date range:/ }).click();
      await page.getByRole('button', { name: 'This year' }).click();
      for (const g of ['Week', 'Day', 'Hour'])
        await page.getByTestId('range-picker').getByText(g, { exact: true }).click();
      await expect.poll(() => search(page).get('range')).toMatch(/--1h$/);
      expect(await page.getByTestId('range-shortened').innerText()).toBe(
        'Shortened to 365 days: data by hour is served for at most that long.',
      );
      await expectChartDrawn(page, 8000);
      expect(await page.locator('[data-testid="time-series-chart"][data-state="error"]').count()).toBe(0);
      await screenshot(page, 'cockpit-range-shortened');

      // A plant view that is not in the portfolio.
      await openCockpit(page, 'alpine', 'innau');
      await page.getByText('This plant is not part of the portfolio.').waitFor();
      await screenshot(page, 'cockpit-state-unknown-plant');

      // Wide screens: the topology panel beside the charts.
      await page.setViewportSize({ width: 1920, height: 1080 });
      await openCockpit(page, 'alpine', 'hochalm');
      await expectChartDrawn(page);
      await page.getByTestId('cockpit-topology').waitFor();
      await page.waitForTimeout(1500);
      await screenshot(page, 'cockpit-wide-topology');
    });
  });

  test('measure: navigation to the first chart of a year of hourly data, and the JavaScript it needs', async () => {
    await withPage(async (page) => {
      await signIn(page, env.stack.baseUrl, 'operator@penstock.demo');
      await page.waitForURL(/\/en\/map\//, { timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const year = new Date().getUTCFullYear() - 1;
      const url = `${env.stack.baseUrl}/en/cockpit/alpine/hochalm?range=${year}-01-01--${year}-12-31--1h`;
      const times: number[] = [];
      let jsBytes = 0;
      let jsGzip = 0;
      const jsFiles: { name: string; gzip: number }[] = [];
      for (let run = 0; run < 3; run++) {
        const js: Promise<void>[] = [];
        const onResponse = (r: import('playwright-core').Response) => {
          if (run === 0 && r.url().endsWith('.js'))
            js.push(
              r.body().then(
                (b) => {
                  const gzip = gzipSync(b, { level: 9 }).length;
                  jsBytes += b.length;
                  jsGzip += gzip;
                  jsFiles.push({ name: r.url().replace(/^.*\//, ''), gzip });
                },
                () => undefined, // a response of the page navigated away from
              ),
            );
        };
        page.on('response', onResponse);
        await page.goto(url);
        try {
          await page.waitForFunction(() => performance.getEntriesByName('penstock:first-chart').length > 0, null, {
            timeout: 30_000,
          });
        } catch (error) {
          await screenshot(page, `cockpit-measure-failed-${run}`);
          throw error;
        }
        const ms = await page.evaluate(() => performance.getEntriesByName('penstock:first-chart')[0].startTime);
        const phases = await page.evaluate(() => {
          const series = performance
            .getEntriesByType('resource')
            .filter((r) =>
              /\/plant\/[^/]+\/(power|water-content|day-ahead-price|realized-day-ahead-price)\?/.test(r.name),
            );
          const views = performance.getEntriesByType('resource').find((r) => /\/plant$/.test(r.name));
          return {
            plantViews: views ? Math.round(views.startTime) : null,
            seriesStart: series.length ? Math.round(series.reduce((m, r) => Math.min(m, r.startTime), Infinity)) : null,
            firstAnswer: series.length
              ? Math.round(series.reduce((m, r) => Math.min(m, (r as PerformanceResourceTiming).responseEnd), Infinity))
              : null,
          };
        });
        console.log(
          `cockpit run ${run}: plant views requested at ${phases.plantViews} ms, series requested at ${phases.seriesStart} ms, first series answer at ${phases.firstAnswer} ms, first chart drawn at ${ms.toFixed(0)} ms`,
        );
        await Promise.all(js);
        page.off('response', onResponse);
        times.push(ms);
      }
      await expectChartDrawn(page, 8000);
      const median = [...times].sort((a, b) => a - b)[1];
      console.log(
        `cockpit: navigation -> first chart (1 year hourly, 2 units x actual+plan) ms: ${times.map((t) => t.toFixed(0)).join(', ')} (median ${median.toFixed(0)}; target 1500)`,
      );
      console.log(
        `cockpit: JavaScript loaded ${(jsBytes / 1024).toFixed(1)} KB, gzip ${(jsGzip / 1024).toFixed(1)} KB (target 300)`,
      );
      // What to lazy-load next when the budget gets tight.
      const largest = jsFiles.sort((a, b) => b.gzip - a.gzip).slice(0, 12);
      console.log(
        `cockpit: largest files (gzip KB): ${largest.map((f) => `${f.name} ${(f.gzip / 1024).toFixed(1)}`).join(', ')}`,
      );
      // A byte budget, not a timing: the same build always loads the same files. Issue 3's target is
      // 300 KB. It had been raised to 306 KB while every module the entry shares with a lazy page was its
      // own chunk (96 files); since those go into the entry chunk (apps/web/vite.config.ts, a rolldown
      // group tagged $initial) the cockpit loads 280.6 KB (2026-11-28), so the budget is back at 300.
      // See DESIGN.md's bundle rule for what keeps it (zod/mini on the first screen, lazy parts).
      expect(jsGzip / 1024).toBeLessThan(300);
    });
  });
});
