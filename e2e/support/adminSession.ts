// What the administration journeys share: one product stack per file, signing in as a demo user
// until the first screen is up, and picking an option of a select in a dialog.
import { afterAll, beforeAll } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startStack, type Stack } from '../harness.js';
import { signIn } from '../signIn.js';

/**
 * Starts the product for this file before its tests and stops it after them; the returned function
 * gives the running stack (`const stack = useStack(); ... stack().baseUrl`).
 */
export function useStack(env: Record<string, string> = {}): () => Stack {
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await startStack(env);
  });
  afterAll(async () => {
    await stack?.stop();
  });
  return () => {
    if (!stack) throw new Error('the stack is not started yet (useStack runs in beforeAll)');
    return stack;
  };
}

/** Signs in through the login page and waits for the first screen (the map of the default portfolio). */
export async function signInAs(page: Page, baseUrl: string, email: string, firstScreen: RegExp = /\/en\/map\//) {
  await signIn(page, baseUrl, email);
  await page.waitForURL(firstScreen, { timeout: 20_000 });
}

/** Opens the select labelled `label` (in the open dialog unless `scope` says where) and picks `option`. */
export async function pickOption(page: Page, label: string, option: string, scope: Locator = page.getByRole('dialog')) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
