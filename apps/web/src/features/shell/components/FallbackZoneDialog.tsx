import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Says that times are shown in the fallback zone and why. */
export function FallbackZoneDialog({
  zone,
  browserZone,
  onClose,
}: {
  zone: string;
  browserZone?: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened onClose={onClose} title={t('timezone.fallbackTitle')}>
      <Stack>
        <Text>{t('timezone.fallbackBody', { zone, browser: browserZone ?? '?' })}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('timezone.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
