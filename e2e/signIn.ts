import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './harness.js';

/** Signs in through the login page as a person would. */
export async function signIn(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/en/login`);
  await page.getByLabel(/^Username or e-?mail/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;
