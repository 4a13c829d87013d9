import { sql } from 'kysely';
import type { Db, Executor } from '../../db/schema.js';
import * as accounts from '../accounts/index.js';
import { defaultPortfolioOf } from '../portfolios/index.js';

export type AuthRepo = ReturnType<typeof createAuthRepo>;

/** What a token check reads of the token and its session (findToken; bench/tokenCheck compares the query of before issue 20). */
export const TOKEN_CHECK_COLUMNS = [
  'auth_token.jti',
  'auth_token.type',
  'auth_token.used_at',
  'auth_token.session_id',
  'auth_session.revoked_at',
] as const;

export function createAuthRepo(db: Db) {
  return {
    /** A disabled account is not found: no sign-in, no reset mail. */
    findAccountByEmail: (email: string, trx: Executor = db) => accounts.activeAccountByEmail(email, trx),
    findAccountById: (id: string, trx: Executor = db) => accounts.accountById(id, trx),
    defaultPortfolioOf: (accountId: string, trx: Executor = db) => defaultPortfolioOf(accountId, trx),
    lockForSignIn: accounts.lockForSignIn,
    /** A new password, kept in the account's history (accounts module: setPassword). */
    setPassword: (accountId: string, passwordHash: string, at: Date, by: string, trx: Executor = db) =>
      accounts.setPassword(accountId, passwordHash, at, by, trx),
    hasOwnPassword: (accountId: string, trx: Executor = db) => accounts.hasOwnPassword(accountId, trx),
    markInvited: (accountId: string, until: Date, by: string, at: Date, trx: Executor = db) =>
      accounts.markInvited(accountId, until, by, at, trx),

    // Sign-in failures (per lower-case e-mail, known or not).
    async recentFailures(email: string, since: Date, trx: Executor = db): Promise<Date[]> {
      const rows = await trx
        .selectFrom('login_failure')
        .select('created_at')
        .where('email', '=', email)
        .where('created_at', '>', since)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((r) => r.created_at);
    },
    /**
     * Counts a sign-in attempt as a failure before the password is checked, unless the e-mail already
     * has `limit` failures since `since` (then returns them, newest first, and records nothing). One
     * transaction under a lock per e-mail, so parallel attempts through any number of API processes
     * get at most `limit` password checks per window. A success clears the failures again.
     */
    async reserveAttempt(email: string, at: Date, since: Date, limit: number): Promise<{ locked: Date[] | null }> {
      return db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtextextended(${'login:' + email}, 0))`.execute(trx);
        const failures = await this.recentFailures(email, since, trx);
        if (failures.length >= limit) return { locked: failures };
        await trx.insertInto('login_failure').values({ email, created_at: at }).execute();
        // Forget this e-mail's failures older than the window (keeps the table small).
        await trx.deleteFrom('login_failure').where('email', '=', email).where('created_at', '<=', since).execute();
        return { locked: null };
      });
    },
    clearFailures: (email: string, trx: Executor = db) => clearLoginFailures(email, trx),

    // Sessions and tokens.
    async createSession(accountId: string, at: Date, trx: Executor = db): Promise<string> {
      const row = await trx
        .insertInto('auth_session')
        .values({ account_id: accountId, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async addToken(
      token: { jti: string; sessionId: string; type: 'access' | 'refresh'; expiresAt: Date },
      trx: Executor = db,
    ) {
      await trx
        .insertInto('auth_token')
        .values({ jti: token.jti, session_id: token.sessionId, type: token.type, expires_at: token.expiresAt })
        .execute();
    },
    /** The token with its session and account (primary keys only); the token locked for update when asked. */
    async findToken(jti: string, trx: Executor = db, forUpdate = false) {
      let q = trx
        .selectFrom('auth_token')
        .innerJoin('auth_session', 'auth_session.id', 'auth_token.session_id')
        .select([...TOKEN_CHECK_COLUMNS, 'auth_session.created_at as session_created_at', 'auth_session.account_id'])
        .where('auth_token.jti', '=', jti);
      // only the token row: a refresh locking the session and account rows too could deadlock with a
      // disable, which locks the account and then ends the sessions
      if (forUpdate) q = q.forUpdate(['auth_token']);
      const token = await q.executeTakeFirst();
      const account = token && (await accounts.accountStanding({ id: token.account_id }, trx));
      return account && { ...token!, ...account, account_id: account.id };
    },
    async markTokenUsed(jti: string, at: Date, trx: Executor = db) {
      await trx.updateTable('auth_token').set({ used_at: at }).where('jti', '=', jti).execute();
    },
    revokeSession: (sessionId: string, at: Date, trx: Executor = db) => revokeOpenSessions('id', sessionId, at, trx),
    revokeAllSessions: (accountId: string, at: Date, trx: Executor = db) => revokeAllSessions(accountId, at, trx),

    // Two-factor challenges.
    async createChallenge(
      c: { accountId: string; secretHash: string; codeHash: string; expiresAt: Date; at: Date },
      trx: Executor = db,
    ) {
      await trx
        .insertInto('mfa_challenge')
        .values({
          account_id: c.accountId,
          secret_hash: c.secretHash,
          code_hash: c.codeHash,
          expires_at: c.expiresAt,
          created_at: c.at,
        })
        .execute();
    },
    /** The open challenge of this secret for this e-mail, with its account; both rows locked for update. */
    async findChallenge(secretHash: string, email: string, trx: Executor = db) {
      const account = await accounts.accountStanding({ email }, trx, true);
      if (!account) return undefined;
      const challenge = await trx
        .selectFrom('mfa_challenge')
        .select(['id', 'code_hash', 'expires_at', 'attempts', 'closed_at', 'created_at'])
        .where('secret_hash', '=', secretHash)
        .where('account_id', '=', account.id)
        .forUpdate()
        .executeTakeFirst();
      return challenge && { ...account, ...challenge, account_id: account.id };
    },
    async countAttempt(id: string, close: boolean, at: Date, trx: Executor = db) {
      await trx
        .updateTable('mfa_challenge')
        .set({ attempts: sql`attempts + 1`, ...(close ? { closed_at: at } : {}) })
        .where('id', '=', id)
        .execute();
    },
    async closeChallenge(id: string, at: Date, trx: Executor = db) {
      await trx.updateTable('mfa_challenge').set({ closed_at: at }).where('id', '=', id).execute();
    },

    // Password resets.
    async createReset(r: { accountId: string; tokenHash: string; expiresAt: Date; at: Date }, trx: Executor = db) {
      // One valid link at a time: a new request voids the older ones.
      await trx
        .updateTable('password_reset')
        .set({ used_at: r.at })
        .where('account_id', '=', r.accountId)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .insertInto('password_reset')
        .values({ account_id: r.accountId, token_hash: r.tokenHash, expires_at: r.expiresAt, created_at: r.at })
        .execute();
    },
    /** The unused, unexpired reset of this token for this e-mail's person (not an API account); both rows locked. */
    async findOpenReset(tokenHash: string, email: string, now: Date, trx: Executor = db) {
      const account = await accounts.accountStanding({ email }, trx, true);
      // a link made for an API service account before issue 20 does not set its secret
      if (!account || account.kind !== 'user') return undefined;
      const reset = await trx
        .selectFrom('password_reset')
        .select('id')
        .where('token_hash', '=', tokenHash)
        .where('account_id', '=', account.id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .forUpdate()
        .executeTakeFirst();
      return reset && { id: reset.id, account_id: account.id, email: account.email };
    },
    async markResetUsed(id: string, at: Date, trx: Executor = db) {
      await trx.updateTable('password_reset').set({ used_at: at }).where('id', '=', id).execute();
    },
  };
}

/** Ends every open session of the account (also the accounts admin: disable, rotate, admin rights changed). */
export const revokeAllSessions = (accountId: string, at: Date, trx: Executor) =>
  revokeOpenSessions('account_id', accountId, at, trx);

/** Ends the open sessions whose `column` is `value`, at `at`. */
async function revokeOpenSessions(column: 'id' | 'account_id', value: string, at: Date, trx: Executor) {
  await trx
    .updateTable('auth_session')
    .set({ revoked_at: at })
    .where(column, '=', value)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Forgets the e-mail's sign-in failures (a success; the accounts admin's unlock). */
export async function clearLoginFailures(email: string, trx: Executor) {
  await trx.deleteFrom('login_failure').where('email', '=', email).execute();
}

/** Per e-mail: the `limit`-th newest failure since `since`, which starts its lockout (reserveAttempt). */
export async function lockoutStarts(
  emails: readonly string[],
  since: Date,
  limit: number,
  trx: Executor,
): Promise<Map<string, Date>> {
  if (!emails.length) return new Map();
  const { rows } = await sql<{ email: string; created_at: Date }>`
    select email, created_at from (
      select email, created_at, row_number() over (partition by email order by created_at desc) as n
      from login_failure where email = any(${[...emails]}::text[]) and created_at > ${since}) f
    where n = ${limit}`.execute(trx);
  return new Map(rows.map((r) => [r.email, r.created_at]));
}
