import { sql, type Selectable } from 'kysely';
import type { Db, Executor, OptimizationRunTable } from '../../db/schema.js';
import { runProgress } from '../../jobs/runProgress.js';
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
    progress: runProgress('optimization_run', db),
    /** Replaces the run's inputs snapshot (what the model held). */
    async setInputs(id: string, inputs: object, ex: Executor = db): Promise<void> {
      await ex
        .updateTable('optimization_run')
        .set({ inputs: JSON.stringify(inputs) })
        .where('id', '=', id)
        .execute();
    },
    /** The constraints of the run's inputs, now with what the plan did to each. */
    async setHeldConstraints(id: string, held: unknown[], ex: Executor = db): Promise<void> {
      await ex
        .updateTable('optimization_run')
        .set({ inputs: sql`jsonb_set(inputs, '{constraints}', ${JSON.stringify(held)}::jsonb)` })
        .where('id', '=', id)
        .execute();
    },
    /** The newest succeeded run of the plant view created before `before`. */
    previousSucceeded(plantViewId: string | null, before: Date, ex: Executor = db) {
      return ex
        .selectFrom('optimization_run')
        .select('id')
        .where('plant_view_id', '=', plantViewId)
        .where('status', '=', 'succeeded')
        .where(sql<boolean>`created_at < ${before}`)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
    /** The run's model snapshot's start and price input (null without a snapshot). */
    async modelPrice(id: string, ex: Executor = db): Promise<{ start: number | null; price: unknown }> {
      const { rows } = await sql<{ start: number | null; price: unknown }>`
        select (inputs->'model'->>'start')::float8 as start, inputs->'model'->'price' as price
        from optimization_run where id = ${id}`.execute(ex);
      return rows[0] ?? { start: null, price: null };
    },
  };
}
