import { sql, type Selectable } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Database, Db, Executor } from '../db/schema.js';
import { bossDb } from './createBoss.js';

/** Tables of runs a worker takes as jobs: queued -> running -> succeeded | failed | cancelled, with a log. */
export type RunTableName = 'optimization_run' | 'long_term_run' | 'bid_run';
export type RunEndStatus = 'succeeded' | 'failed' | 'cancelled';

export interface RunEnd {
  status: RunEndStatus;
  now: Date;
  lines: string[];
  durationMs?: number;
}

/** A run to insert: the plant view it was started from, who started it and its inputs. */
export interface NewRun<Inputs = unknown> {
  physical_plant_id: string;
  portfolio_id: string | null;
  plant_view_id: string | null;
  started_by: string;
  inputs: Inputs;
}

/** The new run of a plant view started by `startedBy` (the view's physical plant runs it). */
export const newRunOf = <Inputs>(
  view: { id: string; portfolio_id: string; physical_plant_id: string },
  startedBy: string,
  inputs: Inputs,
): NewRun<Inputs> => ({
  physical_plant_id: view.physical_plant_id,
  portfolio_id: view.portfolio_id,
  plant_view_id: view.id,
  started_by: startedBy,
  inputs,
});

/**
 * The run-table code optimisation and long-term runs share (one table each, the same life cycle):
 * start with its job in one transaction, claim, lock, end (a cancel wins over a late finish and vice
 * versa), fail the runs whose worker is gone, keep the newest per plant.
 *
 *   export function createOptimizationRepo(db: Db) {
 *     return { ...runTable('optimization_run', db, { claimProgress: 0.05, newestBy: 'created_at' }), listForView ... };
 *   }
 */
export function runTable<N extends RunTableName>(
  table: N,
  db: Db,
  opts: { claimProgress: number; newestBy: 'created_at' | 'version' },
) {
  type Row = Selectable<Database[N]>;
  const t = sql.table(table);
  const finish = async (
    id: string,
    end: RunEnd,
    extra: Record<string, unknown> = {},
    ex: Executor = db,
  ): Promise<boolean> => {
    const sets = [
      sql`status = ${end.status}`,
      sql`finished_at = ${end.now}`,
      end.status === 'succeeded' ? sql`progress = 1` : sql`progress = progress`,
      sql`log = log || ${end.lines}::text[]`,
      ...(end.durationMs !== undefined ? [sql`duration_ms = ${Math.round(end.durationMs)}`] : []),
      ...Object.entries(extra)
        .filter(([, v]) => v !== undefined)
        .map(([column, v]) => sql`${sql.ref(column)} = ${v}`),
    ];
    const r = await sql`update ${t} set ${sql.join(sets)} where id = ${id} and status in ('queued', 'running')`.execute(
      ex,
    );
    return Number(r.numAffectedRows ?? 0) > 0;
  };
  return {
    /**
     * Inserts the run (`insert`, in the transaction) and sends its job in the same transaction, so a
     * worker never sees a job without its run; then keeps the plant's newest `keep` runs.
     */
    async startWithJob(
      boss: PgBoss,
      queue: string,
      physicalPlantId: string,
      keep: number,
      insert: (trx: Executor) => Promise<Row & { id: string }>,
    ): Promise<Row> {
      const run = await db.transaction().execute(async (trx) => {
        const row = await insert(trx);
        await boss.send(queue, { runId: row.id }, { db: bossDb(trx), expireInSeconds: 3600 });
        return row;
      });
      await this.prune(physicalPlantId, keep).catch(() => 0);
      return run;
    },
    async get(id: string, ex: Executor = db): Promise<Row | undefined> {
      return (await sql<Row>`select * from ${t} where id = ${id}`.execute(ex)).rows[0];
    },
    async status(id: string, ex: Executor = db): Promise<string | undefined> {
      return (await sql<{ status: string }>`select status from ${t} where id = ${id}`.execute(ex)).rows[0]?.status;
    },
    /** The run's status, its row locked until the transaction ends (a cancel between solve and store waits). */
    async lockStatus(id: string, trx: Executor): Promise<string | undefined> {
      return (await sql<{ status: string }>`select status from ${t} where id = ${id} for update`.execute(trx)).rows[0]
        ?.status;
    },
    /** Starts a queued run; with `takeOver`, also one left running by a worker that died. Undefined when no longer queued. */
    async claim(id: string, now: Date, takeOver = false, ex: Executor = db): Promise<Row | undefined> {
      const states = takeOver ? ['queued', 'running'] : ['queued'];
      return (
        await sql<Row>`update ${t} set status = 'running', started_at = ${now}, progress = ${opts.claimProgress}
        where id = ${id} and status = any(${states}::text[]) returning *`.execute(ex)
      ).rows[0];
    },
    /** Ends a run unless it already ended; `extra` sets the table's own result columns (objective, bounds...). */
    finish,
    /** Queued: never starts. Running: its worker sees the status and stops. False when it had ended. */
    cancel: (id: string, now: Date, by: string) =>
      finish(id, { status: 'cancelled', now, lines: [`cancelled by ${by}`] }),
    /** Runs whose worker is gone: running since before `runningBefore`, or queued since before `queuedBefore`. */
    async failStale(now: Date, runningBefore: Date, queuedBefore: Date, ex: Executor = db): Promise<number> {
      const r = await sql`
        update ${t} set status = 'failed', finished_at = ${now},
          log = log || (case when status = 'running' then 'the worker stopped during the run' else 'no worker took the run' end)
        where (status = 'running' and started_at < ${runningBefore}) or (status = 'queued' and created_at < ${queuedBefore})`.execute(
        ex,
      );
      return Number(r.numAffectedRows ?? 0);
    },
    /** Keeps the newest `keep` runs of a plant (their results go with the others: on delete cascade). */
    async prune(physicalPlantId: string, keep: number, ex: Executor = db): Promise<number> {
      const r = await sql`
        delete from ${t} where id in (
          select id from ${t} where physical_plant_id = ${physicalPlantId}
          order by ${sql.ref(opts.newestBy)} desc offset ${keep})`.execute(ex);
      return Number(r.numAffectedRows ?? 0);
    },
  };
}
