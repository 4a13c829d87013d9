import type { Insertable } from 'kysely';
import type { Database, Executor } from './schema.js';

/** Inserts the rows into `table` in one statement; none is no statement (an empty VALUES list is an SQL error). */
export async function insertRows<T extends keyof Database & string>(
  trx: Executor,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length)
    await trx
      .insertInto(table)
      .values(rows as never)
      .execute();
}
