import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import { formatConstraintValue, isoWithOffset, toDisplayNumber, type Violation } from '@penstock/domain';
import type { ListColumn } from '@/ui/list/ListScreen';
import { displayUnit, formatNumber } from '@/features/series/utils/formatValue';

const kind = (v: Violation): 'ratio' | 'other' => (v.unit === 'ratio' ? 'ratio' : 'other');
// the span's hours to the quarter hour (a plan at 15 minutes breaks a constraint for 0.25 h)
const hours = (v: Violation) => Math.round((v.end - v.start) / 900_000) / 4;
/** A priced violation's money in its currency (grid reserve shortfall); blank for constraints. */
const money = (x: number | undefined, v: Violation, language: string, per = '') =>
  x === undefined ? '' : `${formatNumber(x, language, 0)} ${displayUnit(`${v.currency ?? 'EUR'}${per}`)}`;

/**
 * Columns of a violations table: where, which constraint, when, how far from the limit, what a
 * priced violation costs (grid reserve shortfall: its price per MW and hour and the span's cost in
 * the plant's currency), from actuals or the plan. The CSV export writes times in ISO 8601 with the zone's offset, the worst
 * value and the limit as numbers in the unit of their own column (ratios in %).
 */
export function violationColumns(t: TFunction<'violations'>, language: string, zone: string): ListColumn<Violation>[] {
  const when = new Intl.DateTimeFormat(language, { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' });
  const unitOf = (v: Violation) => (kind(v) === 'ratio' ? '%' : v.unit);
  const value = (x: number, v: Violation) => toDisplayNumber(x, kind(v));
  return [
    { key: 'plant', header: t('column.plant'), cell: (v) => v.plant_name, sort: (v) => v.plant_name },
    { key: 'component', header: t('column.component'), cell: (v) => v.component_name, sort: (v) => v.component_name },
    { key: 'type', header: t('column.type'), cell: (v) => v.type_display_name, sort: (v) => v.type_display_name },
    {
      key: 'start',
      header: t('column.start'),
      cell: (v) => when.format(v.start),
      sort: (v) => v.start,
      export: [{ header: `${t('column.start')} (ISO 8601)`, value: (v) => isoWithOffset(v.start, zone) }],
    },
    {
      key: 'end',
      header: t('column.end'),
      cell: (v) => when.format(v.end),
      sort: (v) => v.end,
      export: [{ header: `${t('column.end')} (ISO 8601)`, value: (v) => isoWithOffset(v.end, zone) }],
    },
    {
      key: 'hours',
      header: t('column.hours'),
      align: 'right',
      cell: hours,
      sort: hours,
      export: [{ header: `${t('column.hours')} (h)`, value: hours }],
    },
    {
      key: 'worst',
      header: t('column.worst'),
      align: 'right',
      cell: (v) => (
        <span style={{ color: 'var(--mantine-color-red-8)' }}>
          {formatConstraintValue(v.worst_value, kind(v), displayUnit(v.unit), language)}
        </span>
      ),
      export: [{ header: t('column.worst'), value: (v) => value(v.worst_value, v) }],
    },
    {
      key: 'limit',
      header: t('column.limit'),
      align: 'right',
      cell: (v) => formatConstraintValue(v.limit_value, kind(v), displayUnit(v.unit), language),
      export: [
        { header: t('column.limit'), value: (v) => value(v.limit_value, v) },
        { header: t('column.unit'), value: unitOf },
      ],
    },
    {
      key: 'penaltyPrice',
      header: t('column.penaltyPrice'),
      align: 'right',
      cell: (v) => money(v.penalty_price, v, language, '/MW/h'),
      sort: (v) => v.penalty_price,
      export: [
        { header: `${t('column.penaltyPrice')} (${t('column.perMwHour')})`, value: (v) => v.penalty_price ?? '' },
      ],
    },
    {
      key: 'penaltyCost',
      header: t('column.penaltyCost'),
      align: 'right',
      cell: (v) => money(v.penalty_cost, v, language),
      sort: (v) => v.penalty_cost,
      export: [
        { header: t('column.penaltyCost'), value: (v) => v.penalty_cost ?? '' },
        { header: t('column.currency'), value: (v) => (v.penalty_cost === undefined ? '' : (v.currency ?? 'EUR')) },
      ],
    },
    {
      key: 'source',
      header: t('column.source'),
      // the label's own width, so a narrow table does not cut it to 'ACTUA...'
      cell: (v) => (
        <Badge
          variant="light"
          color={v.source === 'plan' ? 'blue' : 'gray'}
          styles={{ label: { overflow: 'visible' } }}
        >
          {t(`source.${v.source}`)}
        </Badge>
      ),
      export: [{ header: t('column.source'), value: (v) => t(`source.${v.source}`) }],
    },
  ];
}
