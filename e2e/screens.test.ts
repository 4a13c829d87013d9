// Browser journeys of the plant-data screens: cockpit map and topology graph, portfolio overview,
// water value, reporting and power prices, against the real server and the seeded demo world.
// Loading, empty and error states are forced by holding or answering the API call in the browser.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, startStack, withPage, type Stack } from './harness.js';
import { signIn } from './signIn.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const url = (page: Page) => new URL(page.url());

async function signInAdmin(page: Page) {
  await signIn(page, stack.baseUrl, 'admin@penstock.demo');
  await page.waitForURL(/\/en\/map\//, { timeout: 20_000 });
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(`${stack.baseUrl}${path}`);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor({ timeout: 20_000 });
}

/** Waits for the page's first chart to have drawn points. */
async function chartDrawn(page: Page, scope = page.locator('body')) {
  const chart = scope.getByTestId('time-series-chart').first();
  await expect.poll(() => chart.getAttribute('data-state'), { timeout: 30_000 }).toBe('drawn');
  expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThan(10);
}

/** Waits until the element stops moving (the graph fits its viewport with a 0.6 s animation). */
async function settled(page: Page, selector: string) {
  let last = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await page.locator(selector).first().boundingBox());
        const same = box === last;
        last = box;
        return same;
      },
      { timeout: 10_000, interval: 250 },
    )
    .toBe(true);
}

const topologyNodes = (page: Page, kind?: string) =>
  page.locator(kind ? `[data-topology-node][data-kind="${kind}"]` : '[data-topology-node]');

describe('plant-data screens', () => {
  test('cockpit map: markers and list, the topology of the hovered plant, fold and unfold, a click opens the cockpit', async () => {
    await withPage(async (page) => {
      await signInAdmin(page);
      await open(page, '/en/map/river', 'Cockpit');
      await expect.poll(() => page.locator('[data-plant-marker]').count(), { timeout: 20_000 }).toBe(3);
      for (const name of ['Innau', 'Brunnau', 'Leitenau'])
        await page.locator('[data-plant-row]').getByText(name, { exact: true }).waitFor();
      await page.getByText('3 plants').waitFor();
      await page.locator('[data-plant-row="innau"]').hover();
      const panel = page.getByTestId('map-side-panel');
      await panel.getByText('Innau', { exact: true }).waitFor();
      await expect.poll(() => topologyNodes(page).count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
      await screenshot(page, 'screens-map-river');

      // Hochalm's two identical turbines fold into one group; the state is the user setting.
      await open(page, '/en/map/alpine', 'Cockpit');
      await page.locator('[data-plant-row="hochalm"]').hover();
      await expect.poll(() => topologyNodes(page, 'turbine').count(), { timeout: 20_000 }).toBe(2);
      await expect.poll(() => topologyNodes(page, 'reservoir').count()).toBe(1);
      await expect.poll(() => topologyNodes(page, 'downstream').count()).toBe(1);
      await expect.poll(() => topologyNodes(page, 'gate').count()).toBe(1);
      await page.getByRole('button', { name: 'Fold entire topology' }).click();
      await expect.poll(() => topologyNodes(page, 'turbine').count()).toBe(1);
      await expect(page.locator('[data-folded]').getAttribute('aria-label')).resolves.toBe('2 × Turbines');
      await screenshot(page, 'screens-topology-folded');
      await page.reload();
      await page.locator('[data-plant-row="hochalm"]').hover();
      await page.locator('[data-folded]').waitFor({ timeout: 20_000 }); // folded after a reload: saved
      await settled(page, '[data-folded]');
      await page.locator('[data-folded]').dblclick(); // double-click unfolds this group only
      await expect.poll(() => topologyNodes(page, 'turbine').count()).toBe(2);
      await page.getByRole('button', { name: 'Unfold entire topology' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Fold entire topology' }).count()).toBe(1);

      // Search (admins hold searchTopology): Enter selects the first match.
      await page.getByLabel('Search component').fill('M2');
      await page.getByLabel('Search component').press('Enter');
      await expect
        .poll(() => page.locator('[data-topology-node="hochalm.m2"]').getAttribute('data-selected'))
        .toBe('true');

      await page.locator('[data-plant-marker="hochalm"]').click();
      await page.waitForURL(/\/en\/cockpit\/alpine\/hochalm/, { timeout: 20_000 });
    });
  });

  test('in the cockpit a click on a topology node sets the component query', async () => {
    await withPage(async (page) => {
      await page.setViewportSize({ width: 1680, height: 1000 });
      await signInAdmin(page);
      await open(page, '/en/cockpit/alpine/hochalm', 'Plant');
      const m1 = page.locator('[data-topology-node="hochalm.m1"]');
      await m1.waitFor({ timeout: 30_000 });
      await settled(page, '[data-topology-node="hochalm.m1"]');
      await m1.click();
      await expect.poll(() => url(page).searchParams.get('turbine'), { timeout: 5_000 }).toBe('hochalm.m1');
      await screenshot(page, 'screens-cockpit-topology');
      await page.getByRole('button', { name: 'Reset viewport and selection' }).click();
      await expect.poll(() => url(page).searchParams.get('turbine')).toBeNull();
    });
  });

  test('portfolio overview: figures per plant and totals, generation chart', async () => {
    await withPage(async (page) => {
      await signInAdmin(page);
      await open(page, '/en/portfolio/river', 'Portfolio');
      const table = page.getByTestId('overview-table');
      for (const id of ['innau', 'brunnau', 'leitenau'])
        await table.locator(`[data-plant-row="${id}"]`).waitFor({ timeout: 20_000 });
      const total = page.getByTestId('overview-total');
      await expect
        .poll(async () => (await total.locator('th').nth(1).innerText()).trim(), { timeout: 30_000 })
        .toMatch(/^[\d,.]+$/);
      const cells = await total.locator('th').allInnerTexts();
      expect(cells.slice(1).every((c) => /\d/.test(c))).toBe(true); // every total is a number
      await chartDrawn(page);
      await screenshot(page, 'screens-portfolio-overview');
      await table.locator('[data-plant-row="innau"]').click();
      await page.waitForURL(/\/en\/cockpit\/river\/innau/);
    });
  });

  test("water value: the plant opens by itself with the first start's run and what sets the values; a plant without water values says so", async () => {
    await withPage(async (page) => {
      await signInAdmin(page);
      await open(page, '/en/water-value/river', 'Water Value');
      await page.waitForURL(/\/en\/water-value\/river\/\w+/, { timeout: 20_000 });
      // the fresh demo world queued a run per live plant at its first start: reload until it has stored values
      const basis = page.getByTestId('water-value-basis');
      await expect
        .poll(
          async () => {
            if (await basis.isVisible()) return true;
            await page.reload();
            await page.getByRole('heading', { name: 'Water Value', level: 1 }).waitFor({ timeout: 20_000 });
            return basis.isVisible();
          },
          { timeout: 120_000, interval: 2_000 },
        )
        .toBe(true);
      expect(await basis.innerText()).toMatch(/mean day-ahead price/);
      await chartDrawn(page);
      await screenshot(page, 'screens-water-value');

      await page.route('**/api/dashboard-v3/portfolio/river/water-value/**', (route) =>
        route.fulfill({ status: 400, json: { detail: 'No water values for this plant' } }),
      );
      await page.reload();
      await page.getByTestId('no-water-values').getByText('No water values').waitFor({ timeout: 20_000 });
      await screenshot(page, 'screens-water-value-none');
    });
  });

  test('reporting: eleven sections with units and formulas; sectionId selects a card and lists it per plant', async () => {
    await withPage(async (page) => {
      await signInAdmin(page);
      await open(page, '/en/reporting/river?sectionId=valueAdded', 'Reporting');
      const cards = page.locator('[data-section-id]');
      await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(11);
      await expect(page.locator('[data-section-id="valueAdded"]').getAttribute('data-selected')).resolves.toBe('true');
      const generation = await page.locator('[data-section-id="totalGeneration"]').innerText();
      expect(generation).toMatch(/Total generation\s+[\d,.]+\s+MWh/);
      const plants = page.getByTestId('section-plants');
      for (const name of ['Innau', 'Brunnau', 'Leitenau']) await plants.getByText(name).waitFor();
      await screenshot(page, 'screens-reporting-portfolio');

      await page.locator('[data-section-id="averageInflow"] button').click();
      await expect.poll(() => url(page).searchParams.get('sectionId')).toBe('averageInflow');
      await page.getByText('Average inflow per plant').waitFor();
      await page.locator('[data-section-id="averageInflow"] [aria-label="How this figure is computed"]').hover();
      await page
        .getByRole('tooltip')
        .getByText(/inflow/)
        .first()
        .waitFor();
      await screenshot(page, 'screens-reporting-formula');

      await plants.getByText('Innau').click();
      await page.waitForURL(/\/en\/reporting\/river\/innau/);
      await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(11);
      await screenshot(page, 'screens-reporting-plant');
    });
  });

  test('power prices: charts per region, alert thresholds saved to the user setting and rolled back on failure', async () => {
    await withPage(async (page) => {
      await signInAdmin(page);
      await open(page, '/en/power-prices/river', 'Power Market');
      await chartDrawn(page);
      const field = page.getByRole('textbox', { name: 'Austria' });
      await field.fill('-5');
      await page.getByText('The threshold must be 0 or more').waitFor();
      await field.fill('0');
      await page.getByRole('button', { name: 'Save thresholds' }).click();
      await expect
        .poll(async () => page.getByTestId('hours-above').innerText(), { timeout: 10_000 })
        .toMatch(/^[1-9]\d* HOURS? ABOVE 0$/i);
      await screenshot(page, 'screens-power-prices');

      await page.route('**/api/dashboard-v3/settings/powerMarketAlertThresholds', (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({ status: 500, json: { detail: 'down' } })
          : route.fallback(),
      );
      await field.fill('80');
      await page.getByRole('button', { name: 'Save thresholds' }).click();
      await page.getByText('There was a problem saving the user setting').waitFor();
      await expect.poll(() => field.inputValue()).toBe('0');
      await screenshot(page, 'screens-power-prices-rollback');
    });
  });

  test('loading, empty and error states', async () => {
    await withPage(async (page) => {
      await signInAdmin(page);
      const plantList = '**/api/dashboard-v3/portfolio/river/plant';

      let release: () => void = () => {};
      const held = new Promise<void>((r) => (release = r));
      await page.route(plantList, async (route) => {
        await held;
        await route.fallback();
      });
      await page.goto(`${stack.baseUrl}/en/map/river`);
      await page.getByTestId('map-loading').waitFor({ timeout: 20_000 });
      await screenshot(page, 'screens-map-loading');
      release();
      await page.locator('[data-plant-marker]').first().waitFor({ timeout: 20_000 });
      await page.unroute(plantList);

      await page.route(plantList, (route) => route.fulfill({ json: [] }));
      await open(page, '/en/map/river', 'Cockpit');
      await page.getByText('No plants').waitFor();
      await screenshot(page, 'screens-map-empty');
      await page.unroute(plantList);

      await page.route(plantList, (route) => route.fulfill({ status: 500, json: { detail: 'down' } }));
      await open(page, '/en/map/river', 'Cockpit');
      await page.getByText('Plants can not be loaded').waitFor();
      await screenshot(page, 'screens-map-error');
      await page.unroute(plantList);
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.locator('[data-plant-marker]').first().waitFor({ timeout: 20_000 });

      await page.route('**/api/dashboard-v3/portfolio/river/reporting?*', (route) =>
        route.fulfill({ status: 500, json: { detail: 'down' } }),
      );
      await open(page, '/en/reporting/river', 'Reporting');
      await page.getByText('The report could not be loaded').waitFor();
      await screenshot(page, 'screens-reporting-error');

      await page.route('**/api/dashboard-v3/portfolio/river/power-prices?*', (route) =>
        route.fulfill({ json: { regions: [] } }),
      );
      await open(page, '/en/power-prices/river', 'Power Market');
      await page.getByTestId('prices-empty').waitFor();
      await screenshot(page, 'screens-power-prices-empty');
    });
  });
});
