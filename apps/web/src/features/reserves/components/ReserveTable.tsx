import { Stack } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridReserve, PlantView } from '@penstock/domain';
import { ListScreen } from '@/ui/list/ListScreen';
import { listTexts } from '@/ui/list/listTexts';
import type { QueryLike } from '@/ui/QueryView';
import { DEFAULT_RESERVE_FILTER, filterReserves, productsOf, reserveOrder } from '../utils/reserveFilter';
import { reserveColumns } from './reserveColumns';
import { ReserveFilters } from './ReserveFilters';

const searchFields = (r: GridReserve) => [r.product_name, r.plant_name, r.power_unit_name, r.id];

/**
 * Obligations and offers, one row per reserve (unit, product, direction, blocks), through the shared
 * list screen: filters status (default Active), direction, type and product, a search, sortable
 * columns, a CSV export of the rows shown; a click opens the reserve's form (`selected`).
 */
export function ReserveTable({
  query,
  plants,
  toolbar,
  exportName,
}: {
  query: QueryLike<readonly GridReserve[]>;
  plants: readonly PlantView[];
  toolbar: ReactNode;
  exportName: string;
}) {
  const { t, i18n } = useTranslation('reserves');
  const [filter, setFilter] = useState(DEFAULT_RESERVE_FILTER);
  const rows = useMemo(
    () => (query.data ? filterReserves(query.data, filter).sort(reserveOrder) : undefined),
    [query.data, filter],
  );
  const products = useMemo(() => productsOf(query.data ?? []), [query.data]);
  const columns = useMemo(() => {
    const zoneOf = (id: string) => plants.find((p) => p.id === id)?.timezone ?? 'UTC';
    return reserveColumns(t, i18n.language, zoneOf);
  }, [t, i18n.language, plants]);
  return (
    <Stack gap="md">
      <ReserveFilters value={filter} products={products} onChange={setFilter} />
      <ListScreen
        route="reserves"
        query={{ ...query, data: rows }}
        columns={columns}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ 'data-reserve': r.id, 'data-product': r.product_name })}
        searchFields={searchFields}
        selectable
        toolbar={toolbar}
        export={{ fileName: exportName }}
        texts={listTexts(t, { table: t('table'), empty: query.data?.length ? t('noMatch') : t('empty') })}
        testId="reserves-table"
        emptyTestId="reserves-empty"
        minWidth={1080}
      />
    </Stack>
  );
}
