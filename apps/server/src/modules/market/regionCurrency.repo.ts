import { sql, type RawBuilder } from 'kysely';

/**
 * The currency of the price region `regionId` names (a column reference or a value), as a scalar
 * subquery other modules compose into their queries (a plant's money unit on every plant request),
 * so the price_region table stays in the market module's SQL. null: no region.
 */
export const regionCurrencyOf = (regionId: RawBuilder<unknown> | ReturnType<typeof sql.ref>) =>
  sql<string | null>`(select currency from price_region where id = ${regionId})`;
