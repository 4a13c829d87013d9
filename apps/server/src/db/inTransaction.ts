import type { Transaction } from 'kysely';
import type { Database, Executor } from './schema.js';

/** Runs fn in the caller's transaction, or in a new one when given the database. */
export function inTransaction<T>(db: Executor, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db as Transaction<Database>) : db.transaction().execute(fn);
}
