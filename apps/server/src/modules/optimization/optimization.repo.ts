import { sql, type Selectable } from 'kysely';
import type { Db, Executor, OptimizationRunTable } from '../../db/schema.js';
import { runTable } from '../../jobs/runTable.js';

export type RunRow = Selectable<OptimizationRunTable>;

export function createOptimizationRepo(db: Db) {
  return {
    ...runTable('optimization_run', db, { claimProgress: 0.05, newestBy: 'created_at' }),
    async insert(
      run: {
        physical_plant_id: string;
        portfolio_id: string | null;
        plant_view_id: string | null;
        started_by: string;
        inputs: unknown;
      },
      ex: Executor = db,
    ): Promise<RunRow> {
      return ex
        .insertInto('optimization_run')
        .values({ ...run, inputs: JSON.stringify(run.inputs), status: 'queued' })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /** Newest first. */
    async listForView(plantViewId: string, limit: number, ex: Executor = db): Promise<RunRow[]> {
      return ex
        .selectFrom('optimization_run')
        .selectAll()
        .where('plant_view_id', '=', plantViewId)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
    },
    async progress(id: string, progress: number, lines: string[] = [], ex: Executor = db): Promise<void> {
      await ex
        .updateTable('optimization_run')
        .set({ progress, log: sql`log || ${lines}::text[]` })
        .where('id', '=', id)
        .execute();
    },
  };
}
