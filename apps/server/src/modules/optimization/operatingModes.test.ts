import { maxOf } from '@penstock/domain';
import { closeSolvers, solvePlan } from '@penstock/optimizer';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorldTestApp } from '../../testing/createWorldTestApp.js';
import type { TestApp } from '../../testing/createTestApp.js';
import { buildPlantModel } from './buildPlantModel.js';

const H = 3_600_000;
const START = Date.UTC(2026, 9, 30, 11); // the test world's latest measured content
const HOURS = 48;

let t: TestApp;
beforeAll(async () => void (t = await createWorldTestApp()), 180_000);
afterAll(async () => {
  await closeSolvers();
  await t?.close();
});

const setStatus = (id: string, status: 'PASSIVE' | 'MANUAL' | 'HDG_CONTROLLED' | 'CONTROLLED_SPILL') =>
  t.db.updateTable('control_unit').set({ control_status: status }).where('id', '=', id).execute();
const model = () => buildPlantModel(t.db, { physicalPlantId: 'hochalm', start: START, hours: HOURS });

describe('the optimiser uses what the plant admin edits', () => {
  it('a PASSIVE or MANUAL unit is not dispatched: it releases nothing where no override fixes it', async () => {
    const before = await solvePlan((await model()).model);
    const m2Before = before.units.find((u) => u.id === 'hochalm.m2')!;
    expect(m2Before.discharge.some((q) => q > 1)).toBe(true); // dispatched while HDG_CONTROLLED
    for (const status of ['PASSIVE', 'MANUAL'] as const) {
      await setStatus('hochalm.m2', status);
      try {
        const built = await model();
        expect(built.notes.some((n) => n.includes(`${status}, not dispatched`))).toBe(true);
        const plan = await solvePlan(built.model);
        expect(plan.status).toBe('OPTIMAL');
        const m2 = plan.units.find((u) => u.id === 'hochalm.m2')!;
        expect(maxOf(m2.discharge.map(Math.abs))).toBeLessThan(1e-6);
        expect(maxOf(m2.power.map(Math.abs))).toBeLessThan(1e-6);
      } finally {
        await setStatus('hochalm.m2', 'HDG_CONTROLLED');
      }
    }
  });

  it('content limits hold beside the level-to-content table', async () => {
    const body = await t.db
      .selectFrom('hydro_body')
      .select(['min_content', 'max_content'])
      .where('id', '=', 'hochalm.reservoir')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('hydro_body')
      .set({ min_content: 1e6, max_content: 9e7 })
      .where('id', '=', 'hochalm.reservoir')
      .execute();
    try {
      const res = (await model()).model.reservoirs.find((r) => r.id === 'hochalm.reservoir')!;
      expect(res.levelContent?.length).toBeGreaterThan(1);
      expect(res).toMatchObject({ minContent: 1e6, maxContent: 9e7 });
    } finally {
      await t.db.updateTable('hydro_body').set(body).where('id', '=', 'hochalm.reservoir').execute();
    }
  });

  it("prices: the plant's chosen forecast source, not another source of its region", async () => {
    const plant = await t.db
      .selectFrom('physical_plant')
      .select(['price_region_id'])
      .where('id', '=', 'hochalm')
      .executeTakeFirstOrThrow();
    const before = (await model()).model.price as number[];
    // a second source with its own forecasts over the horizon (the auction result, where published, still wins)
    const { id: sourceId } = await t.db
      .insertInto('price_forecast_source')
      .values({ price_region_id: plant.price_region_id!, name: 'Second opinion' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: seriesId } = await t.db
      .insertInto('series')
      .values({
        price_region_id: plant.price_region_id!,
        price_forecast_source_id: sourceId,
        quantity: 'day_ahead_price',
        kind: 'forecast',
        unit: 'EUR/MWh',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into series_value (series_id, ts, value) select ${seriesId}, to_timestamp((${START}::float8 + i * ${H}) / 1000), 777 from generate_series(0, ${HOURS - 1}) i`.execute(
      t.db,
    );
    expect((await model()).model.price).toEqual(before); // not chosen: unchanged
    await t.db
      .updateTable('physical_plant')
      .set({ price_forecast_source_id: sourceId })
      .where('id', '=', 'hochalm')
      .execute();
    try {
      const chosen = (await model()).model.price as number[];
      const auction = await sql<{ n: number }>`
        select count(*)::int as n from series s join series_value v on v.series_id = s.id
        where s.price_region_id = ${plant.price_region_id} and s.kind = 'actual' and s.quantity = 'day_ahead_price' and s.run_id is null
          and v.ts >= to_timestamp(${START / 1000}) and v.ts < to_timestamp(${(START + HOURS * H) / 1000})`.execute(
        t.db,
      );
      const published = auction.rows[0].n;
      expect(published).toBeLessThan(HOURS); // the world publishes the auction a day ahead at most
      expect(chosen.slice(published)).toEqual(new Array(HOURS - published).fill(777));
      expect(chosen.slice(0, published)).toEqual(before.slice(0, published));
    } finally {
      await t.db
        .updateTable('physical_plant')
        .set({ price_forecast_source_id: null })
        .where('id', '=', 'hochalm')
        .execute();
    }
  });

  it('p_min and q_min are running minima: every planned hour of a turbine is 0 or at least its minimum, and a higher p_min changes the plan', async () => {
    const unit = await t.db
      .selectFrom('control_unit')
      .select(['p_min', 'q_min', 'p_max'])
      .where('id', '=', 'hochalm.m1')
      .executeTakeFirstOrThrow();
    const built = await model();
    const m1 = built.model.units.find((u) => u.id === 'hochalm.m1')!;
    expect(m1).toMatchObject({ runMinPower: unit.p_min, runMinFlow: unit.q_min });
    expect(built.notes.some((n) => n.includes('runs at least') && n.includes('or stands still'))).toBe(true);
    const before = await solvePlan(built.model);
    expect(before.stats.mip?.binaries).toBeGreaterThan(0);
    const planned = (plan: typeof before) => plan.units.find((u) => u.id === 'hochalm.m1')!.power;
    for (const p of planned(before)) expect(p < 1e-6 || p >= unit.p_min! - 1e-6).toBe(true);
    // a minimum of 90 % of full power: the unit runs at 90 % or more, or not at all
    const high = Math.round(unit.p_max! * 0.9);
    await t.db.updateTable('control_unit').set({ p_min: high }).where('id', '=', 'hochalm.m1').execute();
    try {
      const after = await solvePlan((await model()).model);
      expect(after.status).toBe('OPTIMAL');
      const power = planned(after);
      for (const p of power) expect(p < 1e-6 || p >= high - 1e-6).toBe(true);
      expect(power).not.toEqual(planned(before));
    } finally {
      await t.db.updateTable('control_unit').set({ p_min: unit.p_min }).where('id', '=', 'hochalm.m1').execute();
    }
  });

  it('FOLLOWING_UPSTREAM holds the reservoir at its start content: the units pass the inflow', async () => {
    const free = await solvePlan((await model()).model);
    const start = (await model()).model.reservoirs.find((r) => r.id === 'hochalm.reservoir')!.initialContent;
    const moved = (plan: typeof free) =>
      maxOf(plan.reservoirs.find((r) => r.id === 'hochalm.reservoir')!.content.map((c) => Math.abs(c - start)));
    expect(moved(free)).toBeGreaterThan(1000); // optimised, the storage plant moves its content
    await t.db
      .updateTable('control_unit')
      .set({ optimization_mode: 'FOLLOWING_UPSTREAM' })
      .where('id', '=', 'hochalm.m1')
      .execute();
    try {
      const built = await model();
      expect(built.notes.some((n) => n.includes('FOLLOWING_UPSTREAM') && n.includes('held at its start content'))).toBe(
        true,
      );
      const plan = await solvePlan(built.model);
      expect(plan.status).toBe('OPTIMAL');
      expect(moved(plan)).toBeLessThan(1);
    } finally {
      await t.db
        .updateTable('control_unit')
        .set({ optimization_mode: 'OPTIMAL' })
        .where('id', '=', 'hochalm.m1')
        .execute();
    }
  });
});
