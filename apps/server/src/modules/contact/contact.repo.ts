import type { ContactRequest } from '@penstock/domain';
import type { Db, Executor } from '../../db/schema.js';

export function createContactRepo(db: Db) {
  return {
    async insert(accountId: string, request: ContactRequest, at: Date, trx: Executor = db) {
      await trx
        .insertInto('contact_request')
        .values({
          account_id: accountId,
          subject: request.subject,
          body: request.body,
          comments: request.comments,
          created_at: at,
        })
        .execute();
    },
  };
}
