import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { screenshot, withPage } from './harness.js';
import { openAsAdmin, pickOption, setPlantModule, signInAs, useAdminStack } from './support/adminSession.js';
import { runToSuccess } from './support/optimizationRun.js';
import { pasteIntoPointTable } from './support/pointTable.js';

const started = useAdminStack({ env: { ROLES: 'api,worker' } });

/** The unit's downstream body as the optimiser reads it (buildPlantModel reads control_unit). */
async function downstreamOf(unitId: string) {
  const db = new pg.Client({ connectionString: started.stack.databaseUrl });
  await db.connect();
  try {
    return (await db.query('SELECT downstream_id FROM control_unit WHERE id = $1', [unitId])).rows[0]?.downstream_id as
      string | undefined;
  } finally {
    await db.end();
  }
}

const H = 3_600_000;
const CURVE = [
  [1750, 0],
  [1760, 4e6],
  [1770, 9.5e6],
  [1780, 16e6],
] as const;
/** Level (m) of a content (m3) on the journey's level-to-content table. */
function levelOf(content: number) {
  for (let i = 1; i < CURVE.length; i++) {
    const [l0, c0] = CURVE[i - 1]!,
      [l1, c1] = CURVE[i]!;
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

/** Chooses an option of a segmented control (its radio input is hidden behind the label). */
const segment = (page: Page, label: string) => page.locator('label', { hasText: new RegExp(`^${label}$`) }).click();

async function uploadCsv(page: Page, kind: string, name: string, csv: string) {
  await page.getByRole('button', { name: 'Upload CSV' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: kind, exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByText('Historical data uploaded successfully').last().waitFor({ timeout: 30_000 });
}

describe('plants administration', () => {
  test('an admin models a plant from scratch (bodies, units, tables), moves it to Live, uploads a month of inflow and levels, and optimises it', async () => {
    const { stack } = started;
    await withPage(async (page) => {
      await openAsAdmin(page, stack, '/en/admin/plants/alpine');
      await page.locator('tr[data-plant="hochalm"]').waitFor();
      await page.getByTestId('sort-units').click();
      await expect.poll(() => new URL(page.url()).searchParams.get('sortBy')).toBe('units');
      await screenshot(page, 'plants-list');
      // the rows shown download as CSV, in the order shown, states and quality as values
      const saved = page.waitForEvent('download', { timeout: 30_000 });
      await page.getByTestId('export-menu').click();
      await page.getByRole('menuitem', { name: 'Download CSV' }).click();
      const csv = readFileSync((await (await saved).path())!, 'utf8')
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(csv[0]).toBe(
        'Name,Shadow plant of,Id,Internal id,Plant state,Market zone,Units,Data quality (7 days) (%)',
      );
      expect(csv.find((l) => l.includes(',hochalm,'))).toMatch(
        /^Hochalm Storage,,hochalm,[^,]+,Live,Europe\/Vienna,3,[\d.]*$/,
      );
      expect(csv).toHaveLength(1 + (await page.locator('tr[data-plant]').count()));

      await page.getByRole('button', { name: 'Create plant' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Id').fill('bergsee');
      await dialog.getByLabel('Name').fill('Bergsee');
      await pickOption(page, 'Price region', 'Austria (EUR)');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await page.getByText('The plant was created successfully').waitFor();
      await page.waitForURL(/\/en\/admin\/plants\/alpine\/bergsee/);
      // a new plant has Insight Platform only (docs/product-modules.md): the module that sells runs, set
      // while the plant is a Draft (modules never change in Review or Live)
      await setPlantModule(stack, 'bergsee', 'basic_production_planning', 'ACTIVE');
      await page.getByTestId('plant-incomplete').waitFor();
      await expect
        .poll(() => page.getByTestId('plant-location').textContent())
        .toContain('No hydro body has coordinates yet');
      await screenshot(page, 'plant-general-new');

      await page.getByRole('tab', { name: 'Topology' }).click();
      /** Fills a component's dialog (its ids from `id`, then the kind's own fields) and saves it. */
      const saveComponent = async (id: string, name: string, saved: string, fields: () => Promise<void>) => {
        await dialog.getByLabel('Component id').fill(id);
        await dialog.getByLabel('Name').fill(name);
        await dialog.getByLabel('External id').fill(id.toUpperCase());
        await fields();
        await dialog.getByRole('button', { name: 'Save' }).click();
        await page.getByText(saved).last().waitFor();
      };
      const addBody = async (id: string, name: string, type: string) => {
        await page.getByRole('button', { name: 'Add hydro body' }).click();
        await saveComponent(id, name, 'The hydrobody was saved successfully', async () => {
          if (type !== 'RESERVOIR') await pickOption(page, 'Type', type);
        });
        await page.locator(`tr[data-component="${id}"]`).waitFor();
      };
      await addBody('bergsee.lake', 'Bergsee Lake', 'RESERVOIR');
      await addBody('bergsee.river', 'Bergsee River', 'DOWNSTREAM');
      const addUnit = async (id: string, name: string, type: string) => {
        await page.getByRole('button', { name: 'Add control unit' }).click();
        await saveComponent(id, name, 'The control unit was saved successfully', async () => {
          if (type !== 'TURBINE') await pickOption(page, 'Type', type);
          await pickOption(page, 'Upstream body', 'Bergsee Lake (bergsee.lake)');
          await pickOption(page, 'Downstream body', 'Bergsee River (bergsee.river)');
          if (type === 'GATE') await pickOption(page, 'Operating mode', 'UNCONTROLLED');
        });
        await page.locator(`tr[data-component="${id}"]`).waitFor();
      };
      await addUnit('bergsee.t1', 'T1', 'TURBINE');
      await addUnit('bergsee.gate', 'Spillway', 'GATE');
      await page.locator('.react-flow__node').first().waitFor({ timeout: 20_000 });
      await screenshot(page, 'plant-topology');

      // the graph as the editor: add a body from its toolbar, link T1 into it by a drag, see the table and the optimiser's data follow
      await segment(page, 'Graph');
      await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('graph');
      await page.getByTestId('graph-add-hydro-body').click();
      await saveComponent('bergsee.canal', 'Bergsee Canal', 'The hydrobody was saved successfully', () =>
        pickOption(page, 'Type', 'DOWNSTREAM'),
      );
      const relink = async (unit: string, body: string) => {
        // dragged once the graph is laid out and fitted; again if a late refit moved the handles under the pointer
        await page.locator('[data-testid="topology-canvas"][aria-busy="false"]').waitFor();
        await page.locator(`[data-topology-node="${body}"]`).waitFor();
        for (let attempt = 0; ; attempt++) {
          await page.getByTestId(`link-from-${unit}`).dragTo(page.getByTestId(`link-to-${body}`), { steps: 10 });
          const linked = await expect
            .poll(() => downstreamOf(unit), { timeout: 5_000 })
            .toBe(body)
            .then(
              () => true,
              () => false,
            );
          if (linked) break;
          if (attempt === 2) throw new Error(`${unit} was not linked to ${body} after 3 drags`);
        }
        await page.getByText('The control unit was updated successfully').last().waitFor();
      };
      await relink('bergsee.t1', 'bergsee.canal');
      await page.getByTestId('rf__edge-bergsee.t1->bergsee.canal').waitFor({ state: 'attached' }); // the graph redrawn with the new link
      await screenshot(page, 'plant-topology-graph-linked');
      await segment(page, 'Tables');
      await expect
        .poll(() => page.locator('tr[data-component="bergsee.t1"] td').nth(4).textContent())
        .toBe('bergsee.canal');
      await page.goBack(); // the address holds the view: Back shows the graph again
      await page.getByTestId('link-from-bergsee.t1').waitFor();
      // deleting the canal from the graph is refused while T1 releases into it, naming T1
      const openNode = async (id: string) => {
        await page.locator(`[data-topology-node="${id}"]`).click();
        await expect.poll(() => new URL(page.url()).searchParams.get('component')).toBe(id);
      };
      await openNode('bergsee.canal');
      await dialog.getByRole('button', { name: 'Delete Bergsee Canal' }).click();
      await page.getByRole('dialog', { name: 'Delete Bergsee Canal?' }).getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Hydrobody could not be saved').last().waitFor();
      await page
        .getByText('Hydro body Bergsee Canal cannot be deleted: control unit T1 (downstream) uses it.', {
          exact: false,
        })
        .last()
        .waitFor();
      await screenshot(page, 'plant-topology-graph-refused');
      await page.keyboard.press('Escape');
      await page.goto(`${stack.baseUrl}/en/admin/plants/alpine/bergsee/topology?view=graph`);
      await relink('bergsee.t1', 'bergsee.river');
      await openNode('bergsee.canal');
      await dialog.getByRole('button', { name: 'Delete Bergsee Canal' }).click();
      await page.getByRole('dialog', { name: 'Delete Bergsee Canal?' }).getByRole('button', { name: 'Delete' }).click();
      await page.getByText('The hydrobody was deleted successfully').last().waitFor();
      await expect.poll(() => page.locator('[data-topology-node="bergsee.canal"]').count()).toBe(0);

      await page.getByRole('tab', { name: 'Static data' }).click();
      await page.getByRole('tab', { name: /Bergsee Lake/ }).click();
      await page.getByRole('tab', { name: 'Level to content' }).click();
      await page.waitForURL(/\/static-data\/level-to-content\?component=bergsee\.lake/);
      // from a spreadsheet, header line included; the third point first dips (a warning), then is fixed
      await pasteIntoPointTable(page, 'Level\tContent\n1750\t0\n1760\t4000000\n1770\t3000000\n1780\t16000000\n');
      await expect.poll(() => page.getByTestId('point-count').textContent()).toBe('4 points');
      await page
        .getByTestId('point-warnings')
        .getByText(/#3: content 3000000 does not increase/)
        .waitFor();
      await screenshot(page, 'plant-static-reservoir-warning');
      await pasteIntoPointTable(page, `Level\tContent\n${CURVE.map((p) => p.join('\t')).join('\n')}\n`);
      await expect.poll(() => page.getByTestId('point-warnings').count()).toBe(0);
      await page.getByTestId('save-points').click();
      await page.getByText('The data was added successfully').last().waitFor();
      await screenshot(page, 'plant-static-reservoir');
      // who changed the table and when
      await page.getByTestId('point-table').getByRole('button', { name: 'History: Level to content' }).click();
      await page.getByTestId('change-history').getByText('Points: – → 4 points').waitFor();
      expect(await page.getByTestId('change-history').getByText('admin@penstock.demo').count()).toBe(1);
      await screenshot(page, 'plant-static-history');
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

      await page.getByRole('tab', { name: /^T1/ }).click(); // the point table subtab follows to T1's kind
      await page.waitForURL(/\/static-data\/flow-to-power\?component=bergsee\.t1/);
      await pasteIntoPointTable(page, '0\t0\n5\t20\n10\t38\n');
      await expect.poll(() => page.getByTestId('point-count').textContent()).toBe('3 points');
      await page.getByTestId('save-points').click();
      await page.getByText('The data was added successfully').last().waitFor();
      await page.getByRole('tab', { name: /^Spillway/ }).click();
      await page.getByRole('tab', { name: 'Limits' }).click();
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
      // the format per upload kind and a template made from this plant (issue 27 item 6)
      const help = page.getByTestId('upload-format');
      await help
        .getByText(/^Then one column per reservoir \(with a level-to-content table\)|^Then one column per turbine/)
        .waitFor();
      const [template] = await Promise.all([
        page.waitForEvent('download'),
        help.getByRole('button', { name: 'Download template' }).click(),
      ]);
      expect(template.suggestedFilename()).toMatch(/-power-actuals-template\.csv$/);
      const templateText = readFileSync((await template.path())!, 'utf8');
      expect(templateText.split('\r\n')[0]).toMatch(/^timestamp,\S+/);
      await help.locator('button[data-loading]').waitFor({ state: 'detached' }); // the download has ended
      await screenshot(page, 'plant-historical-format');
      const history = monthOfHistory();
      await uploadCsv(page, 'Reservoir inflows', 'bergsee inflow (export).csv', history.inflow);
      await uploadCsv(page, 'Reservoir levels', 'bergsee levels.csv', history.levels);
      await screenshot(page, 'plant-historical-uploaded');
      await page.getByRole('tab', { name: 'Data quality' }).click();
      await page.waitForURL(/\/historical-data\/quality$/);
      await screenshot(page, 'plant-historical-quality');

      // an optimisation run on the new plant succeeds and is shown
      await page.goto(`${stack.baseUrl}/en/operations/optimization/alpine`);
      const card = page.locator('[data-plant="bergsee"]');
      await runToSuccess(page, card, 'Bergsee', 120_000);
      expect(await card.locator('[data-status="failed"]').count()).toBe(0);
      await screenshot(page, 'plant-optimised');
    });
  }, 180_000); // the whole modelling journey, then a run on a busy machine (up to 120 s)

  test('a normal user with write access edits static data in Setup and is refused in Live', async () => {
    const { stack } = started;
    await withPage(async (page) => {
      await signInAs(page, stack, 'operator@penstock.demo');
      await page.goto(`${stack.baseUrl}/en/admin/plants/alpine/bergsee/static-data?component=bergsee.gate`);
      const qMax = page.getByLabel('q_max (m³/s)');
      await qMax.waitFor();
      expect(await qMax.isDisabled()).toBe(true); // Live: static data is the administrators'
      expect(await page.getByRole('button', { name: 'Create plant' }).count()).toBe(0);
      await screenshot(page, 'plant-static-live-readonly');
      // nor does the graph edit: no handles to drag a link from, no adding
      await page.goto(`${stack.baseUrl}/en/admin/plants/alpine/bergsee/topology?view=graph`);
      await page.locator('[data-topology-node="bergsee.t1"]').waitFor();
      expect(await page.locator('[data-testid^="link-from-"]').count()).toBe(0);
      expect(await page.getByTestId('graph-add-control-unit').isDisabled()).toBe(true);
    });
    // the admin sends it back to Setup; the operator may now change it
    await withPage(async (page) => {
      await openAsAdmin(page, stack, '/en/admin/plants/alpine/bergsee/general');
      await page.getByTestId('next-state').click();
      await page.getByRole('option', { name: 'Setup', exact: true }).click();
      await page.getByRole('button', { name: 'Change state' }).click();
      await page.getByText('The plant is now Setup').last().waitFor();
    });
    await withPage(async (page) => {
      await signInAs(page, stack, 'operator@penstock.demo');
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
    const { stack } = started;
    await withPage(async (page) => {
      await signInAs(page, stack);
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
      await page.route(
        '**/api/dashboard-v3/portfolio/alpine/plant/bergsee/level-to-content/bergsee.lake',
        async (route) => {
          if (table === 'slow') return new Promise(() => {});
          if (table === 'fail') return route.fulfill({ status: 500, json: { detail: 'boom' } });
          return route.fulfill({
            json: {
              kind: 'level-to-content',
              component_id: 'bergsee.lake',
              points: [],
              warnings: [],
              gross_head: null,
              version: 0,
              updated_by: null,
              updated_at: null,
            },
          });
        },
      );
      await page.goto(
        `${stack.baseUrl}/en/admin/plants/alpine/bergsee/static-data/level-to-content?component=bergsee.lake`,
      );
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
