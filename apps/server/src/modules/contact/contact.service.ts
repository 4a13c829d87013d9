import type { ContactRequest } from '@penstock/domain';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/schema.js';
import { HttpError } from '../../http/httpError.js';
import type { Mailer } from '../../mail/createMailer.js';
import type { AuthUser } from '../../types.js';
import { createContactRepo } from './contact.repo.js';

export function createContactService(deps: { db: Db; config: Config; mailer: Mailer; clock: Clock }) {
  const repo = createContactRepo(deps.db);
  return {
    /** Stores the request (so nothing is lost if mail fails) and mails it to support, reply-to the user. */
    async submit(user: AuthUser, request: ContactRequest) {
      await repo.insert(user.accountId, request, deps.clock.now());
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
