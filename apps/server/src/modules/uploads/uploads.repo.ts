import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { DataUploadTable, Db, Executor } from '../../db/schema.js';

/** SQL of uploads: the record of each upload. Its values are staged and written by the series module (writeSeries). */
export function createUploadsRepo(db: Db) {
  return {
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
