import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '@/app/router/lazyPage';
import { useSession } from '@/features/auth';
import { useDeferredMenu } from '@/ui/useDeferredMenu';
import { UserAvatar } from './UserAvatar';
import type { UserMenuProps } from './UserMenuFull';

const UserMenuFull = lazyPage(() => import('./UserMenuFull').then((m) => ({ default: m.UserMenuFull })));

/** Avatar and name; Settings, Keyboard Shortcuts, Log Out. */
export function UserMenu(props: UserMenuProps) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const menu = useDeferredMenu();
  if (!user) return null;
  const name = user.fullName || user.email;
  // Until the menu has loaded the button itself notes hover, focus and click (a click opens the menu).
  const target = (deferred: boolean) => (
    <UnstyledButton aria-label={t('userMenu.open', { name })} p={4} style={{ borderRadius: 8 }} {...(deferred ? menu.targetProps : {})}>
      <Group gap="xs" wrap="nowrap">
        <UserAvatar email={user.email} name={name} size="sm" />
        <Text size="sm" fw={500} visibleFrom="sm" maw={180} truncate>
          {name}
        </Text>
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
  if (!menu.loaded) return target(true);
  return (
    <Suspense fallback={target(true)}>
      <UserMenuFull {...props} target={target(false)} defaultOpened={menu.openOnLoad} />
    </Suspense>
  );
}
