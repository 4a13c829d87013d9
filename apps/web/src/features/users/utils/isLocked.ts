import type { Account } from '@penstock/domain';

/** Locked now by sign-in failures (the lock ends by itself at `locked_until`). */
export const isLocked = (a: Pick<Account, 'locked_until'>, now = Date.now()) =>
  a.locked_until !== null && a.locked_until > now;

/** The state an account's badge shows: Disabled before Locked before Active. */
export const accountState = (a: Pick<Account, 'disabled' | 'locked_until'>): 'disabled' | 'locked' | 'active' =>
  a.disabled ? 'disabled' : isLocked(a) ? 'locked' : 'active';
