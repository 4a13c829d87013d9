import { Badge } from '@mantine/core';
import type { Account } from '@penstock/domain';
import { useTranslation } from 'react-i18next';
import { accountState } from '../utils/isLocked';

/** Active, Disabled, or Locked (too many failed sign-ins, until the time shown on hover). */
export function AccountStateBadge({ account }: { account: Pick<Account, 'disabled' | 'locked_until'> }) {
  const { t } = useTranslation('admin');
  const state = accountState(account);
  if (state === 'disabled')
    return (
      <Badge color="gray" variant="light">
        {t('users.disabled')}
      </Badge>
    );
  if (state === 'locked')
    return (
      <Badge color="destructive" variant="light" title={new Date(account.locked_until!).toLocaleString()}>
        {t('users.locked')}
      </Badge>
    );
  return (
    <Badge color="positive" variant="light">
      {t('users.active')}
    </Badge>
  );
}
