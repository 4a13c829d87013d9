import { sql } from 'kysely';
import { perDb } from '../../db/perDb.js';
import type { Db, Executor } from '../../db/schema.js';
import { msOf, tsFromMs } from '../../db/sqlTime.js';

const ms = (d: Date | null) => (d ? d.getTime() : null);

/** SQL of the market tables: price regions, pricing indexes, price forecast sources, price actuals. */
export function createMarketRepo(db: Db) {
  return {
    async regions(id?: string, trx: Executor = db) {
      let q = trx
        .selectFrom('price_region as r')
        .select([
          'r.id',
          'r.name',
          'r.currency',
          'r.timezone',
          'r.version',
          'r.updated_at',
          'r.updated_by',
          sql<number>`(select count(*)::int from physical_plant p where p.price_region_id = r.id)`.as('plants'),
        ])
        .orderBy('r.name');
      if (id) q = q.where('r.id', '=', id);
      return (await q.execute()).map((r) => ({ ...r, updated_at: ms(r.updated_at) }));
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
        .leftJoin('customer as c', 'c.id', 'f.customer_id')
        .select([
          sql<string>`f.id::text`.as('id'),
          'f.name',
          'f.price_region_id',
          sql<string | null>`f.customer_id::text`.as('customer_id'),
          'c.name as customer_name',
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
      return (await q.execute()).map((r) => ({ ...r, updated_at: ms(r.updated_at) }));
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
    async customersOf(accountId: string, trx: Executor = db): Promise<string[]> {
      const rows = await trx
        .selectFrom('account_portfolio as a')
        .innerJoin('portfolio as p', 'p.id', 'a.portfolio_id')
        .select(sql<string>`p.customer_id::text`.as('customer_id'))
        .distinct()
        .where('a.account_id', '=', accountId)
        .execute();
      return rows.map((r) => r.customer_id);
    },

    /** Whether any price (actual or forecast) of the region is stored. */
    hasPrices: async (regionId: string, trx: Executor = db) =>
      !!(await trx
        .selectFrom('series as s')
        .select('s.id')
        .where('s.price_region_id', '=', regionId)
        .where(({ exists, selectFrom }) =>
          exists(selectFrom('series_value as v').select('v.series_id').whereRef('v.series_id', '=', 's.id')),
        )
        .limit(1)
        .executeTakeFirst()),

    customerExists: async (id: string, trx: Executor = db) =>
      !!(await trx
        .selectFrom('customer')
        .select('id')
        .where(sql<string>`id::text`, '=', id)
        .executeTakeFirst()),

    /** The region's day-ahead auction results (kind actual), hourly, in [start, end). */
    async actuals(regionId: string, start: number, end: number, trx: Executor = db) {
      const { rows } = await sql<{ t: number; v: number }>`
        select ${msOf('v.ts')} as t, v.value as v
        from series s join series_value v on v.series_id = s.id
        where s.price_region_id = ${regionId} and s.quantity = 'day_ahead_price' and s.kind = 'actual'
          and s.run_id is null and s.price_forecast_source_id is null
          and v.ts >= ${tsFromMs(start)} and v.ts < ${tsFromMs(end)}
        order by v.ts`.execute(trx);
      return rows;
    },
  };
}
export const marketRepo = perDb(createMarketRepo);
export type MarketRepo = ReturnType<typeof createMarketRepo>;
