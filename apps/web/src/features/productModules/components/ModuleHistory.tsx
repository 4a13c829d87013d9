import { Select, Stack, Text } from '@mantine/core';
import { MODULE_INFO, type PlantModules, type ProductModule } from '@penstock/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryQueryTable } from '@/ui/HistoryQueryTable';
import { useModuleHistory } from '../api/productModulesApi';

const moduleOf = (entityId: string) => entityId.slice(entityId.lastIndexOf(':') + 1) as ProductModule;

/** Every change of a plant's modules, newest first: when, who, which module, from and to. */
export function ModuleHistory({ portfolioId, plants }: { portfolioId: string; plants: PlantModules[] }) {
  const { t, i18n } = useTranslation('admin');
  const [picked, setPicked] = useState<string | null>(plants[0]?.plant_view_id ?? null);
  const history = useModuleHistory(portfolioId, picked ?? undefined);
  const fmt = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap="sm">
      <Select
        label={t('modules.historyPlant')}
        data={plants.map((p) => ({ value: p.plant_view_id, label: p.name }))}
        value={picked}
        onChange={setPicked}
        allowDeselect={false}
        w={320}
      />
      <HistoryQueryTable
        query={history}
        texts={{ failed: t('loadFailed'), retry: t('retry'), empty: t('modules.historyEmpty') }}
        header={(column) => t(`modules.column.${column === 'what' ? 'module' : column}`)}
        when={(e) => fmt.format(e.changed_at)}
        what={(e) => MODULE_INFO[moduleOf(e.entity_id)]?.label ?? e.entity_id}
        change={(e) => (
          <Text size="sm">{`${String(e.changes.state?.from ?? '–')} → ${String(e.changes.state?.to ?? e.changes.trial_ends_at?.to ?? '–')}`}</Text>
        )}
        label={t('modules.historyLabel')}
        testId="module-history"
      />
    </Stack>
  );
}
