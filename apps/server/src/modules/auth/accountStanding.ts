/** What decides whether an account's sessions and two-factor challenges still count (issue 20). */
export interface AccountStanding {
  disabled_at: Date | null;
  password_changed_at: Date | null;
  secret_rotated_at: Date | null;
}

/** When the account's password (a user) or secret (an API service account) last changed; null: never. */
export function credentialsChangedAt(account: AccountStanding): Date | null {
  const { password_changed_at: p, secret_rotated_at: s } = account;
  if (p === null || s === null) return p ?? s;
  return p.getTime() >= s.getTime() ? p : s;
}

/**
 * Whether something opened at `openedAt` (a session, a two-factor challenge) still holds: the account
 * is not disabled and its password or secret did not change after that. A deleted account has no
 * sessions or challenges left (they are deleted with it).
 */
export function stillStanding(account: AccountStanding, openedAt: Date): boolean {
  const changed = credentialsChangedAt(account);
  return account.disabled_at === null && (changed === null || changed.getTime() <= openedAt.getTime());
}
