import { Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { IconLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/features/auth';
import { ChangePasswordForm } from '@/features/auth/components/ChangePasswordForm';
import { UserAvatar } from '@/features/shell/components/UserAvatar';
import { LanguageSelect } from './LanguageSelect';

/** Settings dialog: the Settings tab (avatar, language) and the Change password tab. */
export function SettingsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title={t('settings.title')}
      size="lg"
    >
      <Tabs defaultValue="settings" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="settings" leftSection={<IconUser size={16} aria-hidden />}>
            {t('settings.tabSettings')}
          </Tabs.Tab>
          <Tabs.Tab value="password" leftSection={<IconLock size={16} aria-hidden />}>
            {t('settings.tabPassword')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="settings">
          <Stack gap="lg">
            {user && (
              <Group gap="md">
                <UserAvatar email={user.email} name={user.fullName || user.email} size={72} />
                <div>
                  <Text fw={600}>{user.fullName || user.email}</Text>
                  <Text size="sm" c="dimmed">
                    {user.email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('settings.avatarHint')}
                  </Text>
                </div>
              </Group>
            )}
            <LanguageSelect />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <ChangePasswordForm onDone={onClose} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
