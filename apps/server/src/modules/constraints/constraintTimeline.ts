import type { ConstraintVersion, StatusSubject } from '@penstock/domain';
import type { ConstraintRow, HistoryRow, VersionRow } from './constraints.repo.js';

/**
 * One stored constraint as constraintSteps reads it: its versions in epoch ms and its lifecycle
 * (status, validity, history). Null when it has no version. Shared by the optimiser's model and
 * the violation check, so both see a constraint alike.
 */
export function constraintTimeline(
  r: ConstraintRow,
  versions: readonly VersionRow[],
  history: readonly HistoryRow[],
): { subject: StatusSubject; versions: ConstraintVersion[] } | null {
  const own: ConstraintVersion[] = versions
    .filter((v) => v.constraint_id === r.id)
    .map((v) => ({
      effective_from: v.effective_from.getTime(),
      value: v.value,
      validity_start_timestamp_millis: v.validity_start.getTime(),
      validity_end_timestamp_millis: v.validity_end?.getTime() ?? null,
      recurring_pattern: v.recurring_pattern,
    }));
  if (!own.length) return null;
  const subject = {
    status: r.status,
    validity_start_timestamp_millis: r.validity_start.getTime(),
    validity_end_timestamp_millis: r.validity_end?.getTime() ?? null,
    history: history.filter((h) => h.constraint_id === r.id),
  };
  return { subject, versions: own };
}
