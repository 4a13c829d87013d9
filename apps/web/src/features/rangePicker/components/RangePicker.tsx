import { ActionIcon, Button, Group, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { IconCalendar, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DATE_POPUP_WIDTH_PX, type DataRange } from '@penstock/domain';
import {
  chartGranularity,
  rangeFirstDay,
  rangeFromDays,
  rangeLastDay,
  withGranularity,
  type PlainDate,
} from '../utils/rangeDates';
import { fitRange, maxRangeDays, rangeLimitDays } from '../utils/fitRange';
import { presetRange, shiftRange } from '../utils/rangePresets';
import { rangeLabel } from '../utils/rangeLabel';
import { GranularityControl } from './GranularityControl';
import { RangeCalendar } from './RangeCalendar';
import { RangePresets } from './RangePresets';

export interface RangePickerProps {
  range: DataRange;
  today: PlainDate;
  onChange: (range: DataRange) => void;
  /** Show the granularity control beside the range (default true). */
  withGranularity?: boolean;
  /** The screen's own longest range in days, when shorter than its charts' (e.g. the editor's). */
  maxDays?: number;
}

/**
 * The range picker: previous / next period, the range button opening the calendar with presets
 * (date popup 310 px wide), and the granularity. A picked span keeps the current granularity
 * (widened to whole weeks, months or years at those granularities). Beside the granularity it
 * says how charts bucket the range (`chartGranularity`: one step finer, so never one dot).
 * Every change goes through `fitRange`, so the picker never offers a range the series API refuses
 * (e.g. a year hourly); when it had to shorten one it says so.
 */
export function RangePicker({
  range,
  today,
  onChange,
  withGranularity: showGranularity = true,
  maxDays,
}: RangePickerProps) {
  const { t, i18n } = useTranslation('cockpit');
  const [opened, { close, toggle }] = useDisclosure(false);
  const [shortened, setShortened] = useState(false);
  const label = rangeLabel(range, i18n.language);
  const change = (wished: DataRange) => {
    const fitted = fitRange(wished, today, maxDays);
    setShortened(fitted.shortened);
    onChange(fitted.range);
  };
  return (
    <Group gap="xs" wrap="wrap" data-testid="range-picker">
      <Group gap={4} wrap="nowrap">
        <Tooltip label={t('range.previous')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('range.previous')}
            onClick={() => change(shiftRange(range, -1))}
          >
            <IconChevronLeft size={16} />
          </ActionIcon>
        </Tooltip>
        <Popover
          opened={opened}
          onChange={(o) => !o && close()}
          width={DATE_POPUP_WIDTH_PX}
          position="bottom-start"
          shadow="md"
          trapFocus
          closeOnEscape={false}
        >
          <Popover.Target>
            <Button
              variant="default"
              leftSection={<IconCalendar size={16} />}
              onClick={toggle}
              aria-haspopup="dialog"
              aria-expanded={opened}
              aria-label={`${t('range.label')}: ${label}`}
            >
              {label}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="sm" role="dialog" aria-label={t('range.label')}>
              <RangePresets
                onPick={(p) => {
                  change(presetRange(p, today));
                  close();
                }}
              />
              <RangeCalendar
                committed={{ first: rangeFirstDay(range), last: rangeLastDay(range) }}
                today={today}
                onDismiss={close}
                onCommit={(first, last) => {
                  change(rangeFromDays(first, last, range.granularity));
                  close();
                }}
              />
            </Stack>
          </Popover.Dropdown>
        </Popover>
        <Tooltip label={t('range.next')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('range.next')}
            onClick={() => change(shiftRange(range, 1))}
          >
            <IconChevronRight size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {showGranularity && (
        <Group gap={6} wrap="nowrap">
          <GranularityControl value={range.granularity} onChange={(g) => change(withGranularity(range, g))} />
          <Text size="xs" c="dimmed" data-testid="chart-buckets">
            {t('range.chartBuckets', { bucket: t(`range.buckets.${chartGranularity(range)}`) })}
          </Text>
          {shortened && (
            <Text size="xs" c="caution.8" data-testid="range-shortened">
              {rangeLimitDays(range, maxDays) < maxRangeDays(chartGranularity(range))
                ? t('range.shortenedScreen', { days: rangeLimitDays(range, maxDays) })
                : t('range.shortened', {
                    days: maxRangeDays(chartGranularity(range)),
                    bucket: t(`range.buckets.${chartGranularity(range)}`),
                  })}
            </Text>
          )}
        </Group>
      )}
    </Group>
  );
}
