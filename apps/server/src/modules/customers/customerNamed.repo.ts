import type { Executor } from '../../db/schema.js';

/** The id of the customer with this name, created when there is none (the demo seed's customer). */
export async function ensureCustomerNamed(trx: Executor, name: string): Promise<string> {
  await trx
    .insertInto('customer')
    .values({ name })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await trx.selectFrom('customer').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

/** The id of the customer with this name, or null. */
export async function customerIdNamed(db: Executor, name: string): Promise<string | null> {
  return (await db.selectFrom('customer').select('id').where('name', '=', name).executeTakeFirst())?.id ?? null;
}
