import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Db } from './schema.js';

// timestamptz as Date (pg default); bigint (int8) as number: our counts fit easily.
pg.types.setTypeParser(20, (v) => Number(v));

/** How long a request waits for a pooled connection before it answers 503 (the pool is busy or the database is gone). */
export const CONNECT_TIMEOUT_MS = 5_000;

interface PoolInfo {
  pool: pg.Pool;
  url: string;
}
const pools = new WeakMap<Db, PoolInfo>();

/** The pool and URL behind a handle made by createDb (load shedding reads the queue; readiness opens its own connection). */
export function poolOf(db: Db): PoolInfo | undefined {
  return pools.get(db);
}

/** Opens a pool on the URL and checks it answers; throws with a short message when it does not. */
export async function createDb(url: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A client losing its server must never end the process. pg-pool listens on idle clients only;
  // a client checked out for a transaction has no listener, and an 'error' event without one throws.
  // Queries report their own errors, and pg-pool drops the broken client when it is released.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<import('./schema.js').Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    const client = await pool.connect();
    client.release();
  } catch (err) {
    await db.destroy().catch(() => {});
    throw new Error(`cannot reach the database at ${redactUrl(url)}: ${(err as Error).message}`);
  }
  pools.set(db, { pool, url });
  return db;
}

export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}
