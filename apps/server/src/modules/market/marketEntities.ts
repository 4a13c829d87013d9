import { defineEntity } from '../../db/entities/defineEntity.js';
import type { Database } from '../../db/schema.js';

/** An administered market table (each is keyed by id), its changes kept in history under the table's name. */
const marketEntity = <T extends keyof Database & string, F extends keyof Database[T] & string>(
  table: T,
  fields: readonly F[],
  label: string,
) => defineEntity({ entity: table, table, key: 'id' as keyof Database[T] & string, fields, label });

/** The market's administered entities, each with history and optimistic concurrency (defineEntity). */
export const priceRegionEntity = marketEntity('price_region', ['name', 'currency', 'timezone'], 'The price region');
export const forecastSourceEntity = marketEntity(
  'price_forecast_source',
  ['name', 'price_region_id', 'customer_id'],
  'The price forecast source',
);
export const pricingIndexEntity = marketEntity(
  'pricing_index',
  ['name', 'price_region_id', 'description'],
  'The pricing index',
);
