import { expect } from 'vitest';
import type { Locator } from 'playwright-core';

/**
 * Clicks a data-table grid cell until the grid reports it selected: a late layout shift can move the
 * canvas under the pointer. `click` clicks where the cell is now (measured at each attempt); `ready`,
 * when given, must also hold before the cell counts as selected.
 */
export async function selectGridCell(
  cell: Locator,
  click: () => Promise<void>,
  what: string,
  ready: () => Promise<boolean> = async () => true,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await click();
    const selected = await expect
      .poll(() => cell.getAttribute('aria-selected'), { timeout: 3_000 })
      .toBe('true')
      .then(
        () => true,
        () => false,
      );
    if (selected && (await ready())) return;
    if (attempt === 4) throw new Error(`${what} was not selected after 5 clicks`);
  }
}
