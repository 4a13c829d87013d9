import { defineEntity } from '../../db/entities/defineEntity.js';

/** The market's administered entities, each with history and optimistic concurrency (defineEntity). */
export const priceRegionEntity = defineEntity({
  entity: 'price_region',
  table: 'price_region',
  key: 'id',
  fields: ['name', 'currency', 'timezone'],
  label: 'The price region',
});
export const forecastSourceEntity = defineEntity({
  entity: 'price_forecast_source',
  table: 'price_forecast_source',
  key: 'id',
  fields: ['name', 'price_region_id', 'customer_id'],
  label: 'The price forecast source',
});
export const pricingIndexEntity = defineEntity({
  entity: 'pricing_index',
  table: 'pricing_index',
  key: 'id',
  fields: ['name', 'price_region_id', 'description'],
  label: 'The pricing index',
});
