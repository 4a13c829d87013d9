import { DomainError } from '@penstock/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { onReplanNotice, type ReplanNotice } from './replanNotices.js';
import { seriesStaging, writeSeries, type NewSeries } from './writeSeries.js';

let t: TestApp;
const REGION = 'WRITE-TEST';
const T0 = Date.UTC(2026, 0, 1);
const H = 3_600_000;
const price = (kind: NewSeries['kind']): NewSeries => ({
  price_region_id: REGION,
  quantity: 'day_ahead_price',
  kind,
  unit: 'EUR/MWh',
  resolution_seconds: 3600,
});
const valuesOf = async (seriesId: number) =>
  (
    await sql<{ ms: number; value: number }>`
      select (extract(epoch from ts) * 1000)::float8 as ms, value from series_value where series_id = ${seriesId} order by ts`.execute(
      t.db,
    )
  ).rows;
const newestSeries = async () =>
  (await t.db.selectFrom('series').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await createTestApp();
  await sql`insert into price_region (id, name, currency, timezone) values (${REGION}, 'Write test', 'EUR', 'Europe/Vienna')`.execute(
    t.db,
  );
}, 120_000);
afterAll(() => t?.close());

describe('writeSeries, the one writer of series values', () => {
  it('stores a grid, skipping gaps, and sends a re-plan notice for inputs but not for plans', async () => {
    const notices: ReplanNotice[] = [];
    const off = onReplanNotice((n) => notices.push(n));
    const at = new Date(T0);
    const input = await writeSeries(
      { grid: { series: price('actual'), startMs: T0, stepSeconds: 3600, values: [40, null, 42, NaN, 44] } },
      { by: 'tester', at, source: 'test' },
      t.db,
    );
    expect(input.written).toBe(3);
    expect(await valuesOf(await newestSeries())).toEqual([
      { ms: T0, value: 40 },
      { ms: T0 + 2 * H, value: 42 },
      { ms: T0 + 4 * H, value: 44 },
    ]);
    await writeSeries(
      { grid: { series: price('plan'), startMs: T0, stepSeconds: 3600, values: [1, 2] } },
      { by: 'tester', at, source: 'plan' },
      t.db,
    );
    off();
    expect(notices).toEqual([{ source: 'test', by: 'tester', at, values: 3, waterBodies: [] }]);
  });

  it('refuses a value that is not a finite number, writing nothing', async () => {
    const before = await newestSeries();
    const write = writeSeries(
      { grid: { series: price('forecast'), startMs: T0, stepSeconds: 3600, values: [1, Infinity] } },
      { by: 'tester', at: new Date(T0), source: 'test' },
      t.db,
    );
    await expect(write).rejects.toBeInstanceOf(DomainError);
    await expect(write).rejects.toMatchObject({
      kind: 'invalid',
      message: 'Value 2 of the series is not a finite number',
    });
    expect(await newestSeries()).toBe(before);
  });

  it('a staged overwrite replaces stored values and keeps each replaced one with who and when; keep leaves them', async () => {
    await writeSeries(
      { grid: { series: price('forecast'), startMs: T0, stepSeconds: 3600, values: [10, 11, 12] } },
      { by: 'tester', at: new Date(T0), source: 'test' },
      t.db,
    );
    const id = await newestSeries();
    const stage = (values: number[], mode: 'overwrite' | 'keep', by: string) =>
      t.db.transaction().execute(async (trx) => {
        await seriesStaging.create(trx);
        await seriesStaging.stage(
          values.map(() => id),
          values.map((_, i) => T0 + (i + 1) * H),
          values,
          values.map((_, i) => i + 2),
          trx,
        );
        return writeSeries({ staged: { derived: [] } }, { by, at: new Date(T0 + 9 * H), mode, source: 'upload' }, trx);
      });

    expect(await stage([99, 12, 13], 'keep', 'keeper')).toEqual({ written: 1, replaced: 0 });
    expect((await valuesOf(id)).map((v) => v.value)).toEqual([10, 11, 12, 13]);

    expect(await stage([21, 12], 'overwrite', 'ops@penstock.demo')).toEqual({ written: 2, replaced: 1 });
    expect((await valuesOf(id)).map((v) => v.value)).toEqual([10, 21, 12, 13]);
    const corrections = await t.db
      .selectFrom('series_value_correction')
      .select(['ts', 'old_value', 'new_value', 'corrected_by', 'corrected_at'])
      .where('series_id', '=', id)
      .execute();
    expect(corrections).toEqual([
      {
        ts: new Date(T0 + H),
        old_value: 11,
        new_value: 21,
        corrected_by: 'ops@penstock.demo',
        corrected_at: new Date(T0 + 9 * H),
      },
    ]);
  });
});
