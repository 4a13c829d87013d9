// Helpers for tests that start optimisation runs through the API and read their stored plans.
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

const ENDED = ['succeeded', 'failed', 'cancelled'];

/** Polls GET runUrl until the run has ended (30 s at most) and returns it. */
export async function waitForRun(app: FastifyInstance, runUrl: string, headers: Record<string, string>) {
  for (let i = 0; i < 300; i++) {
    const run = (await app.inject({ method: 'GET', url: runUrl, headers })).json();
    if (ENDED.includes(run.status)) return run;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('run did not end');
}

/** POSTs a run to runsUrl (…/optimization) and waits for it to end. */
export async function startRunAndWait(
  app: FastifyInstance,
  runsUrl: string,
  headers: Record<string, string>,
  payload: object,
) {
  const queued = (await app.inject({ method: 'POST', url: runsUrl, headers, payload })).json();
  return waitForRun(app, `${runsUrl}/${queued.id}`, headers);
}

/** The plan a run stored for one unit or reservoir and quantity, in time order. */
export async function runPlanRows(db: Kysely<Database>, runId: string, quantity: string, owner: string) {
  const { rows } = await sql<{ ts: Date; value: number }>`
    select v.ts, v.value from series s join series_value v on v.series_id = s.id
    where s.run_id = ${runId} and s.quantity = ${quantity} and coalesce(s.control_unit_id, s.hydro_body_id) = ${owner} order by v.ts`.execute(
    db,
  );
  return rows;
}
