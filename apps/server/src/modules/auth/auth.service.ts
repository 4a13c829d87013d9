import {
  ERROR_TEXTS,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_S,
  MFA_CODE_TTL_S,
  planTierFor,
  type MfaChallenge,
  type TokenPair,
} from '@penstock/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db, Executor } from '../../db/schema.js';
import { HttpError } from '../../http/httpError.js';
import type { Mailer } from '../../mail/createMailer.js';
import type { AuthUser } from '../../types.js';
import { credentialsChangedAt, stillStanding } from './accountStanding.js';
import { createAuthRepo } from './auth.repo.js';
import { verifyPassword } from './passwords.js';
import { equalHashes, randomToken, sha256, sixDigitCode } from './secrets.js';
import { createTokenCodec, TokenError } from './tokens.js';

export interface AuthDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
}

export const MFA_MAIL_SUBJECT = 'Your Penstock sign-in code';
export const MFA_CODE_INVALID = 'The code is invalid or has expired.';
/** Wrong codes allowed per challenge; the challenge is void after that many. */
export const MFA_MAX_ATTEMPTS = 5;
/** A challenge may be resent (replaced) for this long after it was created. */
const MFA_RESEND_WINDOW_MS = 30 * 60_000;

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AuthDeps) {
  const { db, clock } = deps;
  const repo = createAuthRepo(db);
  const codec = createTokenCodec(deps.config.jwtSecret, clock);
  const invalidCredentials = () => new HttpError(401, ERROR_TEXTS.invalidCredentials);
  const unauthorized = (detail: string = ERROR_TEXTS.tokenNotVerified) => new HttpError(401, detail);

  /**
   * Opens a session for the account and returns its first token pair. The session starts no earlier
   * than the account's last password or secret change: the caller holds the account row, so the
   * change is older than this sign-in even when another process's clock runs a little ahead.
   */
  async function openSession(
    account: { id: string; email: string; is_admin: boolean; standing: Parameters<typeof credentialsChangedAt>[0] },
    trx: Executor,
  ): Promise<TokenPair> {
    const changed = credentialsChangedAt(account.standing)?.getTime() ?? 0;
    const at = new Date(Math.max(clock.now().getTime(), changed));
    const sessionId = await repo.createSession(account.id, at, trx);
    return issuePair(account, sessionId, true, trx);
  }

  async function issuePair(
    account: { id: string; email: string; is_admin: boolean },
    sessionId: string,
    fresh: boolean,
    trx: Executor,
  ): Promise<TokenPair> {
    const defaultPortfolio = await repo.defaultPortfolioOf(account.id, trx);
    const base = { sub: account.email, fresh, isAdmin: account.is_admin, defaultPortfolio };
    const access = await codec.sign({ ...base, type: 'access' });
    const refresh = await codec.sign({ ...base, type: 'refresh' });
    for (const t of [access, refresh]) {
      await repo.addToken(
        { jti: t.claims.jti, sessionId, type: t.claims.type, expiresAt: new Date(t.claims.exp * 1000) },
        trx,
      );
    }
    return { access_token: access.token, refresh_token: refresh.token };
  }

  /** Counts the attempt as a failure up front; throws 429 with Retry-After while the e-mail has too many recent failures. */
  async function reserveAttempt(email: string) {
    const now = clock.now();
    const { locked } = await repo.reserveAttempt(
      email,
      now,
      new Date(now.getTime() - LOGIN_FAILURE_WINDOW_S * 1000),
      LOGIN_FAILURE_LIMIT,
    );
    if (!locked) return;
    // Unlocked once the LIMIT-th newest failure leaves the window.
    const unlockAt = locked[LOGIN_FAILURE_LIMIT - 1].getTime() + LOGIN_FAILURE_WINDOW_S * 1000;
    const retryAfter = Math.max(1, Math.ceil((unlockAt - now.getTime()) / 1000));
    throw new HttpError(429, `Too many failed sign-in attempts. Try again in ${retryAfter} seconds.`, {
      'retry-after': String(retryAfter),
    });
  }

  async function createChallenge(account: { id: string; email: string }, trx: Executor): Promise<MfaChallenge> {
    const secret = randomToken();
    const code = sixDigitCode();
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + MFA_CODE_TTL_S * 1000);
    await repo.createChallenge(
      { accountId: account.id, secretHash: sha256(secret), codeHash: codeHash(secret, code), expiresAt, at: now },
      trx,
    );
    try {
      await deps.mailer.send({
        to: account.email,
        subject: MFA_MAIL_SUBJECT,
        text: `Your Penstock sign-in code is ${code}\n\nIt is valid for ${MFA_CODE_TTL_S / 60} minutes. If you did not try to sign in, change your password.\n`,
      });
    } catch (err) {
      deps.log.error({ err: (err as Error).message }, 'sending the sign-in code failed');
      throw new HttpError(503, 'The sign-in code could not be e-mailed. Please try again later.');
    }
    return { mfa_secret: secret, valid_until: expiresAt.toISOString() };
  }

  return {
    codec,

    /** GET dashboard-v3/auth/token: password sign-in; a two-factor account gets a mailed code instead of tokens. */
    async signIn(username: string, password: string): Promise<TokenPair | MfaChallenge> {
      const email = username.trim().toLowerCase();
      await reserveAttempt(email);
      const account = await repo.findAccountByEmail(email);
      const ok = await verifyPassword(account?.password_hash, password);
      if (!account || !ok) throw invalidCredentials(); // the reserved failure stays
      await repo.clearFailures(email);
      return db.transaction().execute(async (trx): Promise<TokenPair | MfaChallenge> => {
        // The password was checked against the row as it was read; under the row's lock it must
        // still be that password of an account that is not disabled (nor deleted): a disable or a
        // rotation that committed in between wins, one that comes later ends this session itself.
        const standing = await repo.lockForSignIn(account.id, trx);
        if (!standing || standing.disabled_at || standing.password_hash !== account.password_hash)
          throw invalidCredentials();
        return account.mfa_enabled ? createChallenge(account, trx) : openSession({ ...account, standing }, trx);
      });
    },

    /** POST dashboard-v3/auth/multi_factor */
    async verifyCode(username: string, secret: string, code: string): Promise<TokenPair> {
      const outcome = await db.transaction().execute(async (trx) => {
        const now = clock.now();
        // locks the challenge and the account row (as a disable, a rotation or a password change does)
        const c = await repo.findChallenge(sha256(secret), username.trim().toLowerCase(), trx);
        if (!c || c.closed_at || c.expires_at <= now || c.attempts >= MFA_MAX_ATTEMPTS) return null;
        // the account is checked like the password step checks it: not disabled, password unchanged since
        if (!stillStanding(c, c.created_at)) return null;
        if (!equalHashes(c.code_hash, codeHash(secret, code.trim()))) {
          await repo.countAttempt(c.id, c.attempts + 1 >= MFA_MAX_ATTEMPTS, now, trx);
          return null;
        }
        await repo.closeChallenge(c.id, now, trx);
        return openSession({ id: c.account_id, email: c.email, is_admin: c.is_admin, standing: c }, trx);
      });
      // Thrown after the commit so a wrong attempt is counted.
      if (!outcome) throw unauthorized(MFA_CODE_INVALID);
      return outcome;
    },

    /** GET dashboard-v3/auth/multi_factor/resend_token: replaces the challenge; the old code stops working. */
    async resendCode(username: string, secret: string): Promise<MfaChallenge> {
      return db.transaction().execute(async (trx) => {
        const now = clock.now();
        const c = await repo.findChallenge(sha256(secret), username.trim().toLowerCase(), trx);
        if (
          !c ||
          c.closed_at ||
          now.getTime() - c.created_at.getTime() > MFA_RESEND_WINDOW_MS ||
          !stillStanding(c, c.created_at)
        )
          throw unauthorized(MFA_CODE_INVALID);
        await repo.closeChallenge(c.id, now, trx);
        return createChallenge({ id: c.account_id, email: c.email }, trx);
      });
    },

    /**
     * The user behind an access token of a live session; 401 otherwise. Runs on every authenticated
     * request: one query on primary keys (token, session, account), no cache, so a disable, a
     * rotation, a password change or a deletion stops the next request once it has committed.
     */
    async authenticate(authorization: string | undefined): Promise<AuthUser> {
      const token = bearer(authorization);
      if (!token) throw unauthorized('Missing bearer token');
      const claims = await verifyOr401(token, 'access');
      const row = await repo.findToken(claims.jti);
      if (!row || row.type !== 'access' || !liveSession(row)) throw unauthorized(ERROR_TEXTS.sessionExpired);
      return {
        accountId: row.account_id,
        email: row.email,
        name: row.full_name,
        isAdmin: row.is_admin,
        planTier: planTierFor({ isAdmin: row.is_admin, email: row.email }, deps.config.internalEmailDomains),
        jti: row.jti,
        sessionId: row.session_id,
        fresh: claims.fresh,
      };
    },

    /**
     * POST v1/auth/refresh: rotates the pair. A refresh token works once; presenting it again means it
     * leaked, so the whole session (every token of it) is revoked.
     */
    async refresh(authorization: string | undefined, accessToken: string): Promise<TokenPair> {
      const token = bearer(authorization);
      if (!token) throw unauthorized('Missing bearer refresh token');
      const claims = await verifyOr401(token, 'refresh');
      const result = await db.transaction().execute(async (trx) => {
        const now = clock.now();
        const row = await repo.findToken(claims.jti, trx, true);
        if (!row || row.type !== 'refresh' || !liveSession(row)) return { error: ERROR_TEXTS.sessionExpired };
        if (row.used_at) {
          await repo.revokeSession(row.session_id, now, trx);
          return { error: 'This refresh token was already used; the session has been ended.' };
        }
        // The access token sent along must be one of this session's (it may have expired).
        const access = await codec.verifyIgnoringExpiry(accessToken).catch(() => null);
        const accessRow = access?.type === 'access' ? await repo.findToken(access.jti, trx) : undefined;
        if (!accessRow || accessRow.session_id !== row.session_id) return { error: ERROR_TEXTS.tokenNotVerified };
        await repo.markTokenUsed(row.jti, now, trx);
        return {
          pair: await issuePair(
            { id: row.account_id, email: row.email, is_admin: row.is_admin },
            row.session_id,
            false,
            trx,
          ),
        };
      });
      if ('error' in result) throw unauthorized(result.error);
      return result.pair;
    },

    /** POST v1/auth/logout: the session's tokens stop working at once. */
    async logout(user: AuthUser) {
      await repo.revokeSession(user.sessionId, clock.now());
    },

    async sessionOf(user: AuthUser) {
      return {
        email: user.email,
        name: user.name || user.email,
        is_admin: user.isAdmin,
        plan_tier: user.planTier,
        default_portfolio: await repo.defaultPortfolioOf(user.accountId),
      };
    },
  };

  async function verifyOr401(token: string, type: 'access' | 'refresh') {
    try {
      return await codec.verify(token, type);
    } catch (err) {
      throw unauthorized(
        err instanceof TokenError && err.reason === 'expired'
          ? ERROR_TEXTS.sessionExpired
          : ERROR_TEXTS.tokenNotVerified,
      );
    }
  }
}

/** A session that was not ended and whose account still stands as it did when the session was opened. */
const liveSession = (
  row: Parameters<typeof stillStanding>[0] & { revoked_at: Date | null; session_created_at: Date },
) => !row.revoked_at && stillStanding(row, row.session_created_at);

/** The code is bound to its secret, so the 10^6 possible codes cannot be looked up from a stolen hash alone. */
const codeHash = (secret: string, code: string) => sha256(`${secret}:${code}`);

function bearer(authorization: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return m ? m[1] : null;
}
