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

/** Pastes text into the focused point table as a spreadsheet would (a real ClipboardEvent with text/plain). */
async function paste(page: Page, text: string) {
  await page.getByTestId('point-table').evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

const pick = async (page: Page, label: string, option: string) => {
  await page.getByRole('dialog').getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

describe('plants administration', () => {
  test('an admin creates a plant with a reservoir, a turbine, a gate and a downstream body, fills its static data and moves it to Live', async () => {
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
      await paste(page, 'Level\tContent\n1750\t0\n1760\t4000000\n1770\t9500000\n1780\t16000000\n');
      await expect.poll(() => page.locator('[data-testid="point-table"] tr[data-row]').count()).toBe(4);
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
    });
  });
});
