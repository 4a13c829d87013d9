import { maxOf } from '@penstock/domain';
import { solvePlan, type OptimizerModel, type PlanResult, type ReservePlan } from '@penstock/optimizer';
import { describe, expect, it } from 'vitest';
import { D, H, NOW, TODAY } from '../../testing/demoMoment.js';
import { injectAs, postOk } from '../../testing/injectAs.js';
import { withoutModule } from '../../testing/withoutModule.js';
import { worldAppOfFile } from '../../testing/worldAppOfFile.js';
import { buildPlantModel } from '../optimization/index.js';
import { blockOffsetOf } from './modelReserves.js';
import { storeReservePlan } from './reservePlan.repo.js';
import { GRID_RESERVES, gridReserveBody } from './testing/gridReserveBody.js';

const Q = H / 4;
const API = '/api/dashboard-v3/portfolio/alpine';

const w = worldAppOfFile(NOW);

const reserve = postOk(
  injectAs(
    () => w.t,
    () => w.operator,
  ),
  GRID_RESERVES,
  (over) =>
    gridReserveBody({
      capacity_price: 12,
      activation_factor: 0.5,
      activation_compensation: 100,
      ...over,
    }),
);

/** How the model holds gridReserveBody's reserve. */
const GRID_RESERVE_IN_MODEL = {
  unit: 'hochalm.m1',
  product: 'aFRR',
  direction: 'positive',
  type: 'spinning',
  mode: 'included',
  blockSteps: 4,
} as const;

describe('reserves reach the model', () => {
  it('blocks start at the plant-zone midnight and every hourly_schedule hours', () => {
    // 01:00 in Vienna: the next 4-hour block starts at 04:00, 3 steps on; 15-minute steps: 12
    expect(blockOffsetOf(TODAY + H, 3600, 4, 'Europe/Vienna')).toBe(3);
    expect(blockOffsetOf(TODAY + H, 900, 4, 'Europe/Vienna')).toBe(12);
    expect(blockOffsetOf(TODAY + 8 * H, 3600, 4, 'Europe/Vienna')).toBe(0);
    expect(blockOffsetOf(TODAY + 8 * H, 3600, 24, 'Europe/Vienna')).toBe(16);
  });

  it("an Active reserve overlapping the horizon is in the run's model with its MW, price and blocks; others are not", async () => {
    const held = await reserve({});
    const offer = await reserve({
      product_name: 'FCR',
      direction: 'symmetric',
      mode: 'additional',
      mw: null,
      capacity_price: 20,
      min_bid_mw: 1,
      bid_step_mw: 1,
      hourly_schedule: 4,
      start_ts: TODAY + 2 * D + 4 * H,
      end_ts: TODAY + 3 * D,
    });
    const off = await reserve({ status: 'Inactive' });
    const later = await reserve({ start_ts: TODAY + 5 * D, end_ts: TODAY + 5 * D + 4 * H });
    const start = TODAY + 2 * D + H; // 01:00 in Vienna
    const built = await buildPlantModel(w.t.db, { physicalPlantId: 'hochalm', start, hours: 12, now: NOW });
    const reserves = built.model.reserves ?? [];
    expect(reserves.map((r) => r.id).sort()).toEqual([held.id, offer.id].sort());
    expect(reserves.map((r) => r.id)).not.toContain(off.id);
    expect(reserves.map((r) => r.id)).not.toContain(later.id);
    const a = reserves.find((r) => r.id === held.id)!;
    expect(a).toMatchObject({
      ...GRID_RESERVE_IN_MODEL,
      blockOffset: 3,
      activationFactor: 0.5,
      activationCompensation: 100,
      fromStep: 0,
      toStep: 7, // valid until 08:00 local: steps 01:00 ... 07:00
    });
    expect(a.mw).toEqual([10, 10, 10, 10, 10, 10, 10, null, null, null, null, null]);
    const f = reserves.find((r) => r.id === offer.id)!;
    const pMax = built.model.units.find((u) => u.id === 'hochalm.m1')!.pMax;
    expect(f).toMatchObject({
      mode: 'additional',
      direction: 'symmetric',
      minBid: 1,
      bidStep: 1,
      fromStep: 3,
      toStep: 12,
    });
    expect(f.mw).toEqual([null, null, null, ...Array(9).fill(pMax)]);
    expect(f.capacityPrice).toEqual([null, null, null, ...Array(9).fill(20)]);
    expect(built.reserves.map((r) => [r.id, r.steps])).toEqual(
      expect.arrayContaining([
        [held.id, 7],
        [offer.id, 9],
      ]),
    );
    expect(
      built.notes.some((n) =>
        /grid reserve aFRR positive \(included\) on .*: 10 MW held in 7 of 12 steps, 4 h blocks/.test(n),
      ),
    ).toBe(true);
  });
});

describe("the run's reserve plan and the schedule", () => {
  const stepsOf = (n: number, v: (i: number) => number) => Array.from({ length: n }, (_, i) => v(i));
  /** A run row of hochalm that succeeded, its horizon [start, end), finished at `finished`. */
  const run = async (start: number, end: number, finished: number) =>
    (
      await w.t.db
        .insertInto('optimization_run')
        .values({
          physical_plant_id: 'hochalm',
          plant_view_id: 'hochalm',
          status: 'succeeded',
          finished_at: new Date(finished),
          summary: JSON.stringify({ start, end }),
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  it('stores held MW, activation and revenue per step; each step reads from the latest succeeded run covering it', async () => {
    const r = await reserve({ start_ts: TODAY + 4 * D, end_ts: TODAY + 4 * D + 8 * H });
    const start = TODAY + 4 * D;
    const model = {
      start,
      stepSeconds: 3600,
      steps: 8,
      price: 50,
      reservoirs: [],
      units: [],
      reserves: [
        {
          id: r.id,
          ...GRID_RESERVE_IN_MODEL,
          mw: 10,
          capacityPrice: 12,
          activationFactor: 0.5,
          activationCompensation: 100,
        },
      ],
    } as OptimizerModel;
    // the plan holds 10 MW, but only 6 in the last block (4 MW short); activation 0.5 x held, upward
    const held = stepsOf(8, (i) => (i < 4 ? 10 : 6));
    const plan = {
      reserves: [
        {
          id: r.id,
          unit: 'hochalm.m1',
          product: 'aFRR',
          direction: 'positive',
          held,
          shortfall: held.map((h) => 10 - h),
          activatedEnergy: held.map((h) => 0.5 * h),
          activatedUp: held.map((h) => 0.5 * h),
          activatedDown: held.map(() => 0),
          shortfallPrice: 600,
        } as Partial<ReservePlan>,
      ],
    } as PlanResult;
    const first = await run(start, start + 8 * H, NOW);
    const stored = await w.t.db.transaction().execute((trx) => storeReservePlan(first, model, plan, trx));
    // by hand: capacity 12 x (4 x 10 + 4 x 6) = 768, activation 100 x (4 x 5 + 4 x 3) = 3200
    expect(stored.revenue).toBeCloseTo(768 + 3200, 9);
    expect(stored.shortfall_mwh).toBeCloseTo(16, 9);

    const url = (q: string) =>
      `${API}/plant/hochalm/grid-reserve-schedule?start-ts=${start}&end-ts=${start + 8 * H}${q}`;
    const raw = (await w.t.app.inject({ method: 'GET', url: url(''), headers: w.operator })).json();
    expect(raw.currency).toBe('EUR');
    expect(raw.run_ids).toEqual([first]);
    const mine = raw.reserves.find((x: { grid_reserve_id: string }) => x.grid_reserve_id === r.id);
    expect(mine).toMatchObject({
      power_unit_id: 'hochalm.m1',
      product_name: 'aFRR',
      direction: 'positive',
      mode: 'included',
    });
    expect(mine.steps.map((s: { held_mw: number }) => s.held_mw)).toEqual(held);
    expect(mine.steps[0]).toEqual({
      ts: start,
      held_mw: 10,
      shortfall_mw: 0,
      activated_mwh: 5,
      activated_up_mwh: 5,
      activated_down_mwh: 0,
      revenue: 12 * 10 + 100 * 5,
      run_id: first,
    });
    expect(mine.revenue).toBeCloseTo(3968, 9);
    // a day bucket in the plant's zone: mean MW, summed energy and revenue
    const day = (await w.t.app.inject({ method: 'GET', url: url('&granularity=day'), headers: w.operator })).json();
    const d = day.reserves.find((x: { grid_reserve_id: string }) => x.grid_reserve_id === r.id);
    expect(d.steps).toHaveLength(1);
    expect(d.steps[0]).toMatchObject({ ts: start, held_mw: 8, shortfall_mw: 2, activated_mwh: 32, run_id: first });
    expect(d.steps[0].revenue).toBeCloseTo(3968, 9);

    // the obligation not held is a violation of the plan: its span, the largest MW short, the MW sold,
    // its price and cost (by hand: 4 MW x 4 h x 600 EUR per MW and hour = 9,600 EUR)
    const violations = async () =>
      (
        await w.t.app.inject({
          method: 'GET',
          url: `${API}/violations?start-ts=${start}&end-ts=${start + 8 * H}&types=grid_reserve_shortfall`,
          headers: w.admin, // viewConstraintViolations
        })
      ).json().violations;
    expect(await violations()).toEqual([
      expect.objectContaining({
        constraint_id: r.id,
        component_id: 'hochalm.m1',
        constraint_type: 'grid_reserve_shortfall',
        type_display_name: 'Grid reserve aFRR positive not held',
        unit: 'MW',
        plant: 'hochalm',
        start: start + 4 * H,
        end: start + 8 * H,
        worst_value: 4,
        limit_value: 10,
        source: 'plan',
        upcoming: true,
        penalty_price: 600,
        penalty_cost: 9600,
        currency: 'EUR',
      }),
    ]);

    // a later run over the last 4 hours held no reserve there: those hours have none (one plan)
    const second = await run(start + 4 * H, start + 12 * H, NOW + H);
    const after = (await w.t.app.inject({ method: 'GET', url: url(''), headers: w.operator })).json();
    const kept = after.reserves.find((x: { grid_reserve_id: string }) => x.grid_reserve_id === r.id);
    expect(kept.steps.map((s: { ts: number }) => s.ts)).toEqual(stepsOf(4, (i) => start + i * H));
    expect(after.run_ids).toEqual([first]);
    expect(second).not.toBe(first);
    expect(await violations()).toEqual([]);
  });

  it('a plan at 15 minutes: its shortfall violations are spans of consecutive quarter hours, each ending a quarter hour after its last short step', async () => {
    const start = TODAY + 5 * D;
    const { id } = await reserve({
      product_name: 'FCR',
      direction: 'symmetric',
      activation_factor: 0,
      activation_compensation: 0,
      start_ts: start,
      end_ts: start + 4 * H,
    });
    const model = {
      start,
      stepSeconds: 900,
      steps: 16,
      price: 50,
      reservoirs: [],
      units: [],
      reserves: [
        {
          id,
          unit: 'hochalm.m1',
          product: 'FCR',
          direction: 'symmetric',
          type: 'spinning',
          mode: 'included',
          blockSteps: 16,
          mw: 10,
          capacityPrice: 12,
          activationFactor: 0,
          activationCompensation: 0,
        },
      ],
    } as OptimizerModel;
    // 2 MW short in quarter hours 4-7 (01:00-02:00), held in full at 02:00, 3 MW short at 02:15
    const shortfall = Array.from({ length: 16 }, (_, i) => (i >= 4 && i < 8 ? 2 : i === 9 ? 3 : 0));
    const plan = {
      reserves: [
        {
          id,
          unit: 'hochalm.m1',
          product: 'FCR',
          direction: 'symmetric',
          held: shortfall.map((s) => 10 - s),
          shortfall,
          activatedEnergy: shortfall.map(() => 0),
          activatedUp: shortfall.map(() => 0),
          activatedDown: shortfall.map(() => 0),
          shortfallPrice: 600,
        } as Partial<ReservePlan>,
      ],
    } as PlanResult;
    const first = await run(start, start + 4 * H, NOW);
    await w.t.db.transaction().execute((trx) => storeReservePlan(first, model, plan, trx));

    const res = await w.t.app.inject({
      method: 'GET',
      url: `${API}/violations?start-ts=${start}&end-ts=${start + 4 * H}&types=grid_reserve_shortfall`,
      headers: w.admin, // viewConstraintViolations
    });
    expect(res.statusCode, res.body).toBe(200);
    // by hand: 600 EUR per MW and hour x 2 MW x 4 quarter hours x 0.25 h = 1,200; 600 x 3 x 0.25 = 450
    const span = (from: number, to: number, worst: number, cost: number) => ({
      start: start + from * Q,
      end: start + to * Q,
      worst_value: worst,
      limit_value: 10,
      penalty_price: 600,
      penalty_cost: cost,
      currency: 'EUR',
    });
    expect(res.json().violations).toEqual([
      expect.objectContaining(span(4, 8, 2, 1200)),
      expect.objectContaining(span(9, 10, 3, 450)),
    ]);
  });

  it('validates the range and is gated by the module', async () => {
    const get = (q: string) =>
      w.t.app.inject({ method: 'GET', url: `${API}/plant/hochalm/grid-reserve-schedule?${q}`, headers: w.operator });
    expect((await get(`start-ts=${TODAY}&end-ts=${TODAY}`)).statusCode).toBe(400);
    expect((await get(`start-ts=${TODAY}&end-ts=${TODAY + 400 * D}`)).statusCode).toBe(400);
    expect((await get(`start-ts=${TODAY}&end-ts=${TODAY + D}&granularity=minute`)).statusCode).toBe(400);
    expect((await get(`start-ts=${TODAY}&end-ts=${TODAY + D}&timezone=Mars/Olympus`)).statusCode).toBe(400);
    expect(
      (
        await w.t.app.inject({
          method: 'GET',
          url: `/api/dashboard-v3/portfolio/pumped/plant/gletschersee/grid-reserve-schedule?start-ts=${TODAY}&end-ts=${TODAY + D}`,
          headers: w.operator,
        })
      ).statusCode,
    ).toBe(404);
    await withoutModule(w.t, 'hochalm', 'grid_reserves', async () => {
      expect((await get(`start-ts=${TODAY}&end-ts=${TODAY + D}`)).statusCode).toBe(403);
    });
  });
});

const UNIT = `${API}/plant/hochalm/control-unit/hochalm.m1`;

describe("a unit's droop limits its FCR", () => {
  it('is stored on the unit (validated, with history) and a run holds at most 2 x 0.2 Hz x p_max / droop', async () => {
    const put = (droop: unknown) =>
      w.t.app.inject({ method: 'PUT', url: UNIT, headers: w.admin, payload: { droop_percent: droop } });
    const zero = await put(0);
    expect(zero.statusCode).toBe(400);
    expect(zero.body).toContain('droop_percent');
    expect((await put('five')).statusCode).toBe(400);
    expect((await put(5)).statusCode, 'admin may edit static data').toBe(200);
    const units = (
      await w.t.app.inject({ method: 'GET', url: `${API}/plant/hochalm/components`, headers: w.admin })
    ).json().control_units as { id: string; droop_percent: number | null }[];
    expect(units.find((u) => u.id === 'hochalm.m1')!.droop_percent).toBe(5);
    const history = (await w.t.app.inject({ method: 'GET', url: `${UNIT}/history`, headers: w.admin })).json();
    expect(JSON.stringify(history)).toContain('droop_percent');

    // an FCR offer at a capacity price far above any energy value: the unit would hold all it can
    const fcr = await reserve({
      product_name: 'FCR',
      direction: 'symmetric',
      mode: 'additional',
      mw: null,
      capacity_price: 5000,
      activation_factor: 0,
      activation_compensation: 0,
    });
    const built = await buildPlantModel(w.t.db, {
      physicalPlantId: 'hochalm',
      start: TODAY + 2 * D,
      hours: 8,
      now: NOW,
    });
    const g = built.model.reserves!.find((r) => r.id === fcr.id)!;
    const pMax = built.model.units.find((u) => u.id === 'hochalm.m1')!.pMax!;
    expect(g).toMatchObject({ droop: 5, deltaF: 0.2, nominalPower: pMax });
    const plan = await solvePlan(built.model);
    const held = plan.reserves!.find((r) => r.id === g.id)!.held;
    // by hand: 2 x 0.2 x p_max / 5 = 0.08 x p_max (without the droop it would hold up to half of p_max)
    expect(maxOf(held)).toBeCloseTo(0.08 * pMax, 6);
  });
});
