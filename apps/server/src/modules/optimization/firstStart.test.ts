import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorldTestApp, TEST_WORLD } from '../../testing/createWorldTestApp.js';
import type { TestApp } from '../../testing/createTestApp.js';
import { runPlanRows, waitForRun } from '../../testing/optimizationRuns.js';
import { longTermFutureValue } from '../longTerm/index.js';
import { bearer, signIn } from '../../testing/signIn.js';
import { startScheduler } from '../scheduler/startScheduler.js';
import { queueFirstStartRuns } from './queueFirstStartRuns.js';

/**
 * Issue 21, "water values from the first start": the first start queues each live plant's
 * long-term run before its first short-term run, and that run values the water it leaves by the
 * long-term cuts, so its water values move instead of sitting at the horizon's mean price.
 */
let t: TestApp;
let operator: Record<string, string>;
const HOCHALM = '/api/dashboard-v3/portfolio/alpine/plant/hochalm';
const WATER = '/api/dashboard-v3/portfolio/alpine/water-value/hochalm';

beforeAll(async () => {
  // three years of inflow, as the demo world has: the long-term run draws its scenarios from them
  t = await createWorldTestApp({ ...TEST_WORLD, start: Date.UTC(2023, 9, 20) });
  // one live plant keeps the test short: the others wait in Review
  await sql`update physical_plant set plant_state = 'Review' where id <> 'hochalm'`.execute(t.db);
  operator = bearer((await signIn(t.app, 'operator@penstock.demo')).access_token);
}, 180_000);
afterAll(() => t?.close());

describe('first start', () => {
  it("queues the long-term run first; the first plan's water values come from its cuts and move", async () => {
    const boss = await startScheduler({ db: t.db, log: t.app.log, clock: t.clock }, ['api', 'worker']);
    const { longTerm, done } = await queueFirstStartRuns(t.db, boss, t.app.log);
    expect(longTerm.map((r) => r.plant)).toEqual(['hochalm']);
    // no short-term run before the long-term run has ended
    const early = await t.db.selectFrom('optimization_run').select('id').execute();
    expect(early).toEqual([]);
    await done;

    const lt = await t.db
      .selectFrom('long_term_run')
      .selectAll()
      .where('id', '=', longTerm[0].run_id)
      .executeTakeFirstOrThrow();
    expect(lt.status, lt.log.join('\n')).toBe('succeeded');
    expect(lt.started_by).toBe('startup');
    const queued = await t.db.selectFrom('optimization_run').selectAll().execute();
    expect(queued).toHaveLength(1);
    expect(queued[0].started_by).toBe('startup');
    expect((queued[0].created_at as unknown as Date).getTime()).toBeGreaterThanOrEqual(lt.finished_at!.getTime());

    const run = await waitForRun(t.app, `${HOCHALM}/optimization/${queued[0].id}`, operator);
    expect(run.status, run.log.join('\n')).toBe('succeeded');
    expect(run.log.join('\n')).toMatch(/water valued by long-term run 1 \(\d+ cuts/);
    // issue 27 item 11: the run names the long-term run, and splits the value of the water left into
    // what its cuts give the end contents and the water in transit (at the mean price), adding up
    expect(run.inputs.long_term_run).toEqual({ id: lt.id, version: 1, stage_start: expect.any(Number) });
    const summary = run.summary as { terminal_value_eur: number; terminal_cuts_eur?: number };
    expect(summary.terminal_cuts_eur).toBeGreaterThan(0);
    const transit = summary.terminal_value_eur - summary.terminal_cuts_eur!;
    expect(transit).toBeGreaterThanOrEqual(-1e-6 * summary.terminal_value_eur);
    expect(transit).toBeLessThan(summary.terminal_value_eur);

    const { start, end } = run.summary as { start: number; end: number };
    const res = await t.app.inject({
      method: 'GET',
      url: `${WATER}?start-ts=${start}&end-ts=${end}`,
      headers: operator,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.run_id).toBe(run.id);
    expect(body.long_term_run).toMatchObject({ id: lt.id, version: 1, finished_at: lt.finished_at!.getTime() });
    const frame = (quantity: string) =>
      body.frames.find(
        (f: { component_id: string; quantity: string }) =>
          f.component_id === 'hochalm.reservoir' && f.quantity === quantity,
      ) as { time: number[]; values: number[] };
    const values = frame('water_value').values.filter((v) => v !== null);
    expect(values.length).toBeGreaterThan(100);
    // not the horizon's mean price the run would have used without the long-term run
    const meanPrice = Number(/mean price ([\d.]+) EUR\/MWh/.exec(run.log.join('\n'))?.[1]);
    expect(meanPrice).toBeGreaterThan(0);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(Math.abs(mean - meanPrice)).toBeGreaterThan(0.01 * meanPrice);
    // but what the long-term cuts give for the filling the plan leaves: the slope (EUR/m3) of the
    // cut that binds at the plan's end content, which differs from one filling to the next
    const future = await longTermFutureValue(t.db, 'hochalm', end);
    expect(future?.runId).toBe(lt.id);
    const content = await runPlanRows(t.db, run.id, 'content', 'hochalm.reservoir');
    const left = content[content.length - 1].value;
    const binding = [...future!.cuts].sort(
      (a, b) =>
        a.intercept +
        (a.slopes['hochalm.reservoir'] ?? 0) * left -
        (b.intercept + (b.slopes['hochalm.reservoir'] ?? 0) * left),
    )[0];
    const m3 = frame('water_value_m3').values;
    expect(m3[m3.length - 1]).toBeCloseTo(binding.slopes['hochalm.reservoir'], 6);
    const slopes = new Set(future!.cuts.map((c) => c.slopes['hochalm.reservoir']?.toFixed(6)));
    expect(slopes.size).toBeGreaterThan(1);
  }, 600_000);

  it('the weekly task is due at start while a live plant has no long-term run, and not after', async () => {
    const { longTermWaterValues } = await import('../longTerm/longTermWaterValues.js');
    expect(await longTermWaterValues.dueAtStart!(t.db)).toBe(false);
    await sql`delete from long_term_run`.execute(t.db);
    expect(await longTermWaterValues.dueAtStart!(t.db)).toBe(true);
    // a scheduler starting now queues the task at once (not next Monday), only for the plants without a run
    await startScheduler({ db: t.db, log: t.app.log, clock: t.clock }, ['scheduler']);
    let runs: Array<{ started_by: string }> = [];
    for (let i = 0; i < 150 && !runs.length; i++) {
      await new Promise((r) => setTimeout(r, 200));
      runs = await t.db.selectFrom('long_term_run').select('started_by').execute();
    }
    expect(runs).toEqual([{ started_by: 'scheduler' }]);
  }, 60_000);
});
