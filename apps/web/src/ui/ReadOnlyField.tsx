import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';
import { READ_ONLY_TEXTS } from './readOnlyTooltips';

/** Wraps a (disabled) field of a read-only form with the no-permission tooltip. */
export function ReadOnlyField({ readOnly, children }: { readOnly: boolean; children: ReactElement }) {
  if (!readOnly) return children;
  return (
    <Tooltip label={READ_ONLY_TEXTS.field}>
      <div>{children}</div>
    </Tooltip>
  );
}
