import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';
import { READ_ONLY_TEXTS } from './readOnlyTooltips';

/**
 * Wraps a (disabled) field with the tooltip that says why: the no-permission text of a read-only
 * form, else `reason` (a field a rule locks, e.g. the past of a Live plant).
 */
export function ReadOnlyField({
  readOnly,
  reason,
  children,
}: {
  readOnly: boolean;
  reason?: string | null;
  children: ReactElement;
}) {
  const label = readOnly ? READ_ONLY_TEXTS.field : reason;
  if (!label) return children;
  return (
    <Tooltip label={label}>
      <div>{children}</div>
    </Tooltip>
  );
}
