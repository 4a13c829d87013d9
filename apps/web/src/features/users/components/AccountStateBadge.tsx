import { Badge } from '@mantine/core';
import type { Account } from '@penstock/domain';
import { useTranslation } from 'react-i18next';

/** Active, Disabled, or Locked (too many failed sign-ins, until the time shown on hover). */
export function AccountStateBadge({ account }: { account: Pick<Account, 'disabled' | 'locked_until'> }) {
  const { t } = useTranslation('admin');
  if (account.disabled) return <Badge color="gray" variant="light">{t('users.disabled')}</Badge>;
  if (account.locked_until && account.locked_until > Date.now()) return <Badge color="destructive" variant="light" title={new Date(account.locked_until).toLocaleString()}>{t('users.locked')}</Badge>;
  return <Badge color="positive" variant="light">{t('users.active')}</Badge>;
}
