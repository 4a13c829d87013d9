import {
  changePasswordBodySchema,
  errorBodySchema,
  forgotPasswordBodySchema,
  PASSWORD_HINT,
  RESET_TOKEN_TTL_S,
  setPasswordBodySchema,
} from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '../../http/authRateLimit.js';
import { errorResponses } from '../../http/schemas.js';
import { FORGOT_ANSWER, createPasswordService } from './password.service.js';
import { requireUser } from './requireUser.js';
import { serviceDeps } from '../../plugins/serviceDeps.js';

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const passwords = createPasswordService(serviceDeps(app));
  const rateLimit = authRateLimit(app);
  app.addHook('onClose', () => passwords.drain());

  app.post('/dashboard-v3/auth/password/forgot', {
    config: rateLimit,
    schema: {
      tags: ['auth'],
      summary: 'Mail a password reset link',
      description: `The link is PUBLIC_URL/en/reset-password?reset_token=...&email=..., single use, valid ${RESET_TOKEN_TTL_S / 60} minutes. The answer is the same whether or not the account exists; an API service account gets no link (it has no password: rotate its secret).`,
      security: [],
      body: forgotPasswordBodySchema,
      response: { 200: errorBodySchema, 400: errorResponses[400] },
    },
    handler: async (request) => {
      passwords.forgot(request.body.email);
      return { detail: FORGOT_ANSWER };
    },
  });

  app.post('/dashboard-v3/auth/password/set', {
    config: rateLimit,
    schema: {
      tags: ['auth'],
      summary: 'Set a new password with the mailed reset token',
      description: `${PASSWORD_HINT} Ends every session of the account. A link never sets an API service account's secret (400).`,
      security: [],
      body: setPasswordBodySchema,
      response: { 200: errorBodySchema, 400: errorResponses[400] },
    },
    handler: async (request) => {
      await passwords.setWithToken(request.body.email, request.body.reset_token, request.body.new_password);
      return { detail: 'Your password has been set. You can now log in.' };
    },
  });

  // The spec leaves this path open; it sits beside the other password endpoints.
  app.post('/dashboard-v3/auth/password/change', {
    schema: {
      tags: ['auth'],
      summary: 'Change the password of the signed-in user',
      description: `Body {password (current), new_password}. ${PASSWORD_HINT} A wrong current password answers 400 "You provided the wrong password.". Success ends every session of the user (the client logs out). An API service account has no password: 403 (an administrator rotates its secret).`,
      security: [{ bearer: [] }],
      body: changePasswordBodySchema,
      response: { 200: errorBodySchema, ...errorResponses, 403: errorBodySchema },
    },
    handler: async (request) => {
      await passwords.change(requireUser(request), request.body.password, request.body.new_password);
      return { detail: 'Your password has been changed.' };
    },
  });
};

export default passwordRoutes;
