import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';

/** Customers by name (one when `id` is given; archived ones only with `archived`). */
export function customerRows(id: string | undefined, archived: boolean, trx: Executor) {
  let q = trx
    .selectFrom('customer as c')
    .select([
      'c.id',
      'c.name',
      'c.contact_name',
      'c.contact_email',
      'c.currency',
      'c.timezone',
      'c.notes',
      'c.archived_at',
      'c.version',
      'c.updated_at',
      'c.updated_by',
    ])
    .orderBy('c.name');
  if (id) q = q.where('c.id', '=', id);
  else if (!archived) q = q.where('c.archived_at', 'is', null);
  return q.execute();
}

/** Whether the customer exists. */
export async function customerExists(id: string, trx: Executor): Promise<boolean> {
  return !!(await trx.selectFrom('customer').select('id').where('id', '=', id).executeTakeFirst());
}

/** Customer names and currencies by id (lists that name a customer; plants' currency). */
export async function customersById(
  ids: readonly string[],
  trx: Executor,
): Promise<Map<string, { name: string; currency: string; timezone: string }>> {
  if (!ids.length) return new Map();
  const rows = await trx
    .selectFrom('customer')
    .select(['id', 'name', 'currency', 'timezone'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map(({ id, ...r }) => [id, r]));
}

/**
 * The currency of the customer `customerId` names (a column reference), as a scalar subquery other
 * modules compose into their queries (a plant's money unit). null: no customer.
 */
export const customerCurrencyOf = (customerId: ReturnType<typeof sql.ref>) =>
  sql<string | null>`(select currency from customer where id = ${customerId})`;
