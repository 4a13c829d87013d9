import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { screenshot, startStack, withPage, type Stack } from './harness.js';
import { signIn } from './signIn.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ ROLES: 'api,worker' });
});
afterAll(async () => {
  await stack?.stop();
});

const LIST = '**/api/dashboard-v3/portfolio/alpine/maintenance?*';

describe('maintenance', () => {
  test('loading, error and empty states', async () => {
    await withPage(async (page) => {
      await signIn(page, stack.baseUrl, 'operator@penstock.demo');
      await page.waitForURL(/\/en\/map\/alpine$/, { timeout: 20_000 });
      let release: () => void = () => {};
      const held = new Promise<void>((r) => (release = r));
      await page.route(LIST, async (route) => {
        await held;
        await route.fulfill({ status: 500, json: { detail: 'boom' } });
      });
      await page.goto(`${stack.baseUrl}/en/maintenance/alpine`);
      await page.getByTestId('maintenance-loading').waitFor();
      await screenshot(page, 'maintenance-loading');
      release();
      await page.getByText('Data failed to load.').waitFor({ timeout: 20_000 });
      await screenshot(page, 'maintenance-error');
      await page.unroute(LIST);
      await page.route(LIST, (route) => route.fulfill({ json: [] }));
      await page.goto(`${stack.baseUrl}/en/maintenance/alpine?view=list`);
      await page.getByTestId('maintenance-empty').waitFor();
      await screenshot(page, 'maintenance-empty');
    });
  });

  test('an operator records an outage on the calendar, edits it as a share of p_max, sees it on the timeline and list and in its history', async () => {
    await withPage(async (page) => {
      await signIn(page, stack.baseUrl, 'operator@penstock.demo');
      await page.waitForURL(/\/en\/map\/alpine$/, { timeout: 20_000 });
      await page.goto(`${stack.baseUrl}/en/maintenance/alpine`);
      await page.getByTestId('maintenance-calendar').waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'New maintenance' }).click();
      const drawer = page.getByTestId('maintenance-drawer');
      await drawer.getByLabel('Name').fill('Runner revision');
      await drawer.getByLabel('Description').fill('Annual inspection');
      await screenshot(page, 'maintenance-create');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await page.getByText('The Maintenance was saved successfully').first().waitFor();
      const event = page.locator('[data-testid="maintenance-calendar"] [data-event]').first();
      await event.waitFor();
      await screenshot(page, 'maintenance-calendar');

      await event.click();
      await drawer.getByLabel('Remaining power (% of p_max)').fill('50');
      await drawer.getByLabel('Remaining power (% of p_max)').blur();
      const mw = Number(await drawer.getByLabel('Remaining power (MW)').inputValue());
      expect(mw).toBeGreaterThan(0);
      await drawer.getByRole('button', { name: 'Save' }).click();
      await page.getByText('The Maintenance was saved successfully').first().waitFor();
      await event.click();
      await drawer.getByTestId('maintenance-history').getByText('Changed').waitFor();
      await expect.poll(() => drawer.getByTestId('maintenance-history').textContent()).toContain('remaining_power: 0 →');
      await screenshot(page, 'maintenance-history');
      await drawer.getByRole('button', { name: 'Close' }).click();

      await page.getByText('Timeline', { exact: true }).click();
      await page.locator('[data-testid="maintenance-timeline"] [data-event]').first().waitFor();
      await screenshot(page, 'maintenance-timeline');
      await page.getByText('List', { exact: true }).click();
      await page.locator('[data-testid="maintenance-list"] tr[data-event]').first().waitFor();
      await expect.poll(() => page.getByTestId('maintenance-list').textContent()).toContain('(50 %)');
      await page.getByPlaceholder('Search').fill('RUNNER');
      await expect.poll(() => page.locator('[data-testid="maintenance-list"] tr[data-event]').count()).toBe(1);
      await page.getByPlaceholder('Search').fill('nothing like it');
      await page.getByText('No maintenance matches the filters').waitFor();
      await page.getByPlaceholder('Search').fill('');
      await screenshot(page, 'maintenance-list');
    });
  });

  test('rescheduling optimally: the original is Inactive while the ranked windows show, navigation asks first, Leave reactivates it; Choose moves it', async () => {
    await withPage(async (page) => {
      await signIn(page, stack.baseUrl, 'operator@penstock.demo');
      await page.waitForURL(/\/en\/map\/alpine$/, { timeout: 20_000 });
      await page.goto(`${stack.baseUrl}/en/maintenance/alpine?view=list`);
      await page.getByRole('button', { name: 'New maintenance' }).click();
      const drawer = page.getByTestId('maintenance-drawer');
      await drawer.getByLabel('Name').fill('Generator check');
      await drawer.getByRole('button', { name: 'Save' }).click();
      const row = page.locator('[data-testid="maintenance-list"] tr', { hasText: 'Generator check' });
      await row.waitFor();
      await row.click();
      await drawer.getByRole('button', { name: 'Reschedule optimally' }).click();
      await page.getByRole('dialog', { name: 'Reschedule optimally' }).getByRole('button', { name: 'Confirm' }).click();
      const flow = page.getByTestId('reschedule-flow');
      await flow.waitFor();
      await expect.poll(() => row.textContent()).toContain('Inactive');
      await flow.locator('[data-candidate="1"]').waitFor({ timeout: 60_000 });
      await screenshot(page, 'maintenance-reschedule');

      // other navigation asks; staying keeps the flow
      await page.getByRole('link', { name: 'Constraints' }).first().click();
      await page.getByText('Leave rescheduling?').waitFor();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await flow.waitFor();
      // Leave: the original is active again at its time
      await flow.getByRole('button', { name: 'Leave' }).click();
      await page.getByRole('dialog', { name: 'Leave rescheduling?' }).getByRole('button', { name: 'Leave' }).click();
      await flow.waitFor({ state: 'detached' });
      await expect.poll(() => row.textContent()).toContain('Active');

      // again, choosing the best window moves it there
      await row.click();
      await drawer.getByRole('button', { name: 'Reschedule optimally' }).click();
      await page.getByRole('dialog', { name: 'Reschedule optimally' }).getByRole('button', { name: 'Confirm' }).click();
      const best = flow.locator('[data-candidate="1"]');
      await best.waitFor({ timeout: 60_000 });
      const start = (await best.locator('td').nth(1).textContent())!;
      await best.getByRole('button', { name: 'Choose' }).click();
      await flow.waitFor({ state: 'detached' });
      await expect.poll(() => row.textContent()).toContain(start);
      await expect.poll(() => row.textContent()).toContain('Active');
    });
  });
});
