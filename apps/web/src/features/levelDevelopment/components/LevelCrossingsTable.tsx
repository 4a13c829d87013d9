import { Text } from '@mantine/core';
import type { LevelDevelopmentTask } from '@penstock/domain';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '@/ui/RowsTable';
import { timeFormatter } from '@/features/series/utils/timeFormat';

type Crossing = NonNullable<LevelDevelopmentTask['result']>['crossings'][number];

const round = (v: number) => (Math.abs(v) >= 1000 ? Math.round(v).toLocaleString() : v.toFixed(2));

/** Where the simulated level or content leaves a limit or constraint: from when, until when, by how much. */
export function LevelCrossingsTable({ crossings, timezone }: { crossings: readonly Crossing[]; timezone: string }) {
  const { t, i18n } = useTranslation('levelDevelopment');
  if (!crossings.length)
    return (
      <Text size="sm" c="dimmed" data-testid="level-crossings-none">
        {t('noCrossings')}
      </Text>
    );
  const time = timeFormatter(timezone, i18n.language);
  return (
    <RowsTable
      striped
      withTableBorder
      aria-label={t('crossings')}
      data-testid="level-crossings"
      rows={crossings}
      rowKey={(c) => `${c.reservoir_id}|${c.source}|${c.kind}|${c.ts}`}
      columns={[
        { key: 'time', header: t('time'), cell: (c) => time(c.ts) },
        { key: 'until', header: t('until'), cell: (c) => (c.until === null ? t('open') : time(c.until)) },
        { key: 'reservoir', header: t('reservoir'), cell: (c) => c.reservoir_name },
        {
          key: 'limit',
          header: t('limit'),
          cell: (c) => `${c.label}: ${t(`kind.${c.kind}`, { limit: round(c.limit) })}`,
        },
        { key: 'value', header: t('value'), cell: (c) => round(c.value) },
      ]}
    />
  );
}
