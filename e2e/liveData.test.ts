// Issue 26: a plant sends measurements with an API service account; the open Live Data screen shows
// the new value without a reload; the next plan (the re-plan the new water queues) starts from the
// sent level, in the run's data and on the cockpit's reservoir charts; then the server's clock is
// moved (TEST_CLOCK: POST /api/v1/test-clock) by seven hours, in which one sensor repeats its value
// (frozen) and the reservoir level sends nothing (outdated, after the default six hours). The demo
// world's telemetry task is paused first, so only what the journey sends is measured.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import pg from 'pg';
import type { SeriesFrame } from '@penstock/domain';
import { levelToContent } from '@penstock/optimizer';
import { DEMO_PASSWORD, screenshot, startStack, withPage, type Stack } from './harness.js';
import { signIn } from './signIn.js';
import { timeFormatter } from '../apps/web/src/features/series/utils/timeFormat.js';

const H = 3_600_000;
let stack: Stack;
let admin: Record<string, string>;
let sensor: Record<string, string>;

const api = async (path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) => {
  // the scheduler API has its own root (DESIGN section 4)
  const res = await fetch(`${stack.baseUrl}${path.startsWith('/scheduler/') ? '' : '/api'}${path}`, {
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

/** The server's clock (TEST_CLOCK), epoch ms. */
const serverNow = async () => ((await api('/v1/test-clock', { headers: admin })) as { now: number }).now;
/** Moves the server's clock; the API sessions signed before have expired on it, so both sign in again. */
async function advanceClock(ms: number) {
  await api('/v1/test-clock', { method: 'POST', headers: admin, body: { advance_ms: ms } });
  admin = await bearerOf('admin@penstock.demo', DEMO_PASSWORD);
  sensor = await bearerOf(sensorAccount.username, sensorAccount.secret);
}
let sensorAccount: { username: string; secret: string };

/** A run's data at its start, read from the stack's database: the model's start content and the stored plan's first content and level. */
async function runStart(runId: string, reservoir: string, start: number) {
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `select (select (r->>'initialContent')::float8 from optimization_run o,
                jsonb_array_elements(o.inputs->'model'->'reservoirs') r where o.id = $1 and r->>'id' = $2) as "initialContent",
              max(v.value) filter (where s.quantity = 'content') as content,
              max(v.value) filter (where s.quantity = 'level') as level
       from series s join series_value v on v.series_id = s.id and v.ts = to_timestamp($3::float8 / 1000)
       where s.run_id = $1 and s.kind = 'plan' and s.hydro_body_id = $2`,
      [runId, reservoir, start],
    );
    return rows[0] as { initialContent: number; content: number; level: number };
  } finally {
    await db.end();
  }
}

/** The first number in a text as shown (thousands separators dropped). */
const numberIn = (text: string) => Number(text.replace(/,/g, '').match(/-?\d+(\.\d+)?/)![0]);

/**
 * What a user reads on a cockpit chart at an hour: the mouse moves across the chart until the
 * tooltip names that hour, then the tooltip's plan line (e.g. "Hochalm reservoir (plan): 1,853 m a.s.l.").
 */
async function planAtHour(page: Page, title: string, hour: number, zone: string): Promise<string> {
  const locale = await page.evaluate(() => document.documentElement.lang || navigator.language);
  // the hour as the chart's tooltip writes it
  const when = timeFormatter(zone, locale)(hour);
  const chart = page.getByRole('region', { name: title, exact: true });
  await chart.locator('[data-testid="time-series-chart"][data-state="drawn"]').waitFor({ timeout: 40_000 });
  const over = chart.locator('.u-over');
  await over.scrollIntoViewIfNeeded();
  const tip = chart.locator('.penstock-chart-tooltip');
  const seen = new Set<string>();
  const STEPS = 400;
  for (let i = 1; i < STEPS; i++) {
    const box = (await over.boundingBox())!; // read each time: the chart follows its container's width
    await page.mouse.move(box.x + (box.width * i) / STEPS, box.y + box.height / 2);
    const time = await tip.locator('.penstock-chart-tooltip-time').textContent();
    seen.add(time ?? '');
    if (time !== when) continue;
    const lines = await tip.locator('div:not(.penstock-chart-tooltip-time)').allTextContents();
    const plan = lines.find((l) => l.includes('(plan)'));
    if (plan) return plan;
    seen.add(lines.join(' | '));
  }
  await screenshot(page, 'issue26-cockpit-no-plan-value');
  throw new Error(`no plan value at ${when} on ${title}; seen ${[...seen].slice(-12).join('; ')}`);
}

beforeAll(async () => {
  stack = await startStack({ TEST_CLOCK: '1' });
  admin = await bearerOf('admin@penstock.demo', DEMO_PASSWORD);
  const account = await api('/dashboard-v3/account/api-service-account', {
    method: 'POST',
    headers: admin,
    body: { portfolio_id: 'alpine', name: 'Hochalm SCADA', can_write: true },
  });
  sensorAccount = account;
  sensor = await bearerOf(account.username, account.secret);
  // only what the journey sends is measured: the demo world's hourly actuals wait
  await api('/scheduler/v1/periodic-task/advance-telemetry/-/state?state=paused', { method: 'PUT', headers: admin });
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
  test('a sent level shows without a reload, and the next plan starts from it (run and cockpit)', async () => {
    await withPage(async (page) => {
      await signIn(page, stack.baseUrl, 'admin@penstock.demo');
      await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 20_000 });
      await openLiveData(page, 'Reservoir');
      const level = row(page, 'hochalm.reservoir', 'level');
      await level.waitFor({ timeout: 40_000 });
      await page.getByTestId('last-heard').waitFor();
      const before = Number(await level.getByTestId('latest-value').getAttribute('data-value'));

      // the SCADA sends a level a minute old, 3.4 m below the last one (so the cockpit's whole metres show it)
      const sent = Math.round((before - 3.4) * 100) / 100;
      const sentAt = (await serverNow()) - 60_000;
      const result = await send([{ component: 'HOA-RES', quantity: 'level', ts: sentAt, value: sent }]);
      expect(result).toMatchObject({ new: 1, derived: 1 });
      await expect
        .poll(() => level.getByTestId('latest-value').getAttribute('data-value'), { timeout: 20_000 })
        .toBe(String(sent));
      expect(await level.getAttribute('data-state')).toBe('fresh');
      await screenshot(page, 'issue26-live-data-loaded');

      // the plan follows the water: a re-plan (started by 'replan') runs from the hour of the new level ...
      const startHour = Math.floor(sentAt / H) * H;
      const replan = async () =>
        (
          (await api('/dashboard-v3/portfolio/alpine/plant/hochalm/optimization?limit=20', { headers: admin })) as {
            id: string;
            started_by: string;
            status: string;
            inputs: { model_start?: number };
          }[]
        ).find((r) => r.started_by === 'replan' && r.status === 'succeeded' && r.inputs.model_start === startHour);
      await expect.poll(async () => (await replan())?.id, { timeout: 180_000, interval: 2_000 }).toBeTruthy();
      const runId = (await replan())!.id;

      // ... and from its content: the sent level through the reservoir's level-to-content table,
      // in the run's data (the model it solved, the plan it stored) ...
      const table = (await api('/dashboard-v3/portfolio/alpine/plant/hochalm/level-to-content/hochalm.reservoir', {
        headers: admin,
      })) as { points: { x: number; y: number }[] };
      const content = levelToContent(
        table.points.map((p) => ({ level: p.x, content: p.y })),
        sent,
      );
      const runData = await runStart(runId, 'hochalm.reservoir', startHour);
      expect(Math.abs(runData.initialContent - content)).toBeLessThan(1); // m3
      expect(Math.abs(runData.content - content)).toBeLessThan(1);
      expect(runData.level).toBeCloseTo(sent, 6);
      // ... and in the plant's plan the API answers
      const frames = (
        (await api(
          `/dashboard-v3/portfolio/alpine/plant/hochalm/water-content?start-ts=${startHour}&end-ts=${startHour + H}`,
          { headers: admin },
        )) as { frames: SeriesFrame[] }
      ).frames.filter((f) => f.kind === 'plan' && f.component_id === 'hochalm.reservoir');
      const first = (quantity: string) => frames.find((f) => f.quantity === quantity)!.values[0];
      expect(first('level')).toBeCloseTo(sent, 6);
      expect(Math.abs(first('content')! - content)).toBeLessThan(1);

      // on the cockpit's reservoir charts, the plan's line at that hour shows the same level and content
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      const range = `${day(startHour - 24 * H)}--${day(startHour + 24 * H)}--1h`; // hourly, around the start
      await page.goto(`${stack.baseUrl}/en/cockpit/alpine/hochalm?tab=reservoir&range=${range}`);
      const zone = (await page
        .getByText(/Times in \S+ \(plant market zone\)/)
        .first()
        .textContent())!.match(/Times in (\S+)/)![1];
      const levelText = await planAtHour(page, 'Reservoir level', startHour, zone);
      expect(Math.abs(numberIn(levelText) - sent)).toBeLessThanOrEqual(0.5); // shown in whole metres
      const contentText = await planAtHour(page, 'Reservoir content', startHour, zone);
      expect(contentText).toMatch(/Mm³/);
      expect(Math.abs(numberIn(contentText) - content / 1e6)).toBeLessThanOrEqual(0.005); // Mm³ to 2 decimals
      await screenshot(page, 'issue26-cockpit-plan-starts-at-sent-level');
    });
  });

  test('seven hours later (the server clock moved): a repeating sensor is frozen, the quiet level outdated; the filter keeps the outdated', async () => {
    // Hochalm M1 sends the same 21.5 MW now, in 3.5 hours and in 7 hours (frozen: power, 6 hours by default)
    const stuck = async () =>
      send([{ component: 'HOA-M1', quantity: 'power', ts: (await serverNow()) - 1_000, value: 21.5 }]);
    await stuck();
    await advanceClock(3.5 * H);
    await stuck();
    await advanceClock(3.5 * H);
    await stuck();

    // a fresh session: the browser's tokens of seven hours ago have expired on the server's clock
    await withPage(async (page) => {
      await signIn(page, stack.baseUrl, 'admin@penstock.demo');
      await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 20_000 });
      await openLiveData(page, 'Turbine');
      await expect
        .poll(() => row(page, 'hochalm.m1', 'power').getAttribute('data-state'), { timeout: 40_000 })
        .toBe('frozen');
      await screenshot(page, 'issue26-live-data-frozen');

      // the level sent seven hours ago (on the server's clock) is outdated after the default six hours
      await page.getByTestId('tab-Reservoir').click();
      const level = row(page, 'hochalm.reservoir', 'level');
      await expect.poll(() => level.getAttribute('data-state'), { timeout: 20_000 }).toBe('outdated');
      expect(Number(await level.getByTestId('latest-value').getAttribute('data-value'))).toBeGreaterThan(0);
      await screenshot(page, 'issue26-live-data-outdated');

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
