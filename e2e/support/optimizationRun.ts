import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The succeeded runs listed on a plant's card of the Optimization screen, newest first. */
export const succeededRuns = (card: Locator): Locator => card.locator('tr[data-status="succeeded"]');

/**
 * Starts an optimisation run from a plant's card on the Optimization screen and waits until it has
 * succeeded: the queued notice names the plant, then one more succeeded run is listed.
 */
export async function runToSuccess(page: Page, card: Locator, plantName: string, timeout: number): Promise<void> {
  const runsBefore = await succeededRuns(card).count();
  await card.getByRole('button', { name: 'Start run' }).click();
  await page.getByText(`An optimisation run of ${plantName} was queued.`).waitFor();
  await expect.poll(() => succeededRuns(card).count(), { timeout }).toBe(runsBefore + 1);
}
