import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '@/app/router/lazyPage';
import { useSession } from '@/features/auth';
import { useDeferredMenu } from '@/ui/useDeferredMenu';
import { UserAvatar } from './UserAvatar';
import type { UserMenuProps } from './UserMenuFull';

const loadUserMenuFull = () => import('./UserMenuFull');
const UserMenuFull = lazyPage(() => loadUserMenuFull().then((m) => ({ default: m.UserMenuFull })));

/** Avatar and name; Settings, Keyboard Shortcuts, Log Out. */
export function UserMenu(props: UserMenuProps) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const menu = useDeferredMenu(loadUserMenuFull);
  if (!user) return null;
  const name = user.fullName || user.email;
  // Until the first click the button itself fetches the menu's code on hover and opens it on click.
  const target = (deferred: boolean) => (
    <UnstyledButton
      aria-label={t('userMenu.open', { name })}
      p={4}
      style={{ borderRadius: 8 }}
      {...(deferred ? menu.targetProps : {})}
    >
      <Group gap="xs" wrap="nowrap">
        <UserAvatar email={user.email} name={name} size="sm" />
        <Text size="sm" fw={500} visibleFrom="sm" maw={180} truncate>
          {name}
        </Text>
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
  if (!menu.opened) return target(true);
  return (
    <Suspense fallback={target(true)}>
      <UserMenuFull {...props} target={target(false)} defaultOpened />
    </Suspense>
  );
}
