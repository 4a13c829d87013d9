import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { writeSeries, type MeasuredCells } from './writeSeries.js';

// The cells source of writeSeries (telemetry, issue 26): new, unchanged and corrected cells in one
// statement, and a writer that takes no series lock racing it.
let t: TestApp;
const REGION = 'CELLS-TEST';
const T0 = Date.UTC(2026, 0, 1);
const H = 3_600_000;
let id: number;

const valuesOf = async () =>
  (
    await sql<{ ms: number; value: number; quality: number | null }>`
      select (extract(epoch from ts) * 1000)::float8 as ms, value, quality from series_value where series_id = ${id} order by ts`.execute(
      t.db,
    )
  ).rows;
const cells = (
  rows: [ms: number, value: number, quality: number | null, line: number][],
): { cells: MeasuredCells } => ({
  cells: {
    seriesIds: rows.map(() => id),
    tsMs: rows.map((r) => r[0]),
    values: rows.map((r) => r[1]),
    qualities: rows.map((r) => r[2]),
    lines: rows.map((r) => r[3]),
  },
});
const write = (rows: Parameters<typeof cells>[0], by = 'scada') =>
  t.db
    .transaction()
    .execute((trx) => writeSeries(cells(rows), { by, at: new Date(T0 + 9 * H), source: 'telemetry' }, trx));

beforeAll(async () => {
  t = await createTestApp();
  await sql`insert into price_region (id, name, currency, timezone) values (${REGION}, 'Cells test', 'EUR', 'Europe/Vienna')`.execute(
    t.db,
  );
  await writeSeries(
    {
      grid: {
        series: { price_region_id: REGION, quantity: 'day_ahead_price', kind: 'actual', unit: 'EUR/MWh' },
        startMs: T0,
        stepSeconds: 3600,
        values: [10, 11],
      },
    },
    { by: 'tester', at: new Date(T0), source: 'test' },
    t.db,
  );
  id = (await t.db.selectFrom('series').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).id;
}, 120_000);
afterAll(() => t?.close());

describe('writeSeries cells', () => {
  it('inserts new cells, leaves equal ones, corrects a changed value or quality with who and when; derived cells are not counted', async () => {
    // the new cells first: the copy that tries them as all new inserts them before it meets a stored one
    const result = await write([
      [T0 + 2 * H, 12, null, 3], // new
      [T0 + 3 * H, 13, 1, 0], // new, derived
      [T0, 10, null, 1], // unchanged
      [T0 + H, 11, 2, 2], // same value, now bad: a correction
    ]);
    expect(result).toEqual({ written: 2, replaced: 1, corrected: 1 });
    expect(await valuesOf()).toEqual([
      { ms: T0, value: 10, quality: null },
      { ms: T0 + H, value: 11, quality: 2 },
      { ms: T0 + 2 * H, value: 12, quality: null },
      { ms: T0 + 3 * H, value: 13, quality: 1 },
    ]);
    expect(await write([[T0 + 2 * H, 12.5, null, 1]], 'ops')).toEqual({ written: 1, replaced: 1, corrected: 1 });
    // all new: in by the copy, counted without the derived cell
    expect(
      await write([
        [T0 + 4 * H, 14, null, 1],
        [T0 + 5 * H, 15, 0, 0],
      ]),
    ).toEqual({ written: 1, replaced: 0, corrected: 0 });
    const kept = await t.db
      .selectFrom('series_value_correction')
      .select(['ts', 'old_value', 'new_value', 'old_quality', 'new_quality', 'corrected_by'])
      .where('series_id', '=', id)
      .orderBy('ts')
      .execute();
    expect(kept).toEqual([
      { ts: new Date(T0 + H), old_value: 11, new_value: 11, old_quality: null, new_quality: 2, corrected_by: 'scada' },
      {
        ts: new Date(T0 + 2 * H),
        old_value: 12,
        new_value: 12.5,
        old_quality: null,
        new_quality: null,
        corrected_by: 'ops',
      },
    ]);
  });

  it('a cell committed by a writer without the series lock after the statement began: no error, it is met as stored', async () => {
    const ms = T0 + 20 * H;
    let commit: () => void = () => {};
    const gate = new Promise<void>((r) => (commit = r));
    let inserted: () => void = () => {};
    const holding = new Promise<void>((r) => (inserted = r));
    // the demo world's kind of write: a plain insert, no advisory lock, held open
    const other = t.db.transaction().execute(async (trx) => {
      await sql`insert into series_value (series_id, ts, value) values (${id}, ${new Date(ms)}, 7)`.execute(trx);
      inserted();
      await gate;
    });
    await holding;
    const ours = write([
      [ms, 8, null, 1],
      [ms + H, 9, null, 2],
    ]);
    // our insert waits on the other's uncommitted row; then the other commits
    await expect
      .poll(
        async () =>
          (
            await sql<{ waiting: boolean }>`select exists (select from pg_locks where not granted) as waiting`.execute(
              t.db,
            )
          ).rows[0].waiting,
        { timeout: 30_000 },
      )
      .toBe(true);
    commit();
    await other;
    expect(await ours).toEqual({ written: 2, replaced: 1, corrected: 1 });
    expect((await valuesOf()).filter((v) => v.ms >= ms).map((v) => v.value)).toEqual([8, 9]);
  });
});
