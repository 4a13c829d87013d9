import { maxOf } from '@penstock/domain';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { screenshot, withPage } from './harness.js';
import {
  apiGet,
  apiToken,
  downloadListCsv,
  openAsOperator,
  OPERATOR_EMAIL,
  signInAsOperator,
  useAdminStack,
} from './support/adminSession.js';
import { runToSuccess, succeededRuns } from './support/optimizationRun.js';
import { screenStates } from './support/screenStates.js';

const env = useAdminStack({ env: { ROLES: 'api,worker' } });

const LIST = '**/api/dashboard-v3/portfolio/alpine/maintenance?*';
const PLANT = 'dashboard-v3/portfolio/alpine/plant/hochalm';

/** Opens the outage list as the operator, then the drawer `button` opens, and names the outage: the drawer. */
async function startOutage(page: Page, button: string, drawerTestId: string, name: string) {
  await openAsOperator(page, env.stack, '/en/maintenance/alpine?view=list');
  await page.getByRole('button', { name: button }).click();
  const drawer = page.getByTestId(drawerTestId);
  await drawer.getByLabel('Name').fill(name);
  return drawer;
}

interface Frame {
  component_id: string | null;
  kind: string;
  time: number[];
  values: Array<number | null>;
}
interface Outage {
  uuid: string;
  name: string;
  turbine_id: string;
  remaining_power: number;
  start_timestamp_millis: number;
  end_timestamp_millis: number | null;
}
/** The unit's planned MW, hour by hour, over [start, end). */
async function plannedPower(token: string, unit: string, start: number, end: number) {
  const { frames } = await apiGet<{ frames: Frame[] }>(
    env.stack,
    token,
    `${PLANT}/power?start-ts=${start}&end-ts=${end}&granularity=hour`,
  );
  const f = frames.find((x) => x.component_id === unit && x.kind === 'plan');
  if (!f)
    throw new Error(`no planned power of ${unit} among ${frames.map((x) => `${x.component_id}/${x.kind}`).join(', ')}`);
  return f.values.filter((v): v is number => v !== null);
}

describe('maintenance', () => {
  test('loading, error and empty states', async () => {
    await withPage(async (page) => {
      await signInAsOperator(page, env.stack);
      await screenStates(page, {
        pattern: LIST,
        open: (state) =>
          page.goto(`${env.stack.baseUrl}/en/maintenance/alpine${state === 'empty' ? '?view=list' : ''}`),
        loading: page.getByTestId('maintenance-loading'),
        error: page.getByText('Data failed to load.'),
        empty: page.getByTestId('maintenance-empty'),
        shot: 'maintenance',
      });

      // the cockpit's outage panel: error, then none in the range
      const outages = page.getByTestId('cockpit-outages');
      await screenStates(page, {
        pattern: '**/api/dashboard-v3/portfolio/alpine/plant/hochalm/maintenance?*',
        open: () => page.goto(`${env.stack.baseUrl}/en/cockpit/alpine/hochalm`),
        error: outages.getByText('The maintenance outages could not be loaded.'),
        empty: outages.getByText('No maintenance outage in this range'),
        shot: 'maintenance-cockpit',
      });
    });
  });

  test('an operator records an outage on the calendar, edits it as a share of p_max, sees it on the timeline and list and in its history', async () => {
    await withPage(async (page) => {
      await openAsOperator(page, env.stack, '/en/maintenance/alpine');
      await page.getByTestId('maintenance-calendar').waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'New maintenance' }).click();
      const drawer = page.getByTestId('maintenance-drawer');
      await drawer.getByLabel('Name').fill('Runner revision');
      await drawer.getByLabel('Description').fill('Annual inspection');
      await screenshot(page, 'maintenance-create');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await page.getByText('The Maintenance was saved successfully').first().waitFor();
      const event = page.locator('[data-testid="maintenance-calendar"] [data-event]').first();
      await event.waitFor();
      await screenshot(page, 'maintenance-calendar');

      await event.click();
      await drawer.getByLabel('Remaining power (% of p_max)').fill('50');
      await drawer.getByLabel('Remaining power (% of p_max)').blur();
      const mw = Number(await drawer.getByLabel('Remaining power (MW)').inputValue());
      expect(mw).toBeGreaterThan(0);
      await drawer.getByRole('button', { name: 'Save' }).click();
      await page.getByText('The Maintenance was saved successfully').first().waitFor();
      await event.click();
      await drawer.getByTestId('maintenance-history').getByText('Changed').waitFor();
      await expect
        .poll(() => drawer.getByTestId('maintenance-history').textContent())
        .toContain('remaining_power: 0 →');
      await screenshot(page, 'maintenance-history');
      await drawer.getByRole('button', { name: 'Close' }).click();

      await page.getByText('Timeline', { exact: true }).click();
      const bar = page.locator('[data-testid="maintenance-timeline"] [data-event]').first();
      await bar.waitFor();
      // issue 27 item 13: the whole name in or beside its bar (never "R..."), the period as the app writes dates
      await expect.poll(() => bar.getAttribute('data-label')).toMatch(/^(inside|after)$/);
      expect(await bar.innerText()).toBe('Runner revision');
      expect(await page.getByTestId('maintenance-period').innerText()).toMatch(
        /^\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/,
      );
      await screenshot(page, 'maintenance-timeline');
      // ... and a CSV download of the outages shown
      const csv = await downloadListCsv(page, page.getByTestId('maintenance-controls'));
      expect(csv.name).toMatch(/^maintenance-alpine-storage-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(csv.lines[0]).toBe(
        'Name,Description,Plant,Turbine,Reason,Kind,Remaining power (MW),Remaining power (% of p_max),Start (ISO 8601),"End, exclusive (ISO 8601)",Status',
      );
      expect(csv.lines.find((l) => l.startsWith('Runner revision,Annual inspection,'))).toMatch(
        /,50,\d{4}-\d{2}-\d{2}T06:00:00\+01:00,\d{4}-\d{2}-\d{2}T18:00:00\+01:00,Active$/,
      );
      await page.getByText('List', { exact: true }).click();
      await page.locator('[data-testid="maintenance-list"] tr[data-event]').first().waitFor();
      await expect.poll(() => page.getByTestId('maintenance-list').textContent()).toContain('(50 %)');
      await page.getByPlaceholder('Search').fill('RUNNER');
      await expect.poll(() => page.locator('[data-testid="maintenance-list"] tr[data-event]').count()).toBe(1);
      await page.getByPlaceholder('Search').fill('nothing like it');
      await page.getByText('No maintenance matches the filters').waitFor();
      await page.getByPlaceholder('Search').fill('');
      await screenshot(page, 'maintenance-list');
    });
  });

  test('rescheduling optimally: the original is Inactive while the ranked windows show, navigation asks first, Leave reactivates it; Choose moves it', async () => {
    await withPage(async (page) => {
      const drawer = await startOutage(page, 'New maintenance', 'maintenance-drawer', 'Generator check');
      await drawer.getByRole('button', { name: 'Save' }).click();
      const row = page.locator('[data-testid="maintenance-list"] tr', { hasText: 'Generator check' });
      await row.waitFor();
      await row.click();
      await drawer.getByRole('button', { name: 'Reschedule optimally' }).click();
      await page.getByRole('dialog', { name: 'Reschedule optimally' }).getByRole('button', { name: 'Confirm' }).click();
      const flow = page.getByTestId('reschedule-flow');
      await flow.waitFor();
      await expect.poll(() => row.textContent()).toContain('Inactive');
      await flow.locator('[data-candidate="1"]').waitFor({ timeout: 60_000 });
      await screenshot(page, 'maintenance-reschedule');

      // other navigation asks; staying keeps the flow
      await page.getByRole('link', { name: 'Constraints' }).first().click();
      await page.getByText('Leave rescheduling?').waitFor();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await flow.waitFor();
      // Leave: the original is active again at its time
      await flow.getByRole('button', { name: 'Leave' }).click();
      await page.getByRole('dialog', { name: 'Leave rescheduling?' }).getByRole('button', { name: 'Leave' }).click();
      await flow.waitFor({ state: 'detached' });
      await expect.poll(() => row.textContent()).toContain('Active');

      // again, choosing the best window moves it there
      await row.click();
      await drawer.getByRole('button', { name: 'Reschedule optimally' }).click();
      await page.getByRole('dialog', { name: 'Reschedule optimally' }).getByRole('button', { name: 'Confirm' }).click();
      const best = flow.locator('[data-candidate="1"]');
      await best.waitFor({ timeout: 60_000 });
      const start = (await best.locator('td').nth(1).textContent())!;
      await best.getByRole('button', { name: 'Choose' }).click();
      await flow.waitFor({ state: 'detached' });
      await expect.poll(() => row.textContent()).toContain(start);
      await expect.poll(() => row.textContent()).toContain('Active');
    });
  });

  test('create optimally places a new outage in the best window; a recorded outage makes the next plan leave the unit idle in its hours', async () => {
    const token = await apiToken(env.stack, OPERATOR_EMAIL);
    await withPage(async (page) => {
      const optimal = await startOutage(page, 'Create optimally', 'create-optimally-drawer', 'Optimal revision');
      await optimal.getByRole('button', { name: 'Find best windows' }).click();
      await optimal.getByTestId('create-optimally-loading').waitFor();
      await screenshot(page, 'maintenance-create-optimally-loading');
      const best = optimal.locator('[data-candidate="1"]');
      await best.waitFor({ timeout: 90_000 });
      await best.scrollIntoViewIfNeeded();
      await screenshot(page, 'maintenance-create-optimally');
      const start = (await best.locator('td').nth(1).textContent())!;
      await best.getByRole('button', { name: 'Create' }).click();
      await page.getByText('The Maintenance was saved successfully').first().waitFor();
      await optimal.waitFor({ state: 'detached' });
      const created = page.locator('[data-testid="maintenance-list"] tr', { hasText: 'Optimal revision' });
      await expect.poll(() => created.textContent()).toContain(start);
      await expect.poll(() => created.textContent()).toContain('Active');

      // A full outage recorded in tomorrow's and the next day's peak hours (the form's default window).
      await page.getByRole('button', { name: 'New maintenance' }).click();
      const drawer = page.getByTestId('maintenance-drawer');
      await drawer.getByLabel('Name').fill('Peak outage');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await page.getByText('The Maintenance was saved successfully').first().waitFor();
      const now = Date.now();
      const outages = await apiGet<Outage[]>(
        env.stack,
        token,
        `dashboard-v3/portfolio/alpine/maintenance?start-ts=${now}&end-ts=${now + 30 * 86_400_000}`,
      );
      const peak = outages.find((o) => o.name === 'Peak outage')!;
      expect(peak).toMatchObject({ remaining_power: 0 });
      const [from, to] = [peak.start_timestamp_millis, peak.end_timestamp_millis!];
      const before = await plannedPower(token, peak.turbine_id, from, to);
      expect(before.length).toBe((to - from) / 3_600_000);
      expect(maxOf(before)).toBeGreaterThan(1); // the plan made before the outage runs the unit then

      // The next run holds the outages and leaves the unit idle in those hours.
      await page.goto(`${env.stack.baseUrl}/en/operations/optimization/alpine`);
      const card = page.locator('[data-plant="hochalm"]');
      await succeededRuns(card).first().waitFor({ timeout: 90_000 });
      await runToSuccess(page, card, 'Hochalm Storage', 120_000);
      await succeededRuns(card).first().click();
      const held = card.getByTestId('run-outages');
      await held.locator(`tr[data-run-outage="${peak.uuid}"]`).waitFor();
      await held.scrollIntoViewIfNeeded();
      await screenshot(page, 'maintenance-run-outages');
      const after = await plannedPower(token, peak.turbine_id, from, to);
      expect(after.length).toBe(before.length);
      for (const mw of after) expect(mw).toBeLessThanOrEqual(1e-6);

      // The cockpit lists the outage under the range and shades it on the generation chart.
      const day = (ms: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Vienna' }).format(ms);
      await page.goto(
        `${env.stack.baseUrl}/en/cockpit/alpine/hochalm?tab=generation&range=${day(from - 86_400_000)}--${day(to + 86_400_000)}--1h`,
      );
      await page.getByTestId('cockpit-outages').locator(`[data-outage="${peak.uuid}"]`).waitFor({ timeout: 30_000 });
      const marked = page.locator('[data-testid="time-series-chart"][data-state="drawn"]:not([data-spans="0"])');
      await expect.poll(() => marked.count()).toBe(1); // the generation chart, not the energy chart
      expect(await marked.getAttribute('aria-label')).toBe('Generation per unit');
      await screenshot(page, 'maintenance-cockpit-outages');
    });
  });
});
