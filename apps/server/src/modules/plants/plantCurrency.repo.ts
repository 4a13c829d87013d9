import { sql } from 'kysely';
import { customerCurrencyOf } from '../customers/index.js';
import { regionCurrencyOf } from '../market/index.js';

/**
 * ISO 4217 of every money figure of the plant aliased `p`: its price region's, else its customer's,
 * else EUR (a select column for queries on physical_plant as p).
 */
export const plantCurrency = () =>
  sql<string>`coalesce(${regionCurrencyOf(sql.ref('p.price_region_id'))}, ${customerCurrencyOf(sql.ref('p.customer_id'))}, 'EUR')`;
