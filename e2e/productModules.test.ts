// Product modules (issue 11): a screen whose module is off for the plant shows the upgrade alert;
// the operator's 'Request 30-day trial' mails the provider; an admin grants the trial with one click
// on the Commercial screen and the gated screen opens.
import { describe, expect, test } from 'vitest';
import { screenshot, withPage } from './harness.js';
import { signIn } from './signIn.js';
import { apiCall, apiToken, openAsOperator, setPlantModule, signInAs, useAdminStack } from './support/adminSession.js';

// plant states are edited on the plants screen (another issue): put the plant in Setup, where
// modules may change, and take long-term planning away
const env = useAdminStack({
  sql: [`update physical_plant set plant_state = 'Setup' where id = 'hochalm'`],
  prepare: (stack) => setPlantModule(stack, 'hochalm', 'long_term_planning', 'INACTIVE'),
});

describe('product modules', () => {
  test('gated screen, trial request by mail, one-click grant by an admin, screen opens', async () => {
    await withPage(async (page) => {
      await openAsOperator(page, env.stack, `/en/water-value/alpine/hochalm`);
      const alert = page.getByTestId('upgrade-alert');
      await alert.waitFor({ timeout: 30_000 });
      expect(await alert.innerText()).toMatch(/Long-Term Planning is not active for Hochalm Storage/);
      expect(await page.getByTestId('long-term-panel').count()).toBe(0);
      await alert.getByRole('button', { name: 'Upgrade product modules' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upgrade product modules' });
      await dialog.waitFor();
      await screenshot(page, 'modules-upgrade-dialog');
      const since = env.stack.smtp.messages.length;
      await dialog.getByRole('button', { name: 'Request 30-day trial' }).click();
      // Contact Us (spec 2 sections 2 and 5): subject and body read-only, comments optional, then a confirmation
      const contact = page.getByRole('dialog', { name: 'Contact Us' });
      await contact.getByTestId('contact-dialog').waitFor();
      expect(await contact.getByLabel('Subject').getAttribute('readonly')).not.toBeNull();
      expect(await contact.getByLabel('Body').getAttribute('readonly')).not.toBeNull();
      expect(await contact.getByLabel('Body').inputValue()).toMatch(/Long-Term Planning/);
      await contact.getByLabel('Comments').fill('For the spring revision');
      expect(env.stack.smtp.messages.length).toBe(since); // nothing sent yet
      await screenshot(page, 'contact-us-dialog');
      await contact.getByRole('button', { name: 'Submit' }).click();
      const confirm = page.getByRole('dialog', { name: 'Contact Us' }).filter({
        hasText: "Please confirm that you'd like to submit a contact request.",
      });
      await confirm.waitFor();
      expect(env.stack.smtp.messages.length).toBe(since);
      await confirm.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Thank you for contacting us, we will get back to you as soon as possible!').waitFor();
      const mail = await env.stack.smtp.waitFor(
        (m) => env.stack.smtp.messages.indexOf(m) >= since && m.subject.includes('Request 30-day trial'),
      );
      expect(mail.text).toMatch(/Long-Term Planning for the plant Hochalm Storage \(hochalm\) in the portfolio alpine/);
      expect(mail.replyTo).toMatch(/operator@penstock\.demo/);
      expect(mail.text).toMatch(/For the spring revision/);
      await dialog.getByRole('button', { name: 'All product modules' }).click();
      await page.getByRole('dialog', { name: 'All product modules' }).waitFor();
      expect(await page.locator('[role=dialog] [data-module]').count()).toBe(12);
    });

    await withPage(async (page) => {
      await signInAs(page, env.stack);
      await page.goto(`${env.stack.baseUrl}/en/admin/commercial/alpine`);
      const panel = page.locator('[data-plant="hochalm"]');
      await panel.waitFor({ timeout: 30_000 });
      await screenshot(page, 'modules-commercial');
      const row = panel.locator('tr[data-module="long_term_planning"]');
      await row.getByRole('button', { name: 'Request 30-day trial' }).click();
      await expect.poll(() => row.getByText('Trial, 30 days left').count(), { timeout: 15_000 }).toBe(1);
      await page.getByText('Long-Term Planning is on a 30-day trial for Hochalm Storage').waitFor();
      // a Live plant's modules are locked, for admins too
      const live = page.locator('[data-plant="alpsee"]');
      if (await live.count()) expect(await live.getByTestId('modules-locked').innerText()).toMatch(/state Live/);
      await page.getByRole('tab', { name: 'History' }).click();
      await page.getByTestId('module-history').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('module-history').innerText()).toMatch(
        /admin@penstock\.demo[\s\S]*Long-Term Planning[\s\S]*INACTIVE → TRIAL/,
      );
      await screenshot(page, 'modules-history');
    });

    await withPage(async (page) => {
      await openAsOperator(page, env.stack, `/en/water-value/alpine/hochalm`);
      await page.getByTestId('long-term-panel').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('upgrade-alert').count()).toBe(0);
    });
  }, 240_000);

  test('without maintenance_planning optimal maintenance timings keep the basic 14 days: rescheduling is offered, create optimally says so, further is refused', async () => {
    const admin = await apiToken(env.stack);
    const call = (method: string, path: string, body?: object) =>
      apiCall(env.stack, admin, method, `dashboard-v3/portfolio/alpine/plant/hochalm/${path}`, body);
    await setPlantModule(env.stack, 'hochalm', 'maintenance_planning', 'INACTIVE');
    const start = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 72 * 3_600_000;
    const outage = await call('POST', 'turbine/hochalm.m1/maintenance', {
      name: 'Revision M1',
      unavailability_reason: 'Maintenance',
      unavailability_type: 'Planned',
      remaining_power: 0,
      start_timestamp_millis: start,
      end_timestamp_millis: start + 24 * 3_600_000,
    });
    expect(outage.status).toBe(200);
    const { uuid } = (await outage.json()) as { uuid: string };
    const far = await call(
      'GET',
      `turbine/hochalm.m1/optimal-maintenance-timings?start-ts=${start}&end-ts=${start + 20 * 86_400_000}&duration-value=24&duration-unit=hours`,
    );
    expect(far.status).toBe(403);
    expect(((await far.json()) as { detail: string }).detail).toMatch(
      /^Without Maintenance Planning, optimal maintenance timings reach 14 days ahead for Hochalm Storage/,
    );
    await withPage(async (page) => {
      await openAsOperator(page, env.stack, `/en/maintenance/alpine?selected=${uuid}`);
      const drawer = page.getByTestId('maintenance-drawer');
      await drawer.getByRole('button', { name: 'Reschedule optimally' }).waitFor({ timeout: 30_000 });
      await page.goto(`${env.stack.baseUrl}/en/maintenance/alpine?action=createOptimally`);
      const note = page.getByTestId('create-optimally-horizon');
      await expect
        .poll(() => note.textContent(), { timeout: 30_000 })
        .toContain('Optimal timings reach 14 days ahead; the Maintenance Planning module plans further.');
      await screenshot(page, 'modules-maintenance-basic-horizon');
    });
  }, 180_000);

  test("Reserves: a plant without grid_reserves shows the upgrade alert instead of the screen's content; with it the content is back", async () => {
    const setReserves = (state: 'ACTIVE' | 'INACTIVE') => setPlantModule(env.stack, 'hochalm', 'grid_reserves', state);
    await setReserves('INACTIVE');
    await withPage(async (page) => {
      await signIn(page, env.stack.baseUrl, 'operator@penstock.demo');
      await page.waitForURL(/\/en\/map\//, { timeout: 20_000 });
      await page.goto(`${env.stack.baseUrl}/en/reserves/alpine`);
      const alert = page.getByTestId('upgrade-alert');
      await alert.waitFor({ timeout: 30_000 });
      expect(await alert.innerText()).toMatch(/Grid Reserves is not active for Hochalm Storage/);
      expect(await page.getByTestId('reserves-content').count()).toBe(0);
      await screenshot(page, 'modules-reserves-gated');
      await alert.getByRole('button', { name: 'Upgrade product modules' }).click();
      await page
        .getByRole('dialog', { name: 'Upgrade product modules' })
        .getByText('Spinning and standing reserves')
        .waitFor();
    });
    await setReserves('ACTIVE');
    await withPage(async (page) => {
      await signIn(page, env.stack.baseUrl, 'operator@penstock.demo');
      await page.waitForURL(/\/en\/map\//, { timeout: 20_000 });
      await page.goto(`${env.stack.baseUrl}/en/reserves/alpine`);
      await page.getByTestId('reserves-content').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('upgrade-alert').count()).toBe(0);
    });
  }, 180_000);
});
