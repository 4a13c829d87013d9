import { Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/features/shell/components/PageHeader';
import { BackLink } from '@/ui/BackLink';
import { LoadError } from '@/ui/LoadError';
import type { QueryLike } from '@/ui/QueryView';
import { useEnvironment } from '@/features/auth/hooks/useEnvironment';
import { ACCOUNT_PAGES, accountListHref } from '../utils/accountPages';

/**
 * The frame of one account's page (insight user, API user): header and back link (to the list's tab
 * of the account's kind) always, then
 * its panels, or a skeleton, the load error with Retry, or 'does not exist (any more)'.
 */
export function AccountScreen<T>({
  kind,
  query,
  account,
  title,
  children,
}: {
  kind: keyof typeof ACCOUNT_PAGES;
  /** The page's title once the account is loaded (the person's name), instead of the screen's. */
  title?: (account: T) => ReactNode;
  query: QueryLike<unknown>;
  account: T | undefined;
  children: (account: T) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const env = useEnvironment();
  const { back, testId } = ACCOUNT_PAGES[kind];
  let body: ReactNode;
  if (query.isPending) body = <Skeleton h={240} data-testid={`${testId}-loading`} />;
  else if (query.isError) body = <LoadError onRetry={() => void query.refetch()} error={query.error} />;
  else if (!account) body = <Text>{t('users.notFound')}</Text>;
  else body = children(account);
  return (
    <Stack gap="lg">
      <PageHeader title={account && title ? title(account) : undefined} />
      <BackLink href={accountListHref(env, kind)}>{t(back)}</BackLink>
      {body}
    </Stack>
  );
}
