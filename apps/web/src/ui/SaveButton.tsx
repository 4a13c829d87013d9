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
