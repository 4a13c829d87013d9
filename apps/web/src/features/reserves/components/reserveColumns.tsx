import { Badge, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { isoWithOffset, symbolUnit, type GridReserve } from '@penstock/domain';
import { formatValue } from '@/features/series/utils/formatValue';
import type { ListColumn } from '@/ui/list/ListScreen';
import { toPercent } from '../utils/reserveForm';
import { formatLocaleDateTime } from '@/ui/form/FormDateTimeField';

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
      minWidth: 120,
      cell: (r) => (
        <Stack gap={4} align="flex-start">
          <Text size="sm" fw={600}>
            {r.product_name}
          </Text>
          <Badge variant="light" size="sm" color={r.mode === 'included' ? 'blue' : 'grape'}>
            {t(`mode.${r.mode}`)}
          </Badge>
        </Stack>
      ),
      sort: (r) => r.product_name,
      export: [
        { header: t('columns.product'), value: (r) => r.product_name },
        { header: t('columns.mode'), value: (r) => t(`mode.${r.mode}`) },
      ],
    },
    {
      key: 'unit',
      header: t('columns.unit'),
      minWidth: 140,
      cell: (r) => (
        <>
          <Text size="sm">{r.power_unit_name}</Text>
          <Text size="xs" c="dimmed">
            {r.plant_name}
          </Text>
        </>
      ),
      sort: (r) => `${r.plant_name} ${r.power_unit_name}`,
      export: [
        { header: t('columns.plant'), value: (r) => r.plant_name },
        { header: t('columns.unit'), value: (r) => r.power_unit_name },
      ],
    },
    {
      key: 'direction',
      header: t('columns.direction'),
      cell: (r) => (
        <>
          <Text size="sm">{t(`directionShort.${r.direction}`)}</Text>
          <Text size="xs" c="dimmed">
            {t(`type.${r.reserve_type}`)}
          </Text>
        </>
      ),
      export: [
        { header: t('columns.direction'), value: (r) => t(`directionShort.${r.direction}`) },
        { header: t('columns.type'), value: (r) => t(`type.${r.reserve_type}`) },
      ],
    },
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
      align: 'right',
      cell: (r) => num(r.hourly_schedule, 'h'),
      export: [{ header: t('columns.blocksHours'), value: (r) => r.hourly_schedule }],
    },
    {
      key: 'validity',
      header: t('columns.validity'),
      minWidth: 150,
      cell: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatLocaleDateTime(r.start_ts, zoneOf(r.plant_view_id), locale)}
          <br />
          {formatLocaleDateTime(r.end_ts, zoneOf(r.plant_view_id), locale)}
        </Text>
      ),
      sort: (r) => r.start_ts,
      export: [
        { header: t('columns.startIso'), value: (r) => isoWithOffset(r.start_ts, zoneOf(r.plant_view_id)) },
        { header: t('columns.endIso'), value: (r) => isoWithOffset(r.end_ts, zoneOf(r.plant_view_id)) },
      ],
    },
    {
      key: 'status',
      header: t('columns.status'),
      minWidth: 100,
      cell: (r) => (
        <Badge variant="light" color={r.status === 'Active' ? 'blue' : 'gray'}>
          {t(`status.${r.status}`)}
        </Badge>
      ),
      export: [{ header: t('columns.status'), value: (r) => t(`status.${r.status}`) }],
    },
  ];
}
