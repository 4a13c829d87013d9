import type { Executor } from '../../db/schema.js';

/**
 * The account table for everyone else (auth signs in with it). The accounts admin writes accounts
 * through accountEntity (history); a new password is auth's business (setPassword).
 */
const signInColumns = [
  'account.id',
  'account.email',
  'account.full_name',
  'account.password_hash',
  'account.is_admin',
  'account.mfa_enabled',
  'account.kind',
] as const;
/** What stillStanding (auth/accountStanding.ts) needs. */
const standingColumns = ['account.disabled_at', 'account.password_changed_at', 'account.secret_rotated_at'] as const;

/** A disabled account is not found: no sign-in, no reset mail. */
export const activeAccountByEmail = (email: string, trx: Executor) =>
  trx
    .selectFrom('account')
    .select(signInColumns)
    .where('email', '=', email)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();

export const accountById = (id: string, trx: Executor) =>
  trx.selectFrom('account').select(signInColumns).where('id', '=', id).executeTakeFirst();

/** The account a token, challenge or reset link names: who, and whether it still stands; `lock`: for update. */
export function accountStanding(where: { id: string } | { email: string }, trx: Executor, lock = false) {
  let q = trx
    .selectFrom('account')
    .select([
      'account.id',
      'account.email',
      'account.full_name',
      'account.is_admin',
      'account.kind',
      ...standingColumns,
    ]);
  q = 'id' in where ? q.where('id', '=', where.id) : q.where('email', '=', where.email);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}

/**
 * The account row as it is now, under a share lock until the transaction ends: disabling,
 * rotating, deleting and setting a password (which lock the row for update) wait for a sign-in
 * that holds it, and a sign-in waits for them; parallel sign-ins do not wait for each other.
 */
export const lockForSignIn = (accountId: string, trx: Executor) =>
  trx
    .selectFrom('account')
    .select(['account.password_hash', ...standingColumns])
    .where('id', '=', accountId)
    .forShare()
    .executeTakeFirst();

/** A new password; sessions and challenges opened before `at` stop working (stillStanding). */
export async function setPassword(accountId: string, passwordHash: string, at: Date, trx: Executor) {
  await trx
    .updateTable('account')
    .set({ password_hash: passwordHash, password_changed_at: at })
    .where('id', '=', accountId)
    .execute();
}

/** The id of the account with this e-mail, disabled or not. */
export const accountIdByEmail = (email: string, trx: Executor) =>
  trx.selectFrom('account').select('id').where('email', '=', email).executeTakeFirst();

/** The admin list's rows (without links and lockout: portfolios and auth add those). */
export function accountRows(filter: { id?: string; email?: string; kind?: 'user' | 'api' }, trx: Executor) {
  let q = trx
    .selectFrom('account as a')
    .select([
      'a.id',
      'a.email',
      'a.full_name',
      'a.kind',
      'a.is_admin',
      'a.mfa_enabled',
      'a.disabled_at',
      'a.created_at',
      'a.version',
      'a.secret_rotated_at',
    ])
    .orderBy('a.email');
  if (filter.id) q = q.where('a.id', '=', filter.id);
  if (filter.email) q = q.where('a.email', '=', filter.email.toLowerCase());
  if (filter.kind) q = q.where('a.kind', '=', filter.kind);
  return q.execute();
}
