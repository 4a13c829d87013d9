import { ERROR_TEXTS, RESET_TOKEN_TTL_S } from '@penstock/domain';
import { HttpError } from '../../http/httpError.js';
import type { AuthUser } from '../../types.js';
import { createAuthRepo } from './auth.repo.js';
import type { AuthDeps } from './auth.service.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { randomToken, sha256 } from './secrets.js';

export const RESET_MAIL_SUBJECT = 'Reset your Penstock password';
export const FORGOT_ANSWER = 'If an account exists for this e-mail address, we have sent it a link to reset the password.';
export const RESET_INVALID = 'This password reset link is invalid or has expired. Please request a new one.';

export function createPasswordService(deps: AuthDeps) {
  const { db, clock, config } = deps;
  const repo = createAuthRepo(db);

  return {
    /**
     * POST dashboard-v3/auth/password/forgot. The answer and its timing do not depend on whether the
     * account exists: the mail is sent after answering.
     */
    async forgot(emailInput: string): Promise<void> {
      const email = emailInput.trim().toLowerCase();
      const account = await repo.findAccountByEmail(email);
      if (!account) return;
      const token = randomToken();
      const now = clock.now();
      await repo.createReset({ accountId: account.id, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_S * 1000), at: now });
      const link = `${config.publicUrl}/en/reset-password?reset_token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
      deps.mailer
        .send({
          to: email,
          subject: RESET_MAIL_SUBJECT,
          text: `Hello ${account.full_name},\n\nopen this link to choose a new Penstock password:\n${link}\n\nThe link works once, for ${RESET_TOKEN_TTL_S / 60} minutes. If you did not ask for it, ignore this e-mail.\n`,
        })
        .catch((err: Error) => deps.log.error({ err: err.message }, 'sending the password reset mail failed'));
    },

    /** POST dashboard-v3/auth/password/set: single-use token; ends every session of the account. */
    async setWithToken(emailInput: string, token: string, newPassword: string): Promise<void> {
      const passwordHash = await hashPassword(newPassword);
      const ok = await db.transaction().execute(async (trx) => {
        const now = clock.now();
        const reset = await repo.findOpenReset(sha256(token), emailInput.trim().toLowerCase(), now, trx);
        if (!reset) return false;
        await repo.markResetUsed(reset.id, now, trx);
        await repo.setPasswordHash(reset.account_id, passwordHash, trx);
        await repo.revokeAllSessions(reset.account_id, now, trx);
        await repo.clearFailures(reset.email, trx);
        return true;
      });
      if (!ok) throw new HttpError(400, RESET_INVALID);
    },

    /** POST dashboard-v3/auth/password/change: needs the current password; ends every session of the account. */
    async change(user: AuthUser, currentPassword: string, newPassword: string): Promise<void> {
      const account = await repo.findAccountById(user.accountId);
      if (!account || !(await verifyPassword(account.password_hash, currentPassword))) {
        throw new HttpError(400, ERROR_TEXTS.wrongPassword);
      }
      const passwordHash = await hashPassword(newPassword);
      await db.transaction().execute(async (trx) => {
        await repo.setPasswordHash(account.id, passwordHash, trx);
        await repo.revokeAllSessions(account.id, clock.now(), trx);
      });
    },
  };
}
