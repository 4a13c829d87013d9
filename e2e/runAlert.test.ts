// Issue 27 item 4: a run that fails on a plan the unit cannot follow is no longer silent. The
// override is written straight into the database, as one saved before the API checked limits
// would be (the API now refuses it: overrides.test.ts, editing.test.ts).
import { describe, test } from 'vitest';
import { screenshot, withPage } from './harness.js';
import { runSql, signInAs, useAdminStack } from './support/adminSession.js';

const started = useAdminStack({
  env: { ROLES: 'api,worker' },
  sql: [
    `insert into series_override (series_id, ts, value, override_by, created_at)
     select s.id, date_trunc('hour', now()) + interval '3 hours', 5000, 'operator@penstock.demo', now()
     from series s where s.control_unit_id = 'hochalm.m1' and s.quantity = 'power' and s.kind = 'plan' and s.run_id is null
     order by s.version desc limit 1`,
  ],
});

describe('a failed optimisation run shows as an alert', () => {
  test('on the Optimization screen with the reason readable (a click opens the run) and on the cockpit', async () => {
    await withPage(async (page) => {
      await signInAs(page, started.stack, 'operator@penstock.demo');
      await page.goto(`${started.stack.baseUrl}/en/operations/optimization/alpine`);
      const card = page.locator('[data-plant="hochalm"]');
      await card.getByRole('button', { name: 'Start run' }).click();
      const alert = card.getByTestId('run-alert');
      await alert.getByText('The latest optimisation run failed').waitFor({ timeout: 60_000 });
      await alert.getByText(/fixed power of 5000 MW/).waitFor();
      await alert.getByRole('button', { name: 'Show this run' }).click();
      await card
        .getByTestId('run-failure')
        .getByText(/solver: INFEASIBLE/)
        .waitFor();
      await card.locator('tr[data-status="failed"][aria-selected="true"]').waitFor();
      await screenshot(page, 'optimization-run-alert');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'optimization-run-alert-390');
      await page.setViewportSize({ width: 1440, height: 900 });

      await page.goto(`${started.stack.baseUrl}/en/cockpit/alpine/hochalm`);
      const cockpit = page.getByTestId('run-alert');
      await cockpit.getByText(/fixed power of 5000 MW/).waitFor({ timeout: 30_000 });
      await cockpit.getByRole('link', { name: 'Open Optimization' }).waitFor();
      await screenshot(page, 'cockpit-run-alert');
    });
    await runSql(started.stack, [`delete from series_override where value = 5000`]);
  });
});
