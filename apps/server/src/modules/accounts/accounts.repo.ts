import { defineEntity } from '../../db/entities/defineEntity.js';
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

/**
 * The password and invitation side of the account entity (accountEntity names the other fields):
 * the same entity name, so a password set or changed, or an invitation sent, shows in the account's
 * one history.
 */
const accountPassword = defineEntity({
  entity: 'account',
  table: 'account',
  key: 'id',
  fields: ['password_hash', 'password_changed_at', 'invited_until'],
  label: 'The account',
  secret: ['password_hash'],
});

/**
 * A new password; sessions and challenges opened before `at` stop working (stillStanding). Kept in
 * the account's history (who: `by`, the person themself; the hash as '[secret]'), as every other
 * change of an account is (issue 27 item 7).
 */
export async function setPassword(accountId: string, passwordHash: string, at: Date, by: string, trx: Executor) {
  await accountPassword.save(
    accountId,
    { password_hash: passwordHash, password_changed_at: at, invited_until: null },
    { by, at },
    trx,
  );
}

/**
 * Whether the account has a password its person chose: set through a link or a change, or given
 * at creation by someone other than an administrator's invitation (seeded accounts, created_by null).
 */
export async function hasOwnPassword(accountId: string, trx: Executor): Promise<boolean> {
  const row = await trx
    .selectFrom('account')
    .select(['password_changed_at', 'created_by'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  return !row || row.password_changed_at !== null || row.created_by === null;
}

/** An invitation was mailed: the account is pending until `until` (or until a password is set). */
export async function markInvited(accountId: string, until: Date, by: string, at: Date, trx: Executor) {
  await accountPassword.save(accountId, { invited_until: until }, { by, at }, trx);
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
      'a.invited_until',
    ])
    .orderBy('a.email');
  if (filter.id) q = q.where('a.id', '=', filter.id);
  if (filter.email) q = q.where('a.email', '=', filter.email.toLowerCase());
  if (filter.kind) q = q.where('a.kind', '=', filter.kind);
  return q.execute();
}
