// Reserves (issue 24): an operator sells an aFRR obligation on the Reserves screen, runs the
// optimisation, sees the headroom the plan keeps for it on the unit's chart, and asks what one more
// block would cost. Also the screen's loading, error and empty states, the form and a help dialog.
import { maxOf } from '@penstock/domain';
import { describe, expect, test } from 'vitest';
import { screenshot, withPage } from './harness.js';
import { signIn } from './signIn.js';
import { apiJson, apiToken, OPERATOR_EMAIL, signInAsOperator, useAdminStack } from './support/adminSession.js';
import { runToSuccess } from './support/optimizationRun.js';
import { screenStates } from './support/screenStates.js';

// workers but no cron: an hourly run firing mid-journey would add runs to the screen
const env = useAdminStack({ env: { ROLES: 'api,worker' } });

/** The test's own call through the API the screen uses, as the operator. */
const asOperator = async <T>(method: string, path: string, body?: unknown) =>
  apiJson<T>(env.stack, await apiToken(env.stack, OPERATOR_EMAIL), method, path, body);

const LIST = '**/api/dashboard-v3/portfolio/alpine/grid-reserve?*';
/** 00:00 in Vienna of the day of `ms`, epoch ms (its offset from the zone, so summer time holds too). */
function viennaMidnight(ms: number): number {
  const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Vienna', timeZoneName: 'longOffset' })
    .formatToParts(ms)
    .find((p) => p.type === 'timeZoneName')!
    .value.slice(3);
  return Date.parse(`${day(ms)}T00:00:00${offset || 'Z'}`);
}
/** A day in Vienna as the range grammar writes it. */
const day = (ms: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Vienna' }).format(ms);

describe('reserves', () => {
  test('loading, error and empty states', async () => {
    await withPage(async (page) => {
      await signInAsOperator(page, env.stack);
      const empty = page.getByTestId('reserves-empty');
      await screenStates(page, {
        pattern: LIST,
        open: () => page.goto(`${env.stack.baseUrl}/en/reserves/alpine`),
        loading: page.getByTestId('list-skeleton').first(),
        error: page.getByText('Data failed to load.'),
        empty,
        shot: 'reserves',
      });
      expect(await empty.innerText()).toContain('No grid reserves in this period');
    });
  });

  test('an operator sells an aFRR obligation, runs the plan, sees its headroom and asks the cost of one more block', async () => {
    await withPage(async (page) => {
      const { stack } = env;
      await signInAsOperator(page, stack);
      await page.goto(`${stack.baseUrl}/en/reserves/alpine`);
      await page.getByTestId('reserves-content').waitFor({ timeout: 30_000 });

      // the form: an aFRR obligation (the new form's default product), 20 MW upward, tomorrow
      await page.getByRole('button', { name: 'New grid reserve' }).click();
      const drawer = page.getByTestId('reserve-drawer');
      await drawer.getByRole('textbox', { name: /^Product name/ }).waitFor();
      expect(await drawer.getByRole('textbox', { name: /^Product name/ }).inputValue()).toBe('aFRR');
      await drawer.getByLabel('Capacity', { exact: true }).fill('20');
      await drawer.getByRole('textbox', { name: /^Expected activation/ }).fill('25');
      await screenshot(page, 'reserves-form');
      await drawer.getByRole('button', { name: 'Help: Hourly Schedule' }).click();
      const help = page.getByRole('dialog', { name: 'Hourly Schedule' });
      await help.getByText(/00:00-03:59, 04:00-07:59 and so on/).waitFor();
      await screenshot(page, 'reserves-help');
      await help.getByRole('button', { name: 'Close' }).last().click();
      await drawer.getByRole('button', { name: 'Save' }).click();
      await page.getByText('The grid reserve was saved successfully').first().waitFor();
      const row = page.locator('[data-testid="reserves-table"] tr[data-product="aFRR"]');
      await row.waitFor({ timeout: 20_000 });
      const cells = await row.textContent();
      expect(cells).toContain('20 MW');
      expect(cells).toContain('25 %');
      await screenshot(page, 'reserves-loaded');

      // its history says who created it
      await row.click();
      await drawer.getByTestId('reserve-history').waitFor({ timeout: 20_000 });
      expect(await drawer.getByTestId('reserve-history').innerText()).toContain('operator@penstock.demo');
      await page.keyboard.press('Escape');

      // an FCR obligation M2 cannot hold (100 MW up and down from a 64-159 MW range): a priced violation
      const midnight = viennaMidnight(Date.now() + 86_400_000);
      const fcr = await asOperator<{ id: string }>('POST', 'dashboard-v3/portfolio/alpine/grid-reserve', {
        plant_view_id: 'hochalm',
        power_unit_id: 'hochalm.m2',
        product_name: 'FCR',
        direction: 'symmetric',
        reserve_type: 'spinning',
        mode: 'included',
        hourly_schedule: 4,
        mw: 100,
        capacity_price: 10,
        activation_factor: 0,
        activation_compensation: 0,
        start_ts: midnight,
        end_ts: midnight + 4 * 3_600_000,
      });

      // an optimisation run from the Optimization screen holds it
      await page.goto(`${stack.baseUrl}/en/operations/optimization/alpine`);
      const card = page.locator('[data-plant="hochalm"]');
      await card.locator('tr[data-status="succeeded"]').first().waitFor({ timeout: 90_000 });
      await runToSuccess(page, card, 'Hochalm Storage', 180_000);

      // the unit's chart shows the headroom ceiling the obligation keeps
      const tomorrow = Date.now() + 86_400_000;
      await page.goto(`${stack.baseUrl}/en/reserves/alpine?tab=plan&range=${day(tomorrow)}--${day(tomorrow)}--1h`);
      await page.getByTestId('reserve-plan').waitFor({ timeout: 30_000 });
      await page
        .locator('[data-testid="unit-reserve-chart"] [data-state="drawn"]')
        .first()
        .waitFor({ timeout: 30_000 });
      await screenshot(page, 'reserves-plan');
      // the plan holds the obligation: its schedule has held MW tomorrow (the same call the chart makes)
      const schedule = await asOperator<{ reserves: { product_name: string; steps: { held_mw: number }[] }[] }>(
        'GET',
        `dashboard-v3/portfolio/alpine/plant/hochalm/grid-reserve-schedule?start-ts=${tomorrow - 86_400_000}&end-ts=${tomorrow + 86_400_000}`,
      );
      const afrr = schedule.reserves.find((r) => r.product_name === 'aFRR');
      expect(afrr, JSON.stringify(schedule).slice(0, 500)).toBeDefined();
      expect(maxOf(afrr!.steps.map((x) => x.held_mw))).toBeCloseTo(20, 6);
      const chart = page.locator('[data-testid="unit-reserve-chart"][data-headroom="true"]');
      await chart.first().waitFor({ timeout: 30_000 });
      await chart.first().locator('[data-testid="time-series-chart"][data-state="drawn"]').first().waitFor();
      const figures = page.getByTestId('unit-reserve-figures').first();
      expect(await figures.innerText()).toMatch(/Reserve revenue .*€/);
      await screenshot(page, 'reserves-plan');

      // the cost of one more block of it
      const unitCard = page.locator('section', { has: chart.first() });
      // (M2 holds its FCR too: the first unit's button)
      await unitCard.getByRole('button', { name: 'Cost of one more block' }).first().click();
      const dialog = page.getByTestId('block-cost');
      await dialog.getByRole('button', { name: 'Calculate' }).click();
      const answer = dialog.getByTestId('block-cost-answer');
      await answer.waitFor({ timeout: 120_000 });
      expect(await dialog.getByTestId('block-cost-total').innerText()).toMatch(/€$/);
      expect(await dialog.getByTestId('block-cost-per-mw-h').innerText()).toMatch(/€\/MW\/h$/);
      await screenshot(page, 'reserves-block-cost');

      // the obligation M2 cannot hold is a violation of the plan with its penalty price and cost (admin)
      await withPage(async (admin) => {
        await signIn(admin, stack.baseUrl, 'admin@penstock.demo');
        await admin.waitForURL(/\/en\/(map|cockpit)\//, { timeout: 20_000 });
        await admin.goto(
          `${stack.baseUrl}/en/operations/violations/alpine?types=grid_reserve_shortfall&range=${day(midnight)}--${day(midnight + 86_400_000)}`,
        );
        const violation = admin.getByTestId('violations-upcoming').locator(`tr[data-violation="${fcr.id}"]`);
        await violation.first().waitFor({ timeout: 30_000 });
        // the type filter names the shortfall, not its key
        expect(await admin.locator('.mantine-Pill-label').allInnerTexts()).toContain('Grid reserve not held');
        const text = await violation.first().innerText();
        expect(text).toContain('Grid reserve FCR symmetric not held');
        expect(text).toMatch(/[\d,]+ €\/MW\/h/);
        expect(text).toMatch(/[\d,]+ €(?!\/)/);
        await screenshot(admin, 'violations-reserve-shortfall');
      });
    });
  }, 420_000);
});
