import type { Locator, Page } from 'playwright-core';
import { screenshot } from '../harness.js';
import { holdRoute } from './holdRoute.js';

const failing = { status: 500, json: { detail: 'boom' } };

/**
 * A screen's states around one request (spec: a skeleton, the error text, the empty text): the
 * requests matching `pattern` are held while `loading` shows (when given), then fail with a 500 until
 * `error` shows, then answer no rows until `empty` shows after `open` again. `open(state)` opens the
 * screen; the screenshots are `<shot>-loading`, `<shot>-error` and `<shot>-empty`.
 */
export async function screenStates(
  page: Page,
  o: {
    pattern: string;
    open: (state: 'error' | 'empty') => Promise<unknown>;
    loading?: Locator;
    error: Locator;
    empty: Locator;
    shot: string;
  },
): Promise<void> {
  if (o.loading) {
    const release = await holdRoute(page, o.pattern, (route) => route.fulfill(failing));
    await o.open('error');
    await o.loading.waitFor({ timeout: 30_000 });
    await screenshot(page, `${o.shot}-loading`);
    release();
  } else {
    await page.route(o.pattern, (route) => route.fulfill(failing));
    await o.open('error');
  }
  await o.error.waitFor({ timeout: 30_000 });
  await screenshot(page, `${o.shot}-error`);
  await page.unroute(o.pattern);
  await page.route(o.pattern, (route) => route.fulfill({ json: [] }));
  await o.open('empty');
  await o.empty.waitFor({ timeout: 30_000 });
  await screenshot(page, `${o.shot}-empty`);
}
