import { Button, Paper, Stack, Switch, Text } from '@mantine/core';
import type { ApiAccount, ApiAccountSecret } from '@penstock/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreen } from '@/app/router/useScreen';
import { portfoliosAdminApi } from '@/features/administration/api/portfoliosAdminApi';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { apiAccountsApi, usePortfolioLinks, useRotateSecret } from '../api/accountsApi';
import { AccountHeader } from './AccountHeader';
import { AccountScreen } from './AccountScreen';
import { SecretDialog } from './SecretDialog';

/**
 * One API service account (/{env}/admin/users/api/{userPortfolioId}/{user}, manageUsers): its
 * portfolio and write permission, disable or enable, rotate the secret (the new one shown once;
 * the old one and every session stop at once), delete.
 */
export function ApiUserPage() {
  const { params } = useScreen('apiUser');
  const list = useQuery(apiAccountsApi.list());
  // the route names the account's portfolio too: a link to another portfolio's account finds none
  const account = list.data?.find((a) => a.id === params.user && (a.portfolio_id ?? '-') === params.userPortfolioId);
  return (
    <AccountScreen kind="api" query={list} account={account} title={(a) => a.full_name}>
      {(a) => <ApiAccountPanel account={a} />}
    </AccountScreen>
  );
}

function ApiAccountPanel({ account }: { account: ApiAccount }) {
  const { t, i18n } = useTranslation('admin');
  const portfolios = useQuery(portfoliosAdminApi.list());
  const rotate = useRotateSecret();
  const links = usePortfolioLinks(account);
  const [rotating, setRotating] = useState(false);
  const [secret, setSecret] = useState<ApiAccountSecret | null>(null);
  const fmt = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const portfolio = portfolios.data?.find((p) => p.id === account.portfolio_id);
  return (
    <Paper withBorder p="md" radius="md">
      <AccountHeader account={account} title={account.full_name}>
        <Button color="caution" variant="light" onClick={() => setRotating(true)}>
          {t('users.rotate')}
        </Button>
      </AccountHeader>
      <Stack gap={6}>
        <Text size="sm">
          {t('users.username')}: <b data-testid="api-account-username">{account.email}</b>
        </Text>
        <Text size="sm">
          {t('users.portfolio')}:{' '}
          <b>
            {account.portfolio_id
              ? `${portfolio?.display_name ?? account.portfolio_id} (${account.portfolio_id})`
              : '–'}
          </b>
        </Text>
        <Text size="sm">
          {t('users.rotatedAt')}: {account.secret_rotated_at ? fmt.format(account.secret_rotated_at) : '–'}
        </Text>
        {account.portfolio_id && (
          <Switch
            mt="xs"
            label={t('users.write')}
            checked={account.can_write}
            disabled={links.setWrite.isPending}
            onChange={(e) =>
              links.setWrite.mutate({ portfolioId: account.portfolio_id!, canWrite: e.currentTarget.checked })
            }
          />
        )}
      </Stack>
      <ConfirmDialog
        opened={rotating}
        title={t('users.rotate')}
        message={t('users.rotateMessage')}
        requireCheck
        confirmLabel={t('users.rotate')}
        loading={rotate.isPending}
        onConfirm={() => rotate.mutate(account.id, { onSuccess: setSecret, onSettled: () => setRotating(false) })}
        onCancel={() => setRotating(false)}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </Paper>
  );
}
