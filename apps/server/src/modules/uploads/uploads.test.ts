import type { PlantState } from '@penstock/domain';
import { contentToLevel } from '@penstock/optimizer';
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
  t.app.inject({
    method: 'POST',
    url: `${base}/${kind}${query ? `?${query}` : ''}`,
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: csv,
  });
const iso = (ms: number) => new Date(ms).toISOString();
const stored = async (component: string, quantity: string, from: number, to: number) => {
  const { rows } = await sql<{ ts: number; value: number }>`
    select (extract(epoch from v.ts) * 1000)::float8 as ts, v.value from series_value v join series s on s.id = v.series_id
    where (s.control_unit_id = ${component} or s.hydro_body_id = ${component}) and s.quantity = ${quantity} and s.kind = 'actual' and s.run_id is null
      and v.ts >= to_timestamp(${from / 1000}) and v.ts < to_timestamp(${to / 1000}) order by v.ts`.execute(t.db);
  return rows;
};
const setState = (state: PlantState) =>
  t.db.updateTable('physical_plant').set({ plant_state: state }).where('id', '=', 'hochalm').execute();

beforeAll(async () => ({ t, operator, admin } = await worldAppAt(NOW)));
afterAll(() => t?.close());

describe('rights', () => {
  const csv = `timestamp,hochalm.m1\n${iso(FREE)},10\n`;
  it('non-admins upload only while the plant is in Draft or Setup, and only with can_write', async () => {
    const live = await upload('power-actuals', csv, operator);
    expect(live.statusCode).toBe(403);
    expect(live.json().detail).toMatch(/Draft or Setup/);
    expect(
      (
        await upload(
          'power-actuals',
          `timestamp,innau.m1\n${iso(FREE)},1\n`,
          operator,
          '',
          '/api/dashboard-v3/portfolio/river/plant/innau/upload',
        )
      ).statusCode,
    ).toBe(403);
    await setState('Setup');
    try {
      expect((await upload('power-actuals', csv, operator)).statusCode).toBe(200);
      const future = await upload(
        'power-actuals',
        `timestamp,hochalm.m1\n${iso(NOW + 10 * H - (NOW % H))},1\n`,
        operator,
      );
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
    const unaligned = await upload(
      'power-actuals',
      `timestamp,hochalm.m1\n${iso(from)},1\n${iso(from + 90 * 60_000)},2\n`,
    );
    expect(unaligned.statusCode).toBe(400);
    expect(unaligned.json().errors[0]).toMatchObject({ line: 3, column: 1 });
    expect((await upload('reservoir-levels', `timestamp,hochalm.m1\n${iso(from)},1\n`)).statusCode).toBe(400);
    expect(await stored('hochalm.m1', 'power', from, from + 3 * H)).toEqual([]);
  });

  it('refuses an unknown timezone naming the parameter (issue 27 item 17)', async () => {
    const res = await upload(
      'power-actuals',
      `timestamp,hochalm.m1\n2026-01-10 01:00,1\n`,
      admin,
      'timezone=Mars/Base',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'timezone' })]);
  });

  it('refuses other content types and never answers 5xx to junk', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: `${BASE}/power-actuals`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect([400, 415]).toContain(json.statusCode); // JSON is parsed, then refused: the body must be CSV text
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc
            .array(
              fc.array(fc.oneof(fc.string(), fc.constantFrom(iso(FREE), 'hochalm.m1', 'timestamp', '1.5', '')), {
                maxLength: 4,
              }),
              { maxLength: 5 },
            )
            .map((rows) => rows.map((r) => r.join(',')).join('\n')),
        ),
        fc.constantFrom(
          'power-actuals',
          'gate-openings',
          'reservoir-levels',
          'reservoir-inflows',
          'price-forecasts',
          'nope',
        ),
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

/** The level-to-content table of Hochalm's reservoir, by level. */
const hochalmCurve = () =>
  t.db
    .selectFrom('level_to_content_point')
    .select(['level', 'content'])
    .where('hydro_body_id', '=', 'hochalm.reservoir')
    .orderBy('level')
    .execute();
const levelsCsv = (from: number, values: number[], column = 'hochalm.reservoir') =>
  [`timestamp,${column}`, ...values.map((v, i) => `${iso(from + i * H)},${v}`)].join('\n');

describe('overlap handling', () => {
  // levels inside the reservoir's table (the lowest level + the given metres)
  let low = 0;
  beforeAll(async () => void (low = (await hochalmCurve())[0].level));
  const levels = (from: number, values: number[]) =>
    levelsCsv(
      from,
      values.map((v) => low + v),
    );

  it('answers 300 with the offers and the overlap, writes nothing, then overwrites or keeps on request', async () => {
    const from = Date.UTC(2026, 5, 1); // the world has level actuals here
    const existing = await stored('hochalm.reservoir', 'level', from - 2 * H, from + 2 * H);
    expect(existing).toHaveLength(4);
    const csv = levels(from - 2 * H, [10, 11, 12, 13]);
    const first = await upload('reservoir-levels', csv, admin, 'filename=levels%20(2).csv');
    expect(first.statusCode).toBe(300);
    expect(first.json()).toMatchObject({
      handling_offers: ['overwrite', 'keep-existing', 'cancel'],
      overlap: { count: 4, from: from - 2 * H, to: from + 2 * H },
    });
    expect(await stored('hochalm.reservoir', 'level', from - 2 * H, from + 2 * H)).toEqual(existing);

    const cancel = await upload('reservoir-levels', csv, admin, 'handling=cancel');
    expect(cancel.json()).toMatchObject({ written: 0 });
    expect(await stored('hochalm.reservoir', 'level', from - 2 * H, from + 2 * H)).toEqual(existing);

    const over = await upload('reservoir-levels', csv, admin, 'handling=overwrite&filename=levels%20(2).csv');
    expect(over.statusCode).toBe(200);
    expect(over.json()).toMatchObject({
      file_name: 'levels.csv',
      values: 4,
      written: 4,
      kept: 0,
      handling: 'overwrite',
      from: from - 2 * H,
      to: from + 2 * H,
    });
    expect((await stored('hochalm.reservoir', 'level', from - 2 * H, from + 2 * H)).map((r) => r.value)).toEqual(
      [10, 11, 12, 13].map((v) => low + v),
    );
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
    expect((await stored('hochalm.reservoir', 'level', from - 2 * H, from)).map((r) => r.value)).toEqual(
      [5, 6].map((v) => low + v),
    );
    const log = await t.db
      .selectFrom('data_upload')
      .selectAll()
      .where('file_name', '=', 'Levels March.csv')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      kind: 'reservoir-levels',
      handling: 'keep-existing',
      uploaded_by: 'admin@penstock.demo',
      written: 2,
      kept: 2,
    });
  });
});

describe('kinds', () => {
  it('gate openings in m and percent are stored in cm', async () => {
    const gate = await t.db
      .selectFrom('control_unit')
      .select('gate_opening_cm_max')
      .where('id', '=', 'hochalm.spillway')
      .executeTakeFirstOrThrow();
    const from = FREE + 300 * H;
    expect(
      (await upload('gate-openings', `timestamp,hochalm.spillway\n${iso(from)},1.5\n`, admin, 'unit=m')).statusCode,
    ).toBe(200);
    const pct = await upload(
      'gate-openings',
      `timestamp,hochalm.spillway\n${iso(from + H)},50\n`,
      admin,
      'unit=percent',
    );
    if (gate.gate_opening_cm_max == null) expect(pct.statusCode).toBe(400);
    else expect(pct.statusCode).toBe(200);
    const rows = await stored('hochalm.spillway', 'gate_opening', from, from + 2 * H);
    expect(rows[0].value).toBeCloseTo(150);
    if (gate.gate_opening_cm_max != null) expect(rows[1].value).toBeCloseTo(gate.gate_opening_cm_max / 2);
    expect(
      (await upload('gate-openings', `timestamp,hochalm.spillway\n${iso(from + 2 * H)},150\n`, admin, 'unit=percent'))
        .statusCode,
    ).toBe(400);
    expect((await upload('gate-discharges', `timestamp,hochalm.spillway\n${iso(from)},-1\n`)).statusCode).toBe(400);
  });

  it('price forecasts go to the plant region and its first source by default', async () => {
    const from = NOW - (NOW % H) + 200 * H;
    const res = await upload('price-forecasts', `timestamp,price\n${iso(from)},55.5\n${iso(from + H)},60\n`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'price-forecasts', written: 2 });
    expect(
      (await upload('price-forecasts', `timestamp,price\n${iso(from)},1\n`, admin, 'source=nope')).statusCode,
    ).toBe(400);
  });
});

describe('reservoir levels become contents, inflows are stored', () => {
  it('conserves water: contents derived from uploaded levels change by exactly the uploaded inflow', async () => {
    const curve = await hochalmCurve();
    const from = FREE + 500 * H;
    const hours = 24 * 31;
    // a month with no release: every hour the reservoir gains its inflow (m3/s x 3600 s)
    const inflow = Array.from({ length: hours }, (_, i) => 2 + Math.sin(i / 7) + (i % 24) / 12);
    const content = [curve[0].content + 0.3 * (curve.at(-1)!.content - curve[0].content)];
    for (const q of inflow) content.push(content.at(-1)! + q * 3600);
    const level = content.map((c) => contentToLevel(curve, c));
    expect(
      (await upload('reservoir-inflows', levelsCsv(from, inflow), admin, 'filename=inflow.csv')).json(),
    ).toMatchObject({ kind: 'reservoir-inflows', values: hours, written: hours });
    const res = await upload('reservoir-levels', levelsCsv(from, level));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ values: hours + 1, written: hours + 1 }); // the derived contents are not counted as the file's values
    const storedContent = (await stored('hochalm.reservoir', 'content', from, from + (hours + 1) * H)).map(
      (r) => r.value,
    );
    const storedInflow = (await stored('hochalm.reservoir', 'inflow', from, from + hours * H)).map((r) => r.value);
    expect(storedContent).toHaveLength(hours + 1);
    expect(storedInflow).toHaveLength(hours);
    for (let i = 0; i < hours; i++)
      expect(storedContent[i + 1] - storedContent[i]).toBeCloseTo(storedInflow[i] * 3600, 0);
    // the levels themselves are kept as uploaded
    expect((await stored('hochalm.reservoir', 'level', from, from + H))[0].value).toBe(level[0]);
  });

  it('a level outside the level-to-content table is a clear error and nothing of the file is written', async () => {
    const curve = await hochalmCurve();
    const from = FREE - 200 * H;
    const top = curve.at(-1)!.level;
    const res = await upload('reservoir-levels', levelsCsv(from, [top - 1, top, top + 0.5, top - 2]));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({
        line: 4,
        column: 2,
        message: expect.stringMatching(/outside the level-to-content table of .*Hochalm/i),
      }),
    ]);
    expect(await stored('hochalm.reservoir', 'level', from, from + 4 * H)).toEqual([]);
    expect(await stored('hochalm.reservoir', 'content', from, from + 4 * H)).toEqual([]);
  });

  it('a reservoir without a level-to-content table refuses its levels, naming it', async () => {
    const from = FREE - 300 * H;
    const saved = await t.db
      .selectFrom('level_to_content_point')
      .selectAll()
      .where('hydro_body_id', '=', 'hochalm.reservoir')
      .execute();
    await t.db.deleteFrom('level_to_content_point').where('hydro_body_id', '=', 'hochalm.reservoir').execute();
    try {
      const res = await upload('reservoir-levels', levelsCsv(from, [1800]));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({
        line: 1,
        column: 2,
        message: expect.stringMatching(/has no level-to-content table/),
      });
      expect(await stored('hochalm.reservoir', 'level', from, from + H)).toEqual([]);
    } finally {
      await t.db.insertInto('level_to_content_point').values(saved).execute();
    }
  });

  it('inflows go to reservoirs only', async () => {
    const res = await upload('reservoir-inflows', `timestamp,hochalm.m1\n${iso(FREE)},3\n`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/RESERVOIR/);
  });
});
