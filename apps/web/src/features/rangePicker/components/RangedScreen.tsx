import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageHeader } from '@/features/shell/components/PageHeader';

interface RangedScreenProps {
  /** e.g. "Times in Europe/Vienna", shown beside the breadcrumb */
  timesIn: string;
  /** the message for a range query that could not be read, or null */
  invalidRange: string | null;
  /** the range picker and whatever sits beside it */
  controls: ReactNode;
  children: ReactNode;
}

/** The frame every range-driven screen shares: header with the zone note, invalid-range alert, controls, body. */
export function RangedScreen({ timesIn, invalidRange, controls, children }: RangedScreenProps) {
  return (
    <Stack gap="md">
      <PageHeader
        actions={
          <Group gap={6} c="dimmed">
            <IconClock size={16} aria-hidden />
            <Text size="sm">{timesIn}</Text>
          </Group>
        }
      />
      {invalidRange !== null && (
        <Alert color="caution" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {invalidRange}
        </Alert>
      )}
      {controls}
      {children}
    </Stack>
  );
}
