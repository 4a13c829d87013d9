import type { HistoryEntry } from '@penstock/domain';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/schema.js';

/**
 * A component id is free again once its component is deleted, and another customer's plant may take
 * it; its history (and its point tables') then holds both plants' entries. Seen from a plant, the
 * history starts after the last entry of the id in another plant (issue 20); a re-creation in the
 * same plant keeps the whole history.
 */
export function createComponentHistoryRepo(db: Db) {
  return {
    /** The time of the id's last history entry in another plant (null: none). */
    async lastInOtherPlant(
      entity: 'hydro_body' | 'control_unit',
      plantId: string,
      id: string,
      trx: Executor = db,
    ): Promise<Date | null> {
      const row = await trx
        .selectFrom('entity_history')
        .select((eb) => eb.fn.max('changed_at').as('at'))
        .where('entity', '=', entity)
        .where('entity_id', '=', id)
        .where(
          sql<string>`coalesce(row_after->>'physical_plant_id', changes->'physical_plant_id'->>'from')`,
          '!=',
          plantId,
        )
        .executeTakeFirst();
      return row?.at ?? null;
    },
  };
}

/** The entries after `after` (all of them when null). */
export const historyAfter = (entries: HistoryEntry[], after: Date | null): HistoryEntry[] =>
  after ? entries.filter((e) => e.changed_at > after.getTime()) : entries;
