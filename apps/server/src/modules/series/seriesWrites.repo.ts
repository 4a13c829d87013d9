import { sql, type RawBuilder } from 'kysely';
import type { Insertable } from 'kysely';
import type { Executor, SeriesTable } from '../../db/schema.js';
import { copyFrom } from '../../db/bulkWrite.js';
import { msOf, tsFromMs } from '../../db/sqlTime.js';

/** A series row to create with its first values. */
export type NewSeries = Omit<Insertable<SeriesTable>, 'id'>;
/** How a write meets stored values: none may be in the way, replace them, or leave them. */
export type WriteMode = 'new' | 'overwrite' | 'keep';

/** A staged value differs from the stored one (value or quality). */
const differs = sql`(v.value is distinct from c.value or v.quality is distinct from c.quality)`;

const onConflict = (mode: WriteMode) =>
  mode === 'new'
    ? sql``
    : sql`on conflict (series_id, ts) do ${mode === 'overwrite' ? sql`update set value = excluded.value, quality = excluded.quality` : sql`nothing`}`;

/**
 * The SQL behind writeSeries (the series module's one writer); nothing else writes series_value.
 * Staged writes go through a temporary table of the transaction (batches of parallel arrays
 * expanded by unnest), so a large upload never sits in memory whole and a refused one leaves nothing.
 */
/**
 * Extends every forecast of `quantity` not of a run, each of an `owner` (region or body), hour by hour
 * from its last value (`f.last_ts`) to `horizonDays` after the hour of now; `value` is the lateral
 * subquery answering an hour's `value` from `f` (the forecast, its `owner`, its `last_ts`) and `g.ts`.
 */
async function extendForecasts(
  trx: Executor,
  forecasts: {
    quantity: 'day_ahead_price' | 'inflow';
    owner: 'price_region_id' | 'hydro_body_id';
    value: RawBuilder<unknown>;
  },
  now: Date,
  horizonDays: number,
) {
  const owner = sql.ref(`s.${forecasts.owner}`);
  const result = await sql`
    with f as (
      select s.id, ${owner} as owner, (select max(v.ts) from series_value v where v.series_id = s.id) as last_ts
      from series s where s.kind = 'forecast' and s.quantity = ${forecasts.quantity} and s.run_id is null and ${owner} is not null)
    insert into series_value (series_id, ts, value)
    select f.id, g.ts, w.value
    from f cross join lateral generate_series(f.last_ts + interval '1 hour', date_trunc('hour', ${now}::timestamptz) + ${horizonDays} * interval '1 day', interval '1 hour') g(ts)
    cross join lateral (${forecasts.value}) w
    where f.last_ts is not null
    on conflict do nothing`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

export const seriesWritesRepo = {
  /** A new series and its values on a regular grid, in one statement (`values`: a float8[] literal, NaN = gap). */
  async createWithGrid(series: NewSeries, startMs: number, stepSeconds: number, values: string, trx: Executor) {
    const result = await sql`
      with s as (
        insert into series (control_unit_id, hydro_body_id, price_region_id, price_forecast_source_id, quantity, kind, unit, resolution_seconds, run_id, version)
        values (${series.control_unit_id ?? null}, ${series.hydro_body_id ?? null}, ${series.price_region_id ?? null}, ${series.price_forecast_source_id ?? null}::uuid,
                ${series.quantity}, ${series.kind}, ${series.unit}, ${series.resolution_seconds ?? stepSeconds}, ${series.run_id ?? null}::uuid, ${series.version ?? 1})
        returning id)
      insert into series_value (series_id, ts, value)
      select s.id, ${tsFromMs(startMs)} + (u.i - 1) * make_interval(secs => ${stepSeconds}::float8), u.v
      from s, unnest(${values}::float8[]) with ordinality as u(v, i) where u.v <> 'NaN'::float8`.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  },

  /** A new series holding every value of another (a copied plant's history). */
  async createAsCopy(series: NewSeries, fromSeriesId: number, trx: Executor) {
    const created = await trx.insertInto('series').values(series).returning('id').executeTakeFirstOrThrow();
    const result =
      await sql`insert into series_value (series_id, ts, value) select ${created.id}, ts, value from series_value where series_id = ${fromSeriesId}`.execute(
        trx,
      );
    return Number(result.numAffectedRows ?? 0);
  },

  /** The stored actuals and forecasts (no plans) of the components, for copying them. */
  storedInputs(bodyIds: string[], unitIds: string[], trx: Executor) {
    return trx
      .selectFrom('series')
      .select(['id', 'control_unit_id', 'hydro_body_id', 'quantity', 'kind', 'unit', 'resolution_seconds', 'version'])
      .where('run_id', 'is', null)
      .where('kind', 'in', ['actual', 'forecast'])
      .where((w) =>
        w.or([
          ...(bodyIds.length ? [w('hydro_body_id', 'in', bodyIds)] : []),
          ...(unitIds.length ? [w('control_unit_id', 'in', unitIds)] : []),
          w.lit(false),
        ]),
      )
      .execute();
  },

  /** The staging table of this transaction (dropped at its end). */
  async createStaging(trx: Executor) {
    // quality: series_value.quality (null good, 1 uncertain, 2 bad); line 0: a value derived from a sent one
    await sql`create temporary table upload_value (series_id bigint not null, ms bigint not null, value float8 not null, line int not null, quality smallint) on commit drop`.execute(
      trx,
    );
  },

  /** Stages values (parallel arrays); `qualities` (telemetry) null for good, default all good. */
  async stage(
    seriesIds: number[],
    tsMs: number[],
    values: number[],
    lines: number[],
    trx: Executor,
    qualities?: (number | null)[],
  ) {
    if (!seriesIds.length) return;
    await sql`insert into upload_value select * from unnest(${seriesIds}::bigint[], ${tsMs}::bigint[], ${values}::float8[], ${lines}::int[], ${qualities ?? null}::smallint[])`.execute(
      trx,
    );
  },

  /** Lines (first `limit`, and how many) that repeat a time of a series already given on an earlier line. */
  async repeatedLines(limit: number, trx: Executor) {
    await sql`analyze upload_value`.execute(trx);
    const { rows } = await sql<{ line: number; total: number }>`
      select line, count(*) over ()::int as total from (
        select distinct line from (select line, row_number() over (partition by series_id, ms order by line) as n from upload_value) r where n > 1
      ) d order by line limit ${limit}`.execute(trx);
    return { lines: rows.map((r) => r.line), count: rows[0]?.total ?? 0 };
  },

  /** Values staged (not counting the `derived` series') and their first and last interval start (UTC ms). */
  async stagedSpan(derived: number[], trx: Executor) {
    const { rows } = await sql<{ count: number; from: number | null; last: number | null }>`
      select count(*)::int as count, min(ms)::float8 as from, max(ms)::float8 as last from upload_value where series_id <> all(${derived}::bigint[])`.execute(
      trx,
    );
    return rows[0];
  },

  /** Whether any original of the series lies between the two instants (inclusive): a cheap range scan that usually spares the join below. */
  async anyStoredBetween(seriesIds: number[], fromMs: number, lastMs: number, trx: Executor) {
    const { rows } = await sql<{ any: boolean }>`
      select exists (select 1 from series_value where series_id = any(${seriesIds}::bigint[]) and ts between ${tsFromMs(fromMs)} and ${tsFromMs(lastMs)}) as any`.execute(
      trx,
    );
    return rows[0].any;
  },

  /** Existing originals at the staged cells (not counting the `derived` series'): how many, first and last start (UTC ms). */
  async overlap(derived: number[], trx: Executor) {
    const { rows } = await sql<{ count: number; from: number | null; last: number | null }>`
      select count(*)::int as count, ${msOf(sql`min(v.ts)`)} as from, ${msOf(sql`max(v.ts)`)} as last
      from upload_value c join series_value v on v.series_id = c.series_id and v.ts = ${tsFromMs(sql`c.ms`)}
      where c.series_id <> all(${derived}::bigint[])`.execute(trx);
    return rows[0];
  },

  /** Keeps the stored values the staged ones are about to replace (where value or quality differ), with who and when. */
  async keepReplacedStaged(by: string, at: Date, trx: Executor) {
    const result = await sql`
      insert into series_value_correction (series_id, ts, old_value, new_value, old_quality, new_quality, corrected_by, corrected_at)
      select v.series_id, v.ts, v.value, c.value, v.quality, c.quality, ${by}, ${at}
      from upload_value c join series_value v on v.series_id = c.series_id and v.ts = ${tsFromMs(sql`c.ms`)}
      where ${differs}`.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  },

  /** The hydro bodies of these series that are stored actuals of `quantities`: the re-plan notice's water. */
  async waterBodiesOf(seriesIds: number[], quantities: readonly string[], trx: Executor): Promise<string[]> {
    if (!seriesIds.length) return [];
    const { rows } = await sql<{ id: string }>`
      select distinct s.hydro_body_id as id from series s
      where s.id = any(${seriesIds}::bigint[]) and s.kind = 'actual' and s.run_id is null and s.hydro_body_id is not null
        and s.quantity = any(${[...quantities]}::text[])`.execute(trx);
    return rows.map((r) => r.id);
  },

  /** The hydro bodies with staged values of stored actual `quantities` (good or uncertain): the re-plan notice's water. */
  async stagedWaterBodies(quantities: readonly string[], trx: Executor): Promise<string[]> {
    const { rows } = await sql<{ id: string }>`
      select s.hydro_body_id as id from series s
      where s.kind = 'actual' and s.run_id is null and s.hydro_body_id is not null and s.quantity = any(${[...quantities]}::text[])
        and exists (select from upload_value c where c.series_id = s.id and c.quality is distinct from 2)
      group by 1`.execute(trx);
    return rows.map((r) => r.id);
  },

  /** Writes the staged values by `mode`; answers rows written, not counting the `derived` series'. */
  async writeStaged(mode: WriteMode, derived: number[], trx: Executor): Promise<number> {
    const res = await sql<{ written: number }>`
      with w as (insert into series_value (series_id, ts, value, quality) select c.series_id, ${tsFromMs(sql`c.ms`)}, c.value, c.quality from upload_value c ${onConflict(mode)} returning series_id)
      select count(*) filter (where series_id <> all(${derived}::bigint[]))::int as written from w`.execute(trx);
    return res.rows[0]?.written ?? 0;
  },

  /** Puts measured cells (binaryCopyData of series_id, ts, value, quality, line) into this transaction's cells table, in place of the last write's. */
  async stageCells(data: Buffer, trx: Executor) {
    // quality: series_value.quality (null good, 1 uncertain, 2 bad); line 0: a value derived from a sent one
    await sql
      .raw(
        'create temporary table if not exists measured_cell (series_id bigint not null, ts timestamptz not null, value float8 not null, quality smallint, line int not null) on commit drop; truncate measured_cell',
      )
      .execute(trx);
    await copyFrom(trx, 'copy measured_cell (series_id, ts, value, quality, line) from stdin (format binary)', data);
  },

  /**
   * The staged measured cells (stageCells) in one statement: each stored value a cell replaces with
   * a different value or quality is first kept in series_value_correction (every CTE sees the table
   * as it was before the statement), new cells are inserted, differing ones updated, equal ones left
   * alone. Cells must be unique. Answers the rows inserted and updated among cells of sent lines
   * (line > 0; line 0 is a derived value) and the corrections kept.
   *
   * Fast path (issue 26, measured in bench/telemetry.bench.ts): the stored values are read by one
   * range scan per series over the cells' span and met by a hash join, and the new cells go in by a
   * plain INSERT sorted by the key. An ON CONFLICT insert costs about twice as much per row
   * (speculative insertion), and an index probe per cell costs more than the range scan. The
   * caller holds the series' advisory locks (seriesTargets.lock), so no locked writer races this;
   * a writer that does not lock (the demo world's hours) may: after its unique violation the caller
   * runs this again with `onConflict` (the insert then skips a cell committed meanwhile; data-modifying
   * CTEs run whether or not the final select reads them).
   */
  async writeCellsCorrecting(
    by: string,
    at: Date,
    trx: Executor,
    onConflict = false,
  ): Promise<{ inserted: number; updated: number; replaced: number }> {
    const res = await sql<{ inserted: number; updated: number; replaced: number }>`
      with span as (select series_id, min(ts) as lo, max(ts) as hi from measured_cell group by series_id),
      stored as materialized (
        select v.series_id, v.ts, v.value, v.quality
        from span cross join lateral (
          -- offset 0 keeps this an index range scan per series (pulled up, it would be a scan of the table)
          select * from series_value v where v.series_id = span.series_id and v.ts between span.lo and span.hi offset 0) v),
      met as materialized (
        select c.*, s.value as old_value, s.quality as old_quality
        from measured_cell c join stored s on s.series_id = c.series_id and s.ts = c.ts),
      ins as (
        insert into series_value (series_id, ts, value, quality)
        select c.series_id, c.ts, c.value, c.quality from measured_cell c
        where not exists (select from stored s where s.series_id = c.series_id and s.ts = c.ts)
        order by c.series_id, c.ts
        ${onConflict ? sql`on conflict (series_id, ts) do nothing` : sql``}
),
      changed as materialized (
        select * from met where old_value is distinct from value or old_quality is distinct from quality),
      kept as (
        insert into series_value_correction (series_id, ts, old_value, new_value, old_quality, new_quality, corrected_by, corrected_at)
        select series_id, ts, old_value, value, old_quality, quality, ${by}, ${at} from changed
        returning 1),
      upd as (
        update series_value v set value = changed.value, quality = changed.quality
        from changed where v.series_id = changed.series_id and v.ts = changed.ts)
      select (select count(*) from measured_cell where line > 0)::int - (select count(*) from met where line > 0)::int as inserted,
        (select count(*) from changed where line > 0)::int as updated,
        (select count(*) from kept)::int as replaced`.execute(trx);
    return res.rows[0] ?? { inserted: 0, updated: 0, replaced: 0 };
  },

  /**
   * Demo telemetry: the hours that ended since the latest actual of every component series (at most
   * `maxHours` back), each the stored schedule of the world (plan or forecast without run) or else
   * the last actual held. Never replaces a stored actual. Only the components in `only` (the
   * simulated world's): an administrator's plant whose data stopped must show gaps.
   */
  async addTelemetryHours(now: Date, maxHours: number, only: { bodyIds: string[]; unitIds: string[] }, trx: Executor) {
    const result = await sql`
      with a as (
        select s.id, s.control_unit_id, s.hydro_body_id, s.quantity,
               (select max(v.ts) from series_value v where v.series_id = s.id) as last_ts
        from series s
        -- only the simulated world's plants: a real plant's stopped data must show as gaps
        where s.kind = 'actual' and s.run_id is null and s.price_region_id is null
          and (s.control_unit_id = any(${only.unitIds}::text[]) or s.hydro_body_id = any(${only.bodyIds}::text[]))),
      due as (
        select a.*, g.ts from a,
          generate_series(greatest(a.last_ts + interval '1 hour', date_trunc('hour', ${now}::timestamptz) - ${maxHours} * interval '1 hour'),
                          date_trunc('hour', ${now}::timestamptz) - interval '1 hour', interval '1 hour') g(ts)
        where a.last_ts is not null)
      insert into series_value (series_id, ts, value)
      select d.id, d.ts, v.value
      from due d
      cross join lateral (
        select coalesce(
          (select pv.value from series p join series_value pv on pv.series_id = p.id and pv.ts = d.ts
           where p.run_id is null and p.kind in ('plan', 'forecast') and p.quantity = d.quantity
             and p.control_unit_id is not distinct from d.control_unit_id and p.hydro_body_id is not distinct from d.hydro_body_id
           order by p.kind = 'plan' desc, p.version desc limit 1),
          (select lv.value from series_value lv where lv.series_id = d.id order by lv.ts desc limit 1)) as value) v
      where v.value is not null
      on conflict do nothing`.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  },

  /**
   * Extends the price forecasts to `horizonDays` after now: an hour is the same hour one week earlier (forecast or
   * auction). A statement sees only values that existed before it, so one call extends a forecast
   * by at most a week beyond its end.
   */
  extendPriceForecasts(now: Date, horizonDays: number, trx: Executor) {
    return extendForecasts(
      trx,
      {
        quantity: 'day_ahead_price',
        owner: 'price_region_id',
        value: sql`
          select v.value from series s2 join series_value v on v.series_id = s2.id and v.ts = g.ts - interval '7 days'
          where s2.price_region_id = f.owner and s2.quantity = 'day_ahead_price' and s2.run_id is null
          order by s2.kind = 'actual' desc limit 1`,
      },
      now,
      horizonDays,
    );
  },

  /** Extends the inflow forecasts to `horizonDays` after now by persistence (the last forecast value held). */
  extendInflowForecasts(now: Date, horizonDays: number, trx: Executor) {
    return extendForecasts(
      trx,
      {
        quantity: 'inflow',
        owner: 'hydro_body_id',
        value: sql`select v.value from series_value v where v.series_id = f.id and v.ts = f.last_ts`,
      },
      now,
      horizonDays,
    );
  },

  /** Sets work_mem for the rest of the transaction; answers the setting it had. */
  async setWorkMem(to: string, trx: Executor): Promise<string> {
    const { rows } = await sql<{ before: string }>`
      select current_setting('work_mem') as before, set_config('work_mem', ${to}, true)`.execute(trx);
    return rows[0].before;
  },

  /** The cells' savepoint (writeSeries' retry after a unique violation). */
  async savepointCells(trx: Executor) {
    await sql`savepoint write_cells`.execute(trx);
  },

  async rollbackToCells(trx: Executor) {
    await sql`rollback to savepoint write_cells`.execute(trx);
  },

  async releaseCells(trx: Executor) {
    await sql`release savepoint write_cells`.execute(trx);
  },

  /** Measured cells (binaryCopyData of series_id, ts, value, quality) straight into series_value: fails with a unique violation when any is stored. */
  async copyNewCells(data: Buffer, trx: Executor) {
    await copyFrom(trx, 'copy series_value (series_id, ts, value, quality) from stdin (format binary)', data);
  },

  /** Fresh planner statistics after a bulk load. */
  async analyze(trx: Executor) {
    await sql`analyze series_value`.execute(trx);
    await sql`analyze series`.execute(trx);
  },
};
