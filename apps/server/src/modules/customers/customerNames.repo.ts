import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';

/** The names of these customers by id (ids of no customer, or not uuids, are left out). */
export async function customerNames(ids: string[], trx: Executor): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await trx
    .selectFrom('customer')
    .select([sql<string>`id::text`.as('id'), 'name'])
    .where(sql<string>`id::text`, 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
