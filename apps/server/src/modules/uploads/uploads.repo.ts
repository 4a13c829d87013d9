import { sql } from 'kysely';
import type { Db, Executor } from '../../db/schema.js';

const ts = (column: string) => sql.raw(`('epoch'::timestamptz + ${column} * interval '1 millisecond')`);

/** SQL of uploads: values travel as parallel arrays expanded by unnest (one statement per step). */
export function createUploadsRepo(db: Db) {
  return {
    /** Existing originals at the given cells: how many, first and last start (UTC ms). */
    async overlap(seriesIds: number[], tsMs: number[], trx: Executor = db) {
      const { rows } = await sql<{ count: number; from: number | null; last: number | null }>`
        select count(*)::int as count, (extract(epoch from min(v.ts)) * 1000)::float8 as from, (extract(epoch from max(v.ts)) * 1000)::float8 as last
        from unnest(${seriesIds}::bigint[], ${tsMs}::bigint[]) as c(sid, ms)
        join series_value v on v.series_id = c.sid and v.ts = ${ts('c.ms')}`.execute(trx);
      return rows[0];
    },

    /** Writes the values; existing ones are replaced (overwrite) or left (keep). Answers rows written. */
    async write(seriesIds: number[], tsMs: number[], values: number[], overwrite: boolean, trx: Executor = db): Promise<number> {
      if (!seriesIds.length) return 0;
      const res = await sql`
        insert into series_value (series_id, ts, value)
        select c.sid, ${ts('c.ms')}, c.v from unnest(${seriesIds}::bigint[], ${tsMs}::bigint[], ${values}::float8[]) as c(sid, ms, v)
        on conflict (series_id, ts) do ${overwrite ? sql`update set value = excluded.value` : sql`nothing`}`.execute(trx);
      return Number(res.numAffectedRows ?? 0);
    },

    /** Forecast source of a region by id or name; without one, the region's first source by name. */
    async forecastSource(regionId: string, source: string | undefined, trx: Executor = db) {
      let q = trx.selectFrom('price_forecast_source').select(['id', 'name']).where('price_region_id', '=', regionId);
      if (source) q = q.where((eb) => eb.or([eb('name', '=', source), eb(sql<string>`id::text`, '=', source)]));
      return q.orderBy('name').limit(1).executeTakeFirst();
    },

    async regionExists(regionId: string, trx: Executor = db) {
      return !!(await trx.selectFrom('price_region').select('id').where('id', '=', regionId).executeTakeFirst());
    },

    async record(
      row: { physical_plant_id: string; plant_view_id: string; kind: string; file_name: string | null; handling: string | null; uploaded_by: string; value_count: number; written: number; kept: number; from_ts: Date | null; to_ts: Date | null; created_at: Date },
      trx: Executor = db,
    ) {
      await trx.insertInto('data_upload').values(row).execute();
    },
  };
}
