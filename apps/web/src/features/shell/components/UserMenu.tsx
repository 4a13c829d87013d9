import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconKeyboard, IconLogout, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLogout, useSession } from '@/features/auth';
import { UserAvatar } from './UserAvatar';

/** Avatar and name; Settings, Keyboard Shortcuts, Log Out. */
export function UserMenu({ onSettings, onShortcuts }: { onSettings: () => void; onShortcuts: () => void }) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const { logout, status } = useLogout();
  if (!user) return null;
  const name = user.fullName || user.email;
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('userMenu.open', { name })} p={4} style={{ borderRadius: 8 }}>
          <Group gap="xs" wrap="nowrap">
            <UserAvatar email={user.email} name={name} size="sm" />
            <Text size="sm" fw={500} visibleFrom="sm" maw={180} truncate>
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item leftSection={<IconSettings size={16} aria-hidden />} onClick={onSettings}>
          {t('userMenu.settings')}
        </Menu.Item>
        <Menu.Item leftSection={<IconKeyboard size={16} aria-hidden />} onClick={onShortcuts}>
          {t('userMenu.shortcuts')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          color="destructive"
          disabled={status === 'pending'}
          onClick={() => logout()}
        >
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
