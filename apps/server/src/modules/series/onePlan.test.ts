import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOCHALM, planFrame } from './testing/planFrame.js';
import { signedInWorldApp } from '../../testing/signedInWorldApp.js';
import type { TestApp } from '../../testing/createTestApp.js';
import { runPlanRows, startRunAndWait } from '../../testing/optimizationRuns.js';

/**
 * Issue 21, "one plan": the plan of an hour is the latest succeeded run's plan (per hour) with
 * the operator's plan overrides applied, and every reader answers it: the cockpit chart, the edit
 * grid's original and its conflict check, violations. A run's whole plan is readable through
 * with-override-info?kind=plan with the run id.
 */
type InfoFrame = {
  time: number[];
  values: Array<number | null>;
  original: Array<number | null>;
  override: Array<number | null>;
  run_id: Array<string | null>;
};

let t: TestApp;
let operator: Record<string, string>;
let admin: Record<string, string>;
const H = 3_600_000;

// workers only: no periodic optimisation adds runs mid-test
beforeAll(async () => ({ t, operator, admin } = await signedInWorldApp({ workers: true })), 180_000);
afterAll(() => t?.close());

const runAndWait = async (hours: number) => {
  const run = await startRunAndWait(t.app, `${HOCHALM}/optimization`, operator, { hours });
  expect(run.status, run.log.join('\n')).toBe('succeeded');
  return run as { id: string; summary: { start: number; end: number } };
};

const chart = (unit: string, start: number, end: number) => planFrame(t, operator, unit, start, end);

async function grid(component: string, quantity: string, start: number, end: number, run?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${HOCHALM}/with-override-info?kind=plan&start-ts=${start}&end-ts=${end}&component=${component}&quantity=${quantity}${run ? `&run=${run}` : ''}`,
    headers: operator,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().frames[0] as InfoFrame;
}

describe('one plan', () => {
  let long: { id: string; summary: { start: number; end: number } };
  let short: { id: string; summary: { start: number; end: number } };

  beforeAll(async () => {
    long = await runAndWait(48);
    short = await runAndWait(24); // newer, but plans only the first 24 of the 48 hours
  }, 120_000);

  it("the edit grid's original is the chart's plan, hour by hour: the newest run covering it, else the older run", async () => {
    const start = short.summary.start;
    expect(long.summary.start).toBe(start);
    const end = start + 48 * H;
    for (const unit of ['hochalm.m1', 'hochalm.m2']) {
      const [c, g] = await Promise.all([chart(unit, start, end), grid(unit, 'power', start, end)]);
      expect(g.time).toEqual(c.time);
      expect(g.original).toEqual(c.values);
      expect(g.values).toEqual(c.values);
      // hours 0-23 from the newer 24-hour run, 24-47 from the 48-hour run
      expect(g.run_id).toEqual([...Array(24).fill(short.id), ...Array(24).fill(long.id)]);
      const fromShort = (await runPlanRows(t.db, short.id, 'power', unit)).map((r) => r.value);
      const fromLong = (await runPlanRows(t.db, long.id, 'power', unit)).map((r) => r.value);
      expect(g.original).toEqual([...fromShort, ...fromLong.slice(24)]);
    }
  });

  it('an override saved against the plan value the grid showed is accepted and shows in the chart and the grid', async () => {
    const ts = short.summary.start + 30 * H;
    const before = await grid('hochalm.m1', 'power', ts, ts + H);
    const shown = before.values[0];
    expect(shown).not.toBeNull();
    // within the unit's limits (0 to about 160 MW): 20 MW less, or more from a low value
    const value = Math.round((shown! > 40 ? shown! - 20 : shown! + 20) * 10) / 10;
    const save = await t.app.inject({
      method: 'POST',
      url: `${HOCHALM}/overrides?kind=plan`,
      headers: admin, // the run's horizon lies before the test clock's now: plans in the past are for admins
      payload: { cells: [{ component_id: 'hochalm.m1', quantity: 'power', ts, value, expected_previous: shown }] },
    });
    expect(save.statusCode, save.body).toBe(200);
    const after = await grid('hochalm.m1', 'power', ts, ts + H);
    expect(after.original).toEqual([shown]);
    expect(after.override).toEqual([value]);
    expect((await chart('hochalm.m1', ts, ts + H)).values).toEqual([value]);

    // a stale client (still holding the stored simulated plan, or any other value) gets 409
    const stale = await t.app.inject({
      method: 'POST',
      url: `${HOCHALM}/overrides?kind=plan`,
      headers: admin,
      payload: { cells: [{ component_id: 'hochalm.m1', quantity: 'power', ts, value: 1, expected_previous: shown }] },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().conflicts[0]).toMatchObject({ current: value, original: shown });
  });

  it("a run's discharge, spill, content and level are readable with its run id, also when a newer run covers the hours", async () => {
    const { start, end } = long.summary;
    const cases: Array<[string, string]> = [
      ['hochalm.m1', 'discharge'],
      ['hochalm.m2', 'discharge'],
      ['hochalm.reservoir', 'spill'],
      ['hochalm.reservoir', 'content'],
      ['hochalm.reservoir', 'level'],
    ];
    for (const [component, quantity] of cases) {
      const stored = await runPlanRows(t.db, long.id, quantity, component);
      const inRange = stored.filter((r) => r.ts.getTime() >= start && r.ts.getTime() < end);
      expect(inRange.length, `${component} ${quantity}`).toBe(48);
      const g = await grid(component, quantity, start, end, long.id);
      expect(g.time).toEqual(inRange.map((r) => r.ts.getTime()));
      expect(g.original).toEqual(inRange.map((r) => r.value));
      expect(new Set(g.run_id)).toEqual(new Set([long.id]));
    }
  });

  it('a run id of another kind of query or not a uuid answers 400', async () => {
    const { start } = long.summary;
    const res = await t.app.inject({
      method: 'GET',
      url: `${HOCHALM}/with-override-info?kind=actual&start-ts=${start}&end-ts=${start + H}&run=${long.id}`,
      headers: operator,
    });
    expect(res.statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${HOCHALM}/with-override-info?kind=plan&start-ts=${start}&end-ts=${start + H}&run=nope`,
      headers: operator,
    });
    expect(bad.statusCode).toBe(400);
  });
});
