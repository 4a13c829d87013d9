import { ConfirmDialog } from './ConfirmDialog';

export const DAY_AHEAD_UNDERSTOOD =
  'I understand that my edits are being made too late to be considered for the final day-ahead optimization run';

/**
 * Day-ahead deadline warning (spec 1 sections 2 and 5): Save is enabled only after ticking the
 * acknowledgement. Screens that edit day-ahead values open it when an edit falls past the cutoff.
 */
export function DayAheadWarningDialog({
  opened,
  onSave,
  onCancel,
  saving,
}: {
  opened: boolean;
  onSave: () => void;
  onCancel: () => void;
  saving?: boolean;
}) {
  return (
    <ConfirmDialog
      opened={opened}
      title="Day-ahead deadline passed"
      message="Some of your edits fall after today's day-ahead cutoff. They are saved, but the final day-ahead optimization run will not consider them."
      requireCheck={DAY_AHEAD_UNDERSTOOD}
      confirmLabel="Save"
      loading={saving}
      onConfirm={onSave}
      onCancel={onCancel}
    />
  );
}
