import { checkPlan, type OptimizerModel, type PlanResult } from '@penstock/optimizer';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { runPlanRows, startRunAndWait } from '../../testing/optimizationRuns.js';
import { worldAppWithWorkers } from '../../testing/worldAppWithWorkers.js';

const H = 3_600_000;
const BASE = '/api/dashboard-v3/portfolio/alpine/plant/hochalm';
const RUNS = `${BASE}/optimization`;
const START = Date.UTC(2026, 9, 30, 11); // the latest measured content: every run's first hour
const UNITS = ['hochalm.m1', 'hochalm.m2', 'hochalm.spillway'];

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => ({ t, admin } = await worldAppWithWorkers()), 180_000);
afterAll(() => t?.close());

const optimise = (hours: number) => startRunAndWait(t.app, RUNS, admin, { hours });

const planOf = (runId: string, quantity: string, owner: string) => runPlanRows(t.db, runId, quantity, owner);

/** The stored plan of a run, read back from its plan series, in the optimiser's result shape. */
async function storedPlan(runId: string, model: OptimizerModel): Promise<PlanResult> {
  const units = await Promise.all(
    model.units.map(async (u) => {
      const power = (await planOf(runId, 'power', u.id)).map((r) => r.value);
      const net = (await planOf(runId, 'discharge', u.id)).map((r) => r.value);
      return { id: u.id, power, discharge: net.map((q) => Math.max(0, q)), pumped: net.map((q) => Math.max(0, -q)) };
    }),
  );
  const reservoirs = await Promise.all(
    model.reservoirs.map(async (r) => {
      const content = (await planOf(runId, 'content', r.id)).map((x) => x.value).slice(1);
      const spill = (await planOf(runId, 'spill', r.id)).map((x) => x.value);
      return {
        id: r.id,
        content,
        spill,
        level: content.map(() => null),
        waterValue: [],
        waterValueEnergy: [],
        energyEquivalent: 0,
        softViolation: [],
      };
    }),
  );
  return {
    status: 'OPTIMAL',
    objective: 0,
    revenue: 0,
    terminalValue: 0,
    penalty: 0,
    units,
    reservoirs,
    messages: [],
    stats: { method: 'lp', rows: 0, cols: 0, nonzeros: 0, buildMs: 0, solveMs: 0, iterations: 0 },
  };
}

/** The plan value the table would have loaded (the save's expected_previous). */
const loaded = async (component: string, quantity: string, ts: number): Promise<number | null> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${BASE}/with-override-info?kind=plan&start-ts=${ts}&end-ts=${ts + H}&component=${component}&quantity=${quantity}`,
    headers: admin,
  });
  const f = res.json().frames[0] as { time: number[]; values: (number | null)[] } | undefined;
  return f?.time[0] === ts ? f.values[0] : null;
};
const savePlan = async (cells: { component_id: string; quantity: string; ts: number; value: number }[]) => {
  const withPrevious = await Promise.all(
    cells.map(async (c) => ({ ...c, expected_previous: await loaded(c.component_id, c.quantity, c.ts) })),
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `${BASE}/overrides?kind=plan`,
    headers: admin,
    payload: { cells: withPrevious },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const deletePlan = async (cells: { component_id: string; quantity: string; ts: number }[]) => {
  for (const c of cells) {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/overrides?kind=plan&component=${c.component_id}&quantity=${c.quantity}&start-ts=${c.ts}&end-ts=${c.ts + H}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
};

describe('plan overrides are fixed values of the optimiser', () => {
  it('holds a turbine at the overridden power and keeps the water balance', async () => {
    const free = await optimise(48);
    expect(free.status, free.log.join('\n')).toBe('succeeded');
    expect(free.inputs.model_start).toBe(START);
    expect(free.inputs.fixed_values).toBe(0);
    const power = await planOf(free.id, 'power', 'hochalm.m1');
    expect(power).toHaveLength(48);
    // an hour the optimiser runs the turbine (off it), and one it runs at another power (a mid value)
    const running = power.findIndex((p) => p.value > 20);
    expect(running, 'the free plan runs hochalm.m1 at some hour').toBeGreaterThanOrEqual(0);
    const other = power.findIndex((p, i) => i !== running && Math.abs(p.value - 60) > 1);
    const offAt = power[running].ts.getTime();
    const midAt = power[other].ts.getTime();
    await savePlan([
      { component_id: 'hochalm.m1', quantity: 'power', ts: offAt, value: 0 },
      { component_id: 'hochalm.m1', quantity: 'power', ts: midAt, value: 60 },
    ]);

    const run = await optimise(48);
    expect(run.status, run.log.join('\n')).toBe('succeeded');
    expect(run.inputs.fixed_values).toBe(2);
    const snapshot = (
      await t.db.selectFrom('optimization_run').select('inputs').where('id', '=', run.id).executeTakeFirstOrThrow()
    ).inputs as { model: OptimizerModel; plan_overrides: unknown[] };
    expect(snapshot.plan_overrides).toEqual([
      expect.objectContaining({
        control_unit_id: 'hochalm.m1',
        quantity: 'power',
        ts: Math.min(offAt, midAt),
        override_by: 'admin@penstock.demo',
        steps: 1,
      }),
      expect.objectContaining({
        control_unit_id: 'hochalm.m1',
        quantity: 'power',
        ts: Math.max(offAt, midAt),
        override_by: 'admin@penstock.demo',
        steps: 1,
      }),
    ]);
    expect(run.log).toContain('plan overrides: 2 fixed value(s) applied from 2 live override(s)');
    expect(
      run.log.some((l: string) => l.startsWith('check:')),
      run.log.join('\n'),
    ).toBe(false);

    const stored = await planOf(run.id, 'power', 'hochalm.m1');
    const at = (ts: number) => stored.find((p) => p.ts.getTime() === ts)!.value;
    expect(Math.abs(at(offAt))).toBeLessThan(1e-6);
    expect(Math.abs(at(midAt) - 60)).toBeLessThan(1e-6);

    const model = snapshot.model;
    expect(model.units.map((u) => u.id)).toEqual(UNITS);
    const fixed = model.units[0].fixedPower as (number | null)[];
    expect(fixed[(offAt - START) / H]).toBe(0);
    expect(fixed[(midAt - START) / H]).toBe(60);
    expect(fixed.filter((v) => v !== null)).toHaveLength(2);
    // the stored plan, read back, obeys the water balance, the limits and the fixed values
    expect(checkPlan(model, await storedPlan(run.id, model))).toEqual([]);

    // a deleted override frees the hour again
    await deletePlan([{ component_id: 'hochalm.m1', quantity: 'power', ts: midAt }]);
    const after = await optimise(48);
    expect(after.status).toBe('succeeded');
    expect(after.inputs.fixed_values).toBe(1);
    await deletePlan([{ component_id: 'hochalm.m1', quantity: 'power', ts: offAt }]);
  });

  it('fixes a turbine discharge from a discharge plan override', async () => {
    const ts = START + 5 * H;
    await savePlan([{ component_id: 'hochalm.m2', quantity: 'discharge', ts, value: 12.5 }]);
    try {
      const run = await optimise(24);
      expect(run.status, run.log.join('\n')).toBe('succeeded');
      expect(run.inputs.fixed_values).toBe(1);
      const q = (await planOf(run.id, 'discharge', 'hochalm.m2')).find((p) => p.ts.getTime() === ts)!.value;
      expect(Math.abs(q - 12.5)).toBeLessThan(1e-6);
    } finally {
      await deletePlan([{ component_id: 'hochalm.m2', quantity: 'discharge', ts }]);
    }
  });

  it('the inflow plan is the inflow forecast: editable, and a corrected forecast is what the next run reads', async () => {
    const from = START + 3 * H;
    const info = await t.app.inject({
      method: 'GET',
      url: `${BASE}/with-override-info?kind=plan&quantity=inflow&start-ts=${from}&end-ts=${from + 4 * H}`,
      headers: admin,
    });
    expect(info.statusCode).toBe(200);
    const frame = info.json().frames.find((f: { component_id: string }) => f.component_id === 'hochalm.reservoir');
    expect(frame).toMatchObject({
      kind: 'plan',
      quantity: 'inflow',
      unit: 'm3/s',
      time: [from, from + H, from + 2 * H, from + 3 * H],
    });
    expect(frame.values.every((v: number | null) => v !== null && v >= 0)).toBe(true);

    const before = await optimise(24);
    const inflowOf = async (runId: string) =>
      (
        (await t.db.selectFrom('optimization_run').select('inputs').where('id', '=', runId).executeTakeFirstOrThrow())
          .inputs as { model: OptimizerModel }
      ).model.reservoirs[0].inflow as number[];
    const original = await inflowOf(before.id);
    expect(original[3]).toBeCloseTo(frame.values[0], 6);

    await savePlan(
      [0, 1, 2, 3].map((k) => ({ component_id: 'hochalm.reservoir', quantity: 'inflow', ts: from + k * H, value: 95 })),
    );
    try {
      const corrected = (
        await t.app.inject({
          method: 'GET',
          url: `${BASE}/with-override-info?kind=plan&quantity=inflow&start-ts=${from}&end-ts=${from + 4 * H}&component=hochalm.reservoir`,
          headers: admin,
        })
      ).json().frames[0];
      expect(corrected.values).toEqual([95, 95, 95, 95]);
      expect(corrected.original).toEqual(frame.values);
      expect(corrected.override_by).toEqual(Array(4).fill('admin@penstock.demo'));
      const run = await optimise(24);
      expect(run.status, run.log.join('\n')).toBe('succeeded');
      const inflow = await inflowOf(run.id);
      expect(inflow.slice(3, 7)).toEqual([95, 95, 95, 95]);
      expect(inflow.slice(0, 3)).toEqual(original.slice(0, 3));
      expect(inflow.slice(7)).toEqual(original.slice(7));
    } finally {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `${BASE}/overrides?kind=plan&component=hochalm.reservoir&quantity=inflow&start-ts=${from}&end-ts=${from + 4 * H}`,
        headers: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it("fails the run with the optimiser's words when an override contradicts a limit", async () => {
    // The API refuses such a value (overrides.test.ts); a limit lowered after the save still leads here.
    const ts = START + 3 * H;
    const lower = (pMax: number | null) =>
      sql`update control_unit set p_max = ${pMax} where id = 'hochalm.m1'`.execute(t.db);
    const { p_max } = (
      await sql<{ p_max: number | null }>`select p_max from control_unit where id = 'hochalm.m1'`.execute(t.db)
    ).rows[0];
    await savePlan([{ component_id: 'hochalm.m1', quantity: 'power', ts, value: 50 }]);
    await lower(40);
    try {
      const run = await optimise(24);
      expect(run.status).toBe('failed');
      expect(run.log.join('\n')).toMatch(/solver: INFEASIBLE/);
      expect(run.log.join('\n')).toMatch(/fixed power of 50 MW/);
      expect(await planOf(run.id, 'power', 'hochalm.m1')).toHaveLength(0);
    } finally {
      await lower(p_max);
      await deletePlan([{ component_id: 'hochalm.m1', quantity: 'power', ts }]);
    }
  });
});
