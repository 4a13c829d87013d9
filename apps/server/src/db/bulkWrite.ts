import { sql } from 'kysely';
import type { Executor } from './schema.js';

/**
 * Runs `write` with the per-row foreign-key triggers off when the connection may do that (a
 * superuser: the embedded database). They double or triple the time of a bulk write into
 * series_value; callers only use it for rows that point at series made or locked in the same
 * transaction, so the keys hold anyway. Elsewhere the write runs with the triggers.
 */
export async function withoutRowTriggers<T>(trx: Executor, write: () => Promise<T>): Promise<T> {
  const su = await sql<{ on: string }>`select current_setting('is_superuser') as on`.execute(trx);
  const off = su.rows[0]?.on === 'on';
  if (off) await sql`set local session_replication_role = replica`.execute(trx);
  const result = await write();
  if (off) await sql`set local session_replication_role = origin`.execute(trx);
  return result;
}
