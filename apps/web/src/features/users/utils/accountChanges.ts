import type { HistoryEntry } from '@penstock/domain';
import type { TFunction } from 'i18next';

const PORTFOLIO = /^portfolio (.+)$/;

/**
 * What one entry of an account's history changed, in words (issue 27 item 7): password set (the
 * hash itself is never shown), invitation sent with its expiry, disabled / enabled, name, flags,
 * secret rotated, portfolio links ('read', 'write', ', default'). `at` formats an instant.
 */
export function accountChanges(entry: HistoryEntry, t: TFunction<'admin'>, at: (ms: number) => string): string[] {
  if (entry.action === 'create') return [t('users.history.created')];
  if (entry.action === 'delete') return [t('users.history.deleted')];
  const lines: string[] = [];
  const yesNo = (v: unknown) => t(v ? 'users.on' : 'users.off');
  for (const [field, { from, to }] of Object.entries(entry.changes)) {
    const link = PORTFOLIO.exec(field);
    if (link)
      lines.push(
        t('users.history.link', {
          portfolio: link[1],
          from: from ?? t('users.history.noLink'),
          to: to ?? t('users.history.noLink'),
        }),
      );
    else if (field === 'password_hash')
      lines.push(t(entry.changes.secret_rotated_at ? 'users.history.secret' : 'users.history.password'));
    else if (field === 'invited_until') {
      if (to !== null) lines.push(t('users.history.invited', { until: at(Date.parse(String(to))) }));
    } else if (field === 'disabled_at') lines.push(t(to === null ? 'users.history.enabled' : 'users.history.disabled'));
    else if (field === 'full_name') lines.push(t('users.history.name', { from, to }));
    else if (field === 'is_admin') lines.push(t('users.history.admin', { to: yesNo(to) }));
    else if (field === 'mfa_enabled') lines.push(t('users.history.mfa', { to: yesNo(to) }));
    else if (field !== 'password_changed_at' && field !== 'secret_rotated_at') lines.push(field);
  }
  return lines;
}
