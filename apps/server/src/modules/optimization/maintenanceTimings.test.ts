import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { worldAppWithWorkers } from '../../testing/worldAppWithWorkers.js';
import { bearer, signIn } from '../../testing/signIn.js';
import { createPlantsRepo } from '../plants/plants.repo.js';
import { optimalMaintenanceTimings, rankOutageWindows } from './maintenanceTimings.js';
import { fullOutageQuery } from './testing/fullOutageQuery.js';

let t: TestApp;
let operator: Record<string, string>;
const H = 3_600_000;
const PLANT = '/api/dashboard-v3/portfolio/alpine/plant/hochalm';
const FROM = Date.UTC(2026, 9, 30, 12);
type Candidate = { start: number; end: number; lost_value_eur: number };

beforeAll(async () => {
  ({ t } = await worldAppWithWorkers());
  operator = bearer((await signIn(t.app, 'operator@penstock.demo')).access_token);
}, 180_000);
afterAll(() => t?.close());

const timings = (query: string, turbine = 'hochalm.m1', plant = PLANT, headers = operator) =>
  t.app.inject({ method: 'GET', url: `${plant}/turbine/${turbine}/optimal-maintenance-timings?${query}`, headers });

/** Hourly day-ahead price of hochalm's region over [start, start + hours h): the auction result, else the forecast. */
async function prices(start: number, hours: number): Promise<number[]> {
  const { rows } = await sql<{ i: number; value: number }>`
    select distinct on (v.ts) ((extract(epoch from v.ts) * 1000 - ${start}::float8) / 3600000)::int as i, v.value
    from physical_plant p join series s on s.price_region_id = p.price_region_id join series_value v on v.series_id = s.id
    where p.id = 'hochalm' and s.quantity = 'day_ahead_price' and s.run_id is null and s.kind in ('actual', 'forecast')
      and v.ts >= to_timestamp(${start / 1000}::float8) and v.ts < to_timestamp(${(start + hours * H) / 1000}::float8)
    order by v.ts, s.kind, s.version desc`.execute(t.db);
  expect(rows).toHaveLength(hours);
  return rows.map((r) => r.value);
}

const pMax = async () =>
  (await t.db.selectFrom('control_unit').select('p_max').where('id', '=', 'hochalm.m1').executeTakeFirstOrThrow())
    .p_max!;

describe('rankOutageWindows', () => {
  it('ranks windows by summed loss, cheapest first, ties earliest first, on the stride', () => {
    expect(rankOutageWindows([5, 1, 1, 5, 0, 2], 2, 1, 3)).toEqual([
      { offset: 1, lost: 2 },
      { offset: 4, lost: 2 },
      { offset: 3, lost: 5 },
    ]);
    expect(rankOutageWindows([5, 1, 1, 5, 0, 2], 2, 2).map((w) => w.offset)).toEqual([4, 0, 2]); // 2, then 6 and 6
    expect(rankOutageWindows([1, 2], 3, 1)).toEqual([]);
  });
});

describe('optimal maintenance timings', () => {
  it('without a run: lost value is price x p_max per hour, the 10 cheapest hourly windows in order', async () => {
    const res = await timings(`start-ts=${FROM}&end-ts=${FROM + 48 * H}&duration-value=4&duration-unit=hours`);
    expect(res.statusCode, res.body).toBe(200);
    const got: Candidate[] = res.json();
    const price = await prices(FROM, 48);
    const p = await pMax();
    const all = Array.from({ length: 45 }, (_, o) => ({
      start: FROM + o * H,
      end: FROM + (o + 4) * H,
      lost: price.slice(o, o + 4).reduce((a, b) => a + Math.max(0, b), 0) * p,
    }));
    all.sort((a, b) => a.lost - b.lost || a.start - b.start);
    expect(got).toHaveLength(10);
    got.forEach((c, k) => {
      expect(c.start).toBe(all[k].start);
      expect(c.end).toBe(all[k].end);
      expect(c.lost_value_eur).toBeCloseTo(all[k].lost, 6);
    });
    for (let k = 1; k < got.length; k++)
      expect(got[k].lost_value_eur).toBeGreaterThanOrEqual(got[k - 1].lost_value_eur);
  });

  it("with a run: the latest run's turbine water values are subtracted from the price, and maintenance-p-max reduces the lost power", async () => {
    const queued = (
      await t.app.inject({ method: 'POST', url: `${PLANT}/optimization`, headers: operator, payload: { hours: 48 } })
    ).json();
    let run = queued;
    for (let i = 0; i < 300 && !['succeeded', 'failed', 'cancelled'].includes(run.status); i++) {
      await new Promise((r) => setTimeout(r, 100));
      run = (
        await t.app.inject({ method: 'GET', url: `${PLANT}/optimization/${queued.id}`, headers: operator })
      ).json();
    }
    expect(run.status, run.log.join('\n')).toBe('succeeded');
    const start = run.summary.start as number;
    const wv = await t.db
      .selectFrom('water_value')
      .select(['ts', 'value_eur_per_mwh'])
      .where('run_id', '=', run.id)
      .where('control_unit_id', '=', 'hochalm.m1')
      .orderBy('ts')
      .execute();
    expect(wv).toHaveLength(48);
    const price = await prices(start, 48);
    const p = await pMax();
    const res = await timings(
      `start-ts=${start}&end-ts=${start + 48 * H}&duration-value=6&duration-unit=hours&maintenance-p-max=50`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const got: Candidate[] = res.json();
    const loss = price.map((x, i) => Math.max(0, x - wv[i].value_eur_per_mwh!) * (p - 50));
    const all = Array.from({ length: 43 }, (_, o) => loss.slice(o, o + 6).reduce((a, b) => a + b, 0)).sort(
      (a, b) => a - b,
    );
    expect(got.map((c) => c.lost_value_eur)).toEqual(all.slice(0, 10).map((v) => expect.closeTo(v, 6)));
    for (const c of got) expect(c.end - c.start).toBe(6 * H);
  });

  it('starts candidates every day for long ranges (days as the unit)', async () => {
    const start = Date.UTC(2026, 4, 1);
    const res = await timings(`start-ts=${start}&end-ts=${start + 60 * 24 * H}&duration-value=3&duration-unit=days`);
    expect(res.statusCode, res.body).toBe(200);
    const got: Candidate[] = res.json();
    expect(got).toHaveLength(10);
    for (const c of got) {
      expect((c.start - start) % (24 * H)).toBe(0);
      expect(c.end - c.start).toBe(72 * H);
      expect(c.end).toBeLessThanOrEqual(start + 60 * 24 * H);
    }
  });

  it('answers 400 problem details for bad input', async () => {
    const base = `start-ts=${FROM}&end-ts=${FROM + 24 * H}`;
    for (const q of [
      `${base}&duration-value=2&duration-unit=days`, // longer than the range
      `${base}&duration-value=0&duration-unit=hours`,
      `${base}&duration-value=-3&duration-unit=hours`,
      `${base}&duration-value=1.5&duration-unit=hours`,
      `${base}&duration-value=2&duration-unit=weeks`,
      `${base}&duration-value=2&duration-unit=hours&maintenance-p-max=-1`,
      `${base}&duration-value=2&duration-unit=hours&maintenance-p-max=100000`,
      `start-ts=${FROM}&end-ts=${FROM}&duration-value=1&duration-unit=hours`,
      `start-ts=${FROM + 1}&end-ts=${FROM + 24 * H}&duration-value=1&duration-unit=hours`,
      `start-ts=${FROM}&end-ts=${FROM + 9000 * H}&duration-value=1&duration-unit=hours`,
      `duration-value=1&duration-unit=hours`,
    ]) {
      const res = await timings(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json(), q).toMatchObject({
        status: 400,
        type: expect.any(String),
        title: expect.any(String),
        detail: expect.any(String),
      });
    }
  });

  it("keeps customers apart: 404 for another customer's portfolio, a unit not in the view, or a gate", async () => {
    const q = `start-ts=${FROM}&end-ts=${FROM + 24 * H}&duration-value=2&duration-unit=hours`;
    expect(
      (await timings(q, 'gletschersee.pt1', '/api/dashboard-v3/portfolio/pumped/plant/gletschersee')).statusCode,
    ).toBe(404);
    expect((await timings(q, 'innau.t1')).statusCode).toBe(404);
    expect((await timings(q, 'hochalm.spillway')).statusCode).toBe(404);
    expect((await timings(q, 'hochalm.m1', PLANT, {})).statusCode).toBe(401);
  });

  it('answers over real HTTP (the disconnect listener does not cancel a request that stays), and survives a client that goes away', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const url = `http://127.0.0.1:${port}${PLANT}/turbine/hochalm.m1/optimal-maintenance-timings?start-ts=${FROM}&end-ts=${FROM + 300 * 24 * H}&duration-value=7&duration-unit=days`;
    const gone = new AbortController();
    const early = fetch(url, { headers: operator, signal: gone.signal }).catch((e: Error) => e.name);
    setTimeout(() => gone.abort(), 5);
    expect(await early).toBe('AbortError');
    const res = await fetch(url, { headers: operator });
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveLength(10);
  });

  it('stops when cancelled', async () => {
    const view = (await createPlantsRepo(t.db).findView('alpine', 'hochalm'))!;
    const abort = new AbortController();
    abort.abort();
    const q = fullOutageQuery(FROM, 24 * H, 2, 'hours');
    await expect(optimalMaintenanceTimings(t.db, view, 'hochalm.m1', q, abort.signal)).rejects.toThrow(/abort/i);
    expect(await optimalMaintenanceTimings(t.db, view, 'hochalm.m1', q, new AbortController().signal)).toHaveLength(10);
  });
});
