// Browser journey of issue 12: an operator creates a recurring minimum-level constraint on the
// Constraints screen, runs an optimisation and sees the plan obey it (the run's constraint table and
// the planned level), then deactivates it and finds the change in its history.
import type { Locator, Page } from 'playwright-core';
import { minOf } from '@penstock/domain';
import { describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, screenshot, withPage } from './harness.js';
import { signIn } from './signIn.js';
import { useAdminStack } from './support/adminSession.js';
import { runToSuccess, succeededRuns } from './support/optimizationRun.js';

// Workers but no cron: an hourly optimisation firing mid-journey would add runs to the screen.
const env = useAdminStack({ env: { ROLES: 'api,worker' } });

const PLANT = '/api/dashboard-v3/portfolio/alpine/plant/hochalm';

/** The test's own reading of the numbers, through the same API the screens use. */
async function api<T>(path: string, token: string): Promise<T> {
  const r = await fetch(`${env.stack.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

/** A demo account's bearer token (default the operator's) for the test's own reads. */
async function apiToken(email = 'operator@penstock.demo') {
  const r = await fetch(`${env.stack.baseUrl}/api/dashboard-v3/auth/token`, {
    headers: { authorization: `Basic ${Buffer.from(`${email}:${DEMO_PASSWORD}`).toString('base64')}` },
  });
  return ((await r.json()) as { access_token: string }).access_token;
}

interface Frame {
  component_id: string | null;
  quantity: string;
  kind: string;
  time: number[];
  values: Array<number | null>;
}
/** The reservoir's planned level, hour by hour, over [start, end). */
async function plannedLevel(token: string, start: number, end: number) {
  const { frames } = await api<{ frames: Frame[] }>(`${PLANT}/water-content?start-ts=${start}&end-ts=${end}`, token);
  const f = frames.find((x) => x.component_id === 'hochalm.reservoir' && x.quantity === 'level' && x.kind === 'plan');
  if (!f)
    throw new Error(
      `no planned level among ${frames.map((x) => `${x.component_id}/${x.quantity}/${x.kind}`).join(', ')}`,
    );
  return f.values.filter((v): v is number => v !== null);
}

interface Run {
  id: string;
  status: string;
  summary: { start: number; end: number } | null;
}

async function pick(page: Page, scope: Locator, label: string | RegExp, option: string) {
  // a Mantine select: its list is labelled by the same label, so the input is picked out
  await scope.getByLabel(label).and(scope.locator('input:not([type=hidden])')).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('constraints', () => {
  test('an operator creates a recurring minimum level, the next run keeps the reservoir above it; deactivated, it shows in the history', async () => {
    const token = await apiToken();

    await withPage(async (page) => {
      await signIn(page, env.stack.baseUrl, 'operator@penstock.demo');
      await page.waitForURL(/\/en\/map\/alpine$/, { timeout: 20_000 });

      // The first start's plan: it draws the reservoir down over the horizon (winter, no melt).
      await page.goto(`${env.stack.baseUrl}/en/operations/optimization/alpine`);
      const card = page.locator('[data-plant="hochalm"]');
      await card.locator('tr[data-status="succeeded"]').first().waitFor({ timeout: 90_000 });
      const [first] = await api<Run[]>(`${PLANT}/optimization?limit=5`, token);
      expect(first.status).toBe('succeeded');
      const { start, end } = first.summary!;
      const before = await plannedLevel(token, start, end);
      const startLevel = before[0];
      const lowest = minOf(before);
      expect(startLevel - lowest).toBeGreaterThan(0.2);
      // Halfway between where the plan starts and where it would go: feasible, and binding.
      const minimum = Math.round(((startLevel + lowest) / 2) * 100) / 100;

      // The Constraints screen: a new minimum level, active, recurring every winter month (November
      // to March, a wrapping range: the demo's now is late November, so it applies in the horizon).
      await page.goto(`${env.stack.baseUrl}/en/constraints/alpine/hochalm`);
      await page.getByTestId('constraints-empty').or(page.getByTestId('constraints-table')).first().waitFor();
      await screenshot(page, 'constraints-list');
      await page.getByRole('button', { name: 'New constraint' }).click();
      const modal = page.getByTestId('new-constraint');
      await pick(page, modal, /^Component/, 'Hochalmspeicher (Reservoir)');
      await pick(page, modal, /^Constraint type/, 'Minimum level (m a.s.l.)');
      await modal.getByRole('textbox', { name: 'Value' }).fill(String(minimum));
      await pick(page, modal, /^Status/, 'Active');
      await modal.getByLabel('Months').check();
      await pick(page, modal, 'Months From', 'November');
      await pick(page, modal, 'Months To', 'March');
      await expect
        .poll(async () => Number(await page.getByTestId('pattern-preview').getAttribute('data-covered')))
        .toBeGreaterThan(0);
      await screenshot(page, 'constraints-new');
      await modal.getByRole('button', { name: 'Create' }).click();
      await page.getByText('The constraint was saved successfully').waitFor();
      const detail = page.getByTestId('constraint-detail');
      await detail.waitFor();
      const id = (await detail.getAttribute('data-constraint'))!;
      await page.locator(`tr[data-constraint="${id}"]`).waitFor();
      await screenshot(page, 'constraints-created');

      // An optimisation run from the Optimization screen.
      await page.goto(`${env.stack.baseUrl}/en/operations/optimization/alpine`);
      await succeededRuns(card).first().waitFor({ timeout: 30_000 });
      await runToSuccess(page, card, 'Hochalm Storage', 90_000);
      await succeededRuns(card).first().click();
      const row = card.getByTestId('run-constraints').locator(`tr[data-run-constraint="${id}"]`);
      await row.waitFor();
      await expect.poll(() => row.getAttribute('data-broken')).toBe('false');
      const cells = await row.locator('td').allTextContents();
      expect(cells.slice(0, 2)).toEqual(['Hochalmspeicher', 'Minimum level']);
      const hours = Number(cells[3]);
      expect(hours).toBe(Math.round((end - start) / 3_600_000)); // every hour of the horizon lies in November
      expect(cells[4]).toBe('Kept');
      expect(cells[5]).toBe('0'); // no penalty paid
      await screenshot(page, 'constraints-run-kept');

      // The plan now keeps the level at or above the minimum in every hour where it went below before.
      const [latest] = await api<Run[]>(`${PLANT}/optimization?limit=5`, token);
      expect(latest.id).not.toBe(first.id);
      const after = await plannedLevel(token, latest.summary!.start, latest.summary!.end);
      expect(after.length).toBe(before.length);
      for (const level of after) expect(level).toBeGreaterThanOrEqual(minimum - 0.01);
      expect(minOf(after)).toBeGreaterThan(lowest);

      // Deactivated: the constraint turns Inactive and the history says who and when.
      await page.goto(`${env.stack.baseUrl}/en/constraints/alpine/hochalm?selected=${id}`);
      await detail.waitFor();
      await detail.getByRole('button', { name: 'Deactivate' }).click();
      await page
        .getByRole('dialog', { name: 'Deactivate constraint' })
        .getByRole('button', { name: 'Deactivate' })
        .click();
      await page.getByText('The constraint was deactivated successfully').waitFor();
      const history = page.getByTestId('constraint-history');
      await expect
        .poll(() => history.locator('[data-history-entry]').count(), { timeout: 10_000 })
        .toBeGreaterThanOrEqual(2);
      await expect.poll(() => history.textContent()).toMatch(/operator@penstock\.demo[\s\S]*inactive from/);
      await expect.poll(() => page.locator(`tr[data-constraint="${id}"]`).textContent()).toContain('Inactive');
      await screenshot(page, 'constraints-deactivated');
    });
  });
  test('the cockpit alerts list the overrides live in its range: component, quantity, from-to, who and when', async () => {
    const token = await apiToken();
    // a plan override of Hochalm M1 tomorrow, saved as the editing screens save it
    const ts = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 24 * 3_600_000;
    const info = await api<{ frames: Array<{ values: Array<number | null> }> }>(
      `${PLANT}/with-override-info?kind=plan&start-ts=${ts}&end-ts=${ts + 2 * 3_600_000}&component=hochalm.m1&quantity=power`,
      token,
    );
    const previous = info.frames[0]?.values ?? [];
    const saved = await fetch(`${env.stack.baseUrl}${PLANT}/overrides?kind=plan&component=hochalm.m1&quantity=power`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        cells: [
          { ts, value: 42.5, expected_previous: previous[0] ?? null },
          { ts: ts + 3_600_000, value: 40, expected_previous: previous[1] ?? null },
        ],
      }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

    await withPage(async (page) => {
      await signIn(page, env.stack.baseUrl, 'operator@penstock.demo');
      await page.waitForURL(/\/en\/map\/alpine$/, { timeout: 20_000 });
      await page.goto(`${env.stack.baseUrl}/en/cockpit/alpine/hochalm`);
      const row = page.getByTestId('override-alerts').locator('[data-override="hochalm.m1:power"]');
      await row.waitFor({ timeout: 30_000 });
      await row.scrollIntoViewIfNeeded();
      const cells = await row.locator('td').allTextContents();
      expect(cells[0]).toBe('Hochalm M1');
      expect(cells[1]).toBe('Power plan');
      expect(cells[3]).toBe('40 – 42.5 MW');
      expect(cells[4]).toMatch(/^by operator@penstock\.demo, /);
      await screenshot(page, 'constraints-cockpit-overrides');
    });
  });

  test('on a phone the form, its pattern editor and preview fit the screen; on a desktop every status badge is whole', async () => {
    const token = await apiToken();
    const send = (method: string, path: string, body: object) =>
      fetch(`${env.stack.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // an inactive constraint with a long pattern: the widest badge beside the widest text
    const created = await send('POST', `${PLANT}/constraint`, {
      type_name: 'turbine_min_discharge',
      constrainable_id: 'hochalm.m2',
      value: 4,
      status: 'Active',
      validity_start_timestamp_millis: Date.now() + 86_400_000,
      validity_end_timestamp_millis: null,
      recurring_pattern: {
        hour_of_day: { start: 6, end: 20 },
        day_of_week: { start: 1, end: 5 },
        day_of_month: { start: 1, end: 15 },
        month_of_year: { start: 11, end: 3 },
        day_of_year: null,
      },
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const c = (await created.json()) as { id: string; version: number };
    expect((await send('POST', `${PLANT}/constraint/${c.id}/deactivate`, { version: c.version })).status).toBe(200);

    await withPage(async (page) => {
      await signIn(page, env.stack.baseUrl, 'operator@penstock.demo');
      await page.waitForURL(/\/en\/map\/alpine$/, { timeout: 20_000 });
      await page.goto(`${env.stack.baseUrl}/en/constraints/alpine/hochalm`);
      const badge = page.locator(`tr[data-constraint="${c.id}"] .mantine-Badge-label`);
      await badge.waitFor();
      expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${env.stack.baseUrl}/en/constraints/alpine/hochalm?selected=${c.id}`);
      await page.getByTestId('pattern-preview').waitFor();
      const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(await fits()).toBe(true);
      await screenshot(page, 'constraints-detail-phone');
      await page.getByRole('button', { name: 'New constraint' }).click();
      const modal = page.getByTestId('new-constraint');
      await modal.getByLabel('Hours of day').check();
      await modal.getByLabel('Weekdays').check();
      expect(await modal.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await fits()).toBe(true);

      // the Optimization screen on the phone: each run's status badge is whole
      await page.goto(`${env.stack.baseUrl}/en/operations/optimization/alpine`);
      const runBadge = page.locator('[data-plant="hochalm"] tr[data-status="succeeded"] .mantine-Badge-label').first();
      await runBadge.waitFor({ timeout: 30_000 });
      expect(await runBadge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await screenshot(page, 'optimization-phone');
    });
  });

  test('an admin sees the hours a constraint is broken on the Violations screen, upcoming and past; empty, loading and failed states', async () => {
    const token = await apiToken('admin@penstock.demo');
    const post = (path: string, body: object) =>
      fetch(`${env.stack.baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // 1,000 m3/s through Hochalm M1 from 01:00 to 02:59 local, from yesterday on: broken by actuals and by the plan
    const day = 86_400_000;
    const night = {
      hour_of_day: { start: 1, end: 2 },
      day_of_week: null,
      day_of_month: null,
      month_of_year: null,
      day_of_year: null,
    };
    const created = await post(`${PLANT}/constraint`, {
      type_name: 'turbine_min_discharge',
      constrainable_id: 'hochalm.m1',
      value: 1000,
      status: 'Active',
      validity_start_timestamp_millis: Math.floor(Date.now() / day) * day - day,
      validity_end_timestamp_millis: null,
      recurring_pattern: night,
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const { id } = (await created.json()) as { id: string };
    expect((await post('/scheduler/v1/periodic-task/detect-constraint-violations/-/trigger', {})).status).toBe(202);
    type Answer = { violations: Array<{ constraint_id: string; upcoming: boolean }> };
    let answer: Answer = { violations: [] };
    for (let i = 0; i < 60 && !answer.violations.some((v) => v.constraint_id === id); i++) {
      await new Promise((r) => setTimeout(r, 1000));
      answer = await api<Answer>('/api/dashboard-v3/portfolio/alpine/violations', token);
    }
    const mine = answer.violations.filter((v) => v.constraint_id === id);
    expect(mine.some((v) => v.upcoming)).toBe(true);

    await withPage(async (page) => {
      await signIn(page, env.stack.baseUrl, 'admin@penstock.demo');
      await page.waitForURL(/\/en\/(map|cockpit)\//, { timeout: 20_000 });
      // loading: the answer held back until the skeleton was seen
      let release = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      await page.route('**/api/dashboard-v3/portfolio/alpine/violations**', async (route) => {
        await held;
        await route.continue();
      });
      // from two days back: yesterday's 01:00-02:59 are past at any time of day, with the world's actuals
      // (today's early hours have actuals only once the demo telemetry task filled them)
      const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      const range = `${isoDay(Date.now() - 2 * day)}--${isoDay(Date.now() + 3 * day)}`;
      await page.goto(`${env.stack.baseUrl}/en/operations/violations/alpine?range=${range}`);
      await page.locator('.mantine-Skeleton-root').first().waitFor({ timeout: 20_000 });
      await screenshot(page, 'violations-loading');
      release();
      const upcoming = page.getByTestId('violations-upcoming').locator(`[data-violation="${id}"]`);
      await upcoming.first().waitFor({ timeout: 30_000 });
      const cells = await upcoming.first().locator('td').allTextContents();
      expect(cells.slice(0, 3)).toEqual(['Hochalm Storage', 'Hochalm M1', 'Minimum discharge']);
      expect(cells[5]).toBe('2');
      expect(cells[7]).toBe('1,000 m³/s');
      expect(cells[8]).toBe('Plan');
      await expect
        .poll(() => page.getByTestId('violations-past').locator(`[data-violation="${id}"]`).count())
        .toBeGreaterThan(0);
      await screenshot(page, 'violations-list');

      // a search nothing matches: both tables say they are empty, and the search is in the address
      await page.getByPlaceholder('Search component, type or plant').fill('no such component');
      await page.getByTestId('violations-upcoming-empty').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('violations-past-empty').textContent()).toBe('No past violations in this window.');
      expect(new URL(page.url()).searchParams.get('search')).toBe('no such component');
      await screenshot(page, 'violations-empty');

      // failed: the area's text and Retry, which loads again
      await page.unroute('**/api/dashboard-v3/portfolio/alpine/violations**');
      await page.route('**/api/dashboard-v3/portfolio/alpine/violations**', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom"}' }),
      );
      await page.goto(`${env.stack.baseUrl}/en/operations/violations/alpine?range=${range}`);
      await page.getByText('Violations could not be loaded.').waitFor({ timeout: 30_000 });
      await screenshot(page, 'violations-error');
      await page.unroute('**/api/dashboard-v3/portfolio/alpine/violations**');
      await page.getByRole('button', { name: 'Retry' }).click();
      await upcoming.first().waitFor({ timeout: 30_000 });
    });
  });
});
