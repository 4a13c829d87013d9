import { Button, Modal, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '@penstock/domain';
import { HistoryTable } from '@/ui/HistoryTable';
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
          empty={t('history.empty')}
          errorText={t('history.loadFailed')}
          retryLabel={t('retry')}
        >
          {(entries) => (
            <HistoryTable
              entries={entries}
              headers={{
                when: t('history.when'),
                who: t('history.who'),
                what: t('history.action'),
                change: t('history.changes'),
              }}
              when={(e) => fmt.format(e.changed_at)}
              what={(e) => t(`history.${e.action}`)}
              change={(e) =>
                changes(e).map((c) => (
                  <Text key={c} size="xs">
                    {c}
                  </Text>
                ))
              }
              label={`${t('history.open')}: ${title}`}
              testId="change-history"
              fz="sm"
              nowrapWhen
            />
          )}
        </QueryView>
      </Modal>
    </>
  );
}
