import { sql, type Selectable } from 'kysely';
import type { Executor, PeriodicTaskTable, TaskRunState, TaskRunTable } from '../../db/schema.js';

export type TaskRow = Selectable<PeriodicTaskTable>;
export type TaskRunRow = Selectable<TaskRunTable>;

export function createSchedulerRepo(db: Executor) {
  return {
    /** Inserts tasks that are new in code; keeps the pause state of known ones, updates their schedule and text. */
    async upsertTasks(
      tasks: readonly { name: string; description: string; schedule: string; timezone: string }[],
      ex: Executor = db,
    ) {
      if (!tasks.length) return;
      await ex
        .insertInto('periodic_task')
        .values(
          tasks.map((t) => ({
            name: t.name,
            description: t.description,
            schedule: t.schedule,
            timezone: t.timezone,
            updated_by: null,
          })),
        )
        .onConflict((oc) =>
          oc.column('name').doUpdateSet({
            description: sql`excluded.description`,
            schedule: sql`excluded.schedule`,
            timezone: sql`excluded.timezone`,
          }),
        )
        .execute();
    },
    async tasks(ex: Executor = db): Promise<TaskRow[]> {
      return ex.selectFrom('periodic_task').selectAll().orderBy('name').execute();
    },
    async task(name: string, ex: Executor = db): Promise<TaskRow | undefined> {
      return ex.selectFrom('periodic_task').selectAll().where('name', '=', name).executeTakeFirst();
    },
    /** The newest run of each task. */
    async lastRuns(ex: Executor = db): Promise<TaskRunRow[]> {
      return ex
        .selectFrom('task_run')
        .selectAll()
        .distinctOn('task_name')
        .orderBy('task_name')
        .orderBy('created_at', 'desc')
        .execute();
    },
    /** The `perTask` newest runs of every task, newest first. */
    async recentRuns(perTask: number, ex: Executor = db): Promise<TaskRunRow[]> {
      return ex
        .selectFrom((q) =>
          q
            .selectFrom('task_run')
            .selectAll()
            .select(sql<number>`row_number() over (partition by task_name order by created_at desc)`.as('n'))
            .as('r'),
        )
        .selectAll()
        .where('n', '<=', perTask)
        .orderBy('task_name')
        .orderBy('created_at', 'desc')
        .execute();
    },
    async run(name: string, jobUuid: string, ex: Executor = db): Promise<TaskRunRow | undefined> {
      return ex
        .selectFrom('task_run')
        .selectAll()
        .where('task_name', '=', name)
        .where('job_uuid', '=', jobUuid)
        .executeTakeFirst();
    },
    async audit(
      entry: {
        task_name: string;
        action: 'pause' | 'resume' | 'trigger';
        actor: string;
        job_uuid?: string | null;
        params?: unknown;
      },
      ex: Executor = db,
    ) {
      await ex
        .insertInto('task_audit')
        .values({
          ...entry,
          job_uuid: entry.job_uuid ?? null,
          params: entry.params === undefined ? null : JSON.stringify(entry.params),
        })
        .execute();
    },
    async createRun(
      run: {
        job_uuid: string;
        task_name: string;
        trigger: 'schedule' | 'manual';
        triggered_by: string | null;
        params: unknown;
      },
      ex: Executor = db,
    ) {
      await ex
        .insertInto('task_run')
        .values({ ...run, params: JSON.stringify(run.params ?? {}) })
        .onConflict((oc) => oc.column('job_uuid').doNothing())
        .execute();
    },
    async updateRun(
      jobUuid: string,
      set: { state: TaskRunState; started_at?: Date; finished_at?: Date; output?: unknown; error?: string | null },
      ex: Executor = db,
    ) {
      const { output, ...rest } = set;
      await ex
        .updateTable('task_run')
        .set({ ...rest, ...(output !== undefined ? { output: JSON.stringify(output) } : {}) })
        .where('job_uuid', '=', jobUuid)
        .execute();
    },
  };
}
