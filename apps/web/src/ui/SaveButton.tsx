import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import { saveButtonTooltip } from './readOnlyTooltips';

/** Submit button that explains, in a tooltip, why it is disabled. */
export function SaveButton({
  canWrite,
  dirty,
  children = 'Save',
  ...rest
}: ButtonProps & { canWrite: boolean; dirty: boolean; children?: React.ReactNode }) {
  const reason = saveButtonTooltip({ canWrite, dirty });
  const button = (
    <Button type="submit" disabled={!!reason} {...rest}>
      {children}
    </Button>
  );
  return reason ? (
    <Tooltip label={reason}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}

/**
 * A button disabled while `reason` says why (shown in its tooltip), e.g. a table's Save while the
 * user may not write or a cell is invalid; `disabled` adds a reason that needs no words.
 */
export function ReasonButton({
  reason,
  disabled,
  ...rest
}: ButtonProps &
  Omit<React.ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & {
    reason: string | null | undefined;
  }) {
  return (
    <Tooltip label={reason ?? ''} disabled={!reason}>
      <span>
        <Button disabled={!!reason || disabled} {...rest} />
      </span>
    </Tooltip>
  );
}
