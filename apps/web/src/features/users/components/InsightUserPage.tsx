import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { accountUpdateSchema, type Account } from '@penstock/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useScreen } from '@/app/router/useScreen';
import { EntityForm } from '@/ui/form/EntityForm';
import { FormCheckboxField } from '@/ui/form/FormCheckboxField';
import { FormTextField } from '@/ui/form/FormTextField';
import { accountsApi, useAccountPermissions, useResendInvitation, useUpdateAccount } from '../api/accountsApi';
import { isLocked } from '../utils/isLocked';
import { AccountHeader } from './AccountHeader';
import { AccountHistory } from './AccountHistory';
import { AccountScreen } from './AccountScreen';
import { UserPortfolios } from './UserPortfolios';

const userFormSchema = z.object({
  full_name: accountUpdateSchema.shape.full_name.unwrap(),
  is_admin: z.boolean(),
  mfa_enabled: z.boolean(),
});

/**
 * One insight user (/{env}/admin/users/insight/{user}, manageUsers): name, admin flag, two-factor;
 * disable or enable (sessions end at once), unlock, resend the invitation, delete; the portfolios
 * with write permission and default; the account's history; the permissions the account holds. Titled
 * with the person's name.
 */
export function InsightUserPage() {
  const { params } = useScreen('insightUser');
  const accounts = useQuery(accountsApi.list());
  const account = accounts.data?.find((a) => a.id === params.user && a.kind === 'user');
  return (
    <AccountScreen kind="user" query={accounts} account={account} title={(a) => a.full_name}>
      {(a) => <UserPanels account={a} />}
    </AccountScreen>
  );
}

function UserPanels({ account }: { account: Account }) {
  const { t } = useTranslation('admin');
  const permissions = useAccountPermissions(account.id);
  const update = useUpdateAccount();
  const resend = useResendInvitation();
  return (
    <>
      <Paper withBorder p="md" radius="md">
        <AccountHeader account={account} title={account.email}>
          {isLocked(account) && (
            <Button variant="default" onClick={() => update.mutate({ email: account.email, body: { unlock: true } })}>
              {t('users.unlock')}
            </Button>
          )}
          <Button variant="default" loading={resend.isPending} onClick={() => resend.mutate(account.email)}>
            {t('users.resend')}
          </Button>
        </AccountHeader>
        <EntityForm
          key={`${account.id}:${account.version}`}
          schema={userFormSchema}
          values={{ full_name: account.full_name, is_admin: account.is_admin, mfa_enabled: account.mfa_enabled }}
          onSubmit={(body) => update.mutateAsync({ email: account.email, body: { ...body, version: account.version } })}
        >
          <Stack gap="sm" maw={420}>
            <FormTextField name="full_name" label={t('users.name')} withAsterisk />
            <FormCheckboxField name="is_admin" label={t('users.admin')} />
            <FormCheckboxField name="mfa_enabled" label={t('users.mfa')} />
          </Stack>
        </EntityForm>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h5" mb="sm">
          {t('users.portfolios')}
        </Title>
        {account.is_admin && (
          <Text size="sm" c="dimmed" mb="sm">
            {t('users.adminReachesAll')}
          </Text>
        )}
        <UserPortfolios account={account} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h5" mb="sm">
          {t('users.historyTitle')}
        </Title>
        <AccountHistory accountId={account.id} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h5" mb="sm">
          {t('users.permissions')}
        </Title>
        <Group gap={6} data-testid="user-permissions">
          {permissions.data?.permissions.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('users.noPermissions')}
            </Text>
          )}
          {permissions.data?.permissions.map((p) => (
            <Badge key={p} variant="outline">
              {p}
            </Badge>
          ))}
          {permissions.data && <Badge variant="light">{t('users.tier', { tier: permissions.data.plan_tier })}</Badge>}
        </Group>
      </Paper>
    </>
  );
}
