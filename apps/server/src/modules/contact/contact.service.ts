import type { ContactRequest } from '@penstock/domain';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/schema.js';
import { HttpError } from '../../http/httpError.js';
import type { Mailer } from '../../mail/createMailer.js';
import type { AuthUser } from '../../types.js';
import { createContactRepo } from './contact.repo.js';

/** Contact requests one account may send per window (issue 20: support's inbox is not a mail relay). */
export const CONTACT_REQUEST_LIMIT = 5;
export const CONTACT_REQUEST_WINDOW_S = 3600;

export function createContactService(deps: { db: Db; config: Config; mailer: Mailer; clock: Clock }) {
  const repo = createContactRepo(deps.db);
  return {
    /**
     * Stores the request (so nothing is lost if mail fails) and mails it to support, reply-to the user.
     * 429 with Retry-After once the account sent CONTACT_REQUEST_LIMIT within the window, shared by
     * every API process (the count is the stored requests).
     */
    async submit(user: AuthUser, request: ContactRequest) {
      const now = deps.clock.now();
      const { full } = await repo.insertWithinLimit(user.accountId, request, now, {
        since: new Date(now.getTime() - CONTACT_REQUEST_WINDOW_S * 1000),
        limit: CONTACT_REQUEST_LIMIT,
      });
      if (full) {
        const retryAfter = Math.max(
          1,
          Math.ceil((full.getTime() + CONTACT_REQUEST_WINDOW_S * 1000 - now.getTime()) / 1000),
        );
        throw new HttpError(
          429,
          `You have sent ${CONTACT_REQUEST_LIMIT} contact requests within an hour. Please try again in ${Math.ceil(retryAfter / 60)} minutes.`,
          { 'retry-after': String(retryAfter) },
        );
      }
      const subject = request.subject.trim() || 'Contact request';
      try {
        await deps.mailer.send({
          to: deps.config.supportEmail,
          replyTo: user.email,
          subject: `[Penstock] ${subject}`.replace(/[\r\n]+/g, ' '),
          text: [
            `From: ${user.name} <${user.email}>`,
            `Subject: ${request.subject}`,
            '',
            request.body,
            ...(request.comments ? ['', 'Comments:', request.comments] : []),
            '',
          ].join('\n'),
        });
      } catch {
        throw new HttpError(503, 'Your request was saved but could not be e-mailed to support. We will pick it up.');
      }
    },
  };
}
