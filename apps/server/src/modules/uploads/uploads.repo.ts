import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { DataUploadTable, Db, Executor } from '../../db/schema.js';

/** SQL of uploads: the record of each upload. Its values are staged and written by the series module (writeSeries). */
export function createUploadsRepo(db: Db) {
  return {
    /** Forecast source of a region by id or name; without one, the region's first source by name. */
    async forecastSource(regionId: string, source: string | undefined, trx: Executor = db) {
      let q = trx.selectFrom('price_forecast_source').select(['id', 'name']).where('price_region_id', '=', regionId);
      if (source) q = q.where((eb) => eb.or([eb('name', '=', source), eb(sql<string>`id::text`, '=', source)]));
      return q.orderBy('name').limit(1).executeTakeFirst();
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
