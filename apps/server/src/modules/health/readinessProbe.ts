import pg from 'pg';
import type { Db } from '../../db/schema.js';
import { poolOf } from '../../db/createDb.js';
import { ping } from './health.repo.js';

/** How long readiness waits for the database, connecting included. */
export const READINESS_TIMEOUT_MS = 1_000;

export interface ReadinessProbe {
  /** True when the database answered `select 1` within READINESS_TIMEOUT_MS. */
  check(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Readiness asks the database on a connection of its own, so a pool busy with heavy requests does
 * not read as a database that is down. Concurrent checks share one query. Without a URL (a handle
 * not made by createDb) it falls back to the shared pool.
 */
export function createReadinessProbe(db: Db, fallbackUrl?: string): ReadinessProbe {
  const url = poolOf(db)?.url ?? fallbackUrl;
  const reserved = url
    ? new pg.Pool({
        connectionString: url,
        max: 1,
        idleTimeoutMillis: 0,
        connectionTimeoutMillis: READINESS_TIMEOUT_MS,
        query_timeout: READINESS_TIMEOUT_MS,
        application_name: 'penstock-readiness',
      })
    : undefined;
  reserved?.on('error', () => {});
  reserved?.on('connect', (client) => client.on('error', () => {}));
  let inFlight: Promise<boolean> | undefined;

  const ask = async (): Promise<boolean> => {
    const query = reserved ? reserved.query('select 1').then(() => true) : ping(db).then(() => true);
    const timeout = new Promise<boolean>((resolve) => setTimeout(resolve, READINESS_TIMEOUT_MS, false).unref());
    return Promise.race([query.catch(() => false), timeout]);
  };

  return {
    check() {
      inFlight ??= ask().finally(() => (inFlight = undefined));
      return inFlight;
    },
    async close() {
      await reserved?.end().catch(() => {});
    },
  };
}
