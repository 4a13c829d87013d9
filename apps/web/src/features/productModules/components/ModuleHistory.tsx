import { Select, Stack, Table, Text } from '@mantine/core';
import { MODULE_INFO, type PlantModules, type ProductModule } from '@penstock/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@/ui/QueryView';
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
      <QueryView
        query={history}
        isEmpty={(h) => h.length === 0}
        empty={t('modules.historyEmpty')}
        errorText={t('loadFailed')}
        retryLabel={t('retry')}
      >
        {(entries) => (
          <Table aria-label={t('modules.historyLabel')} data-testid="module-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('modules.column.when')}</Table.Th>
                <Table.Th>{t('modules.column.who')}</Table.Th>
                <Table.Th>{t('modules.column.module')}</Table.Th>
                <Table.Th>{t('modules.column.change')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((e) => (
                <Table.Tr key={`${e.entity_id}:${e.version}`}>
                  <Table.Td>{fmt.format(e.changed_at)}</Table.Td>
                  <Table.Td>{e.changed_by ?? '–'}</Table.Td>
                  <Table.Td>{MODULE_INFO[moduleOf(e.entity_id)]?.label ?? e.entity_id}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{`${String(e.changes.state?.from ?? '–')} → ${String(e.changes.state?.to ?? e.changes.trial_ends_at?.to ?? '–')}`}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryView>
    </Stack>
  );
}
