import {
  maxOf,
  minOf,
  moneyUnit,
  type ForecastSource,
  type ForecastSourceBody,
  type ForecastSourcePatch,
  type MarketRegion,
  type PriceActuals,
  type PriceActualsBody,
  type PriceRegionBody,
  type PriceRegionPatch,
  type PricingIndex,
  type PricingIndexBody,
  type PricingIndexPatch,
} from '@penstock/domain';
import type { WriteContext } from '../../db/entities/defineEntity.js';
import type { Db, Executor } from '../../db/schema.js';
import { writeUnique } from '../../db/writeUnique.js';
import { badRequest, conflict, notFound, taken, type HttpError } from '../../http/httpError.js';
import type { AuthUser } from '../../types.js';
import { createSeriesTargets } from '../series/index.js';
import { seriesStaging, writeSeries } from '../series/index.js';
import { forecastSourceEntity, priceRegionEntity, pricingIndexEntity } from './marketEntities.js';
import { marketRepo } from './market.repo.js';

const unknownRegion = (id: string) =>
  badRequest(`Unknown price region ${id}`, [{ path: 'price_region_id', message: 'Unknown price region' }]);

const sourceTaken = (name: string | undefined) =>
  taken('name', `A forecast source named "${name}" exists already for this region and owner`);

/** The part of an entity (defineEntity) a create uses. */
interface Savable<P> {
  save(id: string, patch: P, ctx: WriteContext, db: Executor): Promise<unknown>;
}

/** Administration > Market: price regions, forecast sources, pricing indexes and price actuals. */
export function createMarketService(db: Db) {
  const repo = marketRepo(db);
  const targets = createSeriesTargets(db);

  const region = async (id: string): Promise<MarketRegion> => {
    const [r] = await repo.regions(id);
    if (!r) throw notFound('Price region not found');
    return r;
  };
  /** The customers whose sources the user sees besides the shared ones; null: every source (admins). */
  const visibleCustomers = async (user: AuthUser) => (user.isAdmin ? null : repo.customersOf(user.accountId));
  const source = async (id: string, customers: string[] | null = null): Promise<ForecastSource> => {
    const [s] = await repo.sources({ customers, id });
    if (!s) throw notFound('Price forecast source not found');
    return s;
  };
  const index = async (id: string): Promise<PricingIndex> => {
    const [i] = await repo.indexes(id);
    if (!i) throw notFound('Pricing index not found');
    return i;
  };
  const indexExists = async (id: string) => (await repo.indexes(id)).length > 0;

  /**
   * Stores the new row `id` of `entity` from the body's fields (version 0: none before); `taken` is
   * the 409 when its id or name is in use (looked for first by `exists`, else refused by the index).
   */
  const createUnique = <P>(
    entity: Savable<P>,
    id: string,
    body: P,
    ctx: WriteContext,
    taken: HttpError,
    exists?: () => Promise<unknown>,
  ) =>
    writeUnique(
      () => taken,
      () => entity.save(id, body, { ...ctx, version: 0 }, db),
      exists,
    );

  return {
    regions: () => repo.regions(),
    region,
    async createRegion(body: PriceRegionBody, ctx: WriteContext) {
      const inUse = taken('id', `A price region with the id "${body.id}" exists already`);
      await createUnique(priceRegionEntity, body.id, body, ctx, inUse, () => repo.regionExists(body.id));
      return region(body.id);
    },
    async updateRegion(id: string, patch: PriceRegionPatch, ctx: WriteContext) {
      const { version, ...fields } = patch;
      const current = await region(id);
      // stored prices are numbers in the old currency: relabelling them would change their meaning silently
      if (fields.currency && fields.currency !== current.currency && (await repo.hasPrices(id)))
        throw conflict(
          `${current.name} has stored prices in ${current.currency}; its currency cannot change. Add a new price region in ${fields.currency} and move the plants to it.`,
        );
      await priceRegionEntity.save(id, fields, { ...ctx, version }, db);
      return region(id);
    },
    regionHistory: async (id: string) => (await region(id), priceRegionEntity.history(id, db)),

    sources: async (user: AuthUser) => repo.sources({ customers: await visibleCustomers(user) }),
    async createSource(body: ForecastSourceBody & { customer_id: string | null }, ctx: WriteContext) {
      if (!(await repo.regionExists(body.price_region_id))) throw unknownRegion(body.price_region_id);
      if (body.customer_id && !(await repo.customerExists(body.customer_id)))
        throw badRequest('Unknown customer', [{ path: 'customer_id', message: 'Unknown customer' }]);
      const id = crypto.randomUUID();
      await createUnique(forecastSourceEntity, id, body, ctx, sourceTaken(body.name));
      return source(id);
    },
    async updateSource(id: string, patch: ForecastSourcePatch, ctx: WriteContext) {
      const { version, ...fields } = patch;
      await source(id);
      await writeUnique(
        () => sourceTaken(fields.name),
        () => forecastSourceEntity.save(id, fields, { ...ctx, version }, db),
      );
      return source(id);
    },
    sourceHistory: async (id: string) => (await source(id), forecastSourceEntity.history(id, db)),

    indexes: () => repo.indexes(),
    async createIndex(body: PricingIndexBody & { description: string }, ctx: WriteContext) {
      if (!(await repo.regionExists(body.price_region_id))) throw unknownRegion(body.price_region_id);
      const inUse = taken('id', `A pricing index with the id "${body.id}" exists already`);
      await createUnique(pricingIndexEntity, body.id, body, ctx, inUse, () => indexExists(body.id));
      return index(body.id);
    },
    async updateIndex(id: string, patch: PricingIndexPatch, ctx: WriteContext) {
      const { version, ...fields } = patch;
      await index(id);
      await pricingIndexEntity.save(id, fields, { ...ctx, version }, db);
      return index(id);
    },
    indexHistory: async (id: string) => (await index(id), pricingIndexEntity.history(id, db)),

    async actuals(id: string, start: number, end: number): Promise<PriceActuals> {
      const r = await region(id);
      const rows = await repo.actuals(id, start, end);
      return {
        price_region_id: id,
        unit: moneyUnit('EUR/MWh', r.currency),
        time: rows.map((x) => x.t),
        values: rows.map((x) => x.v),
      };
    },
    /**
     * Writes auction results of the region (administrators): upserts by hour, recorded in the
     * region's history (who, when, how many hours over which span) in the same transaction.
     */
    async writeActuals(id: string, body: PriceActualsBody, ctx: WriteContext) {
      const r = await region(id);
      const seen = new Set<number>();
      const repeated = body.values.findIndex((v) => seen.size === seen.add(v.ts).size);
      if (repeated >= 0)
        throw badRequest('A time appears twice', [
          { path: `values.${repeated}.ts`, message: 'This time appears twice' },
        ]);
      let result = { written: 0, replaced: 0 };
      await priceRegionEntity.change(
        id,
        ctx,
        db,
        async (trx): Promise<Record<string, { from: unknown; to: unknown }>> => {
          const series = await targets.ensure(
            { price_region_id: id, price_forecast_source_id: null },
            'day_ahead_price',
            'actual',
            moneyUnit('EUR/MWh', r.currency),
            trx,
          );
          await targets.lock([series.id], trx);
          // through the series module's one writer: replaced values are kept with who and when
          await seriesStaging.create(trx);
          const tss = body.values.map((v) => v.ts);
          await seriesStaging.stage(
            tss.map(() => series.id),
            tss,
            body.values.map((v) => v.value),
            tss.map((_, i) => i + 1),
            trx,
          );
          result = await writeSeries(
            { staged: { derived: [] } },
            { by: ctx.by, at: ctx.at, mode: 'overwrite', source: 'price actuals' },
            trx,
          );
          return {
            price_actuals: {
              from: null,
              to: {
                hours: body.values.length,
                replaced: result.replaced,
                from: new Date(minOf(tss)).toISOString(),
                to: new Date(maxOf(tss) + 3_600_000).toISOString(),
              },
            },
          };
        },
      );
      return { values: body.values.length, written: result.written, replaced: result.replaced };
    },
  };
}
