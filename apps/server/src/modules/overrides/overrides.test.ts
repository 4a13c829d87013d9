import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { worldAppAt } from '../../testing/worldAppAt.js';

const H = 3_600_000;
const NOW = Date.UTC(2026, 9, 30, 10, 30); // Fri 30 Oct 2026, 11:30 in Vienna (CET)
const BASE = '/api/dashboard-v3/portfolio/alpine/plant/hochalm';
const UNIT = 'hochalm.m1';

let t: TestApp;
let operator: Record<string, string>;
let admin: Record<string, string>;

type Cell = {
  component_id?: string;
  quantity?: string;
  ts: number;
  value: number | null;
  expected_previous: number | null;
};
const post = (kind: string, cells: Cell[], headers = operator, extra = '', base = BASE) =>
  t.app.inject({ method: 'POST', url: `${base}/overrides?kind=${kind}${extra}`, headers, payload: { cells } });
const info = async (kind: string, start: number, end: number, component = UNIT, quantity = 'power') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${BASE}/with-override-info?kind=${kind}&start-ts=${start}&end-ts=${end}&component=${component}&quantity=${quantity}`,
    headers: operator,
  });
  expect(res.statusCode).toBe(200);
  return res.json().frames[0] as {
    time: number[];
    values: Array<number | null>;
    original: Array<number | null>;
    override: Array<number | null>;
    override_by: Array<string | null>;
    overridden_at: Array<number | null>;
  };
};
/** The effective value the client would have loaded. */
const loaded = async (kind: string, ts: number) => {
  const f = await info(kind, ts, ts + H);
  return f?.time[0] === ts ? f.values[0] : null;
};
const cell = (ts: number, value: number | null, expected_previous: number | null): Cell => ({
  component_id: UNIT,
  quantity: 'power',
  ts,
  value,
  expected_previous,
});

beforeAll(async () => ({ t, operator, admin } = await worldAppAt(NOW)));
afterAll(() => t?.close());

describe('rights', () => {
  it('read-only portfolio: 403; unknown portfolio or view: 404', async () => {
    const ts = NOW + 5 * H;
    expect(
      (
        await post(
          'plan',
          [{ ...cell(ts, 1, null), component_id: 'innau.m1' }],
          operator,
          '',
          '/api/dashboard-v3/portfolio/river/plant/innau',
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await post('plan', [cell(ts, 1, null)], operator, '', '/api/dashboard-v3/portfolio/pumped/plant/gletschersee'))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('plan', [cell(ts, 1, null)], operator, '', '/api/dashboard-v3/portfolio/alpine/plant/nope'))
        .statusCode,
    ).toBe(404);
  });

  it('non-admins may not edit actuals in the future or plans in the past; admins may', async () => {
    const future = Math.floor(NOW / H) * H + 2 * H;
    const past = Math.floor(NOW / H) * H - 5 * H;
    const a = await post('actual', [cell(future, 1, await loaded('actual', future))]);
    expect(a.statusCode).toBe(403);
    expect(a.json().detail).toMatch(/actuals in the future/);
    const p = await post('plan', [cell(past, 1, await loaded('plan', past))]);
    expect(p.statusCode).toBe(403);
    expect(p.json().detail).toMatch(/plans in the past/);
    expect((await post('actual', [cell(future, 1, await loaded('actual', future))], admin)).statusCode).toBe(200);
    expect((await post('plan', [cell(past, 2, await loaded('plan', past))], admin)).statusCode).toBe(200);
    // the running hour is both
    const hour = Math.floor(NOW / H) * H;
    expect((await post('actual', [cell(hour, 3, await loaded('actual', hour))])).statusCode).toBe(200);
    expect((await post('plan', [cell(hour, 3, await loaded('plan', hour))])).statusCode).toBe(200);
  });

  it('a plant in Review is frozen for non-admins', async () => {
    await t.db.updateTable('physical_plant').set({ plant_state: 'Review' }).where('id', '=', 'hochalm').execute();
    const ts = NOW + 30 * H - (NOW % H);
    try {
      expect((await post('plan', [cell(ts, 1, await loaded('plan', ts))])).statusCode).toBe(403);
      expect((await post('plan', [cell(ts, 1, await loaded('plan', ts))], admin)).statusCode).toBe(200);
    } finally {
      await t.db.updateTable('physical_plant').set({ plant_state: 'Live' }).where('id', '=', 'hochalm').execute();
    }
  });
});

describe('save, read, delete', () => {
  it('keeps who and when, leaves the original, and DELETE restores it with history kept', async () => {
    const ts = NOW + 50 * H - (NOW % H);
    const before = await info('plan', ts, ts + H);
    const original = before.original[0];
    expect(original).not.toBeNull();
    const res = await post('plan', [cell(ts, 42.5, original)]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ saved: 1, removed: 0, dry_run: false });
    const after = await info('plan', ts, ts + H);
    expect(after).toMatchObject({
      values: [42.5],
      original: [original],
      override: [42.5],
      override_by: ['operator@penstock.demo'],
    });
    expect(Math.abs(after.overridden_at[0]! - NOW)).toBeLessThan(60_000);

    // a second override replaces the first; the first stays as history
    expect((await post('plan', [cell(ts, 43, 42.5)])).statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/overrides?kind=plan`,
      headers: operator,
      payload: { cells: [{ component_id: UNIT, quantity: 'power', ts, expected_previous: 43 }] },
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ saved: 0, removed: 1 });
    expect(await info('plan', ts, ts + H)).toMatchObject({ values: [original], override: [null], override_by: [null] });
    const history = await sql<{
      n: number;
    }>`select count(*)::int as n from series_override where ts = to_timestamp(${ts / 1000}) and deleted_at is not null`.execute(
      t.db,
    );
    expect(history.rows[0].n).toBe(2);
  });

  it('a null value in a POST removes the override; a range DELETE removes every override of a series', async () => {
    const ts = NOW + 60 * H - (NOW % H);
    const o = await loaded('plan', ts);
    expect(
      (
        await post('plan', [
          cell(ts, 1, o),
          cell(ts + H, 2, await loaded('plan', ts + H)),
          cell(ts + 2 * H, 3, await loaded('plan', ts + 2 * H)),
        ])
      ).statusCode,
    ).toBe(200);
    const removed = await post('plan', [cell(ts, null, 1)]);
    expect(removed.json()).toMatchObject({ saved: 0, removed: 1 });
    expect(await loaded('plan', ts)).toBe(o);
    const range = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/overrides?kind=plan&component=${UNIT}&quantity=power&start-ts=${ts}&end-ts=${ts + 3 * H}`,
      headers: operator,
    });
    expect(range.statusCode, range.body).toBe(200);
    expect(range.json().removed).toBe(2);
    expect((await info('plan', ts, ts + 3 * H)).override).toEqual([null, null, null]);
  });

  it('component and quantity may come from the query; dry-run saves nothing', async () => {
    const ts = NOW + 70 * H - (NOW % H);
    const prev = await loaded('plan', ts);
    const dry = await t.app.inject({
      method: 'POST',
      url: `${BASE}/overrides?kind=plan&component=${UNIT}&quantity=power&dry-run=true`,
      headers: operator,
      payload: { cells: [{ ts, value: 9, expected_previous: prev }] },
    });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({ saved: 1, dry_run: true });
    expect(await loaded('plan', ts)).toBe(prev);
  });
});

describe('conflicts and atomicity', () => {
  it('the second of two editors gets 409 with the conflicting cells, and nothing of their save is written', async () => {
    const ts = NOW + 80 * H - (NOW % H);
    const other = ts + H;
    const seenByOperator = await loaded('plan', ts);
    const otherPrev = await loaded('plan', other);
    expect((await post('plan', [cell(ts, 11, seenByOperator)], admin)).statusCode).toBe(200);
    const res = await post('plan', [cell(other, 7, otherPrev), cell(ts, 12, seenByOperator)]);
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.detail).toMatch(/changed by someone else/);
    expect(body.conflicts).toHaveLength(1);
    expect(body.conflicts[0]).toMatchObject({
      component_id: UNIT,
      quantity: 'power',
      ts,
      expected_previous: seenByOperator,
      current: 11,
      original: seenByOperator,
      override_by: 'admin@penstock.demo',
    });
    expect(typeof body.conflicts[0].overridden_at).toBe('number');
    expect(await loaded('plan', other)).toBe(otherPrev);
    expect(await loaded('plan', ts)).toBe(11);
    // reloading and saving again works
    expect((await post('plan', [cell(ts, 12, 11)])).statusCode).toBe(200);
  });

  it('two editors saving the same cells at once: exactly one wins, the other gets 409', async () => {
    const ts = NOW + 85 * H - (NOW % H);
    const prev = await loaded('plan', ts);
    const cells = (v: number) => Array.from({ length: 24 }, (_, i) => cell(ts + i * H, v, null));
    const expected = await Promise.all(cells(0).map((c) => loaded('plan', c.ts)));
    const withPrev = (v: number) => cells(v).map((c, i) => ({ ...c, expected_previous: expected[i] }));
    const [a, b] = await Promise.all([post('plan', withPrev(1)), post('plan', withPrev(2), admin)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 1 : 2;
    expect((await info('plan', ts, ts + 24 * H)).values.every((v) => v === winner)).toBe(true);
    expect(prev).toBe(expected[0]);
  });

  it('one bad cell saves nothing (400 naming it; 403 for a forbidden one)', async () => {
    const ts = NOW + 90 * H - (NOW % H);
    const prev = await loaded('plan', ts);
    const bad = await post('plan', [cell(ts, 5, prev), { ...cell(ts + H, 5, null), component_id: 'nope' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('cells.1.component_id');
    const unaligned = await post('plan', [cell(ts, 5, prev), cell(ts + 1000, 5, null)]);
    expect(unaligned.statusCode).toBe(400);
    const dup = await post('plan', [cell(ts, 5, prev), cell(ts, 6, prev)]);
    expect(dup.statusCode).toBe(400);
    const wrongQuantity = await post('plan', [cell(ts, 5, prev), { ...cell(ts, 5, prev), quantity: 'level' }]);
    expect(wrongQuantity.statusCode).toBe(400);
    const forbidden = await post('plan', [cell(ts, 5, prev), cell(Math.floor(NOW / H) * H - 10 * H, 5, null)]);
    expect(forbidden.statusCode).toBe(403);
    expect(await loaded('plan', ts)).toBe(prev);
  });

  it('a value the unit cannot follow is refused per cell (400 naming the cell, its limit), nothing saved', async () => {
    const ts = NOW + 95 * H - (NOW % H);
    const prev = await loaded('plan', ts);
    const { p_max } = (await sql<{ p_max: number }>`select p_max from control_unit where id = ${UNIT}`.execute(t.db))
      .rows[0];
    const res = await post('plan', [cell(ts, 5, prev), cell(ts + H, 5000, null), cell(ts + 2 * H, -3, null)]);
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Array<{ path: string; message: string }>;
    expect(errors.map((e) => e.path)).toEqual(['cells.1.value', 'cells.2.value']);
    expect(errors[0].message).toContain(`5000 MW is outside what this unit can do (0 to ${p_max} MW)`);
    expect(await loaded('plan', ts)).toBe(prev);
    // at the limit is fine
    expect((await post('plan', [cell(ts, p_max, prev)], operator, '&dry-run=true')).statusCode).toBe(200);
  });

  it('8,760 cells in one request, atomically', async () => {
    const start = Date.UTC(2027, 0, 1);
    const cells = Array.from({ length: 8760 }, (_, i) => cell(start + i * H, (i % 500) / 10 + 2, null));
    // Its time is bench/overrides.bench.ts's (target 1 s); a test only holds the behaviour.
    const res = await post('plan', cells, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().saved).toBe(8760);
    const f = await info('plan', start, start + 8760 * H);
    expect(f.override.filter((v) => v !== null)).toHaveLength(8760);
    // the same cells again with one stale expectation: nothing changes
    const again = cells.map((c, i) => ({ ...c, value: 1.05, expected_previous: i === 8000 ? 999 : c.value }));
    expect((await post('plan', again, admin)).statusCode).toBe(409);
    expect((await info('plan', start, start + 8760 * H)).values.filter((v) => v === 1.05)).toHaveLength(0);
    // and with every expectation right, all 8,760 are replaced (closing 8,760 live rows)
    const replaced = await post(
      'plan',
      cells.map((c) => ({ ...c, value: 1.05, expected_previous: c.value })),
      admin,
    );
    expect(replaced.statusCode).toBe(200);
    expect((await info('plan', start, start + 8760 * H)).values.filter((v) => v === 1.05)).toHaveLength(8760);
  });
});

describe('day-ahead window', () => {
  it('falls back to 08:00 in the plant zone and flags saved cells in [cutoff, start of the day after tomorrow)', async () => {
    const w = (await t.app.inject({ method: 'GET', url: `${BASE}/day-ahead-window`, headers: operator })).json();
    expect(w).toEqual({
      cutoff: Date.UTC(2026, 9, 30, 7),
      end: Date.UTC(2026, 9, 31, 23),
      timezone: 'Europe/Vienna',
      source: 'fallback',
    });
    const inside = Date.UTC(2026, 9, 31, 10);
    const outside = Date.UTC(2026, 10, 1, 10);
    const res = await post(
      'plan',
      [cell(inside, 1, await loaded('plan', inside)), cell(outside, 1, await loaded('plan', outside))],
      operator,
      '&dry-run=true',
    );
    expect(res.json().day_ahead_cells).toEqual([{ component_id: UNIT, quantity: 'power', ts: inside }]);
  });

  it('follows the nomination configuration, which only admins change', async () => {
    const url = `${BASE}/nomination-configuration`;
    expect((await t.app.inject({ method: 'GET', url, headers: operator })).json()).toMatchObject({
      day_ahead_bid_completion_hour: null,
    });
    expect(
      (await t.app.inject({ method: 'PATCH', url, headers: operator, payload: { day_ahead_bid_completion_hour: 12 } }))
        .statusCode,
    ).toBe(403);
    const patched = await t.app.inject({
      method: 'PATCH',
      url,
      headers: admin,
      payload: { day_ahead_bid_completion_hour: 12, day_ahead_bid_completion_minute: 0 },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      day_ahead_bid_completion_hour: 12,
      day_ahead_bid_completion_minute: 0,
      updated_by: 'admin@penstock.demo',
    });
    expect(
      (await t.app.inject({ method: 'PATCH', url, headers: admin, payload: { day_ahead_bid_completion_hour: 24 } }))
        .statusCode,
    ).toBe(400);
    const w = (await t.app.inject({ method: 'GET', url: `${BASE}/day-ahead-window`, headers: operator })).json();
    expect(w).toMatchObject({ cutoff: Date.UTC(2026, 9, 30, 10), source: 'configuration' }); // 11:00 CET
    const hour = Date.UTC(2026, 9, 30, 10); // 11:00 CET: at the cutoff
    const res = await post(
      'plan',
      [cell(hour, 1, await loaded('plan', hour)), cell(hour - H, 1, await loaded('plan', hour - H))],
      admin,
      '&dry-run=true',
    );
    expect(res.json().day_ahead_cells.map((c: { ts: number }) => c.ts)).toEqual([hour]);
  });
});

describe('active overrides (cockpit alerts)', () => {
  const active = (start: number, end: number, headers: Record<string, string> = operator, base = BASE) =>
    t.app.inject({ method: 'GET', url: `${base}/active-overrides?start-ts=${start}&end-ts=${end}`, headers });

  it('lists the live overrides of the range as stretches per series and person: component, quantity, kind, from-to, who, when', async () => {
    const ts = NOW + 200 * H - (NOW % H);
    const plan = (at: number, v: number) => loaded('plan', at).then((p) => cell(at, v, p));
    // hours 0-2 by the operator, hour 3 by the admin, a gap, hour 5 by the operator again
    expect(
      (await post('plan', [await plan(ts, 10), await plan(ts + H, 12), await plan(ts + 2 * H, 11)])).statusCode,
    ).toBe(200);
    expect((await post('plan', [await plan(ts + 3 * H, 5)], admin)).statusCode).toBe(200);
    expect((await post('plan', [await plan(ts + 5 * H, 7)])).statusCode).toBe(200);
    const level = await info('plan', ts + H, ts + 2 * H, 'hochalm.reservoir', 'level');
    expect(
      (
        await post('plan', [
          {
            component_id: 'hochalm.reservoir',
            quantity: 'level',
            ts: ts + H,
            value: 2000,
            expected_previous: level.values[0] ?? null,
          },
        ])
      ).statusCode,
    ).toBe(200);
    // an override removed again is not listed
    expect((await post('plan', [await plan(ts + 8 * H, 3)])).statusCode).toBe(200);
    expect((await post('plan', [cell(ts + 8 * H, null, 3)])).statusCode).toBe(200);

    const res = await active(ts, ts + 24 * H);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const m1 = {
      component_id: UNIT,
      component_name: expect.any(String),
      component_type: 'TURBINE',
      quantity: 'power',
      kind: 'plan',
      unit: 'MW',
    };
    const reservoir = {
      component_id: 'hochalm.reservoir',
      component_name: 'Hochalmspeicher',
      component_type: 'RESERVOIR',
      quantity: 'level',
      kind: 'plan',
      unit: 'm a.s.l.',
    };
    /** A listed range of overridden cells: hours [from, to) of the day, its smallest and largest value and who. */
    const range = (series: object, hours: [number, number], min: number, max: number, by: string) => ({
      ...series,
      from: ts + hours[0] * H,
      to: ts + hours[1] * H,
      cells: hours[1] - hours[0],
      min,
      max,
      override_by: `${by}@penstock.demo`,
      overridden_at: expect.any(Number),
    });
    expect(body).toEqual([
      range(m1, [0, 3], 10, 12, 'operator'),
      range(reservoir, [1, 2], 2000, 2000, 'operator'),
      range(m1, [3, 4], 5, 5, 'admin'),
      range(m1, [5, 6], 7, 7, 'operator'),
    ]);
    expect(Math.abs(body[0].overridden_at - NOW)).toBeLessThan(60_000);
    // only what lies in the range
    expect((await active(ts + 4 * H, ts + 5 * H)).json()).toEqual([]);
    expect(
      (await active(ts + 2 * H, ts + 4 * H)).json().map((o: { from: number; cells: number }) => [o.from - ts, o.cells]),
    ).toEqual([
      [2 * H, 1],
      [3 * H, 1],
    ]);
  });

  it("guarded like the other override routes: 401 without a session, 404 for a portfolio not the user's; 400 for a bad range", async () => {
    expect((await active(NOW, NOW + H, {})).statusCode).toBe(401);
    expect(
      (await active(NOW, NOW + H, operator, '/api/dashboard-v3/portfolio/pumped/plant/gletschersee')).statusCode,
    ).toBe(404);
    expect((await active(NOW, NOW + H, operator, '/api/dashboard-v3/portfolio/river/plant/innau')).statusCode).toBe(
      200,
    ); // read-only portfolios are readable
    expect((await active(NOW + H, NOW)).statusCode).toBe(400);
    expect((await active(NOW, NOW + 32 * 24 * H)).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `${BASE}/active-overrides?start-ts=x`, headers: operator })).statusCode,
    ).toBe(400);
  });
});

describe('junk', () => {
  it('never answers 5xx to random bodies and queries', async () => {
    const junkCell = fc.record(
      {
        component_id: fc.oneof(fc.constant(UNIT), fc.string()),
        quantity: fc.oneof(fc.constantFrom('power', 'level', 'x'), fc.string()),
        ts: fc.oneof(fc.integer(), fc.double(), fc.constant(NOW + 40 * H - (NOW % H)), fc.string()),
        value: fc.oneof(fc.double(), fc.constant(null), fc.string()),
        expected_previous: fc.oneof(fc.double(), fc.constant(null)),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.record({ cells: fc.array(junkCell, { maxLength: 5 }) }), fc.anything()),
        fc.constantFrom('plan', 'actual', 'x', ''),
        async (payload, kind) => {
          const res = await t.app.inject({
            method: 'POST',
            url: `${BASE}/overrides?kind=${kind}`,
            headers: { ...operator, 'content-type': 'application/json' },
            payload: JSON.stringify(payload) ?? 'null',
          });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});
