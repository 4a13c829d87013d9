import { Badge, Group, Text } from '@mantine/core';
import type { Account } from '@penstock/domain';
import { useTranslation } from 'react-i18next';
import { accountState, type AccountState } from '../utils/isLocked';

const COLOURS: Record<AccountState, string> = {
  disabled: 'gray',
  locked: 'destructive',
  pending: 'info',
  expired: 'caution',
  active: 'positive',
};

/**
 * Active, Disabled, Locked (too many failed sign-ins, until the time shown on hover), Pending (invited,
 * no password yet, with the invitation's expiry) or Invitation expired (issue 27 item 7).
 */
export function AccountStateBadge({
  account,
}: {
  account: Pick<Account, 'disabled' | 'locked_until'> & { invited_until?: number | null };
}) {
  const { t, i18n } = useTranslation('admin');
  const state = accountState(account);
  const fmt = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  const badge = (
    <Badge
      color={COLOURS[state]}
      variant="light"
      title={state === 'locked' ? new Date(account.locked_until!).toLocaleString() : undefined}
    >
      {t(`users.${state}`)}
    </Badge>
  );
  if (state !== 'pending' && state !== 'expired') return badge;
  return (
    <Group gap={6} wrap="nowrap">
      {badge}
      <Text size="xs" c="dimmed">
        {state === 'pending'
          ? t('users.pendingUntil', { until: fmt(account.invited_until!) })
          : t('users.expiredAt', { at: fmt(account.invited_until!) })}
      </Text>
    </Group>
  );
}
