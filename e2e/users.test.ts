// Users and API service accounts (issue 11): an admin invites a user in the browser, the invitation
// arrives over real SMTP, the user sets a password and sees exactly the portfolio they were given;
// an API service account's secret works with plain HTTP calls and stops working after rotation.
import { describe, expect, test } from 'vitest';
import { screenshot, withPage } from './harness.js';
import { pathOf, signIn } from './signIn.js';
import { apiCall, basicAuth, downloadListCsv, signInAs, useAdminStack } from './support/adminSession.js';

const env = useAdminStack();

/** GET dashboard-v3/auth/token with HTTP Basic, as a customer's system calls it (the status matters here). */
const token = (user: string, secret: string) =>
  fetch(`${env.stack.baseUrl}/api/dashboard-v3/auth/token`, { headers: { authorization: basicAuth(user, secret) } });
const get = (path: string, accessToken: string) => apiCall(env.stack, accessToken, 'GET', path);

describe('users', () => {
  test('an invited user sets a password from the mail and sees exactly their portfolio', async () => {
    const email = 'kari.nord@example.com';
    const password = 'Fjord-water-2026!';
    await withPage(async (page) => {
      await signInAs(page, env.stack);
      await page.goto(`${env.stack.baseUrl}/en/admin/users`);
      await page.getByTestId('user-table').waitFor({ timeout: 30_000 });
      const csv = await downloadListCsv(page, page);
      expect(csv.lines[0]).toBe('Name,E-mail,Role,Two-factor sign-in,State,Portfolios');
      expect(csv.lines).toContain('Ada Admin,admin@penstock.demo,Administrator,No,Active,All');
      await page.getByRole('button', { name: 'Add user' }).click();
      const add = page.getByRole('dialog', { name: 'Add user' });
      await add.getByLabel(/^E-mail/).fill(email);
      await add.getByLabel(/^Name/).fill('Kari Nord');
      await add.getByRole('button', { name: 'Create and invite' }).click();
      await page.getByText('The user was created and an invitation e-mail was sent').waitFor();
      await page.locator(`[data-account="${email}"]`).getByRole('link', { name: 'Kari Nord' }).click();

      await page.waitForURL(/\/admin\/users\/insight\/[0-9a-f-]+$/);
      await page.getByText('No portfolios assigned').waitFor({ timeout: 30_000 });
      // titled with the person; pending until the invitation expires; the invitation in the history (issue 27 item 7)
      await page.getByRole('heading', { level: 1, name: 'Kari Nord' }).waitFor();
      await page.getByText('Pending', { exact: true }).waitFor();
      await page.getByText(/^invitation valid until /).waitFor();
      await page
        .getByTestId('account-history')
        .getByText(/^Invitation sent, valid until /)
        .waitFor();
      await page.getByLabel('Add a portfolio').first().click();
      await page.getByRole('option', { name: 'River Cascade' }).click();
      await page.getByRole('button', { name: 'Assign', exact: true }).click();
      await page.getByText('The portfolio was assigned successfully').waitFor();
      await page.getByLabel('Default portfolio River Cascade').click(); // checked once the server has it
      await page.getByText('The default portfolio was saved').waitFor();
      await expect.poll(() => page.getByLabel('Default portfolio River Cascade').isChecked()).toBe(true);
      await screenshot(page, 'users-insight-user');
    });

    const mail = await env.stack.smtp.waitFor(
      (m) => m.to.includes(email) && m.subject === 'You are invited to Penstock',
    );
    const link = /(http\S+\/reset-password\?\S+)/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();
    expect(new URL(link!).origin).toBe(env.stack.baseUrl);

    await withPage(async (page) => {
      await page.goto(link!);
      await page.getByLabel(/^New password/).fill(password);
      await page.getByLabel(/^Confirm new password/).fill(password);
      await screenshot(page, 'users-invitation-set-password');
      await page.getByRole('button', { name: 'Set password' }).click();
      await page.waitForURL(/\/en\/login/, { timeout: 20_000 });
      await signIn(page, env.stack.baseUrl, email, password);
      await page.waitForURL(/\/en\/map\/river$/, { timeout: 20_000 });
      await page.goto(`${env.stack.baseUrl}/en/map/alpine`);
      await page.getByText('Page not found.').waitFor({ timeout: 20_000 });
      expect(pathOf(page)).toBe('/en/map/alpine');
    });

    const answer = await token(email, password);
    expect(answer.status).toBe(200);
    const { access_token } = (await answer.json()) as { access_token: string };
    const portfolios = (await (await get('dashboard-v3/portfolio', access_token)).json()) as { id: string }[];
    expect(portfolios.map((p) => p.id)).toEqual(['river']);

    // the password the person set is in their history; Disable asks first, then says so (issue 27 item 7)
    await withPage(async (page) => {
      await signInAs(page, env.stack);
      await page.goto(`${env.stack.baseUrl}/en/admin/users`);
      await page.locator(`[data-account="${email}"]`).getByRole('link', { name: 'Kari Nord' }).click();
      const history = page.getByTestId('account-history');
      await history
        .getByRole('row', { name: new RegExp(`${email.replace('.', '\\.')}.*Password set`) })
        .waitFor({ timeout: 30_000 });
      await page.getByText('Active', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Disable' }).click();
      const ask = page.getByRole('dialog', { name: 'Disable user' });
      await ask.getByText(`Disable Kari Nord (${email})?`, { exact: false }).waitFor();
      await screenshot(page, 'users-disable-confirm');
      await ask.getByRole('button', { name: 'Disable' }).click();
      await page.getByText('Kari Nord was disabled').waitFor();
      await page.getByText('Disabled', { exact: true }).first().waitFor();
      await history.getByText('Disabled', { exact: true }).waitFor();
      await screenshot(page, 'users-insight-user-history');
    });
    expect((await token(email, password)).status).toBe(401);
  }, 300_000);

  test("an API service account's secret works until it is rotated; then only the new one does", async () => {
    let first = { username: '', secret: '' };
    await withPage(async (page) => {
      await signInAs(page, env.stack);
      await page.goto(`${env.stack.baseUrl}/en/admin/users?tab=api`);
      await page.getByText('No API service accounts yet').waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Create API service account' }).click();
      const add = page.getByRole('dialog', { name: 'Create API service account' });
      await add
        .getByLabel(/^Portfolio/)
        .first()
        .click();
      await page.getByRole('option', { name: 'Alpine Storage' }).click();
      await add.getByLabel(/^Name \(what it is for\)/).fill('SCADA export');
      await add.getByRole('button', { name: 'Create', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'API credentials' });
      first = {
        username: await dialog.getByTestId('api-username').innerText(),
        secret: await dialog.getByTestId('api-secret').innerText(),
      };
      await screenshot(page, 'users-api-secret');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await page.locator(`[data-account="${first.username}"]`).getByRole('link', { name: 'SCADA export' }).waitFor();
    });
    expect(first.username).toMatch(/@alpine\.api\.penstock$/);

    const signedIn = await token(first.username, first.secret);
    expect(signedIn.status).toBe(200);
    const { access_token: oldSession } = (await signedIn.json()) as { access_token: string };
    expect(
      ((await (await get('dashboard-v3/portfolio', oldSession)).json()) as { id: string }[]).map((p) => p.id),
    ).toEqual(['alpine']);
    expect((await get('dashboard-v3/portfolio/river/plant', oldSession)).status).toBe(404);

    let second = { username: '', secret: '' };
    await withPage(async (page) => {
      await signInAs(page, env.stack);
      await page.goto(`${env.stack.baseUrl}/en/admin/users?tab=api`);
      await page.locator(`[data-account="${first.username}"]`).getByRole('link', { name: 'SCADA export' }).click();
      await page.waitForURL(/\/admin\/users\/api\/alpine\/[0-9a-f-]+$/);
      await page.getByRole('button', { name: 'Rotate secret' }).click();
      const confirm = page.getByRole('dialog', { name: 'Rotate secret' });
      await confirm.getByLabel('I am sure').check();
      await confirm.getByRole('button', { name: 'Rotate secret' }).click();
      const dialog = page.getByRole('dialog', { name: 'API credentials' });
      second = {
        username: await dialog.getByTestId('api-username').innerText(),
        secret: await dialog.getByTestId('api-secret').innerText(),
      };
      await page.getByText('The secret was replaced; the old one no longer works').waitFor();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await screenshot(page, 'users-api-user');
    });
    expect(second.username).toBe(first.username);
    expect(second.secret).not.toBe(first.secret);

    expect((await token(first.username, first.secret)).status).toBe(401);
    expect((await get('dashboard-v3/portfolio', oldSession)).status).toBe(401);
    const again = await token(second.username, second.secret);
    expect(again.status).toBe(200);
    const { access_token } = (await again.json()) as { access_token: string };
    expect((await get('dashboard-v3/portfolio', access_token)).status).toBe(200);
  }, 240_000);
});
