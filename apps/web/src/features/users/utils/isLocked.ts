import type { Account } from '@penstock/domain';

/** Locked now by sign-in failures (the lock ends by itself at `locked_until`). */
export const isLocked = (a: Pick<Account, 'locked_until'>, now = Date.now()) =>
  a.locked_until !== null && a.locked_until > now;

export type AccountState = 'disabled' | 'locked' | 'pending' | 'expired' | 'active';

/**
 * The state an account's badge shows: Disabled before Locked, then Pending while the invitation of a
 * user without a password is open, Invitation expired once it is not, else Active.
 */
export const accountState = (
  a: Pick<Account, 'disabled' | 'locked_until'> & { invited_until?: number | null },
  now = Date.now(),
): AccountState =>
  a.disabled
    ? 'disabled'
    : isLocked(a, now)
      ? 'locked'
      : a.invited_until != null
        ? a.invited_until > now
          ? 'pending'
          : 'expired'
        : 'active';
