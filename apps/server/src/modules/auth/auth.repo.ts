import { sql } from 'kysely';
import { defineEntity } from '../../db/entities/defineEntity.js';
import type { Db, Executor } from '../../db/schema.js';

export type AuthRepo = ReturnType<typeof createAuthRepo>;

/**
 * The password and invitation side of the account entity (accounts module's accountEntity names the
 * other fields): the same entity name, so a password set or changed, or an invitation sent, shows in
 * the account's one history.
 */
const accountPassword = defineEntity({
  entity: 'account',
  table: 'account',
  key: 'id',
  fields: ['password_hash', 'password_changed_at', 'invited_until'],
  label: 'The account',
  secret: ['password_hash'],
});

export function createAuthRepo(db: Db) {
  const accountColumns = [
    'account.id',
    'account.email',
    'account.full_name',
    'account.password_hash',
    'account.is_admin',
    'account.mfa_enabled',
    'account.kind',
  ] as const;
  /** What stillStanding (accountStanding.ts) needs. */
  const standingColumns = ['account.disabled_at', 'account.password_changed_at', 'account.secret_rotated_at'] as const;

  return {
    /** A disabled account is not found: no sign-in, no reset mail. */
    findAccountByEmail(email: string, trx: Executor = db) {
      return trx
        .selectFrom('account')
        .select(accountColumns)
        .where('email', '=', email)
        .where('disabled_at', 'is', null)
        .executeTakeFirst();
    },
    findAccountById(id: string, trx: Executor = db) {
      return trx.selectFrom('account').select(accountColumns).where('id', '=', id).executeTakeFirst();
    },
    async defaultPortfolioOf(accountId: string, trx: Executor = db): Promise<string | null> {
      const row = await trx
        .selectFrom('account_portfolio')
        .select('portfolio_id')
        .where('account_id', '=', accountId)
        .where('is_default', '=', true)
        .executeTakeFirst();
      return row?.portfolio_id ?? null;
    },
    /**
     * The account row as it is now, under a share lock until the transaction ends: disabling,
     * rotating, deleting and setting a password (which lock the row for update) wait for a sign-in
     * that holds it, and a sign-in waits for them; parallel sign-ins do not wait for each other.
     */
    lockForSignIn(accountId: string, trx: Executor) {
      return trx
        .selectFrom('account')
        .select(['account.password_hash', ...standingColumns])
        .where('id', '=', accountId)
        .forShare()
        .executeTakeFirst();
    },
    /**
     * A new password; sessions and challenges opened before `at` stop working (stillStanding). Kept in
     * the account's history (who: `by`, the person themself; the hash as '[secret]'), as every other
     * change of an account is (issue 27 item 7).
     */
    async setPassword(accountId: string, passwordHash: string, at: Date, by: string, trx: Executor = db) {
      await accountPassword.save(
        accountId,
        { password_hash: passwordHash, password_changed_at: at, invited_until: null },
        { by, at },
        trx,
      );
    },
    /**
     * Whether the account has a password its person chose: set through a link or a change, or given
     * at creation by someone other than an administrator's invitation (seeded accounts, created_by null).
     */
    async hasOwnPassword(accountId: string, trx: Executor = db): Promise<boolean> {
      const row = await trx
        .selectFrom('account')
        .select(['password_changed_at', 'created_by'])
        .where('id', '=', accountId)
        .executeTakeFirst();
      return !row || row.password_changed_at !== null || row.created_by === null;
    },
    /** An invitation was mailed: the account is pending until `until` (or until a password is set). */
    async markInvited(accountId: string, until: Date, by: string, at: Date, trx: Executor = db) {
      await accountPassword.save(accountId, { invited_until: until }, { by, at }, trx);
    },

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
    async clearFailures(email: string, trx: Executor = db) {
      await trx.deleteFrom('login_failure').where('email', '=', email).execute();
    },

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
    /** The token with its session and account (one query on primary keys); the token locked for update when asked. */
    findToken(jti: string, trx: Executor = db, forUpdate = false) {
      let q = trx
        .selectFrom('auth_token')
        .innerJoin('auth_session', 'auth_session.id', 'auth_token.session_id')
        .innerJoin('account', 'account.id', 'auth_session.account_id')
        .select([
          'auth_token.jti',
          'auth_token.type',
          'auth_token.used_at',
          'auth_token.session_id',
          'auth_session.revoked_at',
          'auth_session.created_at as session_created_at',
          'account.id as account_id',
          'account.email',
          'account.full_name',
          'account.is_admin',
          ...standingColumns,
        ])
        .where('auth_token.jti', '=', jti);
      // only the token row: a refresh locking the session and account rows too could deadlock with a
      // disable, which locks the account and then ends the sessions
      if (forUpdate) q = q.forUpdate(['auth_token']);
      return q.executeTakeFirst();
    },
    async markTokenUsed(jti: string, at: Date, trx: Executor = db) {
      await trx.updateTable('auth_token').set({ used_at: at }).where('jti', '=', jti).execute();
    },
    async revokeSession(sessionId: string, at: Date, trx: Executor = db) {
      await trx
        .updateTable('auth_session')
        .set({ revoked_at: at })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },
    async revokeAllSessions(accountId: string, at: Date, trx: Executor = db) {
      await trx
        .updateTable('auth_session')
        .set({ revoked_at: at })
        .where('account_id', '=', accountId)
        .where('revoked_at', 'is', null)
        .execute();
    },

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
    findChallenge(secretHash: string, email: string, trx: Executor = db) {
      return trx
        .selectFrom('mfa_challenge')
        .innerJoin('account', 'account.id', 'mfa_challenge.account_id')
        .select([
          'mfa_challenge.id',
          'mfa_challenge.code_hash',
          'mfa_challenge.expires_at',
          'mfa_challenge.attempts',
          'mfa_challenge.closed_at',
          'mfa_challenge.created_at',
          'account.id as account_id',
          'account.email',
          'account.full_name',
          'account.is_admin',
          ...standingColumns,
        ])
        .where('mfa_challenge.secret_hash', '=', secretHash)
        .where('account.email', '=', email)
        .forUpdate()
        .executeTakeFirst();
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
    findOpenReset(tokenHash: string, email: string, now: Date, trx: Executor = db) {
      return (
        trx
          .selectFrom('password_reset')
          .innerJoin('account', 'account.id', 'password_reset.account_id')
          .select(['password_reset.id', 'account.id as account_id', 'account.email'])
          .where('password_reset.token_hash', '=', tokenHash)
          .where('account.email', '=', email)
          // a link made for an API service account before issue 20 does not set its secret
          .where('account.kind', '=', 'user')
          .where('password_reset.used_at', 'is', null)
          .where('password_reset.expires_at', '>', now)
          .forUpdate()
          .executeTakeFirst()
      );
    },
    async markResetUsed(id: string, at: Date, trx: Executor = db) {
      await trx.updateTable('password_reset').set({ used_at: at }).where('id', '=', id).execute();
    },
  };
}
