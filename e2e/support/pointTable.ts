import type { Page } from 'playwright-core';
import { selectGridCell } from './gridCell.js';

/**
 * Selects the first cell of the point table's grid (layout of DataTableGrid: header 34 px, rows 30 px,
 * the point-number column 64 px) and pastes text into it as a spreadsheet would (a real ClipboardEvent).
 */
export async function pasteIntoPointTable(page: Page, text: string): Promise<void> {
  const table = page.getByTestId('point-table');
  const canvas = table.locator('[data-testid="data-table"] canvas').first();
  await canvas.waitFor();
  await selectGridCell(
    table.getByTestId('glide-cell-1-0'),
    async () => {
      const box = (await canvas.boundingBox())!;
      await page.mouse.click(box.x + 64 + 60, box.y + 34 + 15);
    },
    'the first cell of the point table',
    // the paste goes where the focus is: it must be inside this table (not on a dialog's trigger focus came back to)
    () => table.evaluate((el) => el.querySelector('[data-testid="data-table"]')!.contains(document.activeElement)),
  );
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    (document.activeElement ?? document.body).dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}
