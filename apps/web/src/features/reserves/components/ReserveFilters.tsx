import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GRID_RESERVE_STATUSES, RESERVE_DIRECTIONS, RESERVE_KINDS } from '@penstock/domain';
import { StatusFilter } from '@/ui/list/StatusFilter';
import type { StatusSelection } from '@/ui/list/listFilter';
import type { ReserveFilterState } from '../utils/reserveFilter';

/** Status (default Active), direction, reserve type and product, each all / none / some (spec 2 sections 4-5). */
export function ReserveFilters({
  value,
  products,
  onChange,
}: {
  value: ReserveFilterState;
  /** the products the loaded reserves name */
  products: readonly string[];
  onChange: (f: ReserveFilterState) => void;
}) {
  const { t } = useTranslation('reserves');
  const texts = { all: t('all'), none: t('none') };
  const filter = (key: keyof ReserveFilterState, options: { value: string; label: string }[]) => (
    <Stack gap={2}>
      <Text size="xs" fw={500}>
        {t(`filter.${key}`)}
      </Text>
      <StatusFilter
        label={t(`filter.${key}`)}
        options={options}
        selection={value[key]}
        onChange={(s: StatusSelection) => onChange({ ...value, [key]: s })}
        texts={texts}
      />
    </Stack>
  );
  return (
    <Group gap="lg" align="flex-end" wrap="wrap" data-testid="reserve-filters">
      {filter(
        'status',
        GRID_RESERVE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
      )}
      {filter(
        'direction',
        RESERVE_DIRECTIONS.map((d) => ({ value: d, label: t(`directionShort.${d}`) })),
      )}
      {filter(
        'type',
        RESERVE_KINDS.map((k) => ({ value: k, label: t(`type.${k}`) })),
      )}
      {products.length > 0 &&
        filter(
          'product',
          products.map((p) => ({ value: p, label: p })),
        )}
    </Group>
  );
}
