// Browser journeys of editing (issue 5): the data table in the cockpit's edit modes against the
// real server: a plan edit saved and seen after reload, clipboard paste (text and spreadsheet HTML),
// undo and redo, fill down, and a save refused because another session changed the same cell.
import { Temporal } from 'temporal-polyfill';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { screenshot, startStack, withPage, type Stack } from './harness.js';
import { selectGridCell } from './support/gridCell.js';
import { signIn } from './signIn.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

// Two days from today in the plant's zone: plans there are editable for operators and lie past the
// day-ahead window, so no late-edit warning interrupts the journeys.
const day = Temporal.Now.plainDateISO('Europe/Vienna').add({ days: 2 });
const RANGE = `${day}--${day.add({ days: 1 })}--1h`;
const editorUrl = (mode = 'generation-plan') =>
  `${stack.baseUrl}/en/cockpit/alpine/hochalm?edit=${mode}&range=${RANGE}`;

// Layout of DataTableGrid: header 34 px, rows 30 px; column widths (time column first) from the grid's
// data-column-widths (data columns are as wide as their titles).
async function grid(page: Page) {
  const canvas = page.locator('[data-testid="data-table"] canvas').first();
  await canvas.waitFor();
  await page.getByTestId('data-table').scrollIntoViewIfNeeded();
  // Measured at each use: content above the table may still settle while the page loads.
  const box = async () => (await canvas.boundingBox())!;
  // Read at each use, like the box: the columns arrive with the data.
  const widths = async () =>
    (await page.getByTestId('data-table').getAttribute('data-column-widths'))!.split(',').map(Number);
  /** The left edge of data column `col` (grid column col + 1) from the canvas' left, and its width. */
  const column = async (col: number) => {
    const w = await widths();
    return { left: w.slice(0, col + 1).reduce((a, x) => a + x, 0), width: w[col + 1]! };
  };
  return {
    /** Clicks a cell until the grid reports it selected (a late layout shift can move the canvas under the pointer). */
    click: async (col: number, row: number) => {
      await selectGridCell(
        page.getByTestId(`glide-cell-${col + 1}-${row}`),
        async () => {
          const [b, c] = await Promise.all([box(), column(col)]);
          await page.mouse.click(b.x + c.left + c.width / 2, b.y + 34 + row * 30 + 15);
        },
        `cell ${col},${row}`,
      );
    },
    /** The cell's shown text, from the grid's accessibility table (grid column 0 is the time). */
    text: (col: number, row: number) => page.getByTestId(`glide-cell-${col + 1}-${row}`).textContent(),
    /**
     * Types a value into the selected cell and commits it with Enter. The first key opens the editor;
     * the rest follow once it has focus, so a loaded CI machine cannot reorder them.
     */
    type: async (value: string) => {
      await page.keyboard.type(value.slice(0, 1));
      const editor = page.getByTestId('number-cell-editor');
      await expect.poll(() => editor.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type(value.slice(1), { delay: 40 });
      await expect.poll(() => editor.inputValue()).toBe(value);
      await page.keyboard.press('Enter');
    },
    fillHandle: async (col: number, row: number) => {
      const [b, c] = await Promise.all([box(), column(col)]);
      return { x: b.x + c.left + c.width - 1, y: b.y + 34 + (row + 1) * 30 - 1 };
    },
  };
}

async function openEditor(page: Page, email = 'operator@penstock.demo') {
  await signIn(page, stack.baseUrl, email);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20_000 });
  await page.goto(editorUrl());
  const g = await grid(page);
  await page.getByTestId('glide-cell-1-0').waitFor({ state: 'attached' });
  return g;
}

/** Saves through the panel's Save and the confirmation; returns once the dialog has closed. */
async function save(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Save changes' });
  await dialog.waitFor({ state: 'hidden' }); // a previous confirmation may still be closing
  await page.getByTestId('editor-panel').getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.getByText('Are you sure you want to save this changes?').waitFor();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('editing in the cockpit', () => {
  test('the Edit menu opens a mode; a plan value is saved and shown after reload', async () => {
    await withPage(async (page) => {
      await signIn(page, stack.baseUrl, 'operator@penstock.demo');
      await page.waitForURL(/\/en\/map\//, { timeout: 20_000 });
      await page.goto(`${stack.baseUrl}/en/cockpit/alpine/hochalm?range=${RANGE}`);
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('menuitem', { name: 'Edit generation plan' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('edit')).toBe('generation-plan');
      const g = await grid(page);
      await page.getByTestId('glide-cell-1-0').waitFor({ state: 'attached' });
      await g.click(0, 5);
      await g.type('123.456');
      await expect.poll(() => g.text(0, 5)).toBe('123.456');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page
        .getByTestId('change-list')
        .getByText(/(from .* to|changed to) 123\.456/)
        .waitFor();
      await screenshot(page, 'editing-save-dialog');
      await page.getByRole('dialog', { name: 'Save changes' }).getByRole('button', { name: 'Save' }).click();
      await page.getByText('The data was added successfully').waitFor();
      await expect.poll(() => page.getByTestId('editor-panel').getAttribute('data-dirty')).toBe('false');
      await page.reload();
      const again = await grid(page);
      await expect.poll(() => again.text(0, 5), { timeout: 15_000 }).toBe('123.456');
      await screenshot(page, 'editing-after-reload');
    });
  });

  test('paste from the clipboard (text and spreadsheet HTML), undo and redo, fill down', async () => {
    await withPage(async (page, context) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseUrl });
      const g = await openEditor(page);
      await page.evaluate(() => navigator.clipboard.writeText('1\t2\n3\t4\n'));
      await g.click(0, 8);
      await page.keyboard.press('Control+V');
      await expect
        .poll(async () => [await g.text(0, 8), await g.text(1, 8), await g.text(0, 9), await g.text(1, 9)])
        .toEqual(['1', '2', '3', '4']);

      await page.evaluate(async () => {
        const html = '<table><tbody><tr><td>9.5</td><td>8.25</td></tr></tbody></table>';
        await navigator.clipboard.write([
          new ClipboardItem({
            'text/html': new Blob([html], { type: 'text/html' }),
            'text/plain': new Blob(['9.5\t8.25'], { type: 'text/plain' }),
          }),
        ]);
      });
      await g.click(0, 12);
      await page.keyboard.press('Control+V');
      await expect.poll(async () => [await g.text(0, 12), await g.text(1, 12)]).toEqual(['9.5', '8.25']);
      await screenshot(page, 'editing-pasted');

      await page.keyboard.press('Control+Z');
      await expect.poll(() => g.text(0, 12)).not.toBe('9.5');
      await page.keyboard.press('Control+Z');
      await expect.poll(() => g.text(0, 8)).not.toBe('1');
      await page.keyboard.press('Control+Y');
      await expect.poll(() => g.text(0, 8)).toBe('1');
      await page.keyboard.press('Control+Shift+Z');
      await expect.poll(() => g.text(0, 12)).toBe('9.5');

      // Pasting past the last column warns.
      await page.evaluate(() => navigator.clipboard.writeText('1\t2\t3\t4\t5\t6'));
      await g.click(2, 14);
      await page.keyboard.press('Control+V');
      await page.getByText('Pasted data did not fit inside the table, please check for any data loss').waitFor();

      // Fill down: the fill handle of row 8 dragged over three more rows.
      await g.click(0, 8);
      const h = await g.fillHandle(0, 8);
      await page.mouse.move(h.x, h.y);
      await page.mouse.down();
      await page.mouse.move(h.x, h.y + 30, { steps: 3 });
      await page.mouse.move(h.x, h.y + 90, { steps: 5 });
      await page.mouse.up();
      await expect
        .poll(async () => [await g.text(0, 9), await g.text(0, 10), await g.text(0, 11)])
        .toEqual(['1', '1', '1']);
      await screenshot(page, 'editing-filled');

      // Discard asks, then clears the edits (and can itself be undone).
      await page.getByRole('button', { name: 'Discard' }).click();
      await page.getByText('Are you sure you want to discard your changes?').waitFor();
      await page.getByRole('dialog', { name: 'Discard changes' }).getByRole('button', { name: 'Discard' }).click();
      await expect.poll(() => page.getByTestId('editor-panel').getAttribute('data-dirty')).toBe('false');
    });
  });

  test('a save over a value another session changed meanwhile is refused; the cell is marked and the edit kept', async () => {
    await withPage(async (first) => {
      await withPage(async (second) => {
        const a = await openEditor(first, 'operator@penstock.demo');
        const b = await openEditor(second, 'admin@penstock.demo');
        // Both loaded the same values. The operator saves first.
        await a.click(1, 3);
        await a.type('11');
        await save(first);
        await first.getByText('The data was added successfully').waitFor();
        // The admin edits the same cell from the old value and saves: refused, nothing lost.
        await b.click(1, 3);
        await b.type('22');
        await save(second);
        await second
          .getByTestId('conflict-alert')
          .getByText(/operator@penstock\.demo/)
          .waitFor();
        await expect.poll(() => second.getByTestId('editor-panel').getAttribute('data-dirty')).toBe('true');
        await expect.poll(() => b.text(1, 3)).toBe('22');
        await screenshot(second, 'editing-conflict');
        // Saving again now overwrites knowingly.
        await save(second);
        await second.getByText('The data was added successfully').waitFor();
      });
    });
  });

  test('a power the unit cannot reach is refused per cell: the alert says why, the cell is marked, the edit kept', async () => {
    await withPage(async (page) => {
      const g = await openEditor(page);
      await g.click(0, 7);
      await g.type('5000');
      await save(page);
      await page
        .getByTestId('refused-alert')
        .getByText(/5000 MW is outside what this unit can do \(0 to [\d.]+ MW\)/)
        .waitFor();
      await page.getByText(/Nothing was saved: 1 value is outside its unit's limits/).waitFor();
      await expect.poll(() => page.getByTestId('editor-panel').getAttribute('data-dirty')).toBe('true');
      await expect.poll(() => g.text(0, 7)).toBe('5000');
      await screenshot(page, 'editing-refused-limit');
    });
  });
});

describe('one plan (issue 21)', () => {
  test("after an optimisation run the edit grid's plan values are the cockpit chart's, hour by hour", async () => {
    // a run through the API, as the hourly task would make it: its plan is the plan of these hours
    const auth = `Basic ${Buffer.from('operator@penstock.demo:Penstock-demo-2026!').toString('base64')}`;
    const token = (
      await (await fetch(`${stack.baseUrl}/api/dashboard-v3/auth/token`, { headers: { authorization: auth } })).json()
    ).access_token as string;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const runs = `${stack.baseUrl}/api/dashboard-v3/portfolio/alpine/plant/hochalm/optimization`;
    const queued = await (await fetch(runs, { method: 'POST', headers, body: JSON.stringify({ hours: 120 }) })).json();
    await expect
      .poll(async () => (await (await fetch(`${runs}/${queued.id}`, { headers })).json()).status, {
        timeout: 180_000,
        interval: 1_000,
      })
      .toBe('succeeded');

    await withPage(async (page) => {
      await signIn(page, stack.baseUrl, 'operator@penstock.demo');
      await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20_000 });
      // the chart's answer, as the page loads it
      const chart = page.waitForResponse((r) => /\/plant\/hochalm\/power\?/.test(r.url()) && r.ok());
      await page.goto(editorUrl());
      const g = await grid(page);
      await page.getByTestId('glide-cell-1-0').waitFor({ state: 'attached' });
      type Frame = { component_id: string | null; kind: string; time: number[]; values: Array<number | null> };
      const frames = (await (await chart).json()).frames as Frame[];
      const from = day.toZonedDateTime('Europe/Vienna').epochMilliseconds;
      for (const [col, unit] of ['hochalm.m1', 'hochalm.m2'].entries()) {
        const planned = frames.find((f) => f.component_id === unit && f.kind === 'plan')!;
        // these hours' plan is the run's (the API names the run of each hour)
        const info = await (
          await fetch(
            `${stack.baseUrl}/api/dashboard-v3/portfolio/alpine/plant/hochalm/with-override-info?kind=plan&start-ts=${from}&end-ts=${from + 24 * 3_600_000}&component=${unit}&quantity=power`,
            { headers },
          )
        ).json();
        expect(new Set(info.frames[0].run_id)).toEqual(new Set([queued.id]));
        // the rows the grid renders (it is virtualised): the first 12 hours
        for (let row = 0; row < 12; row++) {
          const at = planned.time.indexOf(from + row * 3_600_000);
          expect(at, `${unit} row ${row}`).toBeGreaterThanOrEqual(0);
          const shown = Number(await g.text(col, row));
          expect(
            Math.abs(shown - planned.values[at]!),
            `${unit} row ${row}: grid ${shown}, chart ${planned.values[at]}`,
          ).toBeLessThan(0.0006);
        }
      }
      await screenshot(page, 'one-plan-edit-grid-and-chart');
    });
  }, 300_000);
});
