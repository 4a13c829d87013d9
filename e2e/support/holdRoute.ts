import type { Page, Route } from 'playwright-core';

/**
 * Holds the requests matching `pattern` (a screen's loading state stays up for a screenshot) until
 * the answered `release` is called, then lets `answer` settle each (e.g. fail it for the error state).
 */
export async function holdRoute(
  page: Page,
  pattern: string | RegExp,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(pattern, async (route) => {
    await held;
    await answer(route);
  });
  return release;
}
