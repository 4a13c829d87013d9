import { Menu } from '@mantine/core';
import { IconKeyboard, IconLogout, IconSettings } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout, useSession } from '@/features/auth';

export interface UserMenuProps {
  onSettings: () => void;
  onShortcuts: () => void;
}

/** UserMenu once its menu code has loaded (see useDeferredMenu): the target is UserMenu's button. */
export function UserMenuFull({
  onSettings,
  onShortcuts,
  target,
  defaultOpened,
}: UserMenuProps & { target: ReactElement; defaultOpened: boolean }) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const { logout, status } = useLogout();
  if (!user) return null;
  return (
    <Menu position="bottom-end" width={220} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
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
