import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, withPage } from './harness.js';
import { signIn } from './signIn.js';
import { useAdminStack } from './support/adminSession.js';

const env = useAdminStack();

const search = (page: Page) => new URL(page.url()).searchParams;

describe('shell navigation', () => {
  test('a logged-out deep link goes to login and keeps the requested location', async () => {
    await withPage(async (page) => {
      await page.goto(`${env.stack.baseUrl}/en/reserves/alpine?range=2024--2025`);
      await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/\/en\/login\?redirect=/);
      expect(search(page).get('redirect')).toBe('/en/reserves/alpine?range=2024--2025');
    });
  });

  test("the open screen's navigation entry is scrolled into sight (Administration on a 900 px high window)", async () => {
    await withPage(async (page) => {
      await signIn(page, env.stack.baseUrl, 'admin@penstock.demo');
      await page.waitForURL(/\/en\/map\/[^/]+$/, { timeout: 20_000 });
      await page.goto(`${env.stack.baseUrl}/en/admin/users`);
      await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor({ timeout: 20_000 });
      const entry = page.getByRole('navigation').getByRole('link', { name: 'Users' });
      const inSight = () =>
        entry.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const view = el.closest('.mantine-ScrollArea-viewport')!.getBoundingClientRect();
          return box.top >= view.top - 1 && box.bottom <= view.bottom + 1; // subpixel rounding
        });
      await expect.poll(inSight, { timeout: 10_000 }).toBe(true);
      await screenshot(page, 'nav-active-entry-in-sight');
    });
  });

  test('navigation keeps range and timezone, hotkeys switch portfolios, the collapse state survives a reload', async () => {
    await withPage(async (page) => {
      await signIn(page, env.stack.baseUrl, 'admin@penstock.demo');
      await page.waitForURL(/\/en\/map\/[^/]+$/, { timeout: 20_000 });

      await page.goto(`${env.stack.baseUrl}/en/portfolio/alpine?range=2024--2025&timezone=Europe/Oslo`);
      await page.getByRole('heading', { name: 'Portfolio', level: 1 }).waitFor();
      await expect.poll(() => page.title()).toBe('Portfolio - Penstock');
      await page.getByText('Europe/Oslo').first().waitFor();

      await page.getByRole('link', { name: /Power Market/ }).click();
      await page.waitForURL(/\/en\/power-prices\/alpine\?/);
      expect(search(page).get('range')).toBe('2024--2025'); // kept
      expect(search(page).get('timezone')).toBeNull(); // this screen takes no timezone

      await page.keyboard.press('o'); // next portfolio, same screen, same range
      await page.waitForURL(/\/en\/power-prices\/pumped\?range=2024--2025$/);
      await page.keyboard.press('Shift+O');
      await page.waitForURL(/\/en\/power-prices\/alpine\?range=2024--2025$/);

      await page.keyboard.press('Shift+Slash'); // '?'
      await page.getByRole('dialog', { name: 'Keyboard Shortcuts' }).waitFor();
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Portfolio: Alpine Storage' }).click();
      await page.getByRole('option', { name: 'River Cascade' }).click();
      await page.waitForURL(/\/en\/power-prices\/river\?range=2024--2025$/);

      await page.getByRole('button', { name: 'Collapse' }).click();
      await page.reload();
      await page.getByRole('button', { name: 'Expand' }).waitFor();
      await screenshot(page, 'shell-collapsed');
      await page.getByRole('button', { name: 'Expand' }).click();

      await page.goto(`${env.stack.baseUrl}/en/portfolio/alpine?range=2025--2024`); // invalid range is dropped
      await page.getByRole('heading', { name: 'Portfolio', level: 1 }).waitFor();
    });
  });

  test('the admin sees every navigation entry; the operator does not see the permission-bound ones', async () => {
    await withPage(async (page) => {
      await signIn(page, env.stack.baseUrl, 'operator@penstock.demo');
      await page.waitForURL(/\/en\/map\/alpine$/, { timeout: 20_000 });
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await nav.getByRole('link', { name: /Live Data/ }).waitFor();
      for (const hidden of ['Actions', 'Violations', 'Day Ahead Bids', 'Customers', 'Users'])
        expect(await nav.getByRole('link', { name: new RegExp(`^${hidden}`) }).count(), hidden).toBe(0);
      expect(await nav.getByRole('link', { name: /^Commercial/ }).count()).toBe(1);
    });
  });

  test('a failed language save switches back and says so', async () => {
    await withPage(async (page) => {
      await signIn(page, env.stack.baseUrl, 'operator@penstock.demo');
      await page.waitForURL(/\/en\/map\/alpine$/, { timeout: 20_000 });
      await page.route('**/api/dashboard-v3/settings/locale', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"maintenance"}' }),
      );
      await page.getByRole('button', { name: /User menu of/ }).click();
      await page.getByRole('menuitem', { name: 'Settings' }).click();
      await page.getByRole('textbox', { name: 'Language' }).click();
      await page.getByRole('option', { name: 'Deutsch' }).click();
      await page.getByText('There was a problem saving the user setting').waitFor();
      await page.getByRole('textbox', { name: 'Language' }).waitFor(); // English label again
      await expect.poll(() => page.getByRole('textbox', { name: 'Language' }).inputValue()).toBe('English (UK)');
    });
  });

  test('the plant picker lists the plants, says when there are none, and offers Retry when loading fails', async () => {
    await withPage(async (page) => {
      await signIn(page, env.stack.baseUrl, 'admin@penstock.demo');
      await page.waitForURL(/\/en\/map\//, { timeout: 20_000 });

      await page.goto(`${env.stack.baseUrl}/en/constraints/river`);
      await page.getByRole('button', { name: /^Plant:/ }).click();
      for (const name of ['Brunnau', 'Innau', 'Leitenau']) await page.getByRole('option', { name }).waitFor();
      await page.getByRole('textbox', { name: 'Search', exact: true }).fill('inn'); // a search box from 3 items (the screen has its own)
      await expect.poll(() => page.getByRole('option').count()).toBe(1);
      await page.getByRole('option', { name: 'Innau' }).click();
      await page.waitForURL(/\/en\/constraints\/river\/innau$/);

      // Every demo portfolio has plants: an empty answer stands in for a portfolio without any.
      await page.route('**/api/dashboard-v3/portfolio/sandbox/plant', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
      );
      await page.goto(`${env.stack.baseUrl}/en/constraints/sandbox`);
      await page.getByRole('button', { name: /^Plant:/ }).click();
      await page.getByText('No plants').waitFor();
      await page.keyboard.press('Escape');

      await page.route('**/api/dashboard-v3/portfolio/alpine/plant', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom"}' }),
      );
      await page.goto(`${env.stack.baseUrl}/en/constraints/alpine`);
      await page.getByRole('button', { name: /^Plant:/ }).click();
      await page.getByText('Plants can not be loaded').waitFor();
      await page.unroute('**/api/dashboard-v3/portfolio/alpine/plant');
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('option').first().waitFor();
    });
  });
});
