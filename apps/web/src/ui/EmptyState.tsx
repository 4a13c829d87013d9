import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's "nothing to show" panel: centred, dimmed text in a bordered card. */
export function EmptyState({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Text ta="center" c="dimmed" data-testid={testId}>
        {children}
      </Text>
    </Paper>
  );
}
