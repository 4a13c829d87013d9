// Issue 27 items 14, 15 and 17: plant settings, the commercial trial badge, and the smaller screen
// gaps, each in the running product (layout is checked by measuring, not by eye).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, startStack, withPage, type Stack } from './harness.js';
import { signIn } from './signIn.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
}, 900_000); // the first file of a run builds the seeded template (long-term runs included)
afterAll(async () => {
  await stack?.stop();
});

async function signedIn(page: Page, email: string) {
  await signIn(page, stack.baseUrl, email);
  await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 20_000 });
}

describe('issue 27 screens (items 14, 15, 17)', () => {
  test('plant settings: an unknown plant is not found; P stays on the page; the point chart writes Mm³', async () => {
    await withPage(async (page) => {
      await signedIn(page, 'admin@penstock.demo');
      await page.goto(`${stack.baseUrl}/en/admin/plants/alpine/no-such-plant`);
      await page.getByRole('heading', { name: 'Page not found.' }).waitFor({ timeout: 20_000 });
      expect(await page.getByText('Data failed to load.').count()).toBe(0);

      await page.goto(`${stack.baseUrl}/en/admin/plants/alpine/hochalm/static-data/level-to-content`);
      const chart = page.getByTestId('point-chart');
      await chart.waitFor({ timeout: 20_000 });
      const labels = await chart.locator('text').allTextContents();
      expect(labels.join(' ')).not.toMatch(/e[+-]\d/);
      await page.getByText('Content (Mm³)').waitFor();
      await screenshot(page, 'issue27-point-chart');

      // River Cascade has three plants: P moves to the next one and stays on the plant page's tab
      await page.goto(`${stack.baseUrl}/en/admin/plants/river/innau/topology`);
      await page.getByRole('tab', { name: 'Topology', selected: true }).waitFor({ timeout: 20_000 });
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('p');
      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 10_000 })
        .toMatch(/^\/en\/admin\/plants\/river\/(?!innau\/)[^/]+\/topology$/);
    });
  });

  test('the trial badge is never cut at 1440 px (item 15)', async () => {
    const db = new pg.Client({ connectionString: stack.databaseUrl });
    await db.connect();
    await db.query(
      "UPDATE product_module_state SET state = 'TRIAL', trial_ends_at = now() + interval '30 days' WHERE id = 'hochalm:grid_reserves'",
    );
    await db.end();
    await withPage(async (page) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await signedIn(page, 'admin@penstock.demo');
      await page.goto(`${stack.baseUrl}/en/admin/commercial/alpine`);
      const badge = page.getByTestId('state-grid_reserves').first();
      await badge.waitFor({ timeout: 20_000 });
      expect(await badge.textContent()).toMatch(/^Trial, 30 days left$/i);
      const cut = await badge.evaluate((el) => {
        const label = el.querySelector('.mantine-Badge-label') ?? el;
        return label.scrollWidth > label.clientWidth + 1 || el.scrollWidth > el.clientWidth + 1;
      });
      expect(cut).toBe(false);
      await screenshot(page, 'issue27-trial-badge');
    });
  });

  test('data quality names quantities; the spillway is not in Generation per unit; a phone fits Optimization (item 17)', async () => {
    await withPage(async (page) => {
      await signedIn(page, 'admin@penstock.demo');
      await page.goto(`${stack.baseUrl}/en/admin/plants/alpine/hochalm/historical-data/quality`);
      const table = page.getByTestId('quality-table');
      await table.waitFor({ timeout: 30_000 });
      const text = (await table.textContent()) ?? '';
      expect(text).toContain('Gate opening');
      expect(text).not.toContain('gate_opening');

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${stack.baseUrl}/en/operations/optimization/alpine`);
      await page.getByRole('heading', { name: 'Optimization', level: 1 }).waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Start run' }).first().waitFor({ timeout: 20_000 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, 'issue27-optimization-390');
    });
  });

  test("maintenance on a read-only portfolio: New is disabled with the spec's tooltip (item 17)", async () => {
    await withPage(async (page) => {
      await signedIn(page, 'operator@penstock.demo');
      await page.goto(`${stack.baseUrl}/en/maintenance/river`);
      const button = page.getByRole('button', { name: 'New maintenance' });
      await button.waitFor({ timeout: 20_000 });
      expect(await button.isDisabled()).toBe(true);
      await button.locator('xpath=..').hover();
      await page.getByRole('tooltip', { name: "You don't have permissions" }).first().waitFor({ timeout: 10_000 });
    });
  });
});
