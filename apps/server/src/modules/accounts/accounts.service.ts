import {
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_S,
  type Account,
  type AccountPortfolio,
  type ApiAccount,
  type ApiAccountSecret,
  sortPortfolios,
} from '@penstock/domain';
import { defineEntity, type WriteContext } from '../../db/entities/defineEntity.js';
import type { Db, Executor } from '../../db/schema.js';
import { writeUnique } from '../../db/writeUnique.js';
import { badRequest, conflict, forbidden, notFound, taken } from '../../http/httpError.js';
import { clearLoginFailures, hashPassword, lockoutStarts, randomToken, revokeAllSessions } from '../auth/index.js';
import {
  addLink,
  linkSummaries,
  linksOf,
  portfolioExists,
  portfoliosOf,
  removeLink,
  setDefaultLink,
  setLinkWrite,
} from '../portfolios/index.js';
import { accountIdByEmail, accountRows } from './accounts.repo.js';

export const accountEntity = defineEntity({
  entity: 'account',
  table: 'account',
  key: 'id',
  fields: [
    'email',
    'full_name',
    'kind',
    'is_admin',
    'mfa_enabled',
    'disabled_at',
    'password_hash',
    'secret_rotated_at',
    'created_by',
  ],
  label: 'The account',
  secret: ['password_hash'],
});

/** How an account reaches a portfolio, as its history shows it: 'read' or 'write', ', default' for the default one. */
async function linkStates(accountId: string, trx: Executor): Promise<Map<string, string>> {
  const rows = await linksOf(accountId, trx);
  return new Map(
    rows.map((r) => [r.portfolio_id, `${r.can_write ? 'write' : 'read'}${r.is_default ? ', default' : ''}`]),
  );
}

/**
 * Who gave whom access to what, and when: a change of the account's portfolio links goes through the
 * account entity (its lock and history), as {`portfolio {id}`: {from, to}} with null for no link.
 */
function changeLinks(db: Executor, accountId: string, ctx: WriteContext, work: (trx: Executor) => Promise<void>) {
  return accountEntity.change(accountId, ctx, db, async (trx) => {
    const before = await linkStates(accountId, trx);
    await work(trx);
    const after = await linkStates(accountId, trx);
    const changes: Record<string, { from: string | null; to: string | null }> = {};
    for (const id of new Set([...before.keys(), ...after.keys()])) {
      const from = before.get(id) ?? null,
        to = after.get(id) ?? null;
      if (from !== to) changes[`portfolio ${id}`] = { from, to };
    }
    return changes;
  });
}

/**
 * Users and API service accounts (manageUsers: admins). Disabling an account, rotating its secret or
 * deleting it ends its sessions at once; removing a portfolio link makes its next request there 404
 * (every request checks the links in the database).
 */
export function createAccountsService(db: Db, clock: { now(): Date }) {
  const changeLinksOf = (accountId: string, ctx: WriteContext, work: (trx: Executor) => Promise<void>) =>
    changeLinks(db, accountId, ctx, work);
  const list = async (
    filter: { id?: string; email?: string; kind?: 'user' | 'api' } = {},
  ): Promise<(Account & { portfolio_id: string | null; can_write: boolean; secret_rotated_at: number | null })[]> => {
    const now = clock.now();
    const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_S * 1000);
    const accounts = await accountRows(filter, db);
    const [links, locks] = await Promise.all([
      linkSummaries(
        accounts.map((a) => a.id),
        db,
      ),
      // the LIMIT-th newest failure inside the window decides the lockout (auth.service reserveAttempt)
      lockoutStarts(
        accounts.map((a) => a.email),
        since,
        LOGIN_FAILURE_LIMIT,
        db,
      ),
    ]);
    const rows = accounts.map((a) => ({
      ...a,
      ...(links.get(a.id) ?? { portfolios: 0, portfolio_id: null, can_write: false }),
      lock_from: locks.get(a.email) ?? null,
    }));
    return rows.map(({ lock_from, disabled_at, created_at, secret_rotated_at, invited_until, ...r }) => ({
      ...r,
      invited_until: invited_until ? invited_until.getTime() : null,
      disabled: disabled_at !== null,
      locked_until: lock_from ? lock_from.getTime() + LOGIN_FAILURE_WINDOW_S * 1000 : null,
      created_at: new Date(created_at as unknown as Date).getTime(),
      secret_rotated_at: secret_rotated_at ? secret_rotated_at.getTime() : null,
    }));
  };
  const byEmail = async (email: string) => {
    const [a] = await list({ email });
    if (!a) throw notFound('Account not found');
    return a;
  };
  const byId = async (id: string) => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('Account not found');
    const [a] = await list({ id });
    if (!a) throw notFound('Account not found');
    return a;
  };
  const revokeSessions = revokeAllSessions;
  const requirePortfolio = async (portfolioId: string, trx: Executor = db) => {
    if (!(await portfolioExists(portfolioId, trx))) throw notFound('Portfolio not found');
  };

  return {
    list,
    byEmail,
    byId,

    /** A person with a password nobody knows yet: the caller mails the set-password invitation. */
    async createUser(
      body: { email: string; full_name: string; is_admin: boolean; mfa_enabled: boolean },
      ctx: WriteContext,
    ): Promise<Account> {
      const id = crypto.randomUUID();
      const passwordHash = await hashPassword(randomToken());
      await writeUnique(
        () => taken('email', `An account for ${body.email} exists already`),
        () =>
          accountEntity.save(
            id,
            { ...body, kind: 'user', password_hash: passwordHash, created_by: ctx.by },
            { ...ctx, version: 0 },
            db,
          ),
        () => accountIdByEmail(body.email, db),
      );
      return byId(id);
    },

    /** PUT dashboard-v3/account/{account_email}: name, admin flag, two-factor, disabled, unlock. */
    async update(
      email: string,
      body: {
        full_name?: string;
        is_admin?: boolean;
        mfa_enabled?: boolean;
        disabled?: boolean;
        unlock?: true;
        version?: number;
      },
      actor: { accountId: string; email: string },
      at: Date,
    ) {
      const account = await byEmail(email);
      if (account.kind === 'api' && (body.is_admin || body.mfa_enabled))
        throw badRequest('An API service account is never an administrator and has no two-factor sign-in');
      if (account.id === actor.accountId && (body.is_admin === false || body.disabled))
        throw forbidden('You cannot take away your own administrator rights or disable yourself');
      await db.transaction().execute(async (trx) => {
        const patch: Record<string, unknown> = {
          full_name: body.full_name,
          is_admin: body.is_admin,
          mfa_enabled: body.mfa_enabled,
        };
        if (body.disabled !== undefined) patch.disabled_at = body.disabled ? (account.disabled ? undefined : at) : null;
        await accountEntity.save(account.id, patch, { by: actor.email, at, version: body.version }, trx);
        if (body.disabled) await revokeSessions(account.id, at, trx);
        if (body.unlock) await clearLoginFailures(account.email, trx);
        // admin rights are in the tokens: a change takes effect with a new sign-in, so end the sessions
        if (body.is_admin !== undefined && body.is_admin !== account.is_admin)
          await revokeSessions(account.id, at, trx);
      });
      return byEmail(email);
    },

    async remove(email: string, actor: { accountId: string; email: string }, at: Date) {
      const account = await byEmail(email);
      if (account.id === actor.accountId) throw forbidden('You cannot delete your own account');
      await accountEntity.remove(account.id, { by: actor.email, at }, db);
    },

    portfoliosOf: async (accountId: string): Promise<AccountPortfolio[]> =>
      sortPortfolios(await portfoliosOf(accountId, db)),

    /** Link an account to a portfolio (read-only unless can_write); an API account has exactly one. */
    async link(portfolioId: string, accountId: string, canWrite: boolean, ctx: WriteContext) {
      const account = await byId(accountId);
      await requirePortfolio(portfolioId);
      const onlyOne = () => conflict('An API service account reaches exactly one portfolio');
      if (account.kind === 'api' && account.portfolios > 0) throw onlyOne();
      // two links at once (two admins, a double click) both pass the count above: the partial unique
      // index account_portfolio_one_per_api_account refuses the second (issue 20)
      await writeUnique(onlyOne, () =>
        changeLinksOf(accountId, ctx, async (trx) => {
          await addLink({ accountId, portfolioId, canWrite }, trx);
        }),
      );
    },
    async unlink(portfolioId: string, accountId: string, ctx: WriteContext) {
      await byId(accountId);
      await changeLinksOf(accountId, ctx, async (trx) => {
        if (!(await removeLink(accountId, portfolioId, trx)))
          throw notFound('The account is not linked to this portfolio');
      });
    },
    /** The one default portfolio of the account (the others lose the flag in the same transaction). */
    async setDefault(portfolioId: string, accountId: string, ctx: WriteContext) {
      await byId(accountId);
      await changeLinksOf(accountId, ctx, async (trx) => {
        if (!(await setDefaultLink(accountId, portfolioId, trx)))
          throw notFound('The account is not linked to this portfolio');
      });
    },
    async setWritePermission(email: string, portfolioId: string, canWrite: boolean, ctx: WriteContext) {
      const account = await byEmail(email);
      await changeLinksOf(account.id, ctx, async (trx) => {
        if (!(await setLinkWrite(account.id, portfolioId, canWrite, trx)))
          throw notFound('The account is not linked to this portfolio');
      });
    },

    /**
     * An API service account of one portfolio: username '{slug}.{random}@{portfolio}.api.penstock' and
     * a random secret, answered once and stored only as an argon2id hash.
     */
    async createApiAccount(
      body: { portfolio_id: string; name: string; can_write: boolean },
      ctx: WriteContext,
    ): Promise<ApiAccountSecret> {
      await requirePortfolio(body.portfolio_id);
      const slug =
        body.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
          .slice(0, 30) || 'api';
      const username = `${slug}.${randomToken()
        .slice(0, 6)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, 'x')}@${body.portfolio_id.replace(/_/g, '-')}.api.penstock`;
      const secret = randomToken();
      const id = crypto.randomUUID();
      await db.transaction().execute(async (trx) => {
        await accountEntity.save(
          id,
          {
            email: username,
            full_name: body.name,
            kind: 'api',
            is_admin: false,
            mfa_enabled: false,
            password_hash: await hashPassword(secret),
            secret_rotated_at: ctx.at,
            created_by: ctx.by,
          },
          { ...ctx, version: 0 },
          trx,
        );
        await addLink(
          { accountId: id, portfolioId: body.portfolio_id, canWrite: body.can_write, isDefault: true },
          trx,
        );
      });
      return { id, username, secret };
    },

    /** A new secret; the old one and every session of the account stop working at once. */
    async rotate(accountId: string, ctx: WriteContext): Promise<ApiAccountSecret> {
      const account = await byId(accountId);
      if (account.kind !== 'api') throw badRequest('Only API service accounts have a secret to rotate');
      const secret = randomToken();
      const hash = await hashPassword(secret);
      await db.transaction().execute(async (trx) => {
        await accountEntity.save(accountId, { password_hash: hash, secret_rotated_at: ctx.at }, ctx, trx);
        await revokeSessions(accountId, ctx.at, trx);
      });
      return { id: accountId, username: account.email, secret };
    },

    apiAccounts: async (): Promise<ApiAccount[]> => list({ kind: 'api' }),
  };
}
