import { Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled panel around one chart. */
export function ChartCard({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs" gap="xs">
        <Text fw={600} size="sm" component="h2" m={0}>
          {title}
        </Text>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}
