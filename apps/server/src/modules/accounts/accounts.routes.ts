import {
  accountCreateSchema,
  accountPermissionsSchema,
  accountPortfolioSchema,
  accountSchema,
  accountUpdateSchema,
  apiAccountCreateSchema,
  apiAccountSchema,
  apiAccountSecretSchema,
  errorBodySchema,
  permissionsFor,
  planTierFor,
  staleWriteSchema,
  takenBodySchema,
} from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/httpError.js';
import type { RouteSpec } from '../../http/routeGroup.js';
import { adminRoutes, userRoutes } from '../../http/adminRoutes.js';
import type { WriteContext } from '../../db/entities/defineEntity.js';
import { errorResponses } from '../../http/schemas.js';
import { historyRoute } from '../../http/entityRoutes.js';
import { createPasswordService } from '../auth/index.js';
import { accountEntity, createAccountsService } from './accounts.service.js';
import { serviceDeps } from '../../plugins/serviceDeps.js';

const TAGS = ['accounts'];
const ACCOUNT = '/dashboard-v3/account';
const accountParam = z.object({ account: z.string().min(1).max(320) });
const linkParams = z.object({ portfolioId: z.string().max(200), account: z.string().max(64) });
const failures = {
  ...errorResponses,
  403: errorBodySchema.describe('Not an administrator (manageUsers)'),
  404: errorBodySchema.describe('Account, portfolio or link not found'),
};
const ok = (detail: string) => ({ detail });

/** Administration > Users: insight users and API service accounts (manageUsers: admins). */
const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = createAccountsService(app.db, app.clock);
  const passwords = createPasswordService(serviceDeps(app));
  const invite = async (email: string, admin: { name: string; email: string }) => {
    try {
      await passwords.mailInvitation(email, admin.name || admin.email, admin.email);
    } catch (err) {
      app.log.error({ err: (err as Error).message }, 'sending the invitation failed');
      throw new HttpError(503, 'The account exists, but the invitation e-mail could not be sent. Send it again later.');
    }
  };

  const admin = adminRoutes(app, { tags: TAGS, failures });
  const user = userRoutes(app, { tags: TAGS, failures });

  user(
    'GET',
    ACCOUNT,
    {
      summary: 'Accounts: every user and API service account for admins; your own account for everyone else',
      response: z.array(accountSchema),
    },
    ({ user }) => (user.isAdmin ? accounts.list() : accounts.list({ id: user.accountId })),
  );

  admin(
    'POST',
    ACCOUNT,
    {
      summary:
        'Create a user (admins): {email, full_name, is_admin, mfa_enabled}; they are mailed a link to set their password (valid 7 days)',
      description:
        '409 when the e-mail has an account; 503 when the account was created but the mail could not be sent (POST .../invitation sends it again).',
      body: accountCreateSchema,
      response: accountSchema,
      status: 201,
      failures: { ...failures, 409: takenBodySchema, 503: errorBodySchema },
    },
    async ({ body, user, ctx }) => {
      const account = await accounts.createUser(body, ctx);
      await invite(account.email, user);
      return account;
    },
  );

  admin(
    'POST',
    `${ACCOUNT}/:account/invitation`,
    {
      summary: 'Send the invitation (set-password link) again (admins)',
      params: accountParam,
      response: errorBodySchema,
      failures: { ...failures, 503: errorBodySchema },
    },
    async ({ params, user }) => {
      await invite((await accounts.byEmail(params.account)).email, user);
      return ok('The invitation e-mail was sent');
    },
  );

  user(
    'GET',
    `${ACCOUNT}/portfolio`,
    {
      summary: "The signed-in account's portfolios with can_write and is_default",
      response: z.array(accountPortfolioSchema),
    },
    ({ user }) => accounts.portfoliosOf(user.accountId),
  );

  admin(
    'GET',
    `${ACCOUNT}/api-service-account`,
    { summary: 'API service accounts with their portfolio (admins)', response: z.array(apiAccountSchema) },
    () => accounts.apiAccounts(),
  );

  admin(
    'POST',
    `${ACCOUNT}/api-service-account`,
    {
      summary:
        'Create an API service account of one portfolio (admins); answers {id, username, secret}: the secret is shown only here',
      description:
        'It signs in like a user with HTTP Basic username:secret at GET dashboard-v3/auth/token (no two-factor), reaches only its portfolio (read-only unless can_write) and is never an administrator.',
      body: apiAccountCreateSchema,
      response: apiAccountSecretSchema,
      status: 201,
    },
    ({ body, ctx }) => accounts.createApiAccount(body, ctx),
  );

  admin(
    'POST',
    `${ACCOUNT}/api-service-account/:account/rotate`,
    {
      summary:
        "Replace an API service account's secret (admins): the old secret and every session stop working at once",
      params: accountParam,
      response: apiAccountSecretSchema,
    },
    ({ params, ctx }) => accounts.rotate(params.account, ctx),
  );

  admin(
    'PUT',
    `${ACCOUNT}/:account`,
    {
      summary: 'Change an account by e-mail (admins): full_name, is_admin, mfa_enabled, disabled, unlock',
      description:
        'disabled: true ends its sessions at once and refuses sign-in; unlock: true forgets its failed sign-ins. Send the version you loaded (409 when stale).',
      params: accountParam,
      body: accountUpdateSchema,
      response: accountSchema,
      failures: { ...failures, 409: staleWriteSchema },
    },
    ({ params, body, user, ctx }) => accounts.update(params.account, body, user, ctx.at),
  );

  admin(
    'DELETE',
    `${ACCOUNT}/:account`,
    {
      summary: 'Delete an account by e-mail (admins); its sessions and links go with it',
      params: accountParam,
      response: errorBodySchema,
    },
    async ({ params, user, ctx }) => {
      await accounts.remove(params.account, user, ctx.at);
      return ok('The user was deleted successfully');
    },
  );

  admin(
    'GET',
    `${ACCOUNT}/:account/portfolio`,
    {
      summary: "An account's portfolios by account id (admins)",
      params: accountParam,
      response: z.array(accountPortfolioSchema),
    },
    async ({ params }) => accounts.portfoliosOf((await accounts.byId(params.account)).id),
  );

  admin(
    'GET',
    `${ACCOUNT}/:account/permission`,
    {
      summary: 'The permissions and plan tier an account holds, by account id (admins)',
      params: accountParam,
      response: accountPermissionsSchema,
    },
    async ({ params }) => {
      const a = await accounts.byId(params.account);
      return {
        permissions: [...permissionsFor({ isAdmin: a.is_admin })],
        plan_tier: planTierFor({ isAdmin: a.is_admin, email: a.email }, app.config.internalEmailDomains),
        is_admin: a.is_admin,
      };
    },
  );

  historyRoute(
    app,
    {
      path: `${ACCOUNT}/:account/history`,
      tags: TAGS,
      summary: 'Every change of an account by id, newest first (admins; secrets shown as [secret])',
      params: accountParam,
      failures,
    },
    (request) => accountEntity.history(request.params.account, app.db),
  );

  admin(
    'PUT',
    `${ACCOUNT}/:account/portfolio/:portfolioId/write-permission`,
    {
      summary: 'Give or take write permission of an account (by e-mail) on a portfolio (admins)',
      params: z.object({ account: z.string().max(320), portfolioId: z.string().max(200) }),
      body: z.object({ can_write: z.boolean() }),
      response: errorBodySchema,
    },
    async ({ params, body, ctx }) => {
      await accounts.setWritePermission(params.account, params.portfolioId, body.can_write, ctx);
      return ok('The write permission was saved');
    },
  );

  /** The routes of one account's link to a portfolio: each answers a {detail} confirmation. */
  const link = (
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    spec: Pick<RouteSpec<unknown, unknown, z.ZodType, z.ZodType>, 'summary' | 'body' | 'status' | 'failures'>,
    run: (portfolioId: string, account: string, write: WriteContext, canWrite: boolean) => Promise<unknown>,
    done: string,
  ) =>
    admin(
      method,
      `/dashboard-v3/portfolio/:portfolioId/account/:account${path}`,
      { ...spec, params: linkParams, response: errorBodySchema },
      async ({ params, body, ctx }) => {
        await run(
          params.portfolioId,
          params.account,
          ctx,
          (body as { can_write?: boolean } | null)?.can_write ?? false,
        );
        return ok(done);
      },
    );
  link(
    'POST',
    '',
    {
      summary: 'Link an account (by id) to a portfolio (admins); body {can_write} (default false)',
      body: z.object({ can_write: z.boolean().default(false) }).nullish(),
      status: 201,
      failures: { ...failures, 409: errorBodySchema },
    },
    (portfolioId, account, write, canWrite) => accounts.link(portfolioId, account, canWrite, write),
    'The portfolio was assigned successfully',
  );
  link(
    'DELETE',
    '',
    { summary: "Unlink an account from a portfolio (admins): the account's next request there is a 404" },
    (portfolioId, account, write) => accounts.unlink(portfolioId, account, write),
    'The portfolio was unassigned successfully',
  );
  link(
    'PUT',
    '/default',
    { summary: "Make the portfolio the account's default (admins)" },
    (portfolioId, account, write) => accounts.setDefault(portfolioId, account, write),
    'The default portfolio was saved',
  );
};

export default accountsRoutes;
