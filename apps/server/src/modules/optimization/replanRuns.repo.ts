import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';
import { componentPlantOf } from '../plants/index.js';

/** Reads the re-plan on new water asks (replanOnNewWater.ts). */
export const replanRunsRepo = {
  /** The physical plants of hydro bodies. */
  async plantsOfBodies(bodyIds: readonly string[], db: Executor): Promise<string[]> {
    if (!bodyIds.length) return [];
    const { rows } = await sql<{ plant: string | null }>`
      select distinct ${componentPlantOf(sql`null`, sql`b.id`)} as plant from unnest(${[...bodyIds]}::text[]) b(id)`.execute(
      db,
    );
    return rows.flatMap((r) => (r.plant ? [r.plant] : []));
  },
  /**
   * The plant's run that will see values written at `writtenAt` (epoch ms): one created after it,
   * or one still queued (a worker builds its model when it claims it); else a running one, which may
   * have read its inputs before. Null: none of these.
   */
  async runAfter(plant: string, writtenAt: number, db: Executor) {
    const { rows } = await sql<{ id: string; status: string; sees: boolean }>`
      select id, status, (created_at >= to_timestamp(${writtenAt}::float8 / 1000) or status = 'queued') as sees
      from optimization_run
      where physical_plant_id = ${plant} and (created_at >= to_timestamp(${writtenAt}::float8 / 1000) or status in ('queued', 'running'))
      order by sees desc, created_at desc limit 1`.execute(db);
    return rows[0] ?? null;
  },
};
