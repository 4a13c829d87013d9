// Long-term water values on the Water Value screen (issue 14): an operator starts a run, the curves,
// the table with the current filling marked and the run's summary appear; a read-only user has no button.
import { maxOf, minOf } from '@penstock/domain';
import { describe, expect, test } from 'vitest';
import { screenshot, withPage } from './harness.js';
import { openAsOperator, useAdminStack } from './support/adminSession.js';

const env = useAdminStack();

describe('long-term water values', () => {
  test('an operator recomputes them and sees curves against filling, the table and the run', async () => {
    await withPage(async (page) => {
      await openAsOperator(page, env.stack, `/en/water-value/alpine/hochalm`);
      const panel = page.getByTestId('long-term-panel');
      // the first start trained the plant already (issue 21); Recompute trains it again
      await panel.getByRole('button', { name: 'Recompute' }).waitFor({ timeout: 30_000 });
      const started = page.waitForResponse((r) => r.request().method() === 'POST' && /long-term-run$/.test(r.url()));
      await panel.getByRole('button', { name: 'Recompute' }).click();
      const { version } = (await (await started).json()) as { version: number };
      // the one-reservoir plant is solved by the SDP in a worker; the runs list polls until it is done, and
      // then the panel shows the new run's values without a reload (issue 27 item 12: it said "No long-term
      // water values yet" until one)
      await expect
        .poll(() => panel.getByText(`Run ${version} · SDP`).isVisible(), { timeout: 180_000, interval: 1_000 })
        .toBe(true);
      await panel.getByTestId('water-value-curves').waitFor();
      await expect.poll(() => panel.getByTestId('convergence-summary').isVisible(), { timeout: 20_000 }).toBe(true);
      expect(await panel.getByTestId('convergence-summary').innerText()).toMatch(/SDP on a grid of 201 contents/);
      expect(await panel.getByTestId('current-filling-line').count()).toBe(1);
      const table = panel.getByTestId('water-value-table');
      expect(await table.locator('thead th').count()).toBe(22); // week + 21 fillings
      expect(await table.locator('th[aria-current="true"]').count()).toBe(1); // the current filling's column
      expect(await table.locator('tbody tr').count()).toBe(78);
      expect(await table.locator('tr[aria-current="date"]').count()).toBe(1);
      await screenshot(page, 'long-term-water-values');
      // every curve lies inside the plot (values above the top tick were cut off: issue 27 item 12)
      const svg = panel.getByTestId('water-value-curves');
      const ys = (await svg.locator('path').evaluateAll((ps) => ps.map((p) => p.getAttribute('d') ?? ''))).flatMap(
        (d) => [...d.matchAll(/[ML][\d.-]+ ([\d.-]+)/g)].map((m) => Number(m[1])),
      );
      expect(ys.length).toBeGreaterThan(0);
      const gridYs = await svg.locator('g line').evaluateAll((ls) => ls.map((l) => Number(l.getAttribute('y1'))));
      expect(minOf(ys)).toBeGreaterThanOrEqual(minOf(gridYs) - 0.05);
      expect(maxOf(ys)).toBeLessThanOrEqual(maxOf(gridYs) + 0.05);

      // issue 21: the next optimisation run values its water by that run's cuts, and the screen says so
      const auth = `Basic ${Buffer.from('operator@penstock.demo:Penstock-demo-2026!').toString('base64')}`;
      const tokens = await (
        await fetch(`${env.stack.baseUrl}/api/dashboard-v3/auth/token`, { headers: { authorization: auth } })
      ).json();
      const headers = { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' };
      const runs = `${env.stack.baseUrl}/api/dashboard-v3/portfolio/alpine/plant/hochalm/optimization`;
      const queued = await (await fetch(runs, { method: 'POST', headers, body: '{}' })).json();
      await expect
        .poll(async () => (await (await fetch(`${runs}/${queued.id}`, { headers })).json()).status, {
          timeout: 180_000,
          interval: 1_000,
        })
        .toBe('succeeded');
      await page.reload();
      const basis = page.getByTestId('water-value-long-term-run');
      await expect
        .poll(async () => (await basis.isVisible()) && basis.innerText(), { timeout: 30_000 })
        .toMatch(/Curves valued by long-term run \d+ of /);
      await screenshot(page, 'water-value-long-term-run');
      // the plan's point: on the chart at the current filling, inside the plot
      const dot = page.getByTestId('long-term-panel').getByTestId('short-term-dot');
      await dot.waitFor({ timeout: 30_000 });
      const cy = Number(await dot.getAttribute('cy'));
      const grid = await page
        .getByTestId('water-value-curves')
        .locator('g line')
        .evaluateAll((ls) => ls.map((l) => Number(l.getAttribute('y1'))));
      expect(cy).toBeGreaterThanOrEqual(minOf(grid) - 0.05);
      expect(cy).toBeLessThanOrEqual(maxOf(grid) + 0.05);
      await screenshot(page, 'long-term-water-values-plan-point');
    });
  }, 480_000);

  test('a read-only portfolio shows no button to start a run', async () => {
    await withPage(async (page) => {
      await openAsOperator(page, env.stack, `/en/water-value/river/innau`);
      await page.getByTestId('long-term-panel').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('long-term-panel').getByRole('button', { name: 'Recompute' }).count()).toBe(0);
    });
  }, 120_000);
});
