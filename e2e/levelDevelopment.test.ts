// Issue 26: the level development beside the plan. In the cockpit's Reservoir tab and under the
// editor, "Simulate levels" runs the task and draws each reservoir's simulated level against the
// plan's level, with the crossings of limits and constraints below.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, startStack, withPage, type Stack } from './harness.js';
import { signIn } from './signIn.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 900_000);
afterAll(async () => {
  await stack?.stop();
});

async function simulate(page: Page) {
  const panel = page.getByTestId('level-development');
  await panel.waitFor({ timeout: 40_000 });
  await panel.getByRole('button', { name: 'Simulate levels' }).click();
  await expect.poll(() => panel.getAttribute('data-status'), { timeout: 60_000 }).toBe('succeeded');
  // the chart drew the simulated and the planned level
  await expect
    .poll(() => panel.locator('[data-state]').first().getAttribute('data-state'), { timeout: 20_000 })
    .toBe('drawn');
  await panel
    .getByTestId(/level-crossings/)
    .first()
    .waitFor();
  return panel;
}

describe('Level development', () => {
  test('the cockpit shows it beside the plan, and the editor offers it after changes', async () => {
    await withPage(async (page) => {
      await signIn(page, stack.baseUrl, 'operator@penstock.demo');
      await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 20_000 });
      await page.goto(`${stack.baseUrl}/en/cockpit/alpine/hochalm`);
      await page.getByRole('tab', { name: 'Reservoir' }).click();
      const panel = await simulate(page);
      expect(await panel.getByText('Hochalm').count()).toBeGreaterThan(0);
      await panel.scrollIntoViewIfNeeded();
      await screenshot(page, 'issue26-level-development-cockpit');

      await page.goto(`${stack.baseUrl}/en/cockpit/alpine/hochalm?edit=generation-plan`);
      await page.getByTestId('cockpit-editor').waitFor({ timeout: 40_000 });
      const editing = await simulate(page);
      expect(await editing.getByText(/What happens to my level if I follow this plan/).isVisible()).toBe(true);
      await editing.scrollIntoViewIfNeeded();
      await screenshot(page, 'issue26-level-development-editing');
    });
  }, 300_000);
});
