import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BidCurvePoint, DayAheadBid } from '@penstock/domain';
import { createWorldTestApp } from '../../testing/createWorldTestApp.js';
import type { TestApp } from '../../testing/createTestApp.js';
import { injectAs } from '../../testing/injectAs.js';
import { demoSessions } from '../../testing/signedInTestApp.js';
import { GRID_RESERVES, gridReserveBody } from '../gridReserves/testing/gridReserveBody.js';
import { startScheduler } from '../scheduler/startScheduler.js';
import { generateDayAheadBids } from './generateDayAheadBids.js';

const NOW = Date.UTC(2026, 9, 30, 8, 30); // Fri 30 Oct 2026, 09:30 in Vienna
const DATE = '2026-10-31'; // tomorrow there
const PLANT = '/api/dashboard-v3/portfolio/alpine/plant/hochalm';
const BID = `${PLANT}/bid`;

let t: TestApp;
let operator: Record<string, string>;
let admin: Record<string, string>;
let boss: PgBoss;
beforeAll(async () => {
  t = await createWorldTestApp();
  t.clock.advance(NOW - Date.now());
  // no "scheduler" role: the periodic task is run by hand below
  boss = await startScheduler({ db: t.db, log: t.app.log, clock: t.clock }, ['api', 'worker']);
  ({ operator, admin } = await demoSessions(t.app));
}, 180_000);
afterAll(() => t?.close());

const req = injectAs(
  () => t,
  () => admin,
);
const load = async (date = DATE): Promise<DayAheadBid> => {
  const res = await req('GET', `${BID}?date=${date}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** A valid set: three points per quarter-hour within that quarter-hour's capacity. */
const validCurves = (bid: DayAheadBid): BidCurvePoint[][] =>
  bid.capacity.up.map((cap) => [
    { price: -500, volume: 0 },
    { price: 45.5, volume: Math.floor(cap * 5) / 10 },
    { price: 4000, volume: Math.floor(cap * 10) / 10 },
  ]);
async function waitForRun(runId: string) {
  for (let i = 0; i < 1200; i++) {
    const run = (await req('GET', `${PLANT}/bid-run/${runId}`)).json();
    if (['succeeded', 'failed', 'cancelled'].includes(run.status)) return run;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('bid run did not end');
}

describe('rights', () => {
  it('non-admins are refused (editBidFiles), another customer’s portfolio is not found', async () => {
    expect((await req('GET', BID, undefined, operator)).statusCode).toBe(403);
    expect((await req('POST', `${BID}/generate`, { date: DATE }, operator)).statusCode).toBe(403);
    expect((await req('GET', `/api/dashboard-v3/portfolio/alpine/bid?area=x`, undefined, operator)).statusCode).toBe(
      403,
    );
    // the operator's portfolios are Alpine Storage and River Cascade, not Pumped Storage
    const pumped = await req('GET', '/api/dashboard-v3/portfolio/pumped/plant/x/bid', undefined, operator);
    expect(pumped.statusCode).toBe(404);
    // a plant view of another portfolio under this portfolio's path
    expect((await req('GET', '/api/dashboard-v3/portfolio/alpine/plant/nope/bid')).statusCode).toBe(404);
  });
});

describe('a delivery day without a bid', () => {
  it('answers tomorrow by default: 96 quarter-hours in the area zone, the deadline, capacity, the power units', async () => {
    const res = await req('GET', BID);
    expect(res.statusCode, res.body).toBe(200);
    const bid: DayAheadBid = res.json();
    expect(bid).toMatchObject({
      bidDate: DATE,
      physicalPlantId: 'hochalm',
      plantViewId: 'hochalm',
      timezone: 'Europe/Vienna',
      latest: null,
      versions: [],
      state: null,
      createdBy: null,
    });
    expect(bid.marketTimeUnits).toHaveLength(96);
    expect(bid.marketTimeUnits[0].start).toBe(Date.UTC(2026, 9, 30, 23));
    expect(bid.powerUnits.map((u) => u.internalId)).toEqual(expect.arrayContaining(['hochalm.m1', 'hochalm.m2']));
    expect(bid.capacity.up.every((v) => v > 0)).toBe(true);
    expect(bid.lastRun).toBe(bid.deadline - 3_600_000);
    // the day the clocks went back has 100
    expect((await load('2026-10-25')).marketTimeUnits).toHaveLength(100);
  });

  it('upward capacity sold as a grid reserve obligation is not offered again as energy', async () => {
    const before = (await load('2026-11-02')).capacity.up;
    const start = Date.UTC(2026, 10, 2, 3); // Mon 2 Nov 04:00 in Vienna: quarter-hour 16
    const res = await req(
      'POST',
      GRID_RESERVES,
      gridReserveBody({ mw: 20, activation_factor: 0.2, start_ts: start, end_ts: start + 4 * 3_600_000 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = (await load('2026-11-02')).capacity.up;
    after.forEach((v, q) => expect(v).toBeCloseTo(q >= 16 && q < 32 ? before[q] - 20 : before[q], 6));
    await req('DELETE', `${GRID_RESERVES}/${res.json().id}?version=${res.json().version}`);
  });

  it('a bad date is a 400 naming the field', async () => {
    const res = await req('GET', `${BID}?date=31.10.2026`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('date');
  });
});

describe('versions', () => {
  it('saves an edited set as version 1, then 2 based on it; the bid keeps who and when', async () => {
    const bid = await load();
    const first = await req('POST', `${BID}/version`, { date: DATE, curves: validCurves(bid) });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ number: 1, source: 'edited', createdBy: 'admin@penstock.demo', valid: true });
    const curves = validCurves(bid);
    curves[5][1] = { price: 50, volume: curves[5][1].volume };
    const second = await req('POST', `${BID}/version`, { date: DATE, curves, basedOn: first.json().id });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ number: 2, basedOn: first.json().id });
    const after = await load();
    expect(after.latest?.id).toBe(second.json().id);
    expect(after.latest?.curves[5][1].price).toBe(50);
    expect(after.versions.map((v) => v.number)).toEqual([2, 1]);
    expect(after).toMatchObject({ state: 'draft', createdBy: 'admin@penstock.demo' });
    expect((await req('GET', `${BID}/${first.json().id}`)).json().curves[5][1].price).toBe(45.5);
    const history = await t.db
      .selectFrom('entity_history')
      .select(['changed_by', 'changes'])
      .where('entity', '=', 'day_ahead_bid')
      .execute();
    expect(history.length).toBeGreaterThanOrEqual(3);
    expect(history.every((h) => h.changed_by === 'admin@penstock.demo')).toBe(true);
  });

  it('refuses a set with problems as a whole: 400 listing each with its quarter-hour and point, nothing saved', async () => {
    const bid = await load();
    const curves = validCurves(bid);
    curves[0][2].volume = 0; // falls as the price rises
    curves[3][2].price = 4000.5; // above the bound
    curves.pop(); // 95 quarter-hours
    const res = await req('POST', `${BID}/version`, { date: DATE, curves });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.detail).toBe('The bid has 3 problems; nothing was saved');
    expect(body.errors).toEqual([
      { path: 'curves', message: 'The bid has 95 quarter-hours; the delivery day has 96 in Europe/Vienna' },
      {
        path: 'curves.0.2',
        message: `Quarter-hour 1 (00:00-00:15), point 3: volume 0 MW is below the previous point's ${curves[0][1].volume} MW (volume must not fall as the price rises)`,
      },
      {
        path: 'curves.3.2',
        message: 'Quarter-hour 4 (00:45-01:00), point 3: price 4000.5 EUR/MWh is outside -500 to 4000 EUR/MWh',
      },
    ]);
    expect((await load()).versions).toHaveLength(2);
    // more than the plant can deliver
    const over = validCurves(bid);
    over[10][2].volume = Math.ceil(bid.capacity.up[10] * 10) / 10 + 0.1;
    const res2 = await req('POST', `${BID}/version`, { date: DATE, curves: over });
    expect(res2.statusCode).toBe(400);
    expect(res2.json().errors[0].message).toMatch(
      /^Quarter-hour 11 \(02:30-02:45\), point 3: volume .* MW is more than/,
    );
  });

  it('exports the latest version as CSV and marks the bid exported', async () => {
    const bid = await load();
    const res = await req('GET', `${BID}/${bid.latest!.id}/export?format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('bid-hochalm-2026-10-31-v2.csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toMatch(/^# Penstock day-ahead bid: .*delivery day 2026-10-31 \(Europe\/Vienna\), version 2$/);
    expect(lines[1]).toMatch(/^# volume_mw: positive sells/);
    expect(lines[2]).toBe(
      'delivery_start_utc,delivery_end_utc,delivery_start_local,delivery_end_local,area,price_eur_mwh,volume_mw',
    );
    expect(lines[3]).toMatch(
      /^2026-10-30T23:00:00Z,2026-10-30T23:15:00Z,2026-10-31T00:00\+01:00,2026-10-31T00:15\+01:00,.+,-500\.00,0\.0$/,
    );
    expect(lines).toHaveLength(3 + 96 * 3);
    expect((await load()).state).toBe('exported');
    expect((await req('PUT', `${BID}/state`, { date: DATE, state: 'final' })).json().state).toBe('final');
    expect((await req('GET', `${BID}/${bid.latest!.id}/export?format=xml`)).statusCode).toBe(400);
  });

  it('sums the portfolio plants of one area', async () => {
    const bid = await load();
    const res = await req('GET', `/api/dashboard-v3/portfolio/alpine/bid?date=${DATE}&area=${bid.area!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const area = res.json();
    expect(area.plants.find((p: { plantViewId: string }) => p.plantViewId === 'hochalm')).toMatchObject({
      versionNumber: 2,
    });
    expect(area.curves).toHaveLength(96);
    // the only plant with a bid: the sum is its curve
    if (area.plants.filter((p: { versionId: string | null }) => p.versionId).length === 1)
      expect(area.curves[5]).toEqual(bid.latest!.curves[5]);
    expect((await req('GET', `/api/dashboard-v3/portfolio/alpine/bid?date=${DATE}&area=nowhere`)).statusCode).toBe(404);
  });
});

describe('generation', () => {
  it('refuses a day that has begun and a second run of the same day', async () => {
    const res = await req('POST', `${BID}/generate`, { date: '2026-10-30' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      path: 'date',
      message: 'The delivery day has begun: bids are for days to come',
    });
  });

  it('generates tomorrow’s curves from price scenarios as a job and stores them as a version with the run and scenarios', async () => {
    const queued = await req('POST', `${BID}/generate`, { date: DATE, scenarios: 3 });
    expect(queued.statusCode, queued.body).toBe(202);
    expect(queued.json()).toMatchObject({ status: 'queued', bidDate: DATE, startedBy: 'admin@penstock.demo' });
    expect((await req('POST', `${BID}/generate`, { date: DATE })).statusCode).toBe(409);
    const run = await waitForRun(queued.json().id);
    expect(run.status, run.log.join('\n')).toBe('succeeded');
    expect(run.progress).toBe(1);
    expect(run.versionId).toBeTruthy();
    const bid = await load();
    expect(bid.latest).toMatchObject({ id: run.versionId, source: 'generated', runId: run.id, number: 3 });
    expect(bid.latest!.curves).toHaveLength(96);
    expect(bid.latest!.scenarios!.prices).toHaveLength(3);
    expect(bid.latest!.scenarios!.prices[0]).toHaveLength(96);
    expect(bid.latest!.problems, JSON.stringify(bid.latest!.problems.slice(0, 3))).toEqual([]);
    expect(bid.run).toMatchObject({ id: run.id, status: 'succeeded' });
  }, 300_000);

  it('cancels a queued run', async () => {
    const queued = (await req('POST', `${BID}/generate`, { date: '2026-11-01', scenarios: 1 })).json();
    const res = await req('DELETE', `${PLANT}/bid-run/${queued.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('cancelled');
    expect((await req('DELETE', `${PLANT}/bid-run/${queued.id}`)).statusCode).toBe(409);
  });
});

describe('the periodic last run before the deadline', () => {
  it('queues the next day’s generation of a live plant from one hour before its deadline, once', async () => {
    const bid = await load();
    const task = async () =>
      (
        (await generateDayAheadBids.run({
          db: t.db,
          boss,
          log: t.app.log,
          clock: t.clock,
          params: { plant: 'hochalm' },
        })) as {
          queued: { plant: string; date: string; run_id: string }[];
        }
      ).queued;
    expect(t.clock.now().getTime()).toBeLessThan(bid.lastRun);
    expect(await task()).toEqual([]);
    const step = bid.lastRun + 5 * 60_000 - t.clock.now().getTime();
    t.clock.advance(step);
    try {
      const due = await task();
      expect(due).toEqual([{ plant: 'hochalm', date: DATE, run_id: expect.any(String) }]);
      // (the admin's token has expired at this clock: the run is read from its table)
      const run = () =>
        t.db.selectFrom('bid_run').selectAll().where('id', '=', due[0].run_id).executeTakeFirstOrThrow();
      expect((await run()).started_by).toBe('scheduler');
      await t.db.updateTable('bid_run').set({ status: 'cancelled' }).where('id', '=', due[0].run_id).execute();
      expect(await task()).toEqual([]); // once
    } finally {
      t.clock.advance(-step);
    }
  });
});
