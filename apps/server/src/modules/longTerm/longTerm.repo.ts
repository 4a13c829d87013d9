import { sql, type Selectable } from 'kysely';
import type { Db, Executor, LongTermRunTable } from '../../db/schema.js';
import { runTable, type NewRun } from '../../jobs/runTable.js';
import { msOf } from '../../db/sqlTime.js';

export type LongTermRunRow = Selectable<LongTermRunTable>;

/** Inputs kept with a run (JSON). */
export interface LongTermInputs {
  weeks: number;
  start?: number;
  /** Operating range of each reservoir as the run modelled it, m3. */
  reservoirs?: { id: string; name?: string; min: number; max: number }[];
}

/** The plant's long-term runs (every view of the plant sees them). */
const runsOf = (physicalPlantId: string, ex: Executor) =>
  ex.selectFrom('long_term_run').selectAll().where('physical_plant_id', '=', physicalPlantId);
/** The newest run (highest version) the query finds. */
const newest = (runs: ReturnType<typeof runsOf>) => runs.orderBy('version', 'desc').limit(1).executeTakeFirst();

export function createLongTermRepo(db: Db) {
  return {
    ...runTable('long_term_run', db, { claimProgress: 0.02, newestBy: 'version' }),
    /** The plant's next version is taken in the same statement; the unique (plant, version) guards races. */
    async insert(run: NewRun<LongTermInputs>, ex: Executor = db): Promise<LongTermRunRow> {
      const { rows } = await sql<LongTermRunRow>`
        insert into long_term_run (physical_plant_id, portfolio_id, plant_view_id, started_by, inputs, version)
        select ${run.physical_plant_id}, ${run.portfolio_id}, ${run.plant_view_id}, ${run.started_by}, ${JSON.stringify(run.inputs)}::jsonb,
          coalesce((select max(version) from long_term_run where physical_plant_id = ${run.physical_plant_id}), 0) + 1
        returning *`.execute(ex);
      return rows[0];
    },
    async listForPlant(physicalPlantId: string, limit: number, ex: Executor = db): Promise<LongTermRunRow[]> {
      return runsOf(physicalPlantId, ex)
        .orderBy('created_at', 'desc')
        .orderBy('version', 'desc')
        .limit(limit)
        .execute();
    },
    /** Newest run of the plant that is queued, running or succeeded: one whose cuts exist or will. */
    async latestUsable(physicalPlantId: string, ex: Executor = db): Promise<LongTermRunRow | undefined> {
      return newest(runsOf(physicalPlantId, ex).where('status', 'in', ['queued', 'running', 'succeeded']));
    },
    /** Newest succeeded run of the plant. */
    async latestSucceeded(physicalPlantId: string, ex: Executor = db): Promise<LongTermRunRow | undefined> {
      return newest(runsOf(physicalPlantId, ex).where('status', '=', 'succeeded'));
    },
    async update(
      id: string,
      set: {
        progress?: number;
        iterations?: unknown;
        inputs?: LongTermInputs;
        method?: 'sddp' | 'sdp';
        lines?: string[];
      },
      ex: Executor = db,
    ): Promise<void> {
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
    /** A run's water value tables: a row per hydro body, week and filling, in that order. */
    async waterValues(runId: string, ex: Executor = db) {
      const { rows } = await sql<{
        hydro_body_id: string;
        week: number;
        filling_percent: number;
        mwh: number | null;
        m3: number;
      }>`
        select v.hydro_body_id, ${msOf('v.week_start')} as week, v.filling_percent, v.value_eur_per_mwh as mwh, v.value_eur_per_m3 as m3
        from long_term_water_value v where v.run_id = ${runId}
        order by v.hydro_body_id, v.week_start, v.filling_percent`.execute(ex);
      return rows;
    },
  };
}
