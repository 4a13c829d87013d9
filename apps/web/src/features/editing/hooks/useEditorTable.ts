import { useCallback, useMemo } from 'react';
import type { OverrideInfoFrame } from '@penstock/domain';
import { rangeToInterval } from '@/features/rangePicker/utils/rangeDates';
import type { CockpitScope } from '@/features/cockpit/utils/cockpitScope';
import { useOverrideInfo } from '../api/getOverrideInfo';
import type { EditModeSpec } from '../utils/editModes';
import { buildEditorTable, hourRows } from '../utils/editorTable';

/**
 * The edit table of a mode over the cockpit's range (hourly rows in the plant's zone): the mode's
 * kind editable, the other kind as read-only reference, components as the mode and the cockpit's
 * selection allow.
 */
export function useEditorTable(scope: CockpitScope, spec: EditModeSpec) {
  const { startTs, endTs } = useMemo(() => rangeToInterval(scope.range, scope.timezone), [scope.range, scope.timezone]);
  const base = { portfolioId: scope.portfolioId, plantViewId: scope.plantViewId, quantity: spec.quantity, startTs, endTs };
  const edited = useOverrideInfo({ ...base, kind: spec.kind }, true);
  const reference = useOverrideInfo({ ...base, kind: spec.referenceKind }, true);
  const keep = useCallback(
    (f: OverrideInfoFrame) => spec.componentTypes.includes(f.component_type) && scope.keep({ componentId: f.component_id, componentType: f.component_type }),
    [spec, scope],
  );
  const table = useMemo(
    () => buildEditorTable(hourRows(startTs, endTs), edited.data ?? [], reference.data ?? [], keep),
    [edited.data, reference.data, startTs, endTs, keep],
  );
  const editedFrames = useMemo(() => (edited.data ?? []).filter(keep), [edited.data, keep]);
  const status: 'pending' | 'error' | 'success' = edited.isPending ? 'pending' : edited.isError ? 'error' : 'success';
  const refetch = () => Promise.all([edited.refetch(), reference.refetch()]);
  return { table, editedFrames, status, error: edited.error, refetch, startTs, endTs };
}
