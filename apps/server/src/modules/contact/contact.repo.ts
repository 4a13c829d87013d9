import type { ContactRequest } from '@penstock/domain';
import { sql } from 'kysely';
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
    /**
     * Stores the request unless the account already sent `limit` since `since`; then stores nothing
     * and answers when the oldest of those was sent. One transaction under a lock per account, so
     * parallel requests through any number of API processes store at most `limit` per window (the
     * stored requests are the count, as login_failure rows are for the sign-in lockout).
     */
    async insertWithinLimit(
      accountId: string,
      request: ContactRequest,
      at: Date,
      window: { since: Date; limit: number },
    ): Promise<{ full: Date | null }> {
      return db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtextextended(${'contact:' + accountId}, 0))`.execute(trx);
        const recent = await trx
          .selectFrom('contact_request')
          .select('created_at')
          .where('account_id', '=', accountId)
          .where('created_at', '>', window.since)
          .orderBy('created_at', 'desc')
          .limit(window.limit)
          .execute();
        if (recent.length >= window.limit) return { full: recent[window.limit - 1].created_at };
        await this.insert(accountId, request, at, trx);
        return { full: null };
      });
    },
  };
}
