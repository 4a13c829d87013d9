import { describe, expect, test } from 'vitest';
import { screenshot, withPage } from './harness.js';
import { pathOf, signIn } from './signIn.js';
import { useAdminStack } from './support/adminSession.js';

// Workers but no cron: an hourly optimisation firing mid-journey would add runs to the screens.
const env = useAdminStack({ env: { ROLES: 'api,worker' } });

describe('operations', () => {
  test('an admin pauses a periodic task, finds it under Inactive, runs it now and sees it complete', async () => {
    await withPage(async (page) => {
      await signIn(page, env.stack.baseUrl, 'admin@penstock.demo');
      await page.waitForURL(/\/en\/map\//, { timeout: 20_000 });
      await page.goto(`${env.stack.baseUrl}/en/operations/actions/`);
      const row = page.locator('tr[data-task="check-data-quality"]');
      await row.waitFor();
      // schedules in words, not cron (issue 27 item 7)
      expect(await row.getByTestId('task-schedule').textContent()).toMatch(
        /^(every \d+ minutes|every hour|daily at \d\d:\d\d)$/,
      );
      await page.locator('tr[data-task="long-term-water-values"]').getByText('Mondays at 03:00').waitFor();
      await screenshot(page, 'operations-actions');

      await row.getByRole('button', { name: 'Pause' }).click();
      await page.getByText('check-data-quality is paused.').waitFor();
      await expect.poll(() => row.getByTestId('task-state').textContent()).toBe('Inactive');
      await page.getByText('Inactive', { exact: true }).first().click();
      await expect.poll(() => page.locator('tr[data-task]').count()).toBe(1);
      await screenshot(page, 'operations-actions-inactive');

      await row.getByRole('button', { name: 'Run now' }).click();
      await page.getByText('check-data-quality was queued to run now.').waitFor();
      await row.locator('[data-status="completed"]').first().waitFor({ timeout: 20_000 });
      // the run is among the task's recent runs, newest first
      await row
        .getByTestId('recent-runs')
        .getByRole('img', { name: /^Completed, .* \(started by hand\)$/ })
        .first()
        .waitFor();
      await screenshot(page, 'operations-actions-triggered');

      await page.getByText('All', { exact: true }).first().click();
      await page.getByPlaceholder('Search by name').fill('optimi');
      await expect.poll(() => page.locator('tr[data-task]').count()).toBe(1);
      await row.waitFor({ state: 'detached' });
      await page.getByPlaceholder('Search by name').fill('');
      await row.getByRole('button', { name: 'Resume' }).click();
      await page.getByText('check-data-quality is active again.').waitFor();
    });
  });

  test('a normal user cannot open Actions', async () => {
    await withPage(async (page) => {
      await signIn(page, env.stack.baseUrl, 'operator@penstock.demo');
      await page.waitForURL(/\/en\/map\/alpine$/, { timeout: 20_000 });
      await page.goto(`${env.stack.baseUrl}/en/operations/actions/`);
      await expect.poll(() => pathOf(page), { timeout: 10_000 }).not.toBe('/en/operations/actions/');
    });
  });

  test("the first start's run shows with its objective's parts; an operator starts a run and sees it compared", async () => {
    await withPage(async (page) => {
      await signIn(page, env.stack.baseUrl, 'operator@penstock.demo');
      await page.waitForURL(/\/en\/map\/alpine$/, { timeout: 20_000 });
      const runsList = '**/api/dashboard-v3/portfolio/alpine/plant/hochalm/optimization?*';
      await page.route(runsList, (route) =>
        route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.fallback(),
      );
      await page.goto(`${env.stack.baseUrl}/en/operations/optimization/alpine`);
      const card = page.locator('[data-plant="hochalm"]');
      await card.getByTestId('runs-empty').waitFor();
      await screenshot(page, 'operations-optimization-empty');
      await page.unroute(runsList);

      // the fresh demo world queued a run per live plant at its first start
      await page.reload();
      await card.locator('tr[data-status="succeeded"]').first().waitFor({ timeout: 90_000 });
      await expect.poll(() => card.locator('tr[data-run]').last().textContent()).toContain('First start');
      const parts = card.getByTestId('objective-parts');
      await parts.waitFor();
      for (const name of ['Market revenue', 'Value of the water left at the end', 'Penalties', 'Objective'])
        await parts.getByText(name, { exact: true }).waitFor();
      // issue 27 item 11: the first start's run valued its water by a long-term run's cuts, and says so,
      // with the reservoir contents by the cuts and the water in transit adding up to the value of water left
      expect(await parts.locator('[data-part="endWater"]').innerText()).toMatch(
        /valued by the cuts of long-term run \d+:/,
      );
      const euros = async (part: string) =>
        Number((await parts.locator(`[data-part="${part}"] td`).last().innerText()).replace(/[^\d.-]/g, ''));
      const [left, cuts, transit] = [
        await euros('endWater'),
        await euros('endWaterCuts'),
        await euros('endWaterTransit'),
      ];
      expect(cuts).toBeGreaterThan(0);
      expect(Math.abs(cuts + transit - left)).toBeLessThanOrEqual(1); // each shown to the euro
      // the storage plant's turbines have running minima (p_min): on/off decisions, whose MIP gap the run shows
      await expect
        .poll(() => card.getByTestId('run-solver-line').textContent())
        .toMatch(/^MIP gap [\d.]+ % \(target 0\.1 %\) · \d+ on\/off decisions · solved in [\d.]+ m?s$/);
      await screenshot(page, 'operations-optimization-objective');

      await card.getByRole('button', { name: 'Start run' }).click();
      await page.getByText('An optimisation run of Hochalm Storage was queued.').waitFor();
      await screenshot(page, 'operations-optimization-running');
      await expect.poll(() => card.locator('tr[data-status="succeeded"]').count(), { timeout: 60_000 }).toBe(2);
      await card.locator('tr[data-status="succeeded"]').first().click();
      await card.getByTestId('compare-generation').waitFor();
      await expect.poll(() => card.locator('[data-state="drawn"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
      await expect
        .poll(() => card.getByTestId('run-comparison').textContent(), { timeout: 10_000 })
        .toContain('Compared with the previous run');
      await screenshot(page, 'operations-optimization-compared');
    });
  });
});
