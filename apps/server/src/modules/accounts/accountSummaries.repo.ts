import type { Executor } from '../../db/schema.js';

/** Who the accounts are (name, kind, disabled, pending invitation), by e-mail: what other modules show of them. */
export async function accountSummaries(ids: string[], db: Executor) {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('account')
    .select(['id', 'email', 'full_name', 'kind', 'disabled_at', 'invited_until'])
    .where('id', 'in', ids)
    .orderBy('email')
    .execute();
  return rows.map(({ disabled_at, invited_until, ...r }) => ({
    ...r,
    disabled: disabled_at !== null,
    invited_until: invited_until ? invited_until.getTime() : null,
  }));
}
