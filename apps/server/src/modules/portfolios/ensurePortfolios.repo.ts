import type { Executor } from '../../db/schema.js';

/** Creates the portfolios that do not exist yet; existing ones are left as they are (idempotent seeds). */
export async function ensurePortfolios(
  trx: Executor,
  rows: readonly { id: string; display_name: string | null; customer_id: string }[],
): Promise<void> {
  if (!rows.length) return;
  await trx
    .insertInto('portfolio')
    .values(rows.map((r) => ({ ...r })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Links an account to a portfolio unless it is linked already (idempotent seeds). */
export async function ensurePortfolioLink(
  trx: Executor,
  link: { account_id: string; portfolio_id: string; can_write: boolean; is_default: boolean },
): Promise<void> {
  await trx
    .insertInto('account_portfolio')
    .values(link)
    .onConflict((oc) => oc.columns(['account_id', 'portfolio_id']).doNothing())
    .execute();
}
