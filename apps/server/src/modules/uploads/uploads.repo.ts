import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { DataUploadTable, Db, Executor } from '../../db/schema.js';
import { msOf, tsFromMs } from '../../db/sqlTime.js';

/**
 * SQL of uploads. An upload is staged in a temporary table of its transaction (batches of parallel
 * arrays expanded by unnest), checked and merged from there in one statement each: the file never
 * sits in memory whole, and a refused file leaves nothing behind.
 */
export function createUploadsRepo(db: Db) {
  return {
    /** The staging table of this transaction (dropped at its end). */
    async createStaging(trx: Executor) {
      await sql`create temporary table upload_value (series_id bigint not null, ms bigint not null, value float8 not null, line int not null) on commit drop`.execute(
        trx,
      );
    },

    async stage(seriesIds: number[], tsMs: number[], values: number[], lines: number[], trx: Executor) {
      if (!seriesIds.length) return;
      await sql`insert into upload_value select * from unnest(${seriesIds}::bigint[], ${tsMs}::bigint[], ${values}::float8[], ${lines}::int[])`.execute(
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

    /**
     * Writes the staged values: all new (no stored value in the way), or replacing (overwrite) or
     * leaving (keep) the stored ones. Answers rows written, not counting the `derived` series'.
     */
    async writeStaged(mode: 'new' | 'overwrite' | 'keep', derived: number[], trx: Executor): Promise<number> {
      // The per-row foreign-key trigger doubles the time of a large upload; the rows point at series
      // made or found (and locked) in this transaction, so a superuser (the embedded database) skips it.
      const su = await sql<{ on: string }>`select current_setting('is_superuser') as on`.execute(trx);
      if (su.rows[0]?.on === 'on') await sql`set local session_replication_role = replica`.execute(trx);
      const conflict =
        mode === 'new'
          ? sql``
          : sql`on conflict (series_id, ts) do ${mode === 'overwrite' ? sql`update set value = excluded.value` : sql`nothing`}`;
      const res = await sql<{ written: number }>`
        with w as (insert into series_value (series_id, ts, value) select c.series_id, ${tsFromMs(sql`c.ms`)}, c.value from upload_value c ${conflict} returning series_id)
        select count(*) filter (where series_id <> all(${derived}::bigint[]))::int as written from w`.execute(trx);
      if (su.rows[0]?.on === 'on') await sql`set local session_replication_role = origin`.execute(trx);
      return res.rows[0]?.written ?? 0;
    },

    /**
     * Forecast source of a region by id or name, among the shared ones and those `customerId` owns
     * (another customer's source is not found). Without a name: `preferred` (the plant's), then the
     * customer's own sources when `ownFirst`, then by name.
     */
    async forecastSource(
      regionId: string,
      source: string | undefined,
      opts: { customerId: string | null; preferred: string | null; ownFirst: boolean },
      trx: Executor = db,
    ) {
      let q = trx
        .selectFrom('price_forecast_source')
        .select(['id', 'name', sql<string | null>`customer_id::text`.as('customer_id')])
        .where('price_region_id', '=', regionId)
        .where((w) =>
          w.or([w('customer_id', 'is', null), w(sql<string>`customer_id::text`, '=', opts.customerId ?? '')]),
        );
      if (source) q = q.where((eb) => eb.or([eb('name', '=', source), eb(sql<string>`id::text`, '=', source)]));
      return q
        .orderBy(sql`id::text = ${opts.preferred ?? ''}`, 'desc')
        .orderBy(sql`customer_id is null`, opts.ownFirst ? 'asc' : 'desc')
        .orderBy('name')
        .limit(1)
        .executeTakeFirst();
    },

    /** Level-to-content points of the reservoirs, by level. */
    async levelToContent(hydroBodyIds: string[], trx: Executor = db) {
      return trx
        .selectFrom('level_to_content_point')
        .select(['hydro_body_id', 'level', 'content'])
        .where('hydro_body_id', 'in', hydroBodyIds)
        .orderBy('hydro_body_id')
        .orderBy('level')
        .execute();
    },

    async regionExists(regionId: string, trx: Executor = db) {
      return !!(await trx.selectFrom('price_region').select('id').where('id', '=', regionId).executeTakeFirst());
    },

    async record(row: Insertable<DataUploadTable>, trx: Executor = db) {
      await trx.insertInto('data_upload').values(row).execute();
    },
  };
}
