import { describe, expect, it } from 'vitest';
import { D, H, NOW, TODAY } from '../../testing/demoMoment.js';
import { injectAs, postOk } from '../../testing/injectAs.js';
import { withPlantState } from '../../testing/withPlantState.js';
import { withoutModule } from '../../testing/withoutModule.js';
import { worldAppOfFile } from '../../testing/worldAppOfFile.js';
import { GRID_RESERVES as URL, gridReserveBody } from './testing/gridReserveBody.js';

const API = '/api/dashboard-v3/portfolio';

const w = worldAppOfFile(NOW);

const body = (over: Record<string, unknown> = {}) =>
  gridReserveBody({
    min_bid_mw: 1,
    bid_step_mw: 1,
    capacity_price: 12.5,
    activation_factor: 0.2,
    activation_compensation: 80,
    ...over,
  });
const req = injectAs(
  () => w.t,
  () => w.operator,
);
const create = postOk(req, URL, body);
const ids = async (query: string) => (await req('GET', `${URL}?${query}`)).json().map((r: { id: string }) => r.id);
const withState = (state: 'Setup' | 'Review', fn: () => Promise<void>) => withPlantState(w.t, 'hochalm', state, fn);

describe('record, list, update, delete, history', () => {
  it('a reserve is recorded with its derived type, currency and unit; listed by range and status; read by id', async () => {
    const r = await create();
    expect(r).toMatchObject({
      plant_view_id: 'hochalm',
      power_unit_id: 'hochalm.m1',
      grid_reserve_type: 'gridReserveSpinningPositive',
      product_name: 'aFRR',
      mode: 'included',
      mw: 10,
      status: 'Active',
      currency: 'EUR',
      version: 1,
      created_by: 'operator@penstock.demo',
    });
    expect(r.power_unit_name).toBeTruthy();
    const sym = await create({ direction: 'symmetric', reserve_type: 'standing', product_name: 'FCR' });
    expect(sym.grid_reserve_type).toBe('gridReserveStandingPositive'); // symmetric takes the Positive type
    const neg = await create({ direction: 'negative', grid_reserve_type: 'gridReserveSpinningNegative' });
    expect(neg.grid_reserve_type).toBe('gridReserveSpinningNegative');

    const range = (a: number, b: number) => `start-ts=${a}&end-ts=${b}`;
    expect(await ids(range(TODAY + 2 * D + 4 * H, TODAY + 3 * D))).toContain(r.id);
    expect(await ids(range(TODAY + 2 * D + 8 * H, TODAY + 3 * D))).not.toContain(r.id); // end exclusive
    expect(await ids(`plant_view_id=hochalm&${range(TODAY, TODAY + 3 * D)}`)).toEqual(
      expect.arrayContaining([r.id, sym.id, neg.id]),
    );
    expect((await req('GET', `${URL}/${r.id}`)).json()).toEqual(r);
    // status: Active by default, Inactive and all on request
    const off = await create({ status: 'Inactive' });
    expect(await ids('')).not.toContain(off.id);
    expect(await ids('status=Inactive')).toEqual([off.id]);
    expect(await ids('status=all')).toEqual(expect.arrayContaining([r.id, off.id]));
  });

  it('PUT keeps every change in the history (who, when); a stale version is 409 with who changed it; DELETE leaves a delete entry', async () => {
    const r = await create();
    const url = `${URL}/${r.id}`;
    const res = await req('PUT', url, { ...body({ mw: 20, capacity_price: 15 }), version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ mw: 20, capacity_price: 15, version: 2, updated_by: 'operator@penstock.demo' });
    const stale = await req('PUT', url, { ...body({ mw: 5 }), version: 1 }, w.admin);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ version: 2, changed_by: 'operator@penstock.demo' });
    expect(stale.json().detail).toMatch(/The grid reserve was changed by operator@penstock\.demo at 2026-10-30T10:30/);
    const moved = await req(
      'PUT',
      url,
      { ...body({ mw: 20, capacity_price: 15, direction: 'negative' }), version: 2 },
      w.admin,
    );
    expect(moved.json()).toMatchObject({
      direction: 'negative',
      grid_reserve_type: 'gridReserveSpinningNegative',
      version: 3,
    });
    const history = (await req('GET', `${url}/history`)).json();
    expect(
      history.map((h: { version: number; action: string; changed_by: string; changed_at: number }) => [
        h.version,
        h.action,
        h.changed_by,
        // the test clock runs on from NOW
        h.changed_at >= NOW && h.changed_at < NOW + 60_000,
      ]),
    ).toEqual([
      [3, 'update', 'admin@penstock.demo', true],
      [2, 'update', 'operator@penstock.demo', true],
      [1, 'create', 'operator@penstock.demo', true],
    ]);
    expect(history[0].changes).toEqual({
      direction: { from: 'positive', to: 'negative' },
      grid_reserve_type: { from: 'gridReserveSpinningPositive', to: 'gridReserveSpinningNegative' },
    });
    expect((await req('DELETE', `${url}?version=2`)).statusCode).toBe(409);
    expect((await req('DELETE', `${url}?version=3`)).statusCode).toBe(204);
    expect((await req('GET', url)).statusCode).toBe(404);
    const kept = await w.t.db
      .selectFrom('entity_history')
      .select(['action', 'changed_by'])
      .where('entity', '=', 'grid_reserve')
      .where('entity_id', '=', r.id)
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ action: 'delete', changed_by: 'operator@penstock.demo' });
    expect((await req('PUT', url, { ...body(), version: 3 })).statusCode).toBe(404);
  });
});

describe('validation: a 400 naming the field, nothing stored', () => {
  it('refuses each bad field', async () => {
    const count = async () => (await req('GET', `${URL}?status=all`)).json().length;
    const before = await count();
    const bad: Array<[Record<string, unknown>, string]> = [
      [body({ activation_factor: 1.2 }), 'activation_factor'],
      [body({ activation_factor: -0.1 }), 'activation_factor'],
      [body({ mw: 10.5 }), 'mw'], // not a multiple of the 1 MW bid step
      [body({ mw: 2, min_bid_mw: 5, bid_step_mw: 1 }), 'mw'], // below the minimum bid
      [body({ mw: 5000 }), 'mw'], // above the unit's p_max
      [body({ mw: null }), 'mw'], // an obligation needs its MW
      [body({ min_bid_mw: 1.5, bid_step_mw: 1 }), 'min_bid_mw'],
      [body({ end_ts: TODAY + 2 * D }), 'end_ts'], // not after the start
      [body({ start_ts: TODAY + 2 * D + H }), 'start_ts'], // 01:00 is no 4-hour block boundary
      [body({ end_ts: TODAY + 2 * D + 6 * H }), 'end_ts'],
      [body({ hourly_schedule: 5 }), 'hourly_schedule'], // does not divide a day
      [body({ direction: 'up' }), 'direction'],
      [body({ reserve_type: 'hot' }), 'reserve_type'],
      [body({ mode: 'maybe' }), 'mode'],
      [body({ grid_reserve_type: 'gridReserveStandingNegative' }), 'grid_reserve_type'], // contradicts type and direction
      [body({ status: 'Draft' }), 'status'],
      [body({ product_name: ' ' }), 'product_name'],
      [body({ power_unit_id: 'hochalm.spillway' }), 'power_unit_id'], // a gate holds no reserve
      [body({ power_unit_id: 'innau.t1' }), 'power_unit_id'], // a unit of another plant
      [body({ capacity_price: -1 }), 'capacity_price'],
      [{ ...body(), extra: 1 }, ''],
    ];
    for (const [b, field] of bad) {
      const res = await req('POST', URL, b);
      expect(res.statusCode, `${JSON.stringify(b)} ${res.body}`).toBe(400);
      expect(res.body).toContain(field);
    }
    // a 2-hour schedule makes 02:00 a boundary; an hour block any whole hour
    expect((await req('POST', URL, body({ hourly_schedule: 1, start_ts: TODAY + 2 * D + 3 * H }))).statusCode).toBe(
      200,
    );
    expect((await req('GET', `${URL}?start-ts=5&end-ts=5`)).statusCode).toBe(400);
    expect((await req('GET', `${URL}?status=Draft`)).statusCode).toBe(400);
    expect(await count()).toBe(before + 1);
  });
});

describe('rights, module gate, isolation', () => {
  it("read-only portfolio 403; another customer's portfolio 404; a reserve is not reached through another portfolio", async () => {
    const river = `${API}/river/grid-reserve`;
    const res = await req('POST', river, body({ plant_view_id: 'innau', power_unit_id: 'innau.t1' }));
    expect(res.statusCode).toBe(403);
    expect((await req('GET', river)).statusCode).toBe(200);
    expect((await req('GET', `${API}/pumped/grid-reserve`)).statusCode).toBe(404);
    expect(
      (
        await req(
          'POST',
          `${API}/pumped/grid-reserve`,
          body({ plant_view_id: 'gletschersee', power_unit_id: 'gletschersee.m1' }),
        )
      ).statusCode,
    ).toBe(404);
    // a view of another portfolio named in the body
    expect((await req('POST', URL, body({ plant_view_id: 'innau', power_unit_id: 'innau.t1' }))).statusCode).toBe(404);
    const r = await create();
    expect((await req('GET', `${river}/${r.id}`, undefined, w.admin)).statusCode).toBe(404);
    expect((await req('GET', `${river}/${r.id}/history`, undefined, w.admin)).statusCode).toBe(404);
    expect((await req('PUT', `${river}/${r.id}`, { ...body(), version: 1 }, w.admin)).statusCode).toBe(404);
    expect((await req('DELETE', `${river}/${r.id}`, undefined, w.admin)).statusCode).toBe(404);
    expect((await w.t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('the grid_reserves module gates the API: 403 with the upgrade detail; the portfolio list leaves the plant out', async () => {
    const r = await create();
    await withoutModule(w.t, 'hochalm', 'grid_reserves', async () => {
      const denied = await req('POST', URL, body());
      expect(denied.statusCode).toBe(403);
      expect(denied.json().detail).toMatch(/Grid Reserves is not active for/);
      expect((await req('GET', `${URL}?plant_view_id=hochalm`)).statusCode).toBe(403);
      expect((await req('PUT', `${URL}/${r.id}`, { ...body(), version: 1 })).statusCode).toBe(403);
      expect((await req('DELETE', `${URL}/${r.id}`)).statusCode).toBe(403);
      expect((await req('GET', `${URL}/${r.id}/history`)).statusCode).toBe(403);
      expect(await ids('status=all')).not.toContain(r.id);
    });
    expect(await ids('')).toContain(r.id);
  });

  it('creating in the past: admins always, others only in Setup; Live keeps what a reserve did before now', async () => {
    const past = { start_ts: TODAY - D, end_ts: TODAY + D };
    const res = await req('POST', URL, body(past));
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(
      'Grid reserves in the past can only be created by admins or while the plant is in Setup',
    );
    const ongoing = (await req('POST', URL, body(past), w.admin)).json();
    await withState('Setup', async () => expect((await req('POST', URL, body(past))).statusCode).toBe(200));
    await withState('Review', async () => expect((await req('POST', URL, body(past))).statusCode).toBe(403));
    // Live: rewriting what the reserve held before now is refused; ending it now or changing the future is not
    const url = `${URL}/${ongoing.id}`;
    const rewrite = await req('PUT', url, { ...body({ ...past, mw: 20 }), version: 1 });
    expect(rewrite.statusCode).toBe(403);
    expect(rewrite.json().detail).toBe('When the plant is Live, a grid reserve can only be changed for the future');
    expect((await req('DELETE', url)).statusCode).toBe(403);
    const ended = await req('PUT', url, { ...body({ start_ts: TODAY - D, end_ts: TODAY + 12 * H }), version: 1 });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await req('DELETE', url, undefined, w.admin)).statusCode).toBe(204);
  });
});
