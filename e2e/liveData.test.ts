// Issue 26: a plant sends measurements with an API service account; the open Live Data screen shows
// the new value without a reload, a sensor turning outdated and another frozen, and the next plan
// (the re-plan the new water queues) starts from the new level. The test controls time through
// what it sends and the viewer's setting: measurement times are built from now, hours back for the
// frozen sensor, and telemetryOutdatedAfter is two minutes, so the server's own clock stays real
// (the server has no clock a test may move; the browser's follows the server's answers).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, screenshot, startStack, withPage, type Stack } from './harness.js';
import { signIn } from './signIn.js';

const H = 3_600_000;
let stack: Stack;
let admin: Record<string, string>;
let sensor: Record<string, string>;

const api = async (path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) => {
  const res = await fetch(`${stack.baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
};
const bearerOf = async (username: string, password: string) => ({
  authorization: `Bearer ${
    (
      await api('/dashboard-v3/auth/token', {
        headers: { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` },
      })
    ).access_token
  }`,
});
const send = (measurements: object[]) =>
  api('/v1/telemetry', { method: 'POST', headers: sensor, body: { plant_view_id: 'hochalm', measurements } });
const setOutdatedAfter = (hours: number) =>
  api('/dashboard-v3/settings/telemetryOutdatedAfter', { method: 'PUT', headers: admin, body: hours });

beforeAll(async () => {
  stack = await startStack();
  admin = await bearerOf('admin@penstock.demo', DEMO_PASSWORD);
  const account = await api('/dashboard-v3/account/api-service-account', {
    method: 'POST',
    headers: admin,
    body: { portfolio_id: 'alpine', name: 'Hochalm SCADA', can_write: true },
  });
  sensor = await bearerOf(account.username, account.secret);
}, 900_000);
afterAll(async () => {
  await stack?.stop();
});

const row = (page: Page, component: string, quantity: string) =>
  page.locator(`tr[data-component="${component}"][data-quantity="${quantity}"]`);

async function openLiveData(page: Page, tab: string, query = '') {
  await page.goto(`${stack.baseUrl}/en/operations/liveData/alpine/${tab}${query}`);
}

describe('Live Data', () => {
  test('a sent level shows without a reload; a sensor turns outdated, another is frozen; the filter keeps the outdated', async () => {
    await withPage(async (page) => {
      await setOutdatedAfter(2 / 60); // two minutes
      await signIn(page, stack.baseUrl, 'admin@penstock.demo');
      await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 20_000 });
      await openLiveData(page, 'Reservoir');
      const level = row(page, 'hochalm.reservoir', 'level');
      await level.waitFor({ timeout: 40_000 });
      await page.getByTestId('last-heard').waitFor();
      const before = Number(await level.getByTestId('latest-value').getAttribute('data-value'));

      // the SCADA sends a level 90 seconds old: the open screen shows it at the next poll
      const sent = Math.round((before - 0.37) * 100) / 100;
      const sentAt = Date.now() - 90_000;
      const result = await send([{ component: 'HOA-RES', quantity: 'level', ts: sentAt, value: sent }]);
      expect(result).toMatchObject({ new: 1, derived: 1 });
      await expect
        .poll(() => level.getByTestId('latest-value').getAttribute('data-value'), { timeout: 20_000 })
        .toBe(String(sent));
      expect(await level.getAttribute('data-state')).toBe('fresh');
      await screenshot(page, 'issue26-live-data-loaded');

      // the plan follows the water: a re-plan (started by 'replan') runs from the hour of the new level
      const replanStarts = async () =>
        (
          (await api('/dashboard-v3/portfolio/alpine/plant/hochalm/optimization?limit=20', { headers: admin })) as {
            started_by: string;
            status: string;
            inputs: { model_start?: number };
          }[]
        )
          .filter((r) => r.started_by === 'replan' && r.status === 'succeeded')
          .map((r) => r.inputs.model_start);
      await expect.poll(replanStarts, { timeout: 180_000, interval: 2_000 }).toContain(Math.floor(sentAt / H) * H);

      // Hochalm M1 reports the same 21.5 MW since seven hours ago: frozen (power: 6 hours by default)
      const hour = Math.floor(Date.now() / H) * H;
      await send([
        ...Array.from({ length: 8 }, (_, i) => ({
          component: 'HOA-M1',
          quantity: 'power',
          ts: hour - i * H,
          value: 21.5,
        })),
        { component: 'HOA-M1', quantity: 'power', ts: Date.now() - 5_000, value: 21.5 },
      ]);
      await page.getByTestId('tab-Turbine').click();
      await expect
        .poll(() => row(page, 'hochalm.m1', 'power').getAttribute('data-state'), { timeout: 20_000 })
        .toBe('frozen');
      await screenshot(page, 'issue26-live-data-frozen');

      // no reload: the level sent 90 s ago passes the two minutes and turns outdated on the open screen
      await page.getByTestId('tab-Reservoir').click();
      await expect.poll(() => level.getAttribute('data-state'), { timeout: 90_000, interval: 1_000 }).toBe('outdated');

      // the outdated filter keeps outdated components only (and says so in the address)
      await page.getByTestId('outdated-filter').click();
      await expect.poll(() => new URL(page.url()).searchParams.get('outdated')).toBe('true');
      const states = await page
        .locator('tr[data-component]')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-component-state')));
      expect(states.length).toBeGreaterThan(0);
      expect(new Set(states)).toEqual(new Set(['outdated']));
    });
  });

  test('plant settings: the frozen-sensor checks are set with history', async () => {
    await withPage(async (page) => {
      await signIn(page, stack.baseUrl, 'admin@penstock.demo');
      await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 20_000 });
      await page.goto(`${stack.baseUrl}/en/admin/plants/alpine/hochalm`);
      const hours = page.getByRole('textbox', { name: 'Power hours' });
      await hours.waitFor({ timeout: 40_000 });
      await hours.fill('9');
      const panel = page.getByTestId('frozen-checks');
      await panel.scrollIntoViewIfNeeded();
      await page.locator('form', { has: panel }).getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(
          async () =>
            (await api('/dashboard-v3/portfolio/alpine/plant/hochalm/telemetry-checks', { headers: admin })).checks
              .power.hours,
          { timeout: 20_000 },
        )
        .toBe(9);
      await screenshot(page, 'issue26-frozen-checks');
      await page.getByRole('button', { name: 'History: Frozen-sensor checks' }).click();
      await page.getByRole('dialog').getByText('admin@penstock.demo').first().waitFor({ timeout: 20_000 });
      await screenshot(page, 'issue26-frozen-checks-history');
    });
  });

  test('empty, loading and error states', async () => {
    await withPage(async (page) => {
      await setOutdatedAfter(24 * 30); // nothing is outdated within a month
      await signIn(page, stack.baseUrl, 'admin@penstock.demo');
      await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 20_000 });
      await openLiveData(page, 'Gate', '?outdated=true');
      await page.getByTestId('live-data-empty').getByText('No outdated components').waitFor({ timeout: 40_000 });
      await screenshot(page, 'issue26-live-data-empty');

      let release: () => void = () => {};
      const held = new Promise<void>((r) => (release = r));
      await page.route('**/api/dashboard-v3/portfolio/alpine/live-data', async (route) => {
        await held;
        // the page may have moved on (navigation aborts the request): nothing left to answer
        await route.continue().catch(() => undefined);
      });
      await openLiveData(page, 'Gate');
      await page.getByRole('tab', { name: /Gate/ }).waitFor({ timeout: 20_000 });
      await screenshot(page, 'issue26-live-data-loading');
      release();
      await page.unroute('**/api/dashboard-v3/portfolio/alpine/live-data');

      await page.route('**/api/dashboard-v3/portfolio/alpine/live-data', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom"}' }),
      );
      await openLiveData(page, 'Gate');
      await page.getByText('Live data could not be loaded.').waitFor({ timeout: 40_000 });
      await screenshot(page, 'issue26-live-data-error');
    });
  });
});
