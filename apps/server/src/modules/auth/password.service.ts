import { ERROR_TEXTS, RESET_TOKEN_TTL_S } from '@penstock/domain';
import { HttpError } from '../../http/httpError.js';
import type { AuthUser } from '../../types.js';
import { createAuthRepo } from './auth.repo.js';
import type { AuthDeps } from './auth.service.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { randomToken, sha256 } from './secrets.js';

export const RESET_MAIL_SUBJECT = 'Reset your Penstock password';
export const FORGOT_ANSWER =
  'If an account exists for this e-mail address, we have sent it a link to reset the password.';
export const INVITATION_MAIL_SUBJECT = 'You are invited to Penstock';
/** An invitation's set-password link works once, for a week. */
export const INVITATION_TTL_S = 7 * 24 * 3600;
/** Issue 20: an API service account has no password flows (change, forgot, reset); only rotation replaces its secret. */
export const API_ACCOUNT_HAS_NO_PASSWORD =
  'An API service account has no password to change or reset: an administrator rotates its secret (Administration > Users).';
export const RESET_INVALID = 'This password reset link is invalid or has expired. Please request a new one.';

export function createPasswordService(deps: AuthDeps) {
  const { db, clock, config } = deps;
  const repo = createAuthRepo(db);
  const pending = new Set<Promise<void>>();

  async function mailReset(email: string): Promise<void> {
    const account = await repo.findAccountByEmail(email);
    // the answer is the same for an API service account: its made-up address gets no mail
    if (!account || account.kind !== 'user') return;
    const token = randomToken();
    const now = clock.now();
    await repo.createReset({
      accountId: account.id,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_S * 1000),
      at: now,
    });
    const link = `${config.publicUrl}/en/reset-password?reset_token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
    await deps.mailer.send({
      to: email,
      subject: RESET_MAIL_SUBJECT,
      text: `Hello ${account.full_name},\n\nopen this link to choose a new Penstock password:\n${link}\n\nThe link works once, for ${RESET_TOKEN_TTL_S / 60} minutes. If you did not ask for it, ignore this e-mail.\n`,
    });
  }

  return {
    /**
     * The invitation of a new user: a set-password link of the reset flow (valid a week), mailed.
     * Throws when the mail cannot be sent, so the admin sees it failed.
     */
    async mailInvitation(email: string, invitedBy: string, by: string): Promise<void> {
      const account = await repo.findAccountByEmail(email);
      if (!account) throw new HttpError(404, 'Account not found');
      if (account.kind !== 'user') throw new HttpError(403, API_ACCOUNT_HAS_NO_PASSWORD);
      const token = randomToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + INVITATION_TTL_S * 1000);
      await repo.createReset({ accountId: account.id, tokenHash: sha256(token), expiresAt, at: now });
      // pending until the link is used or expires; an account that has a password stays as it is
      if (!(await repo.hasOwnPassword(account.id))) await repo.markInvited(account.id, expiresAt, by, now);
      const link = `${config.publicUrl}/en/reset-password?reset_token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
      await deps.mailer.send({
        to: email,
        subject: INVITATION_MAIL_SUBJECT,
        text: `Hello ${account.full_name},\n\n${invitedBy} has created a Penstock account for you (${email}).\nOpen this link to choose your password:\n${link}\n\nThe link works once, for 7 days. Afterwards use 'Forgot password' on the sign-in page.\n`,
      });
    },

    /**
     * POST dashboard-v3/auth/password/forgot. Nothing account-specific happens before the answer:
     * the lookup, the reset row and the mail run after it (a failure is logged), so neither the
     * answer nor its timing tells whether the account exists.
     */
    forgot(emailInput: string): void {
      const work = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => mailReset(emailInput.trim().toLowerCase()))
        .catch((err: Error) => deps.log.error({ err: err.message }, 'preparing the password reset mail failed'))
        .finally(() => pending.delete(work));
      pending.add(work);
    },

    /** Waits for reset mails still being prepared (the app closes after them). */
    async drain(): Promise<void> {
      await Promise.all([...pending]);
    },

    /** POST dashboard-v3/auth/password/set: single-use token; ends every session of the account. */
    async setWithToken(emailInput: string, token: string, newPassword: string): Promise<void> {
      const passwordHash = await hashPassword(newPassword);
      const ok = await db.transaction().execute(async (trx) => {
        const now = clock.now();
        const reset = await repo.findOpenReset(sha256(token), emailInput.trim().toLowerCase(), now, trx);
        if (!reset) return false;
        await repo.markResetUsed(reset.id, now, trx);
        await repo.setPassword(reset.account_id, passwordHash, now, reset.email, trx);
        await repo.revokeAllSessions(reset.account_id, now, trx);
        await repo.clearFailures(reset.email, trx);
        return true;
      });
      if (!ok) throw new HttpError(400, RESET_INVALID);
    },

    /** POST dashboard-v3/auth/password/change: needs the current password; ends every session of the account. */
    async change(user: AuthUser, currentPassword: string, newPassword: string): Promise<void> {
      const account = await repo.findAccountById(user.accountId);
      if (account?.kind === 'api') throw new HttpError(403, API_ACCOUNT_HAS_NO_PASSWORD);
      if (!account || !(await verifyPassword(account.password_hash, currentPassword))) {
        throw new HttpError(400, ERROR_TEXTS.wrongPassword);
      }
      const passwordHash = await hashPassword(newPassword);
      await db.transaction().execute(async (trx) => {
        const now = clock.now();
        await repo.setPassword(account.id, passwordHash, now, account.email, trx);
        await repo.revokeAllSessions(account.id, now, trx);
      });
    },
  };
}
