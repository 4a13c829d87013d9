import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import { isoWithOffset, symbolUnit, type GridReserve } from '@penstock/domain';
import { formatValue } from '@/features/series/utils/formatValue';
import type { ListColumn } from '@/ui/list/ListScreen';
import { toPercent } from '../utils/reserveForm';
import { formatValidity } from '../utils/formatReserve';

/** Units of the money figures in the plant's currency (symbols as the spec writes them). */
export const priceUnit = (currency: string) => symbolUnit(`${currency}/MW/h`);
export const compensationUnit = (currency: string) => symbolUnit(`${currency}/MWh`);

/**
 * The Reserves table's columns (one row per reserve: unit, product, direction, blocks); figures with
 * their units, the activation factor as a percent 0-100 (spec 2 section 5). `export`: the CSV's
 * columns, numbers with the unit in the header and times as ISO 8601 with the plant's offset.
 */
export function reserveColumns(
  t: TFunction,
  locale: string,
  zoneOf: (plantViewId: string) => string,
): ListColumn<GridReserve>[] {
  const num = (v: number | null, unit: string) => formatValue(v, unit, locale);
  return [
    {
      key: 'product',
      header: t('columns.product'),
      cell: (r) => r.product_name,
      sort: (r) => r.product_name,
    },
    { key: 'plant', header: t('columns.plant'), cell: (r) => r.plant_name, sort: (r) => r.plant_name },
    { key: 'unit', header: t('columns.unit'), cell: (r) => r.power_unit_name, sort: (r) => r.power_unit_name },
    {
      key: 'mode',
      header: t('columns.mode'),
      cell: (r) => (
        <Badge variant="light" color={r.mode === 'included' ? 'blue' : 'grape'}>
          {t(`mode.${r.mode}`)}
        </Badge>
      ),
      export: [{ header: t('columns.mode'), value: (r) => t(`mode.${r.mode}`) }],
    },
    { key: 'direction', header: t('columns.direction'), cell: (r) => t(`direction.${r.direction}`) },
    { key: 'type', header: t('columns.type'), cell: (r) => t(`type.${r.reserve_type}`) },
    {
      key: 'capacity',
      header: t('columns.capacity'),
      align: 'right',
      // an offer without a cap may use the unit's whole range
      cell: (r) => (r.mw === null ? t('columns.upToPMax') : num(r.mw, 'MW')),
      sort: (r) => r.mw,
      export: [{ header: t('columns.capacityMw'), value: (r) => r.mw }],
    },
    {
      key: 'price',
      header: t('columns.price'),
      align: 'right',
      cell: (r) => num(r.capacity_price, priceUnit(r.currency)),
      sort: (r) => r.capacity_price,
      export: [
        { header: t('columns.priceUnit'), value: (r) => r.capacity_price },
        { header: t('columns.currency'), value: (r) => r.currency },
      ],
    },
    {
      key: 'activation',
      header: t('columns.activation'),
      align: 'right',
      cell: (r) => num(toPercent(r.activation_factor), '%'),
      sort: (r) => r.activation_factor,
      export: [{ header: t('columns.activationPercent'), value: (r) => toPercent(r.activation_factor) }],
    },
    {
      key: 'compensation',
      header: t('columns.compensation'),
      align: 'right',
      cell: (r) => num(r.activation_compensation, compensationUnit(r.currency)),
      export: [{ header: t('columns.compensationUnit'), value: (r) => r.activation_compensation }],
    },
    {
      key: 'blocks',
      header: t('columns.blocks'),
      cell: (r) => t('columns.everyHours', { count: r.hourly_schedule }),
      export: [{ header: t('columns.blocksHours'), value: (r) => r.hourly_schedule }],
    },
    {
      key: 'validity',
      header: t('columns.validity'),
      minWidth: 200,
      cell: (r) => formatValidity(r.start_ts, r.end_ts, zoneOf(r.plant_view_id), locale),
      sort: (r) => r.start_ts,
      export: [
        { header: t('columns.startIso'), value: (r) => isoWithOffset(r.start_ts, zoneOf(r.plant_view_id)) },
        { header: t('columns.endIso'), value: (r) => isoWithOffset(r.end_ts, zoneOf(r.plant_view_id)) },
      ],
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (r) => (
        <Badge variant="light" color={r.status === 'Active' ? 'blue' : 'gray'}>
          {t(`status.${r.status}`)}
        </Badge>
      ),
      export: [{ header: t('columns.status'), value: (r) => t(`status.${r.status}`) }],
    },
  ];
}
