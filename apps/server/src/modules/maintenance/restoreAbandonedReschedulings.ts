import type { Db } from '../../db/schema.js';
import { periodicTask } from '../../jobs/moduleJobs.js';
import { maintenanceEntity } from './maintenanceEntity.js';
import { createReschedulingRepo } from './rescheduling.repo.js';

/** An open rescheduling flow reports every minute; one silent this long was abandoned (browser closed). */
export const ABANDONED_AFTER_MS = 10 * 60_000;
/** Who the history names for the restore. */
export const ABANDONED_BY = 'system (rescheduling abandoned)';

/**
 * Sets the outages of abandoned optimal reschedulings back to Active (spec 2 section 4: leaving the
 * flow sets the original back to active), so the next plans keep the unit out for its revision.
 * An outage someone set otherwise meanwhile is left as it is. Answers the outages restored.
 */
export async function restoreAbandonedReschedulings(db: Db, now: Date): Promise<string[]> {
  const repo = createReschedulingRepo(db);
  const restored: string[] = [];
  for (const flow of await repo.abandoned(new Date(now.getTime() - ABANDONED_AFTER_MS))) {
    await db.transaction().execute(async (trx) => {
      if (!(await repo.end(flow.uuid, trx))) return; // ended meanwhile
      const row = await maintenanceEntity.save(
        flow.uuid,
        (r) => (r?.status === 'Inactive' ? { status: 'Active' } : {}),
        { by: ABANDONED_BY, at: now },
        trx,
      );
      if (row.status === 'Active') restored.push(flow.uuid);
    });
  }
  return restored;
}

export const restoreAbandonedReschedulingsTask = periodicTask({
  name: 'restore-abandoned-reschedulings',
  description: 'Sets outages whose optimal rescheduling was abandoned (browser closed) back to Active.',
  schedule: '*/5 * * * *',
  run: async ({ db, now }) => ({ restored: await restoreAbandonedReschedulings(db, now) }),
});
