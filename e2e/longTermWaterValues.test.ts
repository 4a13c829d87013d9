// Long-term water values on the Water Value screen (issue 14): an operator starts a run, the curves,
// the table with the current filling marked and the run's summary appear; a read-only user has no button.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { screenshot, startStack, withPage, type Stack } from './harness.js';
import { signIn } from './signIn.js';

let stack: Stack;
beforeAll(async () => {
  // no scheduler role: a scheduler starting without long-term runs queues them at once (dueAtStart),
  // and this journey starts from a plant that has none
  stack = await startStack({ ROLES: 'api,worker' });
});
afterAll(async () => {
  await stack?.stop();
});

describe('long-term water values', () => {
  test('an operator recomputes them and sees curves against filling, the table and the run', async () => {
    await withPage(async (page) => {
      await signIn(page, stack.baseUrl, 'operator@penstock.demo');
      await page.waitForURL(/\/en\/map\//, { timeout: 20_000 });
      await page.goto(`${stack.baseUrl}/en/water-value/alpine/hochalm`);
      const panel = page.getByTestId('long-term-panel');
      await panel.getByTestId('no-long-term-values').waitFor({ timeout: 30_000 });
      await screenshot(page, 'long-term-none');
      await panel.getByRole('button', { name: 'Recompute' }).click();
      // the one-reservoir plant is solved by the SDP in a worker; the list polls until it is done
      await page.reload();
      await expect
        .poll(
          async () => {
            if (await panel.getByTestId('water-value-curves').isVisible()) return true;
            await page.reload();
            await panel.waitFor({ timeout: 20_000 });
            return panel.getByTestId('water-value-curves').isVisible();
          },
          { timeout: 180_000, interval: 3_000 },
        )
        .toBe(true);
      await expect.poll(() => panel.getByTestId('convergence-summary').isVisible(), { timeout: 20_000 }).toBe(true);
      expect(await panel.getByTestId('convergence-summary').innerText()).toMatch(/SDP on a grid of 201 contents/);
      expect(await panel.getByTestId('current-filling-line').count()).toBe(1);
      const table = panel.getByTestId('water-value-table');
      expect(await table.locator('thead th').count()).toBe(22); // week + 21 fillings
      expect(await table.locator('th[aria-current="true"]').count()).toBe(1); // the current filling's column
      expect(await table.locator('tbody tr').count()).toBe(78);
      expect(await table.locator('tr[aria-current="date"]').count()).toBe(1);
      await screenshot(page, 'long-term-water-values');
    });
  }, 300_000);

  test('a read-only portfolio shows no button to start a run', async () => {
    await withPage(async (page) => {
      await signIn(page, stack.baseUrl, 'operator@penstock.demo');
      await page.waitForURL(/\/en\/map\//, { timeout: 20_000 });
      await page.goto(`${stack.baseUrl}/en/water-value/river/innau`);
      await page.getByTestId('long-term-panel').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('long-term-panel').getByRole('button', { name: 'Recompute' }).count()).toBe(0);
    });
  }, 120_000);
});
