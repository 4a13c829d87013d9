import { Badge, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import {
  constraintType,
  describePattern,
  formatConstraintValue,
  isoWithOffset,
  toDisplayNumber,
  type Constraint,
  type PlantView,
} from '@penstock/domain';
import type { ListColumn } from '@/ui/list/ListScreen';
import { StatusTimeline } from './StatusTimeline';
import { displayUnit } from '@/features/series/utils/formatValue';

export const TIMELINE_DAYS = 28;
const STATUS_BADGE = { Active: 'green', Inactive: 'gray', draft: 'yellow' } as const;

/**
 * Columns of the constraints list: plant (when the screen shows the portfolio), component, type,
 * value (ratio x100 with %), validity and pattern in the plant's zone, status, and the status per
 * day for the coming weeks.
 */
export function constraintColumns(
  t: TFunction<'constraints'>,
  language: string,
  o: { plants: Map<string, PlantView>; showPlant: boolean; now: number },
): ListColumn<Constraint>[] {
  const unitOf = (c: Constraint) => constraintType(c.type_name)?.unit ?? '';
  const zoneOf = (c: Constraint) => o.plants.get(c.plant_view_id)?.timezone ?? 'UTC';
  const dates = new Map<string, Intl.DateTimeFormat>();
  const fmt = (zone: string) => {
    if (!dates.has(zone)) dates.set(zone, new Intl.DateTimeFormat(language, { timeZone: zone, dateStyle: 'medium' }));
    return dates.get(zone)!;
  };
  const labels = { Active: t('status.Active'), Inactive: t('status.Inactive'), draft: t('status.draft') };
  const columns: (ListColumn<Constraint> | false)[] = [
    o.showPlant && {
      key: 'plant',
      header: t('column.plant'),
      cell: (c) => o.plants.get(c.plant_view_id)?.name ?? c.plant_view_id,
    },
    {
      key: 'component',
      header: t('column.component'),
      cell: (c) => (
        <>
          <Text size="sm">{c.constrainable_name}</Text>
          <Text size="xs" c="dimmed">
            {t(`kind.${c.constrainable_type}`)}
          </Text>
        </>
      ),
      export: [
        { header: t('column.component'), value: (c) => c.constrainable_name },
        { header: t('column.kind'), value: (c) => t(`kind.${c.constrainable_type}`) },
      ],
    },
    { key: 'type', header: t('column.type'), cell: (c) => c.type_display_name },
    {
      key: 'value',
      header: t('column.value'),
      align: 'right',
      cell: (c) => formatConstraintValue(c.value, c.type_unit, displayUnit(unitOf(c)), language),
      // a number in the unit of the next column (ratios in %), a range as "min to max"
      export: [
        {
          header: t('column.value'),
          value: (c) =>
            typeof c.value === 'object'
              ? `${toDisplayNumber(c.value.min, c.type_unit)} to ${toDisplayNumber(c.value.max, c.type_unit)}`
              : toDisplayNumber(c.value, c.type_unit),
        },
        { header: t('column.unit'), value: (c) => (c.type_unit === 'ratio' ? '%' : unitOf(c)) },
      ],
    },
    {
      key: 'validity',
      header: t('column.validity'),
      cell: (c) =>
        `${fmt(zoneOf(c)).format(c.validity_start_timestamp_millis)} to ${c.validity_end_timestamp_millis === null ? t('open') : fmt(zoneOf(c)).format(c.validity_end_timestamp_millis - 1)}`,
      export: [
        { header: t('column.validFromIso'), value: (c) => isoWithOffset(c.validity_start_timestamp_millis, zoneOf(c)) },
        {
          header: t('column.validUntilIso'),
          value: (c) =>
            c.validity_end_timestamp_millis === null ? null : isoWithOffset(c.validity_end_timestamp_millis, zoneOf(c)),
        },
      ],
    },
    {
      key: 'pattern',
      header: t('column.pattern'),
      cell: (c) => (
        <Text size="sm" maw={220}>
          {describePattern(c.recurring_pattern)}
        </Text>
      ),
      export: [{ header: t('column.pattern'), value: (c) => describePattern(c.recurring_pattern) }],
    },
    {
      // wide enough for the whole badge ('INACTIVE' was cut to 'INACT…' beside a wide pattern)
      key: 'status',
      header: t('column.status'),
      minWidth: 110,
      cell: (c) => (
        <Badge color={STATUS_BADGE[c.status]} variant="light">
          {labels[c.status]}
        </Badge>
      ),
      export: [{ header: t('column.status'), value: (c) => labels[c.status] }],
    },
    {
      key: 'timeline',
      header: t('column.timeline', { days: TIMELINE_DAYS }),
      cell: (c) => (
        <StatusTimeline
          constraint={c}
          zone={zoneOf(c)}
          from={o.now}
          days={TIMELINE_DAYS}
          labels={labels}
          dateFormat={fmt(zoneOf(c))}
        />
      ),
      export: [],
    },
  ];
  return columns.filter((c): c is ListColumn<Constraint> => c !== false);
}
