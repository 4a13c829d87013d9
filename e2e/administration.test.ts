// Administration (issue 11): an admin onboards a customer in the browser: adds the customer, a
// portfolio for it, assigns a plant, renames its view, and deletes a portfolio after 'I am sure'.
import { describe, expect, test } from 'vitest';
import { screenshot, withPage } from './harness.js';
import { downloadListCsv, openAsAdmin, pickOption, signInAs, useAdminStack } from './support/adminSession.js';

// a newly built plant that belongs to no customer yet (plants are created on the plants screen, another issue)
const env = useAdminStack({ sql: [`update physical_plant set customer_id = null where id = 'innau'`] });

describe('administration', () => {
  test('customer, portfolio, plant assignment and deletion', async () => {
    await withPage(async (page) => {
      await signInAs(page, env.stack);

      /** Opens an administration list and its add dialog. */
      const openAdd = async (list: string, kind: 'customer' | 'portfolio') => {
        await page.goto(`${env.stack.baseUrl}/en/admin/${list}`);
        await page.getByTestId(`${kind}-table`).waitFor({ timeout: 30_000 });
        await page.getByRole('button', { name: `Add ${kind}` }).click();
        return page.getByRole('dialog', { name: `Add ${kind}` });
      };
      const addCustomer = await openAdd('customers', 'customer');
      await addCustomer.getByRole('textbox', { name: /^Name/ }).fill('Nordkraft AS');
      await addCustomer.getByLabel('Contact e-mail').fill('ops@nordkraft.example');
      await pickOption(page, 'Currency', 'NOK', addCustomer);
      await addCustomer.getByRole('button', { name: 'Save' }).click();
      await page.getByText('The customer was added successfully').waitFor();
      await page.locator('[data-customer="Nordkraft AS"]').waitFor();
      await screenshot(page, 'admin-customers');

      const addPortfolio = await openAdd('portfolios', 'portfolio');
      await addPortfolio.getByRole('textbox', { name: /^Id/ }).fill('nord');
      await addPortfolio.getByLabel('Display name').fill('Nord Hydro');
      await addPortfolio.getByLabel(/^Customer/).click();
      await page.getByRole('option', { name: 'Nordkraft AS' }).click();
      await addPortfolio.getByRole('button', { name: 'Save' }).click();
      await page.getByText('The portfolio was added successfully').waitFor();
      await page.locator('[data-portfolio="nord"]').getByRole('link', { name: 'Nord Hydro' }).click();

      await page.waitForURL(/\/admin\/portfolios\/nord$/);
      await page.getByText('No plants assigned yet').waitFor({ timeout: 30_000 }); // a new portfolio: the list's empty state, no table
      await page.getByRole('button', { name: 'Assign plant' }).click();
      const assign = page.getByRole('dialog', { name: 'Assign plant' });
      await assign.getByLabel(/^Physical plant/).click();
      await page.getByRole('option', { name: /\(innau\)/ }).click();
      await assign.getByRole('button', { name: 'Assign plant' }).click();
      await page.getByText('The plant was assigned successfully').waitFor();
      const row = page.locator('[data-view="innau-2"]');
      await row.waitFor();
      expect(await row.innerText()).toMatch(/hydro bodies, [1-9]\d* control units/);
      await row.getByRole('button', { name: 'Rename' }).click();
      const rename = page.getByRole('dialog', { name: 'Rename' });
      await rename.getByRole('textbox', { name: /^Name/ }).fill('Innau Nord');
      await rename.getByRole('button', { name: 'Save' }).click();
      await page.getByText('The Plant View was updated successfully').waitFor();
      await row.getByRole('link', { name: 'Innau Nord' }).waitFor();
      await screenshot(page, 'admin-portfolio-details');

      // the customer's page (issue 27 item 7): its portfolio, the plant viewed in it, no users yet; archive
      await page.goto(`${env.stack.baseUrl}/en/admin/customers`);
      await page.locator('[data-customer="Nordkraft AS"]').getByRole('link', { name: 'Nordkraft AS' }).click();
      await page.waitForURL(/\/admin\/customers\/[0-9a-f-]+$/);
      await page.getByRole('heading', { level: 1, name: 'Nordkraft AS' }).waitFor({ timeout: 30_000 });
      await page.getByTestId('customer-portfolios').getByRole('link', { name: 'Nord Hydro' }).waitFor();
      await page.getByTestId('customer-plants').getByRole('link', { name: 'Innau Nord (Nord Hydro)' }).waitFor();
      await page.getByText('No user reaches a portfolio of this customer').waitFor();
      await screenshot(page, 'admin-customer-details');
      await page.getByRole('button', { name: 'Archive' }).click();
      const archive = page.getByRole('dialog', { name: 'Archive customer' });
      await archive.getByText(/Archive Nordkraft AS\? It is hidden from the customer list/).waitFor();
      await archive.getByRole('button', { name: 'Archive' }).click();
      await page.getByText('The customer was archived').waitFor();
      await page.getByTestId('customer-archived').waitFor();
      await page.getByRole('button', { name: 'Restore' }).waitFor();
      await page.getByRole('link', { name: 'Customers' }).last().click();
      await page.locator('[data-customer="Demo Hydro"]').waitFor({ timeout: 30_000 });
      // the list may first show its cached rows while it refetches after the archive
      await expect.poll(() => page.locator('[data-customer="Nordkraft AS"]').count()).toBe(0);
      await page.getByLabel('Show archived').check();
      await page.locator('[data-customer="Nordkraft AS"]').getByText('Archived').waitFor();
      await screenshot(page, 'admin-customers-archived');

      await page.goto(`${env.stack.baseUrl}/en/admin/portfolios`);
      await page.locator('[data-portfolio="nord"]').waitFor({ timeout: 30_000 });
      const csv = await downloadListCsv(page, page);
      expect(csv.name).toMatch(/^portfolios.*\.csv$/i);
      expect(csv.lines[0]).toBe('Display name,Id,Customer,Plants,Users');
      expect(csv.lines).toContain('Nord Hydro,nord,Nordkraft AS,1,0');
      await page.locator('[data-portfolio="nord"]').getByRole('button', { name: 'Delete Nord Hydro' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete portfolio' });
      const del = confirm.getByRole('button', { name: 'Delete' });
      expect(await del.isDisabled()).toBe(true);
      await confirm.getByLabel('I am sure').check();
      await del.click();
      await page.getByText('The portfolio was deleted successfully').waitFor();
      await expect.poll(() => page.locator('[data-portfolio="nord"]').count()).toBe(0);
      await screenshot(page, 'admin-portfolios');
    });
  }, 180_000);

  test('Manage Plant View: unassign and assign components, rename one for the view, the topology follows', async () => {
    await withPage(async (page) => {
      await page.setViewportSize({ width: 1600, height: 1000 }); // wide: the topology panel beside the tables
      await openAsAdmin(page, env.stack, '/en/admin/portfolios/alpine');
      await page.locator('[data-view="hochalm"]').getByRole('link').click();
      await page.waitForURL(/\/admin\/portfolios\/alpine\/hochalm$/);
      await page.getByRole('link', { name: 'Manage Hochalm Storage (hochalm)' }).waitFor();
      const units = page.getByTestId('control-units');
      const bodies = page.getByTestId('hydro-bodies');
      await units.getByRole('button', { name: 'Unassign Hochalm M2' }).click({ timeout: 30_000 });
      await page.getByText('The component was unassigned successfully').waitFor();
      await units.getByRole('button', { name: 'Assign Hochalm M2' }).waitFor();
      expect(await units.getByRole('button', { name: 'Assign All', exact: true }).isEnabled()).toBe(true);
      expect(await bodies.getByRole('button', { name: 'Assign All', exact: true }).isDisabled()).toBe(true);

      await bodies.getByRole('button', { name: 'Edit Hochalmspeicher' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit component' });
      const save = edit.getByRole('button', { name: 'Save' });
      expect(await save.isDisabled()).toBe(true); // nothing changed yet
      await edit.getByRole('textbox', { name: /^Display Name/ }).fill('');
      await edit.getByRole('textbox', { name: /^External Id/ }).focus();
      await edit.getByText('Required').waitFor();
      await edit.getByRole('textbox', { name: /^Display Name/ }).fill('Upper lake');
      await edit.getByRole('textbox', { name: /^External Id/ }).fill('ECS-4711');
      await save.click();
      await page.getByText('The component was updated successfully').waitFor();
      await bodies.locator('[data-component="hochalm.reservoir"]').getByText('ECS-4711').waitFor();
      await page.getByText('Upper lake', { exact: true }).last().waitFor(); // the topology panel shows the view's name
      await screenshot(page, 'admin-manage-plant-view');

      await units.getByRole('button', { name: 'Assign All', exact: true }).click();
      await page.getByText('The components were assigned successfully').waitFor();
      await units.getByRole('button', { name: 'Unassign Hochalm M2' }).waitFor();
      expect(await units.getByRole('button', { name: 'Assign All', exact: true }).isDisabled()).toBe(true);

      await bodies.getByRole('button', { name: 'Unassign All' }).click();
      const confirm = page.getByRole('dialog', { name: 'Unassign All' });
      await confirm.getByText('Unassign all Hydro Bodies from this plant view?', { exact: false }).waitFor();
      await confirm.getByRole('button', { name: 'Unassign All' }).click();
      await page.getByText('The components were unassigned successfully').waitFor();
      await expect.poll(() => bodies.getByRole('button', { name: 'Unassign All' }).isDisabled()).toBe(true);
      expect(await bodies.locator('[data-assigned="true"]').count()).toBe(0);
    });
  }, 180_000);

  test("Edit Plant View renames the External ID: a malformed or taken id is refused at the field, a free one moves the screen to the view's new address", async () => {
    await withPage(async (page) => {
      await openAsAdmin(page, env.stack, '/en/admin/portfolios/river/leitenau');
      await page.getByRole('link', { name: 'Manage Leitenau (leitenau)' }).waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Edit Plant View' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Plant View' });
      const externalId = dialog.getByRole('textbox', { name: /^External Id/ });
      const save = dialog.getByRole('button', { name: 'Save' });
      expect(await save.isDisabled()).toBe(true);
      await externalId.fill('');
      await dialog.getByRole('textbox', { name: /^Name/ }).focus();
      await dialog.getByText('Required').waitFor();
      await externalId.fill('Leitenau Main');
      await dialog.getByRole('textbox', { name: /^Name/ }).focus();
      await dialog.getByText(/lower-case letters, digits/).waitFor();
      await externalId.fill('brunnau'); // another view's id
      await save.click();
      await page.getByText('The plant view "brunnau" exists already').waitFor(); // the toast, under 'Plant View could not be updated'
      await dialog.getByText('Already taken').waitFor();
      await screenshot(page, 'admin-rename-view-taken');
      await externalId.fill('leitenau-main');
      await save.click();
      await page.getByText('The Plant View was updated successfully').waitFor();
      await page.waitForURL(/\/admin\/portfolios\/river\/leitenau-main$/);
      await page.getByRole('link', { name: 'Manage Leitenau (leitenau-main)' }).waitFor();
      await page.getByTestId('control-units').locator('[data-assigned="true"]').first().waitFor({ timeout: 30_000 });
      await expect.poll(() => page.getByRole('dialog', { name: 'Edit Plant View' }).count()).toBe(0);
      await screenshot(page, 'admin-rename-view-done');
      // the portfolio's plants and the operator's screens know it by the new id
      await page.goto(`${env.stack.baseUrl}/en/admin/portfolios/river`);
      await page.locator('[data-view="leitenau-main"]').waitFor({ timeout: 30_000 });
      expect(await page.locator('[data-view="leitenau"]').count()).toBe(0);
      await page.goto(`${env.stack.baseUrl}/en/admin/portfolios/river/leitenau`);
      await page.getByTestId('view-not-found').waitFor({ timeout: 30_000 });
    });
  }, 180_000);
});
