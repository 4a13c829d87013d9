import type { ConstraintHistoryEntry, HistoryEntry } from '@penstock/domain';
import { defineEntity } from '../../db/entities/defineEntity.js';

/**
 * Constraints keep their history and optimistic concurrency in the shared entity_history (issue 8).
 * A constraint's version starts at 0 (its creation) and goes up with every change. A deactivation
 * also records when the constraint stops applying (`deactivated_timestamp_millis`, not a column).
 */
export const constraintEntity = defineEntity({
  entity: 'plant_constraint',
  table: 'plant_constraint',
  key: 'id',
  fields: ['status', 'value', 'validity_start', 'validity_end', 'recurring_pattern'],
  json: ['value', 'recurring_pattern'],
  label: 'The constraint',
});

type Changes = Record<string, { from: unknown; to: unknown } | undefined>;
const msOf = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).getTime());

/** A history entry as the spec shows it: when, who, and the new values of what changed (times in ms). */
export function toConstraintHistory(h: HistoryEntry): ConstraintHistoryEntry {
  const c = h.changes as Changes;
  const changeset: ConstraintHistoryEntry['changeset'] = {};
  if (c.status) changeset.status = c.status.to as ConstraintHistoryEntry['changeset']['status'];
  if (c.value) changeset.value = c.value.to as ConstraintHistoryEntry['changeset']['value'];
  if (c.recurring_pattern)
    changeset.recurring_pattern = c.recurring_pattern.to as ConstraintHistoryEntry['changeset']['recurring_pattern'];
  if (c.validity_start) changeset.validity_start_timestamp_millis = msOf(c.validity_start.to) ?? undefined;
  if (c.validity_end) changeset.validity_end_timestamp_millis = msOf(c.validity_end.to);
  if (c.deactivated_timestamp_millis)
    changeset.deactivated_timestamp_millis = c.deactivated_timestamp_millis.to as number;
  return { change_timestamp_millis: h.changed_at, email: h.changed_by ?? '', changeset };
}
