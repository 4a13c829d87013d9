import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import { isoWithOffset, remainingPercent, type Maintenance } from '@penstock/domain';
import type { ListColumn } from '@/ui/list/ListScreen';
import { formatRemaining, formatTime } from '../utils/formatOutage';

export const statusColor = (status: string) => (status === 'Active' ? 'blue' : 'gray');

/**
 * The list view's columns; times in each outage's plant zone. `export`: how each leaves in the CSV
 * download (numbers with their unit in the header, times as ISO 8601 with the plant's offset).
 */
export function maintenanceColumns(
  t: TFunction,
  locale: string,
  zoneOf: (plantViewId: string) => string,
): ListColumn<Maintenance>[] {
  return [
    {
      key: 'name',
      header: t('columns.name'),
      cell: (m) => m.name,
      minWidth: 160,
      export: [
        { header: t('columns.name'), value: (m) => m.name },
        { header: t('form.description'), value: (m) => m.description },
      ],
    },
    { key: 'plant', header: t('columns.plant'), cell: (m) => m.plant_name },
    { key: 'turbine', header: t('columns.turbine'), cell: (m) => m.turbine_name },
    { key: 'reason', header: t('columns.reason'), cell: (m) => t(`reasons.${m.unavailability_reason}`) },
    { key: 'kind', header: t('columns.kind'), cell: (m) => t(`kinds.${m.unavailability_type}`) },
    {
      key: 'remaining',
      header: t('columns.remaining'),
      cell: (m) => formatRemaining(m),
      align: 'right',
      export: [
        { header: t('form.remainingMw'), value: (m) => m.remaining_power },
        { header: t('form.remainingPercent'), value: (m) => Math.round(remainingPercent(m) * 10) / 10 },
      ],
    },
    {
      key: 'start',
      header: t('columns.start'),
      cell: (m) => formatTime(m.start_timestamp_millis, zoneOf(m.plant_id), locale),
      export: [
        { header: t('columns.startIso'), value: (m) => isoWithOffset(m.start_timestamp_millis, zoneOf(m.plant_id)) },
      ],
    },
    {
      key: 'end',
      header: t('columns.end'),
      cell: (m) =>
        m.end_timestamp_millis === null ? t('never') : formatTime(m.end_timestamp_millis, zoneOf(m.plant_id), locale),
      export: [
        {
          header: t('columns.endIso'),
          value: (m) =>
            m.end_timestamp_millis === null ? t('never') : isoWithOffset(m.end_timestamp_millis, zoneOf(m.plant_id)),
        },
      ],
    },
    {
      key: 'status',
      header: t('columns.status'),
      minWidth: 110,
      export: [{ header: t('columns.status'), value: (m) => t(`status.${m.status}`) }],
      cell: (m) => (
        <Badge color={statusColor(m.status)} variant="light">
          {t(`status.${m.status}`)}
        </Badge>
      ),
    },
  ];
}
