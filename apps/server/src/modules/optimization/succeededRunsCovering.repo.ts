import { sql, type RawBuilder } from 'kysely';
import { tsFromMs } from '../../db/sqlTime.js';

/**
 * The succeeded runs of the given plants (an SQL list of physical plant ids) whose horizon meets
 * [start, end), or only `onlyRun`, as a row source (id, plant, finished_at, created_at, f, t) with
 * each horizon cut to the range: the runs the plan of an hour chooses from (series/planCells).
 */
export function succeededRunsCovering(
  plants: RawBuilder<unknown>,
  start: number,
  end: number,
  onlyRun: string | null,
): RawBuilder<unknown> {
  return sql`select r.id, r.physical_plant_id as plant, r.finished_at, r.created_at,
             greatest(${tsFromMs(sql`(r.summary->>'start')::float8`)}, ${tsFromMs(start)}) as f,
             least(${tsFromMs(sql`(r.summary->>'end')::float8`)}, ${tsFromMs(end)}) as t
      from optimization_run r
      where r.physical_plant_id in (${plants}) and r.status = 'succeeded'
        and (r.summary->>'start')::float8 < ${end}::float8 and (r.summary->>'end')::float8 > ${start}::float8
        and (${onlyRun}::uuid is null or r.id = ${onlyRun}::uuid)`;
}
