// Temporary: screenshots of the screens moved onto the shared mechanisms (not committed).
import { afterAll, beforeAll, test } from 'vitest';
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
const settle = (page: Page, ms = 2500) => page.waitForTimeout(ms);

test('shots', async () => {
  await withPage(async (page) => {
    await signIn(page, stack.baseUrl, 'admin@penstock.demo');
    await page.waitForURL(/\/en\/map\//, { timeout: 20_000 });
    const go = async (path: string, name: string, ms = 4000) => {
      await page.goto(`${stack.baseUrl}${path}`);
      await settle(page, ms);
      await screenshot(page, `i8-${name}`);
    };
    await go('/en/water-value/alpine/hochalm', 'water-value', 8000);
    // loading: hold the plant list
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/dashboard-v3/portfolio/alpine/plant', async (route) => { await held; await route.fallback(); });
    await go('/en/water-value/alpine/hochalm', 'water-value-loading', 1500);
    release();
    await page.unroute('**/api/dashboard-v3/portfolio/alpine/plant');
    await page.route('**/api/dashboard-v3/portfolio/alpine/plant', (route) => route.fulfill({ status: 500, json: { detail: 'down' } }));
    await go('/en/water-value/alpine/hochalm', 'water-value-error', 5000);
    await page.unroute('**/api/dashboard-v3/portfolio/alpine/plant');
    await page.route('**/api/dashboard-v3/portfolio/alpine/plant', (route) => route.fulfill({ json: [] }));
    await go('/en/water-value/alpine', 'water-value-empty', 3000);
    await page.unroute('**/api/dashboard-v3/portfolio/alpine/plant');
    await page.route('**/water-value/hochalm/table', (route) => route.fulfill({ status: 500, json: { detail: 'down' } }));
    await go('/en/water-value/alpine/hochalm', 'water-value-longterm-error', 8000);
    await page.unroute('**/water-value/hochalm/table');
    await page.route('**/water-value/hochalm/table', (route) => route.fulfill({ status: 400, json: { detail: 'none' } }));
    await go('/en/water-value/alpine/hochalm', 'water-value-longterm-none', 6000);
    await page.unroute('**/water-value/hochalm/table');

    await go('/en/cockpit/alpine/hochalm?tab=quality', 'cockpit-quality', 8000);
    await page.route('**/latest-telemetry-time*', (route) => route.fulfill({ status: 500, json: { detail: 'down' } }));
    await go('/en/cockpit/alpine/hochalm?tab=quality', 'cockpit-quality-error', 6000);
    await page.unrouteAll();
    await go('/en/cockpit/alpine/nowhere', 'cockpit-unknown-plant', 4000);

    await go('/en/operations/actions/', 'actions', 4000);
    const badge = page.getByRole('button', { name: /Last run of/ }).first();
    if (await badge.count()) { await badge.click(); await settle(page, 1500); await screenshot(page, 'i8-actions-job'); }
    await go('/en/operations/optimization/alpine', 'optimization', 6000);
    await go('/en/reporting/alpine/hochalm', 'reporting', 6000);
  });
}, 300_000);
