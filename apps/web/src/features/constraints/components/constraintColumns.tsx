import { Badge, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { constraintType, describePattern, formatConstraintValue, type Constraint, type PlantView } from '@penstock/domain';
import type { ListColumn } from '@/ui/list/ListScreen';
import { StatusTimeline } from './StatusTimeline';

export const TIMELINE_DAYS = 28;
const STATUS_BADGE = { Active: 'green', Inactive: 'gray', draft: 'yellow' } as const;

/**
 * Columns of the constraints list: plant (when the screen shows the portfolio), component, type,
 * value (ratio x100 with %), validity and pattern in the plant's zone, status, and the status per
 * day for the coming weeks.
 */
export function constraintColumns(t: TFunction<'constraints'>, language: string, o: { plants: Map<string, PlantView>; showPlant: boolean; now: number }): ListColumn<Constraint>[] {
  const zoneOf = (c: Constraint) => o.plants.get(c.plant_view_id)?.timezone ?? 'UTC';
  const dates = new Map<string, Intl.DateTimeFormat>();
  const fmt = (zone: string) => {
    if (!dates.has(zone)) dates.set(zone, new Intl.DateTimeFormat(language, { timeZone: zone, dateStyle: 'medium' }));
    return dates.get(zone)!;
  };
  const labels = { Active: t('status.Active'), Inactive: t('status.Inactive'), draft: t('status.draft') };
  const columns: (ListColumn<Constraint> | false)[] = [
    o.showPlant && { key: 'plant', header: t('column.plant'), cell: (c) => o.plants.get(c.plant_view_id)?.name ?? c.plant_view_id },
    {
      key: 'component',
      header: t('column.component'),
      cell: (c) => (<><Text size="sm">{c.constrainable_name}</Text><Text size="xs" c="dimmed">{t(`kind.${c.constrainable_type}`)}</Text></>),
    },
    { key: 'type', header: t('column.type'), cell: (c) => c.type_display_name },
    {
      key: 'value',
      header: t('column.value'),
      align: 'right',
      cell: (c) => formatConstraintValue(c.value, c.type_unit, constraintType(c.type_name)?.unit ?? '', language),
    },
    {
      key: 'validity',
      header: t('column.validity'),
      cell: (c) => `${fmt(zoneOf(c)).format(c.validity_start_timestamp_millis)} to ${c.validity_end_timestamp_millis === null ? t('open') : fmt(zoneOf(c)).format(c.validity_end_timestamp_millis - 1)}`,
    },
    { key: 'pattern', header: t('column.pattern'), cell: (c) => <Text size="sm" maw={220}>{describePattern(c.recurring_pattern)}</Text> },
    { key: 'status', header: t('column.status'), cell: (c) => <Badge color={STATUS_BADGE[c.status]} variant="light">{labels[c.status]}</Badge> },
    {
      key: 'timeline',
      header: t('column.timeline', { days: TIMELINE_DAYS }),
      cell: (c) => <StatusTimeline constraint={c} zone={zoneOf(c)} from={o.now} days={TIMELINE_DAYS} labels={labels} dateFormat={fmt(zoneOf(c))} />,
    },
  ];
  return columns.filter((c): c is ListColumn<Constraint> => c !== false);
}
