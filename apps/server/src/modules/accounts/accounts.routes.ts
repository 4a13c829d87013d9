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
import { errorResponses } from '../../http/schemas.js';
import { historyRoute } from '../../http/entityRoutes.js';
import { createPasswordService, requireAdmin, requireUser } from '../auth/index.js';
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

  app.get(ACCOUNT, {
    schema: {
      tags: TAGS,
      summary: 'Accounts: every user and API service account for admins; your own account for everyone else',
      response: { 200: z.array(accountSchema), ...failures },
    },
    handler: async (request) => {
      const user = requireUser(request);
      return user.isAdmin ? accounts.list() : accounts.list({ id: user.accountId });
    },
  });

  app.post(ACCOUNT, {
    schema: {
      tags: TAGS,
      summary:
        'Create a user (admins): {email, full_name, is_admin, mfa_enabled}; they are mailed a link to set their password (valid 7 days)',
      description:
        '409 when the e-mail has an account; 503 when the account was created but the mail could not be sent (POST .../invitation sends it again).',
      body: accountCreateSchema,
      response: { 201: accountSchema, 409: takenBodySchema, 503: errorBodySchema, ...failures },
    },
    handler: async (request, reply) => {
      const admin = requireAdmin(request);
      const account = await accounts.createUser(request.body, { by: admin.email, at: app.clock.now() });
      await invite(account.email, admin);
      reply.code(201);
      return account;
    },
  });

  app.post(`${ACCOUNT}/:account/invitation`, {
    schema: {
      tags: TAGS,
      summary: 'Send the invitation (set-password link) again (admins)',
      params: accountParam,
      response: { 200: errorBodySchema, 503: errorBodySchema, ...failures },
    },
    handler: async (request) => {
      const admin = requireAdmin(request);
      const account = await accounts.byEmail(request.params.account);
      await invite(account.email, admin);
      return ok('The invitation e-mail was sent');
    },
  });

  app.get(`${ACCOUNT}/portfolio`, {
    schema: {
      tags: TAGS,
      summary: "The signed-in account's portfolios with can_write and is_default",
      response: { 200: z.array(accountPortfolioSchema), ...failures },
    },
    handler: async (request) => accounts.portfoliosOf(requireUser(request).accountId),
  });

  app.get(`${ACCOUNT}/api-service-account`, {
    schema: {
      tags: TAGS,
      summary: 'API service accounts with their portfolio (admins)',
      response: { 200: z.array(apiAccountSchema), ...failures },
    },
    handler: async (request) => {
      requireAdmin(request);
      return accounts.apiAccounts();
    },
  });

  app.post(`${ACCOUNT}/api-service-account`, {
    schema: {
      tags: TAGS,
      summary:
        'Create an API service account of one portfolio (admins); answers {id, username, secret}: the secret is shown only here',
      description:
        'It signs in like a user with HTTP Basic username:secret at GET dashboard-v3/auth/token (no two-factor), reaches only its portfolio (read-only unless can_write) and is never an administrator.',
      body: apiAccountCreateSchema,
      response: { 201: apiAccountSecretSchema, ...failures },
    },
    handler: async (request, reply) => {
      const admin = requireAdmin(request);
      reply.code(201);
      return accounts.createApiAccount(request.body, { by: admin.email, at: app.clock.now() });
    },
  });

  app.post(`${ACCOUNT}/api-service-account/:account/rotate`, {
    schema: {
      tags: TAGS,
      summary:
        "Replace an API service account's secret (admins): the old secret and every session stop working at once",
      params: accountParam,
      response: { 200: apiAccountSecretSchema, ...failures },
    },
    handler: async (request) => {
      const admin = requireAdmin(request);
      return accounts.rotate(request.params.account, { by: admin.email, at: app.clock.now() });
    },
  });

  app.put(`${ACCOUNT}/:account`, {
    schema: {
      tags: TAGS,
      summary: 'Change an account by e-mail (admins): full_name, is_admin, mfa_enabled, disabled, unlock',
      description:
        'disabled: true ends its sessions at once and refuses sign-in; unlock: true forgets its failed sign-ins. Send the version you loaded (409 when stale).',
      params: accountParam,
      body: accountUpdateSchema,
      response: { 200: accountSchema, 409: staleWriteSchema, ...failures },
    },
    handler: async (request) => {
      const admin = requireAdmin(request);
      return accounts.update(request.params.account, request.body, admin, app.clock.now());
    },
  });

  app.delete(`${ACCOUNT}/:account`, {
    schema: {
      tags: TAGS,
      summary: 'Delete an account by e-mail (admins); its sessions and links go with it',
      params: accountParam,
      response: { 200: errorBodySchema, ...failures },
    },
    handler: async (request) => {
      const admin = requireAdmin(request);
      await accounts.remove(request.params.account, admin, app.clock.now());
      return ok('The user was deleted successfully');
    },
  });

  app.get(`${ACCOUNT}/:account/portfolio`, {
    schema: {
      tags: TAGS,
      summary: "An account's portfolios by account id (admins)",
      params: accountParam,
      response: { 200: z.array(accountPortfolioSchema), ...failures },
    },
    handler: async (request) => {
      requireAdmin(request);
      return accounts.portfoliosOf((await accounts.byId(request.params.account)).id);
    },
  });

  app.get(`${ACCOUNT}/:account/permission`, {
    schema: {
      tags: TAGS,
      summary: 'The permissions and plan tier an account holds, by account id (admins)',
      params: accountParam,
      response: { 200: accountPermissionsSchema, ...failures },
    },
    handler: async (request) => {
      requireAdmin(request);
      const a = await accounts.byId(request.params.account);
      return {
        permissions: [...permissionsFor({ isAdmin: a.is_admin })],
        plan_tier: planTierFor({ isAdmin: a.is_admin, email: a.email }, app.config.internalEmailDomains),
        is_admin: a.is_admin,
      };
    },
  });

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

  app.put(`${ACCOUNT}/:account/portfolio/:portfolioId/write-permission`, {
    schema: {
      tags: TAGS,
      summary: 'Give or take write permission of an account (by e-mail) on a portfolio (admins)',
      params: z.object({ account: z.string().max(320), portfolioId: z.string().max(200) }),
      body: z.object({ can_write: z.boolean() }),
      response: { 200: errorBodySchema, ...failures },
    },
    handler: async (request) => {
      const admin = requireAdmin(request);
      await accounts.setWritePermission(request.params.account, request.params.portfolioId, request.body.can_write, {
        by: admin.email,
        at: app.clock.now(),
      });
      return ok('The write permission was saved');
    },
  });

  app.post('/dashboard-v3/portfolio/:portfolioId/account/:account', {
    schema: {
      tags: TAGS,
      summary: 'Link an account (by id) to a portfolio (admins); body {can_write} (default false)',
      params: linkParams,
      body: z.object({ can_write: z.boolean().default(false) }).nullish(),
      response: { 201: errorBodySchema, 409: errorBodySchema, ...failures },
    },
    handler: async (request, reply) => {
      const admin = requireAdmin(request);
      await accounts.link(request.params.portfolioId, request.params.account, request.body?.can_write ?? false, {
        by: admin.email,
        at: app.clock.now(),
      });
      reply.code(201);
      return ok('The portfolio was assigned successfully');
    },
  });

  app.delete('/dashboard-v3/portfolio/:portfolioId/account/:account', {
    schema: {
      tags: TAGS,
      summary: "Unlink an account from a portfolio (admins): the account's next request there is a 404",
      params: linkParams,
      response: { 200: errorBodySchema, ...failures },
    },
    handler: async (request) => {
      const admin = requireAdmin(request);
      await accounts.unlink(request.params.portfolioId, request.params.account, {
        by: admin.email,
        at: app.clock.now(),
      });
      return ok('The portfolio was unassigned successfully');
    },
  });

  app.put('/dashboard-v3/portfolio/:portfolioId/account/:account/default', {
    schema: {
      tags: TAGS,
      summary: "Make the portfolio the account's default (admins)",
      params: linkParams,
      response: { 200: errorBodySchema, ...failures },
    },
    handler: async (request) => {
      const admin = requireAdmin(request);
      await accounts.setDefault(request.params.portfolioId, request.params.account, {
        by: admin.email,
        at: app.clock.now(),
      });
      return ok('The default portfolio was saved');
    },
  });
};

export default accountsRoutes;
