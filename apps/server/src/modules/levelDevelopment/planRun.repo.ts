import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';
import { succeededRunsCovering } from '../optimization/index.js';

/** The newest succeeded run whose plan meets [start, end): the run the plan of those hours comes from (null: none). */
export async function planRunOf(plant: string, start: number, end: number, db: Executor): Promise<string | null> {
  const { rows } = await sql<{ id: string }>`
    select r.id from (${succeededRunsCovering(sql`${plant}`, start, end, null)}) r
    order by r.finished_at desc nulls last, r.created_at desc limit 1`.execute(db);
  return rows[0]?.id ?? null;
}
