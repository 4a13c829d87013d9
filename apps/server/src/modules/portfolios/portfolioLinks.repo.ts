import type { AccountPortfolio } from '@penstock/domain';
import { sql } from 'kysely';
import { countsBy } from '../../db/countsBy.js';
import type { Executor } from '../../db/schema.js';

/**
 * Which accounts reach which portfolios (account_portfolio), for the accounts and auth modules. Every
 * write takes the caller's transaction, so a link change and its history entry (the account's) are one.
 */

/** The account's links: portfolio id, can_write and is_default. */
export const linksOf = (accountId: string, trx: Executor) =>
  trx
    .selectFrom('account_portfolio')
    .select(['portfolio_id', 'can_write', 'is_default'])
    .where('account_id', '=', accountId)
    .execute();

/** The account's default portfolio (null: none). */
export async function defaultPortfolioOf(accountId: string, trx: Executor): Promise<string | null> {
  return (await linksOf(accountId, trx)).find((l) => l.is_default)?.portfolio_id ?? null;
}

/** Per account: how many portfolios it reaches, and the first (by id) with its write right. */
export async function linkSummaries(
  accountIds: readonly string[],
  trx: Executor,
): Promise<Map<string, { portfolios: number; portfolio_id: string | null; can_write: boolean }>> {
  if (!accountIds.length) return new Map();
  const { rows } = await sql<{ account_id: string; portfolios: number; portfolio_id: string; can_write: boolean }>`
    select distinct on (account_id) account_id, count(*) over (partition by account_id)::int as portfolios, portfolio_id, can_write
    from account_portfolio where account_id = any(${[...accountIds]}::uuid[]) order by account_id, portfolio_id`.execute(
    trx,
  );
  return new Map(rows.map(({ account_id, ...r }) => [account_id, r]));
}

/** The account's portfolios with names, unnamed last. */
export const portfoliosOf = (accountId: string, trx: Executor): Promise<AccountPortfolio[]> =>
  trx
    .selectFrom('account_portfolio as l')
    .innerJoin('portfolio as p', 'p.id', 'l.portfolio_id')
    .select(['p.id', 'p.display_name', 'l.can_write', 'l.is_default'])
    .where('l.account_id', '=', accountId)
    .orderBy(sql`p.display_name is null`)
    .orderBy('p.display_name')
    .execute();

/** A new link; an existing one stays as it is. */
export async function addLink(
  link: { accountId: string; portfolioId: string; canWrite: boolean; isDefault?: boolean },
  trx: Executor,
): Promise<void> {
  await trx
    .insertInto('account_portfolio')
    .values({
      account_id: link.accountId,
      portfolio_id: link.portfolioId,
      can_write: link.canWrite,
      ...(link.isDefault === undefined ? {} : { is_default: link.isDefault }),
    })
    .onConflict((oc) => oc.columns(['account_id', 'portfolio_id']).doNothing())
    .execute();
}

/** false: there was no such link. */
export async function removeLink(accountId: string, portfolioId: string, trx: Executor): Promise<boolean> {
  const r = await trx
    .deleteFrom('account_portfolio')
    .where('account_id', '=', accountId)
    .where('portfolio_id', '=', portfolioId)
    .executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** The one default portfolio of the account (the others lose the flag); false: no such link. */
export async function setDefaultLink(accountId: string, portfolioId: string, trx: Executor): Promise<boolean> {
  if (!(await linksOf(accountId, trx)).some((l) => l.portfolio_id === portfolioId)) return false;
  await trx.updateTable('account_portfolio').set({ is_default: false }).where('account_id', '=', accountId).execute();
  await trx
    .updateTable('account_portfolio')
    .set({ is_default: true })
    .where('account_id', '=', accountId)
    .where('portfolio_id', '=', portfolioId)
    .execute();
  return true;
}

/** false: there was no such link. */
export async function setLinkWrite(
  accountId: string,
  portfolioId: string,
  canWrite: boolean,
  trx: Executor,
): Promise<boolean> {
  const r = await trx
    .updateTable('account_portfolio')
    .set({ can_write: canWrite })
    .where('account_id', '=', accountId)
    .where('portfolio_id', '=', portfolioId)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Whether the portfolio exists. */
export async function portfolioExists(portfolioId: string, trx: Executor): Promise<boolean> {
  return !!(await trx.selectFrom('portfolio').select('id').where('id', '=', portfolioId).executeTakeFirst());
}

/** Portfolios per customer. */
export const portfolioCounts = (trx: Executor) => countsBy(trx, 'portfolio', 'customer_id');
