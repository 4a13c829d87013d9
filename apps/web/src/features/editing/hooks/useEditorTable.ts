import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { OverrideInfoFrame } from '@penstock/domain';
import { rangeToInterval } from '@/features/rangePicker/utils/rangeDates';
import type { CockpitScope } from '@/features/cockpit/utils/cockpitScope';
import { overrideInfoQueryOptions } from '../api/getOverrideInfo';
import type { EditModeSpec } from '../utils/editModes';
import { buildEditorTable, hourRows } from '../utils/editorTable';

/**
 * The edit table of a mode over the cockpit's range (hourly rows in the plant's zone): the mode's
 * kind editable, the other kind as read-only reference, components as the mode and the cockpit's
 * selection allow, one column per component and quantity of the mode.
 */
export function useEditorTable(scope: CockpitScope, spec: EditModeSpec) {
  const { startTs, endTs } = useMemo(() => rangeToInterval(scope.range, scope.timezone), [scope.range, scope.timezone]);
  const base = { portfolioId: scope.portfolioId, plantViewId: scope.plantViewId, startTs, endTs };
  const n = spec.quantities.length;
  const results = useQueries({
    queries: [spec.kind, spec.referenceKind].flatMap((kind) =>
      spec.quantities.map((quantity) => overrideInfoQueryOptions({ ...base, kind, quantity })),
    ),
  });
  const editedResults = results.slice(0, n);
  const referenceResults = results.slice(n);
  const editedData = useStableFrames(editedResults.map((r) => r.data));
  const referenceData = useStableFrames(referenceResults.map((r) => r.data));
  const keep = useCallback(
    (f: OverrideInfoFrame) =>
      spec.componentTypes.includes(f.component_type) &&
      scope.keep({ componentId: f.component_id, componentType: f.component_type }),
    [spec, scope],
  );
  const table = useMemo(
    () => buildEditorTable(hourRows(startTs, endTs), editedData, referenceData, keep),
    [editedData, referenceData, startTs, endTs, keep],
  );
  // the chart draws the mode's first quantity (one unit per chart)
  const editedFrames = useMemo(
    () => editedData.filter((f) => f.quantity === spec.quantity && keep(f)),
    [editedData, keep, spec.quantity],
  );
  const pending = editedResults.some((r) => r.isPending);
  const failed = editedResults.find((r) => r.isError);
  const status: 'pending' | 'error' | 'success' = pending ? 'pending' : failed ? 'error' : 'success';
  const refetch = () => Promise.all(results.map((r) => r.refetch()));
  return { table, editedFrames, status, error: failed?.error ?? null, refetch, startTs, endTs };
}

/** The frames of several answers as one array, the same array while none of them changed. */
function useStableFrames(parts: (OverrideInfoFrame[] | undefined)[]): OverrideInfoFrame[] {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the parts themselves are the dependencies
  return useMemo(() => parts.flatMap((p) => p ?? []), parts);
}
