import { sql } from 'kysely';
import type { Clock } from '../clock.js';
import type { Db } from '../db/schema.js';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;
/** What the plugin passes to a store at runtime (its typings name the route options instead). */
interface StoreParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** How often one process deletes windows that ended (they are also reset in place when hit again). */
const SWEEP_EVERY_MS = 60_000;

/**
 * A store for @fastify/rate-limit that keeps the windows in PostgreSQL, so N API processes share
 * one budget per route and client address (an in-memory store would give each process its own).
 * One statement per request: it starts a new window or counts a hit in the running one, atomically.
 * Time comes from the app's clock, like the sign-in lockout.
 */
export function pgRateLimitStore(db: Db, clock: Clock) {
  let lastSweep = 0;
  const sweep = (now: Date) => {
    if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now.getTime();
    void db
      .deleteFrom('rate_limit_window')
      .where('reset_at', '<', now)
      .execute()
      .catch(() => {});
  };

  return class PgRateLimitStore {
    private readonly prefix: string;

    constructor(options: object = {}) {
      const route = (options as StoreParams).routeInfo;
      this.prefix = route?.url ? `${[route.method].flat().join(',')} ${route.url}|` : '|';
    }

    incr(address: string, cb: Callback, timeWindow: number) {
      const now = clock.now();
      const resetAt = new Date(now.getTime() + timeWindow);
      sql<{ hits: number; reset_at: Date }>`
        insert into rate_limit_window as w (key, hits, reset_at) values (${this.prefix + address}, 1, ${resetAt})
        on conflict (key) do update set
          hits = case when w.reset_at <= ${now} then 1 else w.hits + 1 end,
          reset_at = case when w.reset_at <= ${now} then excluded.reset_at else w.reset_at end
        returning hits, reset_at`
        .execute(db)
        .then(({ rows: [row] }) => {
          cb(null, { current: row.hits, ttl: Math.max(0, new Date(row.reset_at).getTime() - now.getTime()) });
          sweep(now);
        }, cb);
    }

    read(address: string, cb: Callback) {
      const now = clock.now();
      db.selectFrom('rate_limit_window')
        .select(['hits', 'reset_at'])
        .where('key', '=', this.prefix + address)
        .where('reset_at', '>', now)
        .executeTakeFirst()
        .then(
          (row) =>
            cb(null, row ? { current: row.hits, ttl: row.reset_at.getTime() - now.getTime() } : { current: 0, ttl: 0 }),
          cb,
        );
    }

    /** One store per limited route, so each route keeps its own budget as with the memory store. */
    child(routeOptions: object) {
      return new PgRateLimitStore(routeOptions);
    }
  };
}
