import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, startStack, withPage, type Stack } from './harness.js';
import { signIn } from './signIn.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ ROLES: 'api,worker' });
});
afterAll(async () => {
  await stack?.stop();
});

/**
 * Selects the first cell of the point table's grid (layout of DataTableGrid: header 34 px, rows 30 px,
 * the point-number column 64 px) and pastes text into it as a spreadsheet would (a real ClipboardEvent).
 */
async function paste(page: Page, text: string) {
  const table = page.getByTestId('point-table');
  const canvas = table.locator('[data-testid="data-table"] canvas').first();
  await canvas.waitFor();
  // clicked until the grid reports the cell selected: a late layout shift can move the canvas under the pointer
  const cell = table.getByTestId('glide-cell-1-0');
  for (let attempt = 0; ; attempt++) {
    const box = (await canvas.boundingBox())!;
    await page.mouse.click(box.x + 64 + 60, box.y + 34 + 15);
    const selected = await expect.poll(() => cell.getAttribute('aria-selected'), { timeout: 3_000 }).toBe('true').then(() => true, () => false);
    if (selected) break;
    if (attempt === 4) throw new Error('the first cell of the point table was not selected after 5 clicks');
  }
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    (document.activeElement ?? document.body).dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

const H = 3_600_000;
const CURVE = [[1750, 0], [1760, 4e6], [1770, 9.5e6], [1780, 16e6]] as const;
/** Level (m) of a content (m3) on the journey's level-to-content table. */
function levelOf(content: number) {
  for (let i = 1; i < CURVE.length; i++) {
    const [l0, c0] = CURVE[i - 1]!, [l1, c1] = CURVE[i]!;
    if (content <= c1) return l0 + ((content - c0) * (l1 - l0)) / (c1 - c0);
  }
  throw new Error('above the table');
}
/** A month of hourly history ending at the last full hour: natural inflow, and the levels of a reservoir that keeps it (turbine and gate closed). */
function monthOfHistory() {
  const end = Math.floor(Date.now() / H) * H - H;
  const hours = 30 * 24;
  const start = end - hours * H;
  const inflow: string[] = ['timestamp,bergsee.lake'];
  const levels: string[] = ['timestamp,BERGSEE.LAKE']; // by external id
  let content = 3e6;
  for (let i = 0; i <= hours; i++) {
    const ts = new Date(start + i * H).toISOString();
    const q = 3 + Math.sin(i / 24); // m3/s
    levels.push(`${ts},${levelOf(content).toFixed(4)}`);
    if (i < hours) inflow.push(`${ts},${q.toFixed(3)}`);
    content += q * 3600;
  }
  return { inflow: inflow.join('\n'), levels: levels.join('\n') };
}

async function uploadCsv(page: Page, kind: string, name: string, csv: string) {
  await page.getByRole('button', { name: 'Upload CSV' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: kind, exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByText('Historical data uploaded successfully').last().waitFor({ timeout: 30_000 });
}

const pick = async (page: Page, label: string, option: string) => {
  await page.getByRole('dialog').getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

describe('plants administration', () => {
  test('an admin models a plant from scratch (bodies, units, tables), moves it to Live, uploads a month of inflow and levels, and optimises it', async () => {
    await withPage(async (page) => {
      await signIn(page, stack.baseUrl, 'admin@penstock.demo');
      await page.waitForURL(/\/en\/map\//, { timeout: 20_000 });
      await page.goto(`${stack.baseUrl}/en/admin/plants/alpine`);
      await page.locator('tr[data-plant="hochalm"]').waitFor();
      await page.getByTestId('sort-units').click();
      await expect.poll(() => new URL(page.url()).searchParams.get('sortBy')).toBe('units');
      await screenshot(page, 'plants-list');

      await page.getByRole('button', { name: 'Create plant' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Id').fill('bergsee');
      await dialog.getByLabel('Name').fill('Bergsee');
      await pick(page, 'Price region', 'Austria');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await page.getByText('The plant was created successfully').waitFor();
      await page.waitForURL(/\/en\/admin\/plants\/alpine\/bergsee/);
      await page.getByTestId('plant-incomplete').waitFor();
      await screenshot(page, 'plant-general-new');

      await page.getByRole('tab', { name: 'Topology' }).click();
      const addBody = async (id: string, name: string, type: string) => {
        await page.getByRole('button', { name: 'Add hydro body' }).click();
        await dialog.getByLabel('Component id').fill(id);
        await dialog.getByLabel('Name').fill(name);
        await dialog.getByLabel('External id').fill(id.toUpperCase());
        if (type !== 'RESERVOIR') await pick(page, 'Type', type);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await page.getByText('The hydrobody was saved successfully').last().waitFor();
        await page.locator(`tr[data-component="${id}"]`).waitFor();
      };
      await addBody('bergsee.lake', 'Bergsee Lake', 'RESERVOIR');
      await addBody('bergsee.river', 'Bergsee River', 'DOWNSTREAM');
      const addUnit = async (id: string, name: string, type: string) => {
        await page.getByRole('button', { name: 'Add control unit' }).click();
        await dialog.getByLabel('Component id').fill(id);
        await dialog.getByLabel('Name').fill(name);
        await dialog.getByLabel('External id').fill(id.toUpperCase());
        if (type !== 'TURBINE') await pick(page, 'Type', type);
        await pick(page, 'Upstream body', 'Bergsee Lake (bergsee.lake)');
        await pick(page, 'Downstream body', 'Bergsee River (bergsee.river)');
        if (type === 'GATE') await pick(page, 'Operating mode', 'UNCONTROLLED');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await page.getByText('The control unit was saved successfully').last().waitFor();
        await page.locator(`tr[data-component="${id}"]`).waitFor();
      };
      await addUnit('bergsee.t1', 'T1', 'TURBINE');
      await addUnit('bergsee.gate', 'Spillway', 'GATE');
      await page.locator('.react-flow__node').first().waitFor({ timeout: 20_000 });
      await screenshot(page, 'plant-topology');

      await page.getByRole('tab', { name: 'Static data' }).click();
      await page.getByRole('tab', { name: /Bergsee Lake/ }).click();
      // from a spreadsheet, header line included; the third point first dips (a warning), then is fixed
      await paste(page, 'Level\tContent\n1750\t0\n1760\t4000000\n1770\t3000000\n1780\t16000000\n');
      await expect.poll(() => page.getByTestId('point-count').textContent()).toBe('4 points');
      await page.getByTestId('point-warnings').getByText(/#3: content 3000000 does not increase/).waitFor();
      await screenshot(page, 'plant-static-reservoir-warning');
      await paste(page, `Level\tContent\n${CURVE.map((p) => p.join('\t')).join('\n')}\n`);
      await expect.poll(() => page.getByTestId('point-warnings').count()).toBe(0);
      await page.getByTestId('save-points').click();
      await page.getByText('The data was added successfully').last().waitFor();
      await screenshot(page, 'plant-static-reservoir');

      await page.getByRole('tab', { name: /^T1/ }).click();
      await paste(page, '0\t0\n5\t20\n10\t38\n');
      await page.getByTestId('save-points').click();
      await page.getByText('The data was added successfully').last().waitFor();
      await page.getByRole('tab', { name: /^Spillway/ }).click();
      await page.getByLabel('q_max (m³/s)').fill('120');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('The control unit was updated successfully').last().waitFor();

      await page.getByRole('tab', { name: 'General' }).click();
      await page.getByTestId('plant-incomplete').or(page.getByTestId('plant-complete')).first().waitFor();
      await screenshot(page, 'plant-general-filled');
      await page.getByTestId('plant-complete').waitFor();
      for (const state of ['Setup', 'Review', 'Live']) {
        await page.getByTestId('next-state').click();
        await page.getByRole('option', { name: state, exact: true }).click();
        await page.getByRole('button', { name: 'Change state' }).click();
        await page.getByText(`The plant is now ${state}`).last().waitFor();
      }
      await expect.poll(() => page.getByTestId('plant-state').first().textContent()).toBe('Live');
      await screenshot(page, 'plant-general-live');

      // a month of history: the levels become contents through the table above, the optimiser's starting point
      await page.getByRole('tab', { name: 'Historical data' }).click();
      const history = monthOfHistory();
      await uploadCsv(page, 'Reservoir inflows', 'bergsee inflow (export).csv', history.inflow);
      await uploadCsv(page, 'Reservoir levels', 'bergsee levels.csv', history.levels);
      await screenshot(page, 'plant-historical-uploaded');

      // an optimisation run on the new plant succeeds and is shown
      await page.goto(`${stack.baseUrl}/en/operations/optimization/alpine`);
      const card = page.locator('[data-plant="bergsee"]');
      await card.getByRole('button', { name: 'Start run' }).click();
      await page.getByText('An optimisation run of Bergsee was queued.').waitFor();
      await card.locator('[data-status="succeeded"]').first().waitFor({ timeout: 120_000 });
      expect(await card.locator('[data-status="failed"]').count()).toBe(0);
      await screenshot(page, 'plant-optimised');
    });
  });

  test('a normal user with write access edits static data in Setup and is refused in Live', async () => {
    await withPage(async (page) => {
      await signIn(page, stack.baseUrl, 'operator@penstock.demo');
      await page.waitForURL(/\/en\/map\/alpine$/, { timeout: 20_000 });
      await page.goto(`${stack.baseUrl}/en/admin/plants/alpine/bergsee/static-data?component=bergsee.gate`);
      const qMax = page.getByLabel('q_max (m³/s)');
      await qMax.waitFor();
      expect(await qMax.isDisabled()).toBe(true); // Live: static data is the administrators'
      expect(await page.getByRole('button', { name: 'Create plant' }).count()).toBe(0);
      await screenshot(page, 'plant-static-live-readonly');
    });
    // the admin sends it back to Setup; the operator may now change it
    await withPage(async (page) => {
      await signIn(page, stack.baseUrl, 'admin@penstock.demo');
      await page.waitForURL(/\/en\/map\//, { timeout: 20_000 });
      await page.goto(`${stack.baseUrl}/en/admin/plants/alpine/bergsee/general`);
      await page.getByTestId('next-state').click();
      await page.getByRole('option', { name: 'Setup', exact: true }).click();
      await page.getByRole('button', { name: 'Change state' }).click();
      await page.getByText('The plant is now Setup').last().waitFor();
    });
    await withPage(async (page) => {
      await signIn(page, stack.baseUrl, 'operator@penstock.demo');
      await page.waitForURL(/\/en\/map\/alpine$/, { timeout: 20_000 });
      await page.goto(`${stack.baseUrl}/en/admin/plants/alpine/bergsee/static-data?component=bergsee.gate`);
      const qMax = page.getByLabel('q_max (m³/s)');
      await qMax.waitFor();
      await expect.poll(() => qMax.isDisabled()).toBe(false);
      await qMax.fill('110');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('The control unit was updated successfully').last().waitFor();
    });
  });

  test('the plants list shows loading, error with Retry and empty states', async () => {
    await withPage(async (page) => {
      await signIn(page, stack.baseUrl, 'admin@penstock.demo');
      await page.waitForURL(/\/en\/map\//, { timeout: 20_000 });
      let mode: 'slow' | 'fail' | 'empty' = 'slow';
      await page.route('**/api/dashboard-v3/portfolio/*/plant-admin', async (route) => {
        if (mode === 'slow') return new Promise(() => {}); // never answers: the skeleton stays
        if (mode === 'fail') return route.fulfill({ status: 500, json: { detail: 'boom' } });
        return route.fulfill({ json: [] });
      });
      await page.goto(`${stack.baseUrl}/en/admin/plants/alpine`);
      await page.getByTestId('list-skeleton').first().waitFor();
      await screenshot(page, 'plants-list-loading');
      mode = 'fail';
      await page.goto(`${stack.baseUrl}/en/admin/plants/pumped`);
      await page.getByText('The plants failed to load.').waitFor({ timeout: 20_000 });
      await screenshot(page, 'plants-list-error');
      mode = 'empty';
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByTestId('plants-empty').waitFor();
      await screenshot(page, 'plants-list-empty');

      // the point table of a reservoir: loading, error with Retry, no points yet
      let table: 'slow' | 'fail' | 'empty' = 'slow';
      await page.route('**/api/dashboard-v3/portfolio/alpine/plant/bergsee/level-to-content/bergsee.lake', async (route) => {
        if (table === 'slow') return new Promise(() => {});
        if (table === 'fail') return route.fulfill({ status: 500, json: { detail: 'boom' } });
        return route.fulfill({ json: { kind: 'level-to-content', component_id: 'bergsee.lake', points: [], warnings: [], gross_head: null, version: 0, updated_by: null, updated_at: null } });
      });
      await page.goto(`${stack.baseUrl}/en/admin/plants/alpine/bergsee/static-data?component=bergsee.lake`);
      await page.getByTestId('point-table').getByTestId('table-pending').waitFor();
      await screenshot(page, 'plant-points-loading');
      table = 'fail';
      await page.reload();
      await page.getByTestId('point-table').getByTestId('table-error').waitFor({ timeout: 20_000 });
      await screenshot(page, 'plant-points-error');
      table = 'empty';
      await page.getByTestId('point-table').getByRole('button', { name: 'Retry' }).click();
      await page.getByTestId('no-points').waitFor();
      await page.getByTestId('point-table').locator('canvas').first().waitFor();
      await screenshot(page, 'plant-points-empty');
    });
  });
});
