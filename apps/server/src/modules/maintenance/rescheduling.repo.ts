import type { Db, Executor } from '../../db/schema.js';

/** Optimal reschedulings in progress (table maintenance_rescheduling). Every method takes an optional transaction. */
export function createReschedulingRepo(db: Db) {
  return {
    find(uuid: string, trx: Executor = db) {
      return trx
        .selectFrom('maintenance_rescheduling')
        .selectAll()
        .where('maintenance_uuid', '=', uuid)
        .executeTakeFirst();
    },
    /** Starts the flow, or records that it is still open. */
    async seen(uuid: string, by: string, now: Date, trx: Executor = db): Promise<void> {
      await trx
        .insertInto('maintenance_rescheduling')
        .values({ maintenance_uuid: uuid, started_by: by, started_at: now, seen_at: now })
        .onConflict((oc) => oc.column('maintenance_uuid').doUpdateSet({ seen_at: now }))
        .execute();
    },
    async end(uuid: string, trx: Executor = db): Promise<boolean> {
      const res = await trx
        .deleteFrom('maintenance_rescheduling')
        .where('maintenance_uuid', '=', uuid)
        .executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
    /** Flows not seen since `before`, with their outage's plant. */
    abandoned(before: Date, trx: Executor = db) {
      return trx
        .selectFrom('maintenance_rescheduling as r')
        .innerJoin('maintenance as m', 'm.uuid', 'r.maintenance_uuid')
        .select(['r.maintenance_uuid as uuid', 'r.started_by', 'm.status'])
        .where('r.seen_at', '<', before)
        .execute();
    },
  };
}
