import { Badge } from '@mantine/core';
import type { Account } from '@penstock/domain';
import { useTranslation } from 'react-i18next';
import { isLocked } from '../utils/isLocked';

/** Active, Disabled, or Locked (too many failed sign-ins, until the time shown on hover). */
export function AccountStateBadge({ account }: { account: Pick<Account, 'disabled' | 'locked_until'> }) {
  const { t } = useTranslation('admin');
  if (account.disabled) return <Badge color="gray" variant="light">{t('users.disabled')}</Badge>;
  if (isLocked(account)) return <Badge color="destructive" variant="light" title={new Date(account.locked_until!).toLocaleString()}>{t('users.locked')}</Badge>;
  return <Badge color="positive" variant="light">{t('users.active')}</Badge>;
}
