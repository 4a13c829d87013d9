import { List, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import type { ChangeLine } from '../utils/changeList';

const SHOWN = 200;

/** 'Save changes' / 'Are you sure you want to save this changes?' followed by the change list. */
export function SaveChangesDialog({
  opened,
  lines,
  timeLabel,
  loading,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  lines: readonly ChangeLine[];
  timeLabel: (ts: number) => string;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('editing');
  return (
    <ConfirmDialog
      opened={opened}
      title={t('save.title')}
      confirmLabel={t('save.confirm')}
      cancelLabel={t('cancel')}
      loading={loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
      message={
        <Stack gap="xs">
          <Text>{t('save.question')}</Text>
          <ScrollArea.Autosize mah={280} type="auto">
            <List size="sm" spacing={2} data-testid="change-list">
              {lines.slice(0, SHOWN).map((l) => (
                <List.Item key={`${l.row}:${l.col}`}>
                  <Text span size="sm" fw={500}>
                    {l.column}
                  </Text>
                  , {timeLabel(l.ts)}: {l.text}
                </List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
          {lines.length > SHOWN && (
            <Text size="sm" c="dimmed">
              {t('save.more', { count: lines.length - SHOWN })}
            </Text>
          )}
        </Stack>
      }
    />
  );
}
