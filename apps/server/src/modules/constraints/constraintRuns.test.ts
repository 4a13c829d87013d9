import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { runPlanRows, startRunAndWait } from '../../testing/optimizationRuns.js';
import { worldAppWithWorkers } from '../../testing/worldAppWithWorkers.js';
import { withoutModule } from '../../testing/withoutModule.js';
import { bearer, signIn } from '../../testing/signIn.js';
import type { OptimizerModel } from '@penstock/optimizer';
import { findViolations } from './detectViolations.js';
import { modelConstraints } from './modelConstraints.js';

const BASE = '/api/dashboard-v3/portfolio/alpine/plant/hochalm';
const H = 3_600_000;
const START = Date.UTC(2026, 9, 30, 11); // the latest measured content: every run's first hour
const NONE = { hour_of_day: null, day_of_week: null, day_of_month: null, month_of_year: null, day_of_year: null };

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => ({ t, admin } = await worldAppWithWorkers()), 180_000);
afterAll(() => t?.close());

const optimise = (hours: number) => startRunAndWait(t.app, `${BASE}/optimization`, admin, { hours });
const add = async (body: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${BASE}/constraint`,
    headers: admin,
    payload: {
      status: 'Active',
      validity_start_timestamp_millis: START,
      validity_end_timestamp_millis: null,
      recurring_pattern: null,
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const deactivate = (c: { id: string; version: number }) =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}/constraint/${c.id}/deactivate`,
    headers: admin,
    payload: { version: c.version, deactivated_timestamp_millis: START },
  });

describe('every active constraint is part of every run', () => {
  it('a residual flow through the spillway in the night hours: the plan obeys it, the run lists it, and it goes when deactivated', async () => {
    const before = await optimise(48);
    expect(before.status).toBe('succeeded');
    const base = (await runPlanRows(t.db, before.id, 'discharge', 'hochalm.spillway')).map((r) => r.value);
    // 22:00-05:59 local (Vienna, UTC+1 in November): a 2.5 m3/s residual flow
    const night = { ...NONE, hour_of_day: { start: 22, end: 5 } };
    const c = await add({
      type_name: 'gate_min_discharge',
      constrainable_id: 'hochalm.spillway',
      value: 2.5,
      recurring_pattern: night,
    });
    const run = await optimise(48);
    expect(run.status, run.log.join('\n')).toBe('succeeded');
    const rows = await runPlanRows(t.db, run.id, 'discharge', 'hochalm.spillway');
    const localHour = (ts: Date) => (ts.getUTCHours() + 1) % 24;
    const nightRows = rows.filter((r) => localHour(r.ts) >= 22 || localHour(r.ts) <= 5);
    expect(nightRows.length).toBe(16);
    for (const r of nightRows) expect(r.value).toBeGreaterThanOrEqual(2.5 - 1e-6);
    expect(base.filter((q) => q >= 2.5 - 1e-6).length).toBeLessThan(16); // without it the plan did not release that water
    expect(run.inputs.constraints).toEqual([
      expect.objectContaining({
        id: c.id,
        type_name: 'gate_min_discharge',
        constrainable_id: 'hochalm.spillway',
        active_hours: 16,
        tier: 'regulatory',
      }),
    ]);
    expect(run.log).toContain('constraints: 1 apply in the horizon');
    expect(run.log.some((l: string) => /^constraint Minimum discharge .* \(regulatory\): 16 of 48 h$/.test(l))).toBe(
      true,
    );
    expect(run.log).toContain('constraints: 1 of 1 kept');
    // the run keeps what the plan did to it: kept, so no broken hour and no penalty
    expect(run.inputs.constraints[0].outcome).toMatchObject({
      broken_hours: 0,
      from: null,
      to: null,
      cost_eur: 0,
      unit: 'm3/s',
    });
    expect((await deactivate(c)).statusCode).toBe(200);
    const after = await optimise(48);
    expect(after.inputs.constraints).toEqual([]);
  });

  it('a stop cost makes the run a MIP: the log reports the gap and the starts or stops paid', async () => {
    const c = await add({ type_name: 'turbine_stop_cost', constrainable_id: 'hochalm.m1', value: 5000 });
    const run = await optimise(24);
    expect(run.status, run.log.join('\n')).toBe('succeeded');
    const gap = run.log.find((l: string) => l.startsWith('on/off decisions:'));
    expect(gap).toMatch(
      /^on\/off decisions: \d+ binaries, MIP gap \d+\.\d{3} % after \d+ ms by (the rounded LP relaxation|branch and cut); water values from the LP with them fixed$/,
    );
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
    expect(
      run.log.some((l: string) => /^Constraint "Minimum discharge .*" \(regulatory\) is broken 24 times/.test(l)),
    ).toBe(true);
    expect((await deactivate(c)).statusCode).toBe(200);
  });

  it("violations are checked against the current plan: the latest run's plan where it has one", async () => {
    // checked as at the runs' first hour, so their horizon is the upcoming part
    const upcoming = async (id: string) =>
      (await findViolations(t.db, 'hochalm', START, START + 24 * H, START)).filter(
        (v) => v.constraint_id === id && v.source === 'plan',
      );
    // a run that releases at least 2.5 m3/s through the spillway (the stored simulated plan releases nothing there)
    const min = await add({ type_name: 'gate_min_discharge', constrainable_id: 'hochalm.spillway', value: 2.5 });
    expect((await optimise(24)).status).toBe('succeeded');
    expect((await deactivate(min)).statusCode).toBe(200);
    // at most 1 m3/s from now on: that run's plan breaks it in every hour (the simulated plan would not)
    const max = await add({ type_name: 'gate_max_discharge', constrainable_id: 'hochalm.spillway', value: 1 });
    const broken = await upcoming(max.id);
    expect(broken.length).toBeGreaterThan(0);
    expect(broken[0].worst_value).toBeGreaterThanOrEqual(2.5 - 1e-6);
    // the next run keeps it, and its plan is what is checked now
    const run = await optimise(24);
    expect(run.inputs.constraints[0].outcome).toMatchObject({ broken_hours: 0 });
    expect(await upcoming(max.id)).toEqual([]);
    expect((await deactivate(max)).statusCode).toBe(200);
  });

  it('a level target in the future is enforced only with Advanced Production Planning (spec 2 section 4)', async () => {
    const c = await add({
      type_name: 'reservoir_level_target',
      constrainable_id: 'hochalm.reservoir',
      value: 2010,
      validity_start_timestamp_millis: START + 2 * H,
      validity_end_timestamp_millis: START + 10 * H,
    });
    const model = {
      start: START,
      stepSeconds: 3600,
      steps: 24,
      price: 0,
      reservoirs: [{ id: 'hochalm.reservoir', initialContent: 0, inflow: 0 }],
      units: [],
    } as OptimizerModel;
    const plant = { id: 'hochalm', market_timezone: 'Europe/Vienna', plant_state: 'Live' };
    const used = async () => (await modelConstraints(t.db, plant, model, START)).used.find((u) => u.id === c.id);
    expect(await used()).toMatchObject({ active_hours: 8 });
    try {
      await withoutModule(t, 'hochalm', 'advanced_production_planning', async () => {
        const out = await modelConstraints(t.db, plant, model, START);
        expect(out.used.find((u) => u.id === c.id)).toBeUndefined();
        expect(out.notes).toContain(
          'constraint Level target on Hochalmspeicher: not enforced in the future without the Advanced Production Planning module',
        );
        // in the past it still holds: seen from after its period, it is used
        expect(
          (await modelConstraints(t.db, plant, model, START + 12 * H)).used.find((u) => u.id === c.id),
        ).toMatchObject({ active_hours: 8 });
      });
    } finally {
      expect((await deactivate(c)).statusCode).toBe(200);
    }
  });

  it("a run refreshes the plant's stored violations at once: its plan is the current plan", async () => {
    const shift = START - Date.now();
    t.clock.advance(shift); // the world's "now": the run's horizon lies in the violations window
    const realAdmin = admin;
    admin = bearer((await signIn(t.app, 'admin@penstock.demo')).access_token); // a token of that time
    try {
      const c = await add({ type_name: 'gate_min_discharge', constrainable_id: 'hochalm.spillway', value: 100_000 });
      const stored = () =>
        t.db
          .selectFrom('constraint_violation')
          .select(['source', 'start_ts'])
          .where('constraint_id', '=', c.id)
          .execute();
      // saving it re-detected the plant at once; cleared here so what follows is the run's own refresh
      expect((await stored()).length).toBeGreaterThan(0);
      await t.db.deleteFrom('constraint_violation').where('constraint_id', '=', c.id).execute();
      const run = await optimise(24);
      expect(run.inputs.constraints[0].outcome.broken_hours).toBe(24);
      // no detection task ran: the run's worker stores what its plan breaks right after the run ends
      await expect
        .poll(async () => (await stored()).filter((r) => r.source === 'plan').length, { timeout: 20_000 })
        .toBeGreaterThan(0);
      const rows = await stored();
      expect(rows.every((r) => r.source === 'actual' || r.start_ts.getTime() >= START)).toBe(true);
      expect((await deactivate(c)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-shift);
      admin = realAdmin;
    }
  });
});
