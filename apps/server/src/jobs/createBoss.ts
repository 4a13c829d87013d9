import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db, Executor } from '../db/schema.js';

/**
 * pg-boss 10 on the application's own pool (its `db` adapter), so jobs need no second connection
 * string (the embedded database's URL is only known to main.ts) and a job can be sent inside one
 * of our transactions (see `bossDb(trx)`).
 */
export function createBoss(db: Db, options: Omit<PgBoss.ConstructorOptions, 'db'> = {}): PgBoss {
  return new PgBoss({ db: bossDb(db), schema: 'pgboss', ...options });
}

/** The adapter pg-boss calls; parameterless texts may hold several statements (pg's simple protocol). */
export function bossDb(executor: Executor): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = await executor.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as Record<string, unknown>[] };
    },
  };
}
