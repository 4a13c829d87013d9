import { Badge, Button, Stack, Tabs } from '@mantine/core';
import { type Account, type ApiAccount, type ApiAccountSecret } from '@penstock/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreen } from '@/app/router/useScreen';
import { portfoliosAdminApi } from '@/features/administration/api/portfoliosAdminApi';
import { PageHeader } from '@/features/shell/components/PageHeader';
import { routeHref } from '@/features/shell/utils/routeHref';
import { countColumn } from '@/ui/list/ListScreen';
import { accountsApi, apiAccountsApi, useCreateApiAccount, useCreateUser } from '../api/accountsApi';
import { accountState } from '../utils/isLocked';
import { AccountList, nameColumn } from './AccountList';
import { AccountStateBadge } from './AccountStateBadge';
import { ApiAccountCreateForm } from './ApiAccountCreateForm';
import { CreateDialog } from './CreateDialog';
import { SecretDialog } from './SecretDialog';
import { UserCreateForm } from './UserCreateForm';

/**
 * Administration > Users (/{env}/admin/users?tab=insight|api, manageUsers): insight users (create:
 * an invitation mail with a set-password link) and API service accounts (create: the secret shown
 * once). Each row opens its page.
 */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const { env, search, setSearch } = useScreen('users');
  const tab = search.tab === 'api' ? 'api' : 'insight';
  const users = useQuery({ ...accountsApi.list(), select: (all: Account[]) => all.filter((a) => a.kind === 'user') });
  const apis = useQuery({ ...apiAccountsApi.list(), enabled: tab === 'api' });
  const [adding, setAdding] = useState(false);
  const [addingApi, setAddingApi] = useState(false);
  const [secret, setSecret] = useState<ApiAccountSecret | null>(null);
  const portfolios = useQuery({ ...portfoliosAdminApi.list(), enabled: tab === 'api' });
  const portfolioName = new Map((portfolios.data ?? []).map((p) => [p.id, p.display_name ?? p.id]));
  const portfolioOptions = [...portfolioName].map(([value, label]) => ({ value, label }));
  const createUser = useCreateUser();
  const createApi = useCreateApiAccount();
  const texts = { search: t('search'), loadFailed: t('loadFailed'), retry: t('retry'), noMatch: t('noMatch') };
  // the CSV export writes the texts the badges and links show
  const stateText = (a: Account | ApiAccount) => t(`users.${accountState(a)}`);
  const stateColumn = {
    key: 'state',
    header: t('users.state'),
    cell: (a: Account | ApiAccount) => <AccountStateBadge account={a} />,
    export: [{ header: t('users.state'), value: stateText }],
  };
  const userColumns = [
    nameColumn(t('users.name'), (a: Account) => routeHref(env, 'insightUser', { user: a.id })),
    { key: 'email', header: t('users.email'), cell: (a: Account) => a.email },
    {
      key: 'role',
      header: t('users.role'),
      cell: (a: Account) => (a.is_admin ? <Badge variant="light">{t('users.admin')}</Badge> : t('users.user')),
      export: [{ header: t('users.role'), value: (a: Account) => (a.is_admin ? t('users.admin') : t('users.user')) }],
    },
    { key: 'mfa', header: t('users.mfa'), cell: (a: Account) => (a.mfa_enabled ? t('users.on') : t('users.off')) },
    stateColumn,
    countColumn('portfolios', t('users.portfolios'), (a: Account) =>
      a.is_admin ? t('users.allPortfolios') : a.portfolios,
    ),
  ];
  const apiColumns = [
    nameColumn(t('users.name'), (a: ApiAccount) =>
      routeHref(env, 'apiUser', { userPortfolioId: a.portfolio_id ?? '-', user: a.id }),
    ),
    { key: 'username', header: t('users.username'), cell: (a: ApiAccount) => a.email },
    {
      key: 'portfolio',
      header: t('users.portfolio'),
      cell: (a: ApiAccount) => (a.portfolio_id ? (portfolioName.get(a.portfolio_id) ?? a.portfolio_id) : '–'),
    },
    { key: 'write', header: t('users.write'), cell: (a: ApiAccount) => (a.can_write ? t('users.on') : t('users.off')) },
    stateColumn,
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        actions={
          tab === 'api' ? (
            <Button onClick={() => setAddingApi(true)}>{t('users.addApi')}</Button>
          ) : (
            <Button onClick={() => setAdding(true)}>{t('users.add')}</Button>
          )
        }
      />
      <Tabs value={tab} onChange={(v) => setSearch({ tab: v === 'api' ? 'api' : undefined })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="insight">{t('users.tabInsight')}</Tabs.Tab>
          <Tabs.Tab value="api">{t('users.tabApi')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="insight">
          <AccountList
            query={users}
            columns={userColumns}
            searchFields={(a) => [a.full_name, a.email]}
            texts={{ ...texts, table: t('users.tabInsight'), empty: t('users.empty') }}
            testId="user-table"
          />
        </Tabs.Panel>
        <Tabs.Panel value="api">
          <AccountList
            query={apis}
            columns={apiColumns}
            searchFields={(a) => [a.full_name, a.email, a.portfolio_id]}
            texts={{ ...texts, table: t('users.tabApi'), empty: t('users.emptyApi') }}
            testId="api-table"
          />
        </Tabs.Panel>
      </Tabs>
      <CreateDialog opened={adding} title={t('users.add')} onClose={() => setAdding(false)}>
        <UserCreateForm onSubmit={(body) => createUser.mutateAsync(body)} onSuccess={() => setAdding(false)} />
      </CreateDialog>
      <CreateDialog opened={addingApi} title={t('users.addApi')} onClose={() => setAddingApi(false)}>
        <ApiAccountCreateForm
          portfolios={portfolioOptions}
          onSubmit={async (body) => setSecret(await createApi.mutateAsync(body))}
          onSuccess={() => setAddingApi(false)}
        />
      </CreateDialog>
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}
