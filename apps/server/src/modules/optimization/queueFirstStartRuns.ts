import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/schema.js';
import { createLongTermRepo, ensureLongTermRuns } from '../longTerm/index.js';
import { queueLivePlantRuns } from './queueLivePlantRuns.js';

const ENDED = new Set(['succeeded', 'failed', 'cancelled']);
/** How often the first start looks whether a plant's long-term run has ended. */
const POLL_MS = 2_000;
/** A long-term run stops training after 10 minutes; after this the short-term run goes ahead anyway. */
const GIVE_UP_MS = 20 * 60_000;

/**
 * The first start's runs (started_by 'startup'): the long-term run of every live plant first (or
 * the one it already has queued, running or done), then, as each ends, the plant's short-term
 * run, which values the water it leaves by that run's cuts (terminal_water_value_method
 * LONG_TERM, the default), so the first plans' water values move with filling instead of sitting
 * at the horizon's mean price. Answers at once with the long-term runs; the short-term runs are
 * queued in the background (a failed or cancelled long-term run still lets its plant's run go,
 * then at the mean price), and `done` settles when all are queued.
 */
export async function queueFirstStartRuns(
  db: Db,
  boss: PgBoss,
  log: FastifyBaseLogger,
): Promise<{ longTerm: Awaited<ReturnType<typeof ensureLongTermRuns>>; done: Promise<void> }> {
  const longTerm = await ensureLongTermRuns(db, boss, 'startup');
  const repo = createLongTermRepo(db);
  const waitThenPlan = async (run: (typeof longTerm)[number]) => {
    const until = Date.now() + GIVE_UP_MS;
    let status = await repo.status(run.run_id);
    while (status && !ENDED.has(status) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      status = await repo.status(run.run_id);
    }
    await queueLivePlantRuns(db, boss, 'startup', { plant: run.plant });
    log.info({ plant: run.plant, long_term_run: run.run_id, status }, 'first start: short-term run queued');
  };
  const done = Promise.all(
    longTerm.map((run) =>
      waitThenPlan(run).catch((err) => log.warn({ plant: run.plant, err }, 'first start: short-term run not queued')),
    ),
  ).then(() => undefined);
  return { longTerm, done };
}
