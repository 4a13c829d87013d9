import { Button, Group, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import type { ApiAccountSecret } from '@penstock/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreen } from '@/app/router/useScreen';
import { PageHeader } from '@/features/shell/components/PageHeader';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { LoadError } from '@/ui/LoadError';
import { apiAccountsApi, usePortfolioLinks, useRotateSecret, useUpdateAccount } from '../api/accountsApi';
import { AccountStateBadge } from './AccountStateBadge';
import { SecretDialog } from './SecretDialog';

/**
 * One API service account (/{env}/admin/users/api/{userPortfolioId}/{user}, manageUsers): its
 * portfolio and write permission, disable or enable, rotate the secret (the new one shown once;
 * the old one and every session stop at once).
 */
export function ApiUserPage() {
  const { t, i18n } = useTranslation('admin');
  const { params } = useScreen('apiUser');
  const list = useQuery(apiAccountsApi.list());
  const account = list.data?.find((a) => a.id === params.user);
  const update = useUpdateAccount();
  const rotate = useRotateSecret();
  const links = usePortfolioLinks(account ?? { id: '', email: '' });
  const [confirmRotate, setConfirmRotate] = useState(false);
  const [secret, setSecret] = useState<ApiAccountSecret | null>(null);
  if (list.isPending) return <Skeleton h={200} />;
  if (list.isError) return <LoadError message={t('loadFailed')} onRetry={() => void list.refetch()} error={list.error} />;
  if (!account) return <Text>{t('users.notFound')}</Text>;
  const fmt = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap="lg">
      <PageHeader />
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Group gap="xs">
            <Title order={2} size="h4">{account.full_name}</Title>
            <AccountStateBadge account={account} />
          </Group>
          <Group gap="xs">
            <Button variant="default" onClick={() => update.mutate({ email: account.email, body: { disabled: !account.disabled } })}>{account.disabled ? t('users.enable') : t('users.disable')}</Button>
            <Button color="caution" variant="light" onClick={() => setConfirmRotate(true)}>{t('users.rotate')}</Button>
          </Group>
        </Group>
        <Stack gap={6}>
          <Text size="sm">{t('users.username')}: <b data-testid="api-account-username">{account.email}</b></Text>
          <Text size="sm">{t('users.portfolio')}: <b>{account.portfolio_id ?? '–'}</b></Text>
          <Text size="sm">{t('users.rotatedAt')}: {account.secret_rotated_at ? fmt.format(account.secret_rotated_at) : '–'}</Text>
          {account.portfolio_id && (
            <Switch
              label={t('users.write')}
              checked={account.can_write}
              onChange={(e) => links.setWrite.mutate({ portfolioId: account.portfolio_id!, canWrite: e.currentTarget.checked })}
            />
          )}
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={confirmRotate}
        title={t('users.rotate')}
        message={t('users.rotateMessage')}
        requireCheck
        confirmLabel={t('users.rotate')}
        loading={rotate.isPending}
        onConfirm={() => rotate.mutate(account.id, { onSuccess: setSecret, onSettled: () => setConfirmRotate(false) })}
        onCancel={() => setConfirmRotate(false)}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}
