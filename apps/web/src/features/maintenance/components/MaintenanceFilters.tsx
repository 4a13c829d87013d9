import { Button, Group, MultiSelect, RangeSlider, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAINTENANCE_STATUSES, type PlantView } from '@penstock/domain';
import { StatusFilter } from '@/ui/list/StatusFilter';
import type { MaintenanceFilterState } from '../utils/maintenanceFilter';

/** Plants (all / none / some), search, status and remaining availability percent (spec 2 section 6). */
export function MaintenanceFilters({
  plants,
  value,
  onChange,
}: {
  plants: readonly PlantView[];
  value: MaintenanceFilterState;
  onChange: (f: MaintenanceFilterState) => void;
}) {
  const { t } = useTranslation('maintenance');
  const set = (patch: Partial<MaintenanceFilterState>) => onChange({ ...value, ...patch });
  const chosen = value.plants === 'all' ? plants.map((p) => p.id) : [...value.plants];
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Group gap={4} align="flex-end">
        <MultiSelect
          label={t('plants')}
          data={plants.map((p) => ({ value: p.id, label: p.name }))}
          value={chosen}
          onChange={(ids) => set({ plants: ids.length === plants.length ? 'all' : ids })}
          w={260}
          clearable
        />
        <Button
          size="xs"
          variant={value.plants === 'all' ? 'filled' : 'default'}
          onClick={() => set({ plants: 'all' })}
        >
          {t('all')}
        </Button>
        <Button
          size="xs"
          variant={value.plants !== 'all' && value.plants.length === 0 ? 'filled' : 'default'}
          onClick={() => set({ plants: [] })}
        >
          {t('none')}
        </Button>
      </Group>
      <TextInput
        aria-label={t('search')}
        placeholder={t('search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value.search}
        onChange={(e) => set({ search: e.currentTarget.value })}
        w={220}
      />
      <StatusFilter
        label={t('statusLabel')}
        options={MAINTENANCE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        selection={value.status}
        onChange={(status) => set({ status })}
        texts={{ all: t('all'), none: t('none') }}
      />
      <Stack gap={2} w={220}>
        <Text size="xs">
          {t('percent')}: {value.percent[0]} - {value.percent[1]}
        </Text>
        <RangeSlider
          aria-label={t('percent')}
          min={0}
          max={100}
          step={1}
          minRange={0}
          value={[value.percent[0], value.percent[1]]}
          onChange={(p) => set({ percent: p })}
          label={(v) => `${v} %`}
        />
      </Stack>
    </Group>
  );
}
