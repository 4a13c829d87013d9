import { sql, type Selectable } from 'kysely';
import type { Executor, OptimizationRunTable } from '../../db/schema.js';

export type RunRow = Selectable<OptimizationRunTable>;

export function createOptimizationRepo(db: Executor) {
  return {
    async insert(
      run: { physical_plant_id: string; portfolio_id: string | null; plant_view_id: string | null; started_by: string; inputs: unknown },
      ex: Executor = db,
    ): Promise<RunRow> {
      return ex
        .insertInto('optimization_run')
        .values({ ...run, inputs: JSON.stringify(run.inputs), status: 'queued' })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    async get(id: string, ex: Executor = db): Promise<RunRow | undefined> {
      return ex.selectFrom('optimization_run').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Newest first. */
    async listForView(plantViewId: string, limit: number, ex: Executor = db): Promise<RunRow[]> {
      return ex.selectFrom('optimization_run').selectAll().where('plant_view_id', '=', plantViewId).orderBy('created_at', 'desc').limit(limit).execute();
    },
    /** Moves a queued run to running; undefined when it is no longer queued (cancelled, or taken by another worker). */
    /** Starts a queued run; with `takeOver`, also one left running by a worker that died. */
    async claim(id: string, now: Date, takeOver = false, ex: Executor = db): Promise<RunRow | undefined> {
      return ex
        .updateTable('optimization_run')
        .set({ status: 'running', started_at: now, progress: 0.05 })
        .where('id', '=', id)
        .where('status', 'in', takeOver ? ['queued', 'running'] : ['queued'])
        .returningAll()
        .executeTakeFirst();
    },
    async progress(id: string, progress: number, lines: string[] = [], ex: Executor = db): Promise<void> {
      await ex
        .updateTable('optimization_run')
        .set({ progress, log: sql`log || ${lines}::text[]` })
        .where('id', '=', id)
        .execute();
    },
    async status(id: string, ex: Executor = db): Promise<string | undefined> {
      return (await ex.selectFrom('optimization_run').select('status').where('id', '=', id).executeTakeFirst())?.status;
    },
    /** Ends a run unless it already ended (a cancel wins over a late finish and vice versa). */
    async finish(
      id: string,
      end: { status: 'succeeded' | 'failed' | 'cancelled'; now: Date; lines: string[]; objective?: number | null; summary?: unknown; durationMs?: number },
      ex: Executor = db,
    ): Promise<boolean> {
      const r = await ex
        .updateTable('optimization_run')
        .set({
          status: end.status,
          finished_at: end.now,
          progress: end.status === 'succeeded' ? 1 : sql`progress`,
          log: sql`log || ${end.lines}::text[]`,
          ...(end.objective !== undefined ? { objective: end.objective } : {}),
          ...(end.summary !== undefined ? { summary: JSON.stringify(end.summary) } : {}),
          ...(end.durationMs !== undefined ? { duration_ms: Math.round(end.durationMs) } : {}),
        })
        .where('id', '=', id)
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    /**
     * Ends runs whose worker is gone: running since before `runningBefore` (a solve takes seconds; the
     * job expires after an hour) or still queued since before `queuedBefore` (no worker took the job).
     */
    async failStale(now: Date, runningBefore: Date, queuedBefore: Date, ex: Executor = db): Promise<number> {
      const r = await sql`
        update optimization_run set status = 'failed', finished_at = ${now},
          log = log || (case when status = 'running' then 'the worker stopped during the run' else 'no worker took the run' end)
        where (status = 'running' and started_at < ${runningBefore}) or (status = 'queued' and created_at < ${queuedBefore})`.execute(ex);
      return Number(r.numAffectedRows ?? 0);
    },
    /** Keeps the newest `keep` runs of a plant (their plans and water values go with the others). */
    async prune(physicalPlantId: string, keep: number, ex: Executor = db): Promise<number> {
      const r = await sql`
        delete from optimization_run where id in (
          select id from optimization_run where physical_plant_id = ${physicalPlantId}
          order by created_at desc offset ${keep})`.execute(ex);
      return Number(r.numAffectedRows ?? 0);
    },
  };
}
