import { Button, Group, List } from '@mantine/core';
import { Dialog } from '@/ui/Dialog';
import { useTranslation } from 'react-i18next';

/** 'Behavior of constraint or maintenance status' (spec 2 sections 2 and 4). */
export function StatusHelpDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('constraints');
  return (
    <Dialog opened={opened} onClose={onClose} title={t('help.title')} size="lg" closeLabel={t('help.close')}>
      <List spacing="sm" size="sm">
        {(['lifecycle', 'perDay', 'live', 'other', 'target'] as const).map((k) => (
          <List.Item key={k}>{t(`help.${k}`)}</List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t('help.close')}</Button>
      </Group>
    </Dialog>
  );
}
