import { Drawer, Stack, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The right-hand drawer of a list screen's create / edit form: open while mounted, its content
 * stacked; `dialogs` (a confirm of the form's actions) sit outside the stack.
 */
export function FormDrawer({
  title,
  testId,
  size = 'lg',
  onClose,
  dialogs,
  children,
}: {
  title: string;
  testId: string;
  size?: MantineSize;
  onClose: () => void;
  dialogs?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Drawer opened onClose={onClose} position="right" size={size} title={title} data-testid={testId}>
      <Stack gap="lg">{children}</Stack>
      {dialogs}
    </Drawer>
  );
}
