import type { Insertable } from 'kysely';
import type { DataUploadTable, Db, Executor } from '../../db/schema.js';
import { marketRepo } from '../market/index.js';
import { levelToContentPoints } from '../plants/index.js';

/** SQL of uploads: the record of each upload. Its values are staged and written by the series module (writeSeries). */
export function createUploadsRepo(db: Db) {
  return {
    /**
     * Forecast source of a region by id or name, among the shared ones and those `customerId` owns
     * (another customer's source is not found). Without a name: `preferred` (the plant's), then the
     * customer's own sources when `ownFirst`, then by name.
     */
    forecastSource: (
      regionId: string,
      source: string | undefined,
      opts: { customerId: string | null; preferred: string | null; ownFirst: boolean },
      trx: Executor = db,
    ) => marketRepo(db).forecastSource(regionId, source, opts, trx),

    /** Level-to-content points of the reservoirs, by level. */
    levelToContent: (hydroBodyIds: string[], trx: Executor = db) => levelToContentPoints(hydroBodyIds, trx),

    regionExists: (regionId: string, trx: Executor = db) => marketRepo(db).regionExists(regionId, trx),

    async record(row: Insertable<DataUploadTable>, trx: Executor = db) {
      await trx.insertInto('data_upload').values(row).execute();
    },
  };
}
