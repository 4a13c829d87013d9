import { describe, expect, test } from 'vitest';
import { screenshot, withPage } from './harness.js';
import { pathOf, signIn } from './signIn.js';
import { chooseInUserMenu, signInAsOperator, useAdminStack } from './support/adminSession.js';

const env = useAdminStack();

describe('signing in and out', () => {
  test('a visitor is sent to login; the operator lands on the cockpit of the default portfolio', async () => {
    await withPage(async (page) => {
      await page.goto(`${env.stack.baseUrl}/en/`);
      await page.waitForURL(/\/en\/login/);
      await screenshot(page, 'login');
      await signInAsOperator(page, env.stack);
      await expect.poll(() => page.title()).toMatch(/ - Penstock$/);
      await screenshot(page, 'shell-operator');
    });
  });

  test('a wrong password shows the spec message and keeps the visitor on login', async () => {
    await withPage(async (page) => {
      await signIn(page, env.stack.baseUrl, 'operator@penstock.demo', 'Not-the-password-1!');
      await page.getByText('Invalid username or password').waitFor();
      expect(pathOf(page)).toBe('/en/login');
    });
  });

  test('the two-factor user signs in with the code mailed to the test SMTP server', async () => {
    await withPage(async (page) => {
      const since = env.stack.smtp.messages.length;
      await signIn(page, env.stack.baseUrl, 'mfa@penstock.demo');
      const mail = await env.stack.smtp.waitFor(
        (m) => m.to.includes('mfa@penstock.demo') && env.stack.smtp.messages.indexOf(m) >= since,
      );
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      await page.getByLabel('Code').waitFor();
      await screenshot(page, 'login-mfa');
      await page.getByLabel('Code').fill(code!); // submitted automatically at 6 characters
      await page.waitForURL(/\/en\/map\/pumped$/, { timeout: 20_000 });
    });
  });

  test('signing out shows the logged-out screen, then returns to login by itself', async () => {
    await withPage(async (page) => {
      await signInAsOperator(page, env.stack);
      await chooseInUserMenu(page, 'Log Out');
      await page.getByText('You have been logged out').waitFor();
      await screenshot(page, 'logged-out');
      await page.waitForURL(/\/en\/login/, { timeout: 10_000 });
      // The session is gone on the server too: a protected page asks to log in again.
      await page.goto(`${env.stack.baseUrl}/en/map/alpine`);
      await page.waitForURL(/\/en\/login/);
    });
  });
});
