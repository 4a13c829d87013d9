import { ConfirmDialog, type ConfirmAnswerProps } from './ConfirmDialog';

export const DAY_AHEAD_UNDERSTOOD =
  'I understand that my edits are being made too late to be considered for the final day-ahead optimization run';

/**
 * Day-ahead deadline warning (spec 1 sections 2 and 5): Save is enabled only after ticking the
 * acknowledgement. Screens that edit day-ahead values open it when an edit falls past the cutoff.
 */
export function DayAheadWarningDialog(props: ConfirmAnswerProps) {
  return (
    <ConfirmDialog
      {...props}
      title="Day-ahead deadline passed"
      message="Some of your edits fall after today's day-ahead cutoff. They are saved, but the final day-ahead optimization run will not consider them."
      requireCheck={DAY_AHEAD_UNDERSTOOD}
      confirmLabel="Save"
    />
  );
}
