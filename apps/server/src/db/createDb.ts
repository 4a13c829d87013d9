import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Db } from './schema.js';

// timestamptz as Date (pg default); bigint (int8) as number: our counts fit easily.
pg.types.setTypeParser(20, (v) => Number(v));

/** Opens a pool on the URL and checks it answers; throws with a short message when it does not. */
export async function createDb(url: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 });
  // An idle client losing its server must not crash the process; queries report their own errors.
  pool.on('error', () => {});
  const db = new Kysely<import('./schema.js').Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    const client = await pool.connect();
    client.release();
  } catch (err) {
    await db.destroy().catch(() => {});
    throw new Error(`cannot reach the database at ${redactUrl(url)}: ${(err as Error).message}`);
  }
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
