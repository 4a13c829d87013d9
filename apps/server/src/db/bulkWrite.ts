import { sql } from 'kysely';
import type { Executor } from './schema.js';

/**
 * Runs `write` with the per-row foreign-key triggers off when the connection may do that (a
 * superuser: the embedded database). They double or triple the time of a bulk write into
 * series_value; callers only use it for rows that point at series made or locked in the same
 * transaction, so the keys hold anyway. Elsewhere the write runs with the triggers.
 */
export async function withoutRowTriggers<T>(trx: Executor, write: () => Promise<T>): Promise<T> {
  const off = await isSuperuser(trx);
  if (off) await sql`set local session_replication_role = replica`.execute(trx);
  const result = await write();
  if (off) await sql`set local session_replication_role = origin`.execute(trx);
  return result;
}

/** A transaction-level advisory lock (released at commit): one bulk load at a time across servers. */
export async function advisoryXactLock(trx: Executor, key: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${key})`.execute(trx);
}

/**
 * For the rest of a bulk-load transaction: no wait for the WAL flush at commit, and the per-row
 * foreign-key triggers off where the connection may (a superuser: the embedded database).
 */
export async function bulkLoadSession(trx: Executor): Promise<void> {
  await sql`set local synchronous_commit = off`.execute(trx);
  if (await isSuperuser(trx)) await sql`set local session_replication_role = replica`.execute(trx);
}

async function isSuperuser(trx: Executor): Promise<boolean> {
  const su = await sql<{ on: string }>`select current_setting('is_superuser') as on`.execute(trx);
  return su.rows[0]?.on === 'on';
}
