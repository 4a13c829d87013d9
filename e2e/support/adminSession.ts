// The setup administration journeys share: a stack whose database a test may prepare with SQL
// (for what other screens own, e.g. plant states), a signed-in admin page, and API calls with a token.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_PASSWORD, startStack, type Stack } from '../harness.js';
import { signIn } from '../signIn.js';

export const ADMIN_EMAIL = 'admin@penstock.demo';

/** Runs statements against the stack's database, in order. */
export async function runSql(stack: Stack, statements: readonly string[]): Promise<void> {
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Starts one stack for the file (beforeAll, stopped in afterAll) with `env` for the server, runs
 * `sql` and then `prepare`; the answer's `stack` is set once beforeAll ran.
 */
export function useAdminStack(
  options: { env?: Record<string, string>; sql?: readonly string[]; prepare?: (stack: Stack) => Promise<void> } = {},
) {
  const holder = {} as { stack: Stack };
  beforeAll(async () => {
    holder.stack = await startStack(options.env);
    if (options.sql?.length) await runSql(holder.stack, options.sql);
    await options.prepare?.(holder.stack);
  });
  afterAll(async () => {
    await holder.stack?.stop();
  });
  return holder;
}

/** Signs in through the login page and waits until the app has left it. */
export async function signInAs(page: Page, stack: Stack, email = ADMIN_EMAIL, password = DEMO_PASSWORD): Promise<void> {
  await signIn(page, stack.baseUrl, email, password);
  await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 20_000 });
}

/** Signs the administrator in and opens `path` (e.g. '/en/admin/plants/alpine'). */
export async function openAsAdmin(page: Page, stack: Stack, path: string): Promise<void> {
  await signInAs(page, stack);
  await page.goto(`${stack.baseUrl}${path}`);
}

export const OPERATOR_EMAIL = 'operator@penstock.demo';

/** Signs the demo operator in and waits for the map of their default portfolio. */
export async function signInAsOperator(page: Page, stack: Stack): Promise<void> {
  await signIn(page, stack.baseUrl, OPERATOR_EMAIL);
  await page.waitForURL(/\/en\/map\/alpine$/, { timeout: 20_000 });
}

/** Signs the demo operator in and, once the map has shown, opens `path` (e.g. '/en/maintenance/alpine'). */
export async function openAsOperator(page: Page, stack: Stack, path: string): Promise<void> {
  await signInAsOperator(page, stack);
  await page.goto(`${stack.baseUrl}${path}`);
}

/** Opens the user menu in the header and picks one of its items. */
export async function chooseInUserMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: /User menu of/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

export const basicAuth = (user: string, secret: string) =>
  `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;

/** An access token from GET dashboard-v3/auth/token with HTTP Basic (people and API service accounts alike). */
export async function apiToken(stack: Stack, user = ADMIN_EMAIL, secret = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${stack.baseUrl}/api/dashboard-v3/auth/token`, {
    headers: { authorization: basicAuth(user, secret) },
  });
  if (res.status !== 200) throw new Error(`token for ${user}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A call to the main API (`path` without the leading /api/), JSON in and out. */
export function apiCall(stack: Stack, token: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${stack.baseUrl}/api/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A test's own call through the main API (`path` without the leading /api/): the JSON answer, or throws with the status. */
export async function apiJson<T>(
  stack: Stack,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await apiCall(stack, token, method, path, body);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A test's own reading through the main API (`path` without the leading /api/). */
export const apiGet = <T>(stack: Stack, token: string, path: string): Promise<T> =>
  apiJson<T>(stack, token, 'GET', path);

/** Sets a plant's product module as the administrator (PUT .../product-modules); throws unless the server takes it. */
export async function setPlantModule(stack: Stack, plant: string, module: string, state: string, portfolio = 'alpine') {
  const path = `dashboard-v3/portfolio/${portfolio}/plant/${plant}/product-modules`;
  const res = await apiCall(stack, await apiToken(stack), 'PUT', path, { module, state });
  if (res.status !== 200) throw new Error(`${module} ${state} for ${plant}: ${res.status} ${await res.text()}`);
}

/** A list's 'Download CSV' (the export menu in `scope`): the file's name and lines (BOM and CRLF taken off). */
export async function downloadListCsv(page: Page, scope: Locator | Page): Promise<{ name: string; lines: string[] }> {
  const saved = page.waitForEvent('download', { timeout: 30_000 });
  await scope.getByTestId('export-menu').click();
  await page.getByRole('menuitem', { name: 'Download CSV' }).click();
  const file = await saved;
  const text = readFileSync((await file.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd();
  return { name: file.suggestedFilename(), lines: text.split('\r\n') };
}

/** Opens the select labelled `label` (in the open dialog unless `scope` says where) and picks `option`. */
export async function pickOption(page: Page, label: string, option: string, scope: Locator = page.getByRole('dialog')) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
