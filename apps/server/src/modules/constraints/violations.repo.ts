import { sql } from 'kysely';
import type { Db, Executor } from '../../db/schema.js';
import { tsFromMs } from '../../db/sqlTime.js';

/** A violation as detectViolations finds it (epoch ms). */
export interface FoundViolation {
  constraint_id: string;
  source: 'actual' | 'plan';
  start: number;
  end: number;
  worst_value: number;
  limit_value: number;
}

/** A stored violation with its constraint's type and component. */
export interface StoredViolationRow {
  id: string;
  constraint_id: string;
  physical_plant_id: string;
  type_name: string;
  constrainable_id: string;
  constrainable_type: string;
  source: 'actual' | 'plan';
  start_ts: Date;
  end_ts: Date;
  worst_value: number;
  limit_value: number;
}

/** Replaces the plant's violations stored for [from, to) by `found` (one transaction). */
export async function replaceViolations(
  db: Db,
  plantId: string,
  from: number,
  to: number,
  found: readonly FoundViolation[],
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('constraint_violation')
      .where('physical_plant_id', '=', plantId)
      .where('start_ts', '>=', new Date(from))
      .where('start_ts', '<', new Date(to))
      .execute();
    if (found.length)
      await trx
        .insertInto('constraint_violation')
        .values(
          found.map((v) => ({
            constraint_id: v.constraint_id,
            physical_plant_id: plantId,
            source: v.source,
            start_ts: new Date(v.start),
            end_ts: new Date(v.end),
            worst_value: v.worst_value,
            limit_value: v.limit_value,
            detected_at: new Date(now),
          })),
        )
        .execute();
  });
}

/** Stored violations of these plants overlapping [start, end), optionally of these constraint types only. */
export async function storedViolations(
  q: { plantIds: string[]; start: number; end: number; types?: string[] },
  trx: Executor,
): Promise<StoredViolationRow[]> {
  const { rows } = await sql<StoredViolationRow>`
    select v.id::text, v.constraint_id::text, v.physical_plant_id, c.type_name, c.constrainable_id, c.constrainable_type,
           v.source, v.start_ts, v.end_ts, v.worst_value, v.limit_value
    from constraint_violation v
    join plant_constraint c on c.id = v.constraint_id
    where v.physical_plant_id = any(${q.plantIds}::text[])
      and v.end_ts > ${tsFromMs(q.start)} and v.start_ts < ${tsFromMs(q.end)}
      ${q.types?.length ? sql`and c.type_name = any(${q.types}::text[])` : sql``}
    order by v.start_ts, c.type_name, v.id`.execute(trx);
  return rows;
}

/** The plants with at least one constraint that is not a draft, by id. */
export async function plantsWithConstraints(trx: Executor): Promise<string[]> {
  const rows = await trx
    .selectFrom('plant_constraint')
    .select('physical_plant_id')
    .distinct()
    .where('status', '!=', 'draft')
    .orderBy('physical_plant_id')
    .execute();
  return rows.map((r) => r.physical_plant_id);
}
