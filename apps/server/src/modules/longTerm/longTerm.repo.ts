import { sql, type Selectable } from 'kysely';
import type { Executor, LongTermRunTable } from '../../db/schema.js';

export type LongTermRunRow = Selectable<LongTermRunTable>;

/** Inputs kept with a run (JSON). */
export interface LongTermInputs {
  weeks: number;
  start?: number;
  /** Operating range of each reservoir as the run modelled it, m3. */
  reservoirs?: { id: string; name?: string; min: number; max: number }[];
}

export function createLongTermRepo(db: Executor) {
  return {
    /** The plant's next version is taken in the same statement; the unique (plant, version) guards races. */
    async insert(run: { physical_plant_id: string; portfolio_id: string | null; plant_view_id: string | null; started_by: string; inputs: LongTermInputs }, ex: Executor = db): Promise<LongTermRunRow> {
      const { rows } = await sql<LongTermRunRow>`
        insert into long_term_run (physical_plant_id, portfolio_id, plant_view_id, started_by, inputs, version)
        select ${run.physical_plant_id}, ${run.portfolio_id}, ${run.plant_view_id}, ${run.started_by}, ${JSON.stringify(run.inputs)}::jsonb,
          coalesce((select max(version) from long_term_run where physical_plant_id = ${run.physical_plant_id}), 0) + 1
        returning *`.execute(ex);
      return rows[0];
    },
    async get(id: string, ex: Executor = db): Promise<LongTermRunRow | undefined> {
      return ex.selectFrom('long_term_run').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async listForPlant(physicalPlantId: string, limit: number, ex: Executor = db): Promise<LongTermRunRow[]> {
      return ex.selectFrom('long_term_run').selectAll().where('physical_plant_id', '=', physicalPlantId).orderBy('created_at', 'desc').orderBy('version', 'desc').limit(limit).execute();
    },
    /** Newest succeeded run of the plant. */
    async latestSucceeded(physicalPlantId: string, ex: Executor = db): Promise<LongTermRunRow | undefined> {
      return ex.selectFrom('long_term_run').selectAll().where('physical_plant_id', '=', physicalPlantId).where('status', '=', 'succeeded').orderBy('version', 'desc').limit(1).executeTakeFirst();
    },
    /** Starts a queued run; with `takeOver`, also one left running by a worker that died. */
    async claim(id: string, now: Date, takeOver = false, ex: Executor = db): Promise<LongTermRunRow | undefined> {
      return ex
        .updateTable('long_term_run')
        .set({ status: 'running', started_at: now, progress: 0.02 })
        .where('id', '=', id)
        .where('status', 'in', takeOver ? ['queued', 'running'] : ['queued'])
        .returningAll()
        .executeTakeFirst();
    },
    async status(id: string, ex: Executor = db): Promise<string | undefined> {
      return (await ex.selectFrom('long_term_run').select('status').where('id', '=', id).executeTakeFirst())?.status;
    },
    async update(id: string, set: { progress?: number; iterations?: unknown; inputs?: LongTermInputs; method?: 'sddp' | 'sdp'; lines?: string[] }, ex: Executor = db): Promise<void> {
      await ex
        .updateTable('long_term_run')
        .set({
          ...(set.progress !== undefined ? { progress: set.progress } : {}),
          ...(set.iterations !== undefined ? { iterations: JSON.stringify(set.iterations) } : {}),
          ...(set.inputs !== undefined ? { inputs: JSON.stringify(set.inputs) } : {}),
          ...(set.method !== undefined ? { method: set.method } : {}),
          ...(set.lines?.length ? { log: sql`log || ${set.lines}::text[]` } : {}),
        })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .execute();
    },
    /** Ends a run unless it already ended (a cancel wins over a late finish and vice versa). */
    async finish(
      id: string,
      end: { status: 'succeeded' | 'failed' | 'cancelled'; now: Date; lines: string[]; bounds?: { upper: number; lower: number; ci: number }; durationMs?: number },
      ex: Executor = db,
    ): Promise<boolean> {
      const r = await ex
        .updateTable('long_term_run')
        .set({
          status: end.status,
          finished_at: end.now,
          progress: end.status === 'succeeded' ? 1 : sql`progress`,
          log: sql`log || ${end.lines}::text[]`,
          ...(end.bounds ? { upper_bound: end.bounds.upper, lower_bound: end.bounds.lower, lower_bound_ci: end.bounds.ci } : {}),
          ...(end.durationMs !== undefined ? { duration_ms: Math.round(end.durationMs) } : {}),
        })
        .where('id', '=', id)
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    /** Runs whose worker is gone: running since before `runningBefore`, or queued since before `queuedBefore`. */
    async failStale(now: Date, runningBefore: Date, queuedBefore: Date, ex: Executor = db): Promise<number> {
      const r = await sql`
        update long_term_run set status = 'failed', finished_at = ${now},
          log = log || (case when status = 'running' then 'the worker stopped during the run' else 'no worker took the run' end)
        where (status = 'running' and started_at < ${runningBefore}) or (status = 'queued' and created_at < ${queuedBefore})`.execute(ex);
      return Number(r.numAffectedRows ?? 0);
    },
    /** Keeps the newest `keep` runs of a plant (their cuts and tables go with the others). */
    async prune(physicalPlantId: string, keep: number, ex: Executor = db): Promise<number> {
      const r = await sql`
        delete from long_term_run where id in (
          select id from long_term_run where physical_plant_id = ${physicalPlantId}
          order by version desc offset ${keep})`.execute(ex);
      return Number(r.numAffectedRows ?? 0);
    },
  };
}
