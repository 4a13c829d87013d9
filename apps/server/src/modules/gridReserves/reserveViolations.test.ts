import type { OptimizerModel, PlanResult, ReservePlan } from '@penstock/optimizer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { worldAppAt } from '../../testing/worldAppAt.js';
import { storeReservePlan } from './reservePlan.repo.js';

const H = 3_600_000;
const Q = H / 4;
const D = 24 * H;
const NOW = Date.UTC(2026, 9, 30, 10, 30); // Fri 30 Oct 2026, 11:30 in Vienna (CET)
const TODAY = Date.UTC(2026, 9, 29, 23); // 00:00 in Vienna
const API = '/api/dashboard-v3/portfolio/alpine';

let t: TestApp;
let operator: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  ({ t, operator, admin } = await worldAppAt(NOW));
});
afterAll(() => t?.close());

describe('grid reserve shortfall violations of a plan at 15 minutes', () => {
  it('are spans of consecutive quarter hours, each ending a quarter hour after its last short step', async () => {
    const start = TODAY + 5 * D;
    const created = await t.app.inject({
      method: 'POST',
      url: `${API}/grid-reserve`,
      headers: operator,
      payload: {
        plant_view_id: 'hochalm',
        power_unit_id: 'hochalm.m1',
        product_name: 'FCR',
        direction: 'symmetric',
        reserve_type: 'spinning',
        mode: 'included',
        hourly_schedule: 4,
        mw: 10,
        capacity_price: 12,
        activation_factor: 0,
        activation_compensation: 0,
        start_ts: start,
        end_ts: start + 4 * H,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id;
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
    const run = (
      await t.db
        .insertInto('optimization_run')
        .values({
          physical_plant_id: 'hochalm',
          plant_view_id: 'hochalm',
          status: 'succeeded',
          finished_at: new Date(NOW),
          summary: JSON.stringify({ start, end: start + 4 * H }),
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db.transaction().execute((trx) => storeReservePlan(run, model, plan, trx));

    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/violations?start-ts=${start}&end-ts=${start + 4 * H}&types=grid_reserve_shortfall`,
      headers: admin, // viewConstraintViolations
    });
    expect(res.statusCode, res.body).toBe(200);
    const spans = res.json().violations.map((v: Record<string, unknown>) => ({
      start: v.start,
      end: v.end,
      worst_value: v.worst_value,
      limit_value: v.limit_value,
      penalty_price: v.penalty_price,
      penalty_cost: v.penalty_cost,
      currency: v.currency,
    }));
    // by hand: 600 EUR per MW and hour x 2 MW x 4 quarter hours x 0.25 h = 1,200; 600 x 3 x 0.25 = 450
    expect(spans).toEqual([
      {
        start: start + 4 * Q,
        end: start + 8 * Q,
        worst_value: 2,
        limit_value: 10,
        penalty_price: 600,
        penalty_cost: 1200,
        currency: 'EUR',
      },
      {
        start: start + 9 * Q,
        end: start + 10 * Q,
        worst_value: 3,
        limit_value: 10,
        penalty_price: 600,
        penalty_cost: 450,
        currency: 'EUR',
      },
    ]);
  });
});
