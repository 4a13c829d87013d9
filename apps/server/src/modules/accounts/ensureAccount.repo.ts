import type { Executor } from '../../db/schema.js';

/**
 * The id of the account with this e-mail, created with these values when there is none; an existing
 * account is left as it is, so a changed password survives (idempotent seeds).
 */
export async function ensureAccount(
  trx: Executor,
  values: { email: string; full_name: string; is_admin: boolean; mfa_enabled: boolean; password_hash: string },
): Promise<string> {
  await trx
    .insertInto('account')
    .values(values)
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  return (await trx.selectFrom('account').select('id').where('email', '=', values.email).executeTakeFirstOrThrow()).id;
}
