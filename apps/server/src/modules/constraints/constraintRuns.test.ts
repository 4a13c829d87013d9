import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorldTestApp } from '../../testing/createWorldTestApp.js';
import type { TestApp } from '../../testing/createTestApp.js';
import { runPlanRows, startRunAndWait } from '../../testing/optimizationRuns.js';
import { bearer, signIn } from '../../testing/signIn.js';
import { startScheduler } from '../scheduler/startScheduler.js';

const BASE = '/api/dashboard-v3/portfolio/alpine/plant/hochalm';
const START = Date.UTC(2026, 9, 30, 11); // the latest measured content: every run's first hour
const NONE = { hour_of_day: null, day_of_week: null, day_of_month: null, month_of_year: null, day_of_year: null };

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createWorldTestApp();
  await startScheduler({ db: t.db, log: t.app.log, clock: t.clock }, ['api', 'worker']);
  admin = bearer((await signIn(t.app, 'admin@penstock.demo')).access_token);
}, 180_000);
afterAll(() => t?.close());

const optimise = (hours: number) => startRunAndWait(t.app, `${BASE}/optimization`, admin, { hours });
const add = async (body: object) => {
  const res = await t.app.inject({ method: 'POST', url: `${BASE}/constraint`, headers: admin, payload: { status: 'Active', validity_start_timestamp_millis: START, validity_end_timestamp_millis: null, recurring_pattern: null, ...body } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const deactivate = (c: { id: string; version: number }) => t.app.inject({ method: 'POST', url: `${BASE}/constraint/${c.id}/deactivate`, headers: admin, payload: { version: c.version, deactivated_timestamp_millis: START } });

describe('every active constraint is part of every run', () => {
  it('a residual flow through the spillway in the night hours: the plan obeys it, the run lists it, and it goes when deactivated', async () => {
    const before = await optimise(48);
    expect(before.status).toBe('succeeded');
    const base = (await runPlanRows(t.db, before.id, 'discharge', 'hochalm.spillway')).map((r) => r.value);
    // 22:00-05:59 local (Vienna, UTC+1 in November): a 2.5 m3/s residual flow
    const night = { ...NONE, hour_of_day: { start: 22, end: 5 } };
    const c = await add({ type_name: 'gate_min_discharge', constrainable_id: 'hochalm.spillway', value: 2.5, recurring_pattern: night });
    const run = await optimise(48);
    expect(run.status, run.log.join('\n')).toBe('succeeded');
    const rows = await runPlanRows(t.db, run.id, 'discharge', 'hochalm.spillway');
    const localHour = (ts: Date) => (ts.getUTCHours() + 1) % 24;
    const nightRows = rows.filter((r) => localHour(r.ts) >= 22 || localHour(r.ts) <= 5);
    expect(nightRows.length).toBe(16);
    for (const r of nightRows) expect(r.value).toBeGreaterThanOrEqual(2.5 - 1e-6);
    expect(base.filter((q) => q >= 2.5 - 1e-6).length).toBeLessThan(16); // without it the plan did not release that water
    expect(run.inputs.constraints).toEqual([expect.objectContaining({ id: c.id, type_name: 'gate_min_discharge', constrainable_id: 'hochalm.spillway', active_hours: 16, tier: 'regulatory' })]);
    expect(run.log).toContain('constraints: 1 apply in the horizon');
    expect(run.log.some((l: string) => /^constraint Minimum discharge .* \(regulatory\): 16 of 48 h$/.test(l))).toBe(true);
    expect(run.log).toContain('constraints: 1 of 1 kept');
    // the run keeps what the plan did to it: kept, so no broken hour and no penalty
    expect(run.inputs.constraints[0].outcome).toMatchObject({ broken_hours: 0, from: null, to: null, cost_eur: 0, unit: 'm3/s' });
    expect((await deactivate(c)).statusCode).toBe(200);
    const after = await optimise(48);
    expect(after.inputs.constraints).toEqual([]);
  });

  it('a stop cost makes the run a MIP: the log reports the gap and the starts or stops paid', async () => {
    const c = await add({ type_name: 'turbine_stop_cost', constrainable_id: 'hochalm.m1', value: 5000 });
    const run = await optimise(24);
    expect(run.status, run.log.join('\n')).toBe('succeeded');
    const gap = run.log.find((l: string) => l.startsWith('on/off decisions:'));
    expect(gap).toMatch(/^on\/off decisions: \d+ binaries, MIP gap \d+\.\d{3} % after \d+ ms by (the rounded LP relaxation|branch and cut); water values from the LP with them fixed$/);
    expect(Number(/gap ([\d.]+) %/.exec(gap)![1])).toBeLessThanOrEqual(0.1);
    expect(run.inputs.constraints[0].outcome).toMatchObject({ broken_hours: 0, count: expect.any(Number) });
    expect((await deactivate(c)).statusCode).toBe(200);
  });

  it('a residual flow above what the spillway can release is broken, and the run says where, by how much and at what price', async () => {
    const c = await add({ type_name: 'gate_min_discharge', constrainable_id: 'hochalm.spillway', value: 100_000 });
    const run = await optimise(24);
    expect(run.status, run.log.join('\n')).toBe('succeeded');
    const outcome = run.inputs.constraints[0].outcome;
    expect(outcome.broken_hours).toBe(24);
    expect(outcome.from).toBe(run.summary.start);
    expect(outcome.worst).toBeGreaterThan(90_000);
    expect(outcome.cost_eur).toBeGreaterThan(0);
    expect(run.log.some((l: string) => /^Constraint "Minimum discharge .*" \(regulatory\) is broken 24 times/.test(l))).toBe(true);
    expect((await deactivate(c)).statusCode).toBe(200);
  });
});
