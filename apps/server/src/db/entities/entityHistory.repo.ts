import type { HistoryEntry } from '@penstock/domain';
import { sql } from 'kysely';
import type { Executor } from '../schema.js';

/**
 * entity_history beyond one entity's own rows (defineEntity): the owner of the table is the generic
 * entity layer, so modules that read or write history across ids come here (docs/table-owners.md).
 */

/** The value of `field` the id's newest history entry recorded (after a create or update, or as a delete removed it); null: none. */
export async function lastRecordedValue(
  entity: string,
  id: string,
  field: string,
  trx: Executor,
): Promise<string | null> {
  const { rows } = await sql<{ value: string | null }>`
    select coalesce(row_after->>${field}, changes->${field}->>'from') as value
    from entity_history where entity = ${entity} and entity_id = ${id} order by version desc limit 1`.execute(trx);
  return rows[0]?.value ?? null;
}

/** The newest `limit` changes of an entity's ids that start with `prefix`, newest first. */
export async function historyByIdPrefix(
  entity: string,
  prefix: string,
  limit: number,
  db: Executor,
): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom('entity_history')
    .select(['entity_id', 'version', 'action', 'changed_at', 'changed_by', 'changes'])
    .where('entity', '=', entity)
    .where('entity_id', 'like', `${prefix.replace(/[\\%_]/g, '\\$&')}%`)
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, changed_at: r.changed_at.getTime() }));
}

/** 'create' entries (version 1) for rows written in bulk, in the caller's transaction. */
export async function recordCreates(
  entity: string,
  rows: readonly {
    id: string;
    at: Date;
    by: string | null;
    changes: Record<string, { from: unknown; to: unknown }>;
    row: unknown;
  }[],
  trx: Executor,
): Promise<void> {
  if (!rows.length) return;
  await trx
    .insertInto('entity_history')
    .values(
      rows.map((r) => ({
        entity,
        entity_id: r.id,
        version: 1,
        action: 'create' as const,
        changed_at: r.at,
        changed_by: r.by,
        changes: JSON.stringify(r.changes),
        row_after: JSON.stringify(r.row),
      })),
    )
    .execute();
}

/**
 * Copies of a plant view id that no foreign key carries along: the history of other entities (a
 * maintenance's row_after and changes name its plant_view_id), so a renamed view's past stays its own.
 */
export async function renamePlantViewInHistory(from: string, to: string, trx: Executor): Promise<void> {
  await sql`
    update entity_history set
      row_after = case when row_after->>'plant_view_id' = ${from} then jsonb_set(row_after, '{plant_view_id}', to_jsonb(${to}::text)) else row_after end,
      changes = case when changes ? 'plant_view_id' then jsonb_set(changes, '{plant_view_id}', (
        select jsonb_object_agg(k, case when v = to_jsonb(${from}::text) then to_jsonb(${to}::text) else v end)
        from jsonb_each(changes->'plant_view_id') as e(k, v))) else changes end
    where entity <> 'plant_view' and (row_after->>'plant_view_id' = ${from} or changes->'plant_view_id'->>'from' = ${from} or changes->'plant_view_id'->>'to' = ${from})`.execute(
    trx,
  );
}
