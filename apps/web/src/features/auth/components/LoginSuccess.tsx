import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSessionState } from '../hooks/useSessionState';

/** The success step, shown for 2 s before the page moves on or the modal closes. */
export function LoginSuccess() {
  const { t } = useTranslation('auth');
  const { user } = useSessionState();
  return (
    <Stack align="center" gap="xs" py="md" role="status">
      <ThemeIcon size={56} radius="xl" color="positive">
        <IconCheck size={32} aria-hidden />
      </ThemeIcon>
      <Text fw={600} fz="lg" ta="center">
        {t('success.title', { name: user?.fullName ?? '' })}
      </Text>
      <Text c="dimmed" size="sm">
        {t('success.text')}
      </Text>
    </Stack>
  );
}
