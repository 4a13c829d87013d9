import { sql } from 'kysely';
import { perDb } from '../../db/perDb.js';
import type { Db, Executor } from '../../db/schema.js';
import { customerNames } from '../customers/index.js';
import { plantsPerRegion } from '../plants/index.js';
import { customersOfAccount } from '../portfolios/index.js';
import { regionAuctionResults, regionHasPrices } from '../series/index.js';

const ms = (d: Date | null) => (d ? d.getTime() : null);

/** SQL of the market tables: price regions, pricing indexes, price forecast sources, price actuals. */
export function createMarketRepo(db: Db) {
  return {
    async regions(id?: string, trx: Executor = db) {
      let q = trx
        .selectFrom('price_region as r')
        .select(['r.id', 'r.name', 'r.currency', 'r.timezone', 'r.version', 'r.updated_at', 'r.updated_by'])
        .orderBy('r.name');
      if (id) q = q.where('r.id', '=', id);
      const [rows, plants] = await Promise.all([q.execute(), plantsPerRegion(trx)]);
      return rows.map((r) => ({ ...r, updated_at: ms(r.updated_at), plants: plants.get(r.id) ?? 0 }));
    },

    /** These regions' names, currencies and zones, by name. */
    regionsByIds(ids: string[], trx: Executor = db) {
      if (!ids.length) return Promise.resolve([]);
      return trx
        .selectFrom('price_region')
        .select(['id', 'name', 'currency', 'timezone'])
        .where('id', 'in', ids)
        .orderBy('name')
        .execute();
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

    /** The forecast sources of these regions a customer sees (the shared ones and its own), id and name. */
    async visibleSources(regionIds: string[], customerId: string | null, trx: Executor = db) {
      if (!regionIds.length) return [];
      return trx
        .selectFrom('price_forecast_source')
        .select(['id', 'name'])
        .where('price_region_id', 'in', regionIds)
        .where((w) =>
          customerId === null
            ? w('customer_id', 'is', null)
            : w.or([w('customer_id', 'is', null), w('customer_id', '=', customerId)]),
        )
        .execute();
    },

    regionExists: async (id: string, trx: Executor = db) =>
      !!(await trx.selectFrom('price_region').select('id').where('id', '=', id).executeTakeFirst()),

    /**
     * Forecast sources: `customers` null means every source (administrators); otherwise the shared
     * ones and those the listed customers own.
     */
    async sources(filter: { customers: string[] | null; id?: string; regionId?: string }, trx: Executor = db) {
      let q = trx
        .selectFrom('price_forecast_source as f')
        .select([
          sql<string>`f.id::text`.as('id'),
          'f.name',
          'f.price_region_id',
          sql<string | null>`f.customer_id::text`.as('customer_id'),
          'f.version',
          'f.updated_at',
          'f.updated_by',
        ])
        .orderBy('f.price_region_id')
        .orderBy(sql`f.customer_id is not null`)
        .orderBy('f.name');
      const customers = filter.customers;
      if (customers)
        q = q.where((w) =>
          customers.length
            ? w.or([w('f.customer_id', 'is', null), w('f.customer_id', 'in', customers)])
            : w('f.customer_id', 'is', null),
        );
      if (filter.id) q = q.where(sql<string>`f.id::text`, '=', filter.id);
      if (filter.regionId) q = q.where('f.price_region_id', '=', filter.regionId);
      const rows = await q.execute();
      const names = await customerNames([...new Set(rows.flatMap((r) => (r.customer_id ? [r.customer_id] : [])))], trx);
      return rows.map((r) => ({
        ...r,
        customer_name: r.customer_id ? (names.get(r.customer_id) ?? null) : null,
        updated_at: ms(r.updated_at),
      }));
    },

    async indexes(id?: string, trx: Executor = db) {
      let q = trx
        .selectFrom('pricing_index')
        .select(['id', 'name', 'price_region_id', 'description', 'version', 'updated_at', 'updated_by'])
        .orderBy('price_region_id')
        .orderBy('name');
      if (id) q = q.where('id', '=', id);
      return (await q.execute()).map((r) => ({ ...r, updated_at: ms(r.updated_at) }));
    },

    /** The customers whose portfolios the account reaches (what a non-admin's owned sources are). */
    customersOf: (accountId: string, trx: Executor = db) => customersOfAccount(accountId, trx),

    /** Whether any price (actual or forecast) of the region is stored. */
    hasPrices: (regionId: string, trx: Executor = db) => regionHasPrices(regionId, trx),

    customerExists: async (id: string, trx: Executor = db) => (await customerNames([id], trx)).has(id),

    /** The region's day-ahead auction results (kind actual), hourly, in [start, end). */
    actuals: (regionId: string, start: number, end: number, trx: Executor = db) =>
      regionAuctionResults(regionId, start, end, trx),
  };
}
export const marketRepo = perDb(createMarketRepo);
export type MarketRepo = ReturnType<typeof createMarketRepo>;
