import type { PlantState } from '@penstock/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { worldAppAt } from '../../testing/worldAppAt.js';

const H = 3_600_000;
const NOW = Date.UTC(2026, 9, 30, 10, 30);
const BASE = '/api/dashboard-v3/portfolio/alpine/plant/hochalm/upload';
const FREE = Date.UTC(2026, 0, 10); // before the test world starts: no values yet

let t: TestApp;
let operator: Record<string, string>;
let admin: Record<string, string>;

const upload = (kind: string, csv: string, headers = admin, query = '', base = BASE) =>
  t.app.inject({ method: 'POST', url: `${base}/${kind}${query ? `?${query}` : ''}`, headers: { ...headers, 'content-type': 'text/csv' }, payload: csv });
const iso = (ms: number) => new Date(ms).toISOString();
const stored = async (component: string, quantity: string, from: number, to: number) => {
  const { rows } = await sql<{ ts: number; value: number }>`
    select (extract(epoch from v.ts) * 1000)::float8 as ts, v.value from series_value v join series s on s.id = v.series_id
    where (s.control_unit_id = ${component} or s.hydro_body_id = ${component}) and s.quantity = ${quantity} and s.kind = 'actual' and s.run_id is null
      and v.ts >= to_timestamp(${from / 1000}) and v.ts < to_timestamp(${to / 1000}) order by v.ts`.execute(t.db);
  return rows;
};
const setState = (state: PlantState) => t.db.updateTable('physical_plant').set({ plant_state: state }).where('id', '=', 'hochalm').execute();

beforeAll(async () => ({ t, operator, admin } = await worldAppAt(NOW)));
afterAll(() => t?.close());

describe('rights', () => {
  const csv = `timestamp,hochalm.m1\n${iso(FREE)},10\n`;
  it('non-admins upload only while the plant is in Draft or Setup, and only with can_write', async () => {
    const live = await upload('power-actuals', csv, operator);
    expect(live.statusCode).toBe(403);
    expect(live.json().detail).toMatch(/Draft or Setup/);
    expect((await upload('power-actuals', `timestamp,innau.m1\n${iso(FREE)},1\n`, operator, '', '/api/dashboard-v3/portfolio/river/plant/innau/upload')).statusCode).toBe(403);
    await setState('Setup');
    try {
      expect((await upload('power-actuals', csv, operator)).statusCode).toBe(200);
      const future = await upload('power-actuals', `timestamp,hochalm.m1\n${iso(NOW + 10 * H - (NOW % H))},1\n`, operator);
      expect(future.statusCode).toBe(403);
      expect(future.json().detail).toMatch(/line 2/);
    } finally {
      await setState('Live');
    }
  });
});

describe('validation', () => {
  it('400 lists every bad line and column, and nothing is written', async () => {
    const from = FREE + 100 * H;
    const csv = [
      'timestamp,hochalm.m1,HOCH-M2,ghost',
      `${iso(from)},1,2,3`,
      `${iso(from + H)},x,2,3`,
      `yesterday,1,2,3`,
      `${iso(from + 2 * H + 60_000)},1,2,3`,
    ].join('\n');
    const res = await upload('power-actuals', csv);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors.map((e: { line: number; column: number }) => [e.line, e.column])).toEqual(
      expect.arrayContaining([
        [1, 4],
        [3, 2],
        [4, 1],
      ]),
    );
    expect(body.errors[0].path).toMatch(/^line \d+, column \d+$/);
    expect(body.detail).toMatch(/problems? in the file/);
    expect(await stored('hochalm.m1', 'power', from, from + 5 * H)).toEqual([]);
  });

  it('an unaligned time or a wrong component type is refused atomically', async () => {
    const from = FREE + 200 * H;
    const unaligned = await upload('power-actuals', `timestamp,hochalm.m1\n${iso(from)},1\n${iso(from + 90 * 60_000)},2\n`);
    expect(unaligned.statusCode).toBe(400);
    expect(unaligned.json().errors[0]).toMatchObject({ line: 3, column: 1 });
    expect((await upload('reservoir-levels', `timestamp,hochalm.m1\n${iso(from)},1\n`)).statusCode).toBe(400);
    expect(await stored('hochalm.m1', 'power', from, from + 3 * H)).toEqual([]);
  });

  it('refuses other content types and never answers 5xx to junk', async () => {
    const json = await t.app.inject({ method: 'POST', url: `${BASE}/power-actuals`, headers: { ...admin, 'content-type': 'application/json' }, payload: '{}' });
    expect([400, 415]).toContain(json.statusCode); // JSON is parsed, then refused: the body must be CSV text
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.array(fc.array(fc.oneof(fc.string(), fc.constantFrom(iso(FREE), 'hochalm.m1', 'timestamp', '1.5', '')), { maxLength: 4 }), { maxLength: 5 }).map((rows) => rows.map((r) => r.join(',')).join('\n'))),
        fc.constantFrom('power-actuals', 'gate-openings', 'reservoir-levels', 'price-forecasts', 'nope'),
        fc.constantFrom('', 'handling=overwrite', 'unit=percent', 'handling=cancel', 'timezone=Mars/Base'),
        async (csv, kind, query) => {
          const res = await upload(kind, csv, admin, query);
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 120 },
    );
  });
});

describe('overlap handling', () => {
  const levels = (from: number, values: number[]) => ['timestamp,hochalm.reservoir', ...values.map((v, i) => `${iso(from + i * H)},${v}`)].join('\n');

  it('answers 300 with the offers and the overlap, writes nothing, then overwrites or keeps on request', async () => {
    const from = Date.UTC(2026, 5, 1); // the world has level actuals here
    const existing = await stored('hochalm.reservoir', 'level', from - 2 * H, from + 2 * H);
    expect(existing).toHaveLength(4);
    const csv = levels(from - 2 * H, [1000, 1001, 1002, 1003]);
    const first = await upload('reservoir-levels', csv, admin, 'filename=levels%20(2).csv');
    expect(first.statusCode).toBe(300);
    expect(first.json()).toMatchObject({ handling_offers: ['overwrite', 'keep-existing', 'cancel'], overlap: { count: 4, from: from - 2 * H, to: from + 2 * H } });
    expect(await stored('hochalm.reservoir', 'level', from - 2 * H, from + 2 * H)).toEqual(existing);

    const cancel = await upload('reservoir-levels', csv, admin, 'handling=cancel');
    expect(cancel.json()).toMatchObject({ written: 0 });
    expect(await stored('hochalm.reservoir', 'level', from - 2 * H, from + 2 * H)).toEqual(existing);

    const over = await upload('reservoir-levels', csv, admin, 'handling=overwrite&filename=levels%20(2).csv');
    expect(over.statusCode).toBe(200);
    expect(over.json()).toMatchObject({ file_name: 'levels.csv', values: 4, written: 4, kept: 0, handling: 'overwrite', from: from - 2 * H, to: from + 2 * H });
    expect((await stored('hochalm.reservoir', 'level', from - 2 * H, from + 2 * H)).map((r) => r.value)).toEqual([1000, 1001, 1002, 1003]);
  });

  it('keep-existing writes only the new values', async () => {
    const from = Date.UTC(2026, 2, 20); // the world starts here: two hours before are new
    const before = await stored('hochalm.reservoir', 'level', from, from + 2 * H);
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/reservoir-levels?handling=keep-existing`,
      headers: { ...admin, 'content-type': 'text/csv', 'x-file-name': 'Levels (export) March.csv' },
      payload: levels(from - 2 * H, [5, 6, 7, 8]),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ file_name: 'Levels March.csv', values: 4, written: 2, kept: 2 });
    expect(await stored('hochalm.reservoir', 'level', from, from + 2 * H)).toEqual(before);
    expect((await stored('hochalm.reservoir', 'level', from - 2 * H, from)).map((r) => r.value)).toEqual([5, 6]);
    const log = await t.db.selectFrom('data_upload').selectAll().where('file_name', '=', 'Levels March.csv').executeTakeFirstOrThrow();
    expect(log).toMatchObject({ kind: 'reservoir-levels', handling: 'keep-existing', uploaded_by: 'admin@penstock.demo', written: 2, kept: 2 });
  });
});

describe('kinds', () => {
  it('gate openings in m and percent are stored in cm', async () => {
    const gate = await t.db.selectFrom('control_unit').select('gate_opening_cm_max').where('id', '=', 'hochalm.spillway').executeTakeFirstOrThrow();
    const from = FREE + 300 * H;
    expect((await upload('gate-openings', `timestamp,hochalm.spillway\n${iso(from)},1.5\n`, admin, 'unit=m')).statusCode).toBe(200);
    const pct = await upload('gate-openings', `timestamp,hochalm.spillway\n${iso(from + H)},50\n`, admin, 'unit=percent');
    if (gate.gate_opening_cm_max == null) expect(pct.statusCode).toBe(400);
    else expect(pct.statusCode).toBe(200);
    const rows = await stored('hochalm.spillway', 'gate_opening', from, from + 2 * H);
    expect(rows[0].value).toBeCloseTo(150);
    if (gate.gate_opening_cm_max != null) expect(rows[1].value).toBeCloseTo(gate.gate_opening_cm_max / 2);
    expect((await upload('gate-openings', `timestamp,hochalm.spillway\n${iso(from + 2 * H)},150\n`, admin, 'unit=percent')).statusCode).toBe(400);
    expect((await upload('gate-discharges', `timestamp,hochalm.spillway\n${iso(from)},-1\n`)).statusCode).toBe(400);
  });

  it('price forecasts go to the plant region and its first source by default', async () => {
    const from = NOW - (NOW % H) + 200 * H;
    const res = await upload('price-forecasts', `timestamp,price\n${iso(from)},55.5\n${iso(from + H)},60\n`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'price-forecasts', written: 2 });
    expect((await upload('price-forecasts', `timestamp,price\n${iso(from)},1\n`, admin, 'source=nope')).statusCode).toBe(400);
  });
});
