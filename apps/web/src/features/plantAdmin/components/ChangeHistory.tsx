import { Button, Modal, Table, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '@penstock/domain';
import { QueryView } from '@/ui/QueryView';
import type { PlantAdminPath } from '@/api/endpoints';
import { useComponents, usePlantHistory, usePlantSettings, type PlantScope } from '../api/plantApi';
import { changeLines } from '../utils/historyFields';

/**
 * "History" beside an editable entity of the plant: a dialog listing every change, newest first
 * (when in the plant's market zone, who, and each field by its form label from -> to, values as
 * the form shows them: see historyFields), read from `GET {path}` under
 * the plant view (`.../history`) once the dialog opens.
 */
export function ChangeHistory({ scope, path, title }: { scope: PlantScope; path: PlantAdminPath; title: string }) {
  const { t, i18n } = useTranslation('plants');
  const [opened, setOpened] = useState(false);
  const history = usePlantHistory(scope, path, opened);
  const timezone = usePlantSettings(scope).data?.market_timezone ?? 'UTC';
  const fmt = new Intl.DateTimeFormat(i18n.language, { timeZone: timezone, dateStyle: 'medium', timeStyle: 'short' });
  const components = useComponents(scope).data;
  const names = new Map(
    [...(components?.hydro_bodies ?? []), ...(components?.control_units ?? [])].map((c) => [c.id, c.name]),
  );
  const changes = (e: HistoryEntry) => changeLines(e.changes, { t, locale: i18n.language, timezone, names });
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconHistory size={14} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-label={`${t('history.open')}: ${title}`}
      >
        {t('history.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`${t('history.open')}: ${title}`}
        size="xl"
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <QueryView
          query={history}
          isEmpty={(h) => h.length === 0}
          empty={t('history.empty')}
          errorText={t('history.loadFailed')}
          retryLabel={t('retry')}
        >
          {(entries) => (
            <Table fz="sm" aria-label={`${t('history.open')}: ${title}`} data-testid="change-history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('history.when')}</Table.Th>
                  <Table.Th>{t('history.who')}</Table.Th>
                  <Table.Th>{t('history.action')}</Table.Th>
                  <Table.Th>{t('history.changes')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((e) => (
                  <Table.Tr key={`${e.entity_id}:${e.version}`}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{fmt.format(e.changed_at)}</Table.Td>
                    <Table.Td>{e.changed_by ?? '–'}</Table.Td>
                    <Table.Td>{t(`history.${e.action}`)}</Table.Td>
                    <Table.Td>
                      {changes(e).map((c) => (
                        <Text key={c} size="xs">
                          {c}
                        </Text>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </QueryView>
      </Modal>
    </>
  );
}
