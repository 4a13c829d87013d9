import type { HistoryEntry } from '@penstock/domain';
import type { Executor } from '../../db/schema.js';
import { controlUnitEntity, hydroBodyEntity } from '../plants/index.js';

/**
 * A component id is free again once its component is deleted, and another customer's plant may take
 * it; its history (and its point tables') then holds both plants' entries. Seen from a plant, the
 * history starts after the id's last entry in another plant (issue 20); a re-creation in the same
 * plant keeps the whole history.
 */
export async function componentHistoryOfPlant(
  kind: 'hydro_body' | 'control_unit',
  plantId: string,
  id: string,
  entries: HistoryEntry[],
  db: Executor,
): Promise<HistoryEntry[]> {
  const entity = kind === 'hydro_body' ? hydroBodyEntity : controlUnitEntity;
  const after = await entity.lastRecordedOtherThan(id, 'physical_plant_id', plantId, db);
  return after ? entries.filter((e) => e.changed_at > after.getTime()) : entries;
}
