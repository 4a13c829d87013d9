import { Button, Group, Title } from '@mantine/core';
import type { Account } from '@penstock/domain';
import { useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '@/features/auth/hooks/useEnvironment';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { useDeleteAccount, useUpdateAccount } from '../api/accountsApi';
import { ACCOUNT_PAGES, accountListHref } from '../utils/accountPages';
import { AccountStateBadge } from './AccountStateBadge';

/**
 * The head of one account's page (insight user, API service account): its title and state, the
 * page's own actions, then Disable (asked first; sessions end at once) / Enable and Delete ('I am sure', then
 * back to the list's tab of the account's kind).
 */
export function AccountHeader({
  account,
  title,
  children,
}: {
  account: Pick<Account, 'kind' | 'email' | 'full_name' | 'disabled' | 'locked_until'> & {
    invited_until?: number | null;
  };
  title: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const router = useRouter();
  const env = useEnvironment();
  const name = account.full_name || account.email;
  // Disable asks first (sessions end at once) and says so; Enable needs no question (issue 27 item 7)
  const update = useUpdateAccount(t(account.disabled ? 'users.enabledToast' : 'users.disabledToast', { name }));
  const remove = useDeleteAccount();
  const [deleting, setDeleting] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const setDisabled = (disabled: boolean) =>
    update.mutate({ email: account.email, body: { disabled } }, { onSettled: () => setDisabling(false) });
  return (
    <Group justify="space-between" mb="sm">
      <Group gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <AccountStateBadge account={account} />
      </Group>
      <Group gap="xs">
        {children}
        <Button
          variant="default"
          loading={update.isPending}
          onClick={() => (account.disabled ? setDisabled(false) : setDisabling(true))}
        >
          {account.disabled ? t('users.enable') : t('users.disable')}
        </Button>
        <Button color="destructive" variant="light" onClick={() => setDeleting(true)}>
          {t('delete')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={disabling}
        title={t('users.disableTitle')}
        message={t('users.disableMessage', { name, email: account.email })}
        confirmLabel={t('users.disable')}
        destructive
        loading={update.isPending}
        onConfirm={() => setDisabled(true)}
        onCancel={() => setDisabling(false)}
      />
      <ConfirmDialog
        opened={deleting}
        title={t(ACCOUNT_PAGES[account.kind].deleteTitle)}
        message={t('users.deleteMessage', { email: account.email })}
        requireCheck
        destructive
        confirmLabel={t('delete')}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(account.email, {
            onSuccess: () => void router.navigate({ href: accountListHref(env, account.kind) }),
            onSettled: () => setDeleting(false),
          })
        }
        onCancel={() => setDeleting(false)}
      />
    </Group>
  );
}
