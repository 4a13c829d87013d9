import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Why a login or password step failed, announced to screen readers (role alert). */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="destructive" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {children}
    </Alert>
  );
}
