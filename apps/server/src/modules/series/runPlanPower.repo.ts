import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';
import { msOf } from '../../db/sqlTime.js';

/** A run's own planned net plant power per hour (MW summed over its units' power plans), by epoch ms, in time order. */
export async function runPlanPower(runId: string, trx: Executor): Promise<{ t: number; p: number }[]> {
  const { rows } = await sql<{ t: number; p: number }>`
    select ${msOf('v.ts')} as t, sum(v.value) as p from series s join series_value v on v.series_id = s.id
    where s.run_id = ${runId} and s.quantity = 'power' group by v.ts order by v.ts`.execute(trx);
  return rows;
}
