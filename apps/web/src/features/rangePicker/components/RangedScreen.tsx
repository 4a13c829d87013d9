import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageHeader } from '@/features/shell/components/PageHeader';
import type { RangeParam } from '../hooks/useRangeParam';
import { RangePicker } from './RangePicker';

interface RangedScreenProps {
  /** e.g. "Times in Europe/Vienna", shown beside the breadcrumb */
  timesIn: string;
  /** the range in the address (useRangeParam) */
  rangeParam: RangeParam;
  /** the message for a range query that could not be read */
  invalidRange: (value: string) => string;
  /** false: the picker without the granularity control */
  withGranularity?: boolean;
  /** shown at the right of the picker */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame every range-driven screen shares: header with the zone note, invalid-range alert, range picker, body. */
export function RangedScreen({
  timesIn,
  rangeParam,
  invalidRange,
  withGranularity,
  aside,
  children,
}: RangedScreenProps) {
  const picker = (
    <RangePicker
      range={rangeParam.range}
      today={rangeParam.today}
      onChange={rangeParam.setRange}
      withGranularity={withGranularity}
    />
  );
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
      {rangeParam.invalidValue !== null && (
        <Alert color="caution" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {invalidRange(rangeParam.invalidValue)}
        </Alert>
      )}
      {aside ? (
        <Group justify="space-between" align="center">
          {picker}
          {aside}
        </Group>
      ) : (
        picker
      )}
      {children}
    </Stack>
  );
}
