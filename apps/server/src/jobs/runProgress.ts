import { sql } from 'kysely';
import type { Db, Executor } from '../db/schema.js';
import type { RunTableName } from './runTable.js';

/**
 * A run's progress as its worker reports it: the share done (0..1) and lines added to its log.
 *
 *   export function createOptimizationRepo(db: Db) {
 *     return { ...runTable('optimization_run', db, opts), progress: runProgress('optimization_run', db) };
 *   }
 */
export const runProgress =
  (table: RunTableName, db: Db) =>
  async (id: string, progress: number, lines: string[] = [], ex: Executor = db): Promise<void> => {
    await sql`update ${sql.table(table)} set progress = ${progress}, log = log || ${lines}::text[] where id = ${id}`.execute(
      ex,
    );
  };
