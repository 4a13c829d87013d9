import { Button, Modal } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '@penstock/domain';
import { HistoryLines, HistoryQueryTable, type HistoryColumn } from '@/ui/HistoryQueryTable';
import type { PlantAdminPath } from '@/api/endpoints';
import { useComponents, usePlantHistory, usePlantSettings, type PlantScope } from '../api/plantApi';
import { changeLines } from '../utils/historyFields';

/** The plant's translation keys of the history columns. */
const HEADER_KEYS: Record<HistoryColumn, string> = { when: 'when', who: 'who', what: 'action', change: 'changes' };

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
        <HistoryQueryTable
          query={history}
          texts={{ failed: t('history.loadFailed'), retry: t('retry'), empty: t('history.empty') }}
          header={(column) => t(`history.${HEADER_KEYS[column]}`)}
          when={(e) => fmt.format(e.changed_at)}
          what={(e) => t(`history.${e.action}`)}
          change={(e) => <HistoryLines lines={changes(e)} />}
          label={`${t('history.open')}: ${title}`}
          testId="change-history"
          fz="sm"
          nowrapWhen
        />
      </Modal>
    </>
  );
}
