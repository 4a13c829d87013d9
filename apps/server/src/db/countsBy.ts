import { sql, type Selectable } from 'kysely';
import type { Database, Executor } from './schema.js';

/**
 * How many rows of `table` have each value of `column`, by that value (a value no row has is not
 * in the map): plant views per portfolio, portfolios per customer.
 */
export async function countsBy<T extends keyof Database & string, C extends keyof Selectable<Database[T]> & string>(
  trx: Executor,
  table: T,
  column: C,
): Promise<Map<Selectable<Database[T]>[C], number>> {
  const { rows } = await sql<{ key: Selectable<Database[T]>[C]; n: number }>`
    select ${sql.ref(column)} as key, count(*)::int as n from ${sql.table(table)} group by 1`.execute(trx);
  return new Map(rows.map((r) => [r.key, r.n]));
}
