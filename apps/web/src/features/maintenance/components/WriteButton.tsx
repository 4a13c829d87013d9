import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { PERMISSION_TOOLTIPS } from '@penstock/domain';

/** A page action that writes: on a read-only portfolio disabled with the spec's tooltip (spec 2 section 6). */
export function WriteButton({
  canWrite,
  icon,
  onClick,
  variant,
  children,
}: {
  canWrite: boolean;
  icon: ReactNode;
  onClick: () => void;
  variant?: ButtonProps['variant'];
  children: ReactNode;
}) {
  return (
    <Tooltip label={PERMISSION_TOOLTIPS.placeholder} disabled={canWrite}>
      <span>
        <Button variant={variant} leftSection={icon} onClick={onClick} disabled={!canWrite}>
          {children}
        </Button>
      </span>
    </Tooltip>
  );
}
