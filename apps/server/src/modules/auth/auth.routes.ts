import {
  ACCESS_TOKEN_TTL_S,
  ERROR_TEXTS,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_S,
  MFA_CODE_TTL_S,
  REFRESH_TOKEN_TTL_S,
  errorBodySchema,
  loginResponseSchema,
  meResponseSchema,
  mfaChallengeSchema,
  multiFactorBodySchema,
  refreshBodySchema,
  resendQuerySchema,
  sessionCheckResponseSchema,
  tokenPairSchema,
} from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '../../http/authRateLimit.js';
import { HttpError } from '../../http/httpError.js';
import { routeGroup } from '../../http/routeGroup.js';
import { errorResponses } from '../../http/schemas.js';
import { createAuthService, MFA_MAX_ATTEMPTS } from './auth.service.js';
import { basicCredentials } from './basicCredentials.js';
import { requireUser } from './requireUser.js';
import { serviceDeps } from '../../plugins/serviceDeps.js';

const TOKENS_DOC = `Tokens are HS256 JWTs with the claims jti, nbf, exp, iat, sub (e-mail), type (access|refresh), fresh, default_portfolio, is_admin.
Access tokens live ${ACCESS_TOKEN_TTL_S / 60} minutes, refresh tokens ${REFRESH_TOKEN_TTL_S / 86400} days. Every token belongs to a server-side session that logout, a password change or a reused refresh token revokes at once.`;

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService(serviceDeps(app));
  const rateLimit = authRateLimit(app);

  const route = routeGroup(app, { tags: ['auth'], failures: { 401: errorBodySchema } });
  const bearer = [{ bearer: [] }];

  route.get(
    '/dashboard-v3/auth/token',
    {
      config: rateLimit,
      summary: 'Sign in with HTTP Basic credentials (e-mail and password)',
      description: `${TOKENS_DOC}
Accounts with two-factor sign-in get {mfa_secret, valid_until} instead and an e-mail with a 6-digit code valid ${MFA_CODE_TTL_S / 60} minutes.
Wrong password and unknown e-mail both answer 401 "${ERROR_TEXTS.invalidCredentials}". After ${LOGIN_FAILURE_LIMIT} failures for one e-mail within ${LOGIN_FAILURE_WINDOW_S / 60} minutes the answer is 429 with Retry-After (seconds), even for the right password.`,
      security: [{ basic: [] }],
      response: loginResponseSchema,
      failures: { 429: errorBodySchema },
    },
    async (request) => {
      const credentials = basicCredentials(request.headers.authorization);
      if (!credentials) throw new HttpError(401, ERROR_TEXTS.invalidCredentials);
      return auth.signIn(credentials.username, credentials.password);
    },
  );

  route.post(
    '/dashboard-v3/auth/multi_factor',
    {
      config: rateLimit,
      summary: 'Exchange the mailed two-factor code for tokens',
      description: `A code works once, until valid_until. After ${MFA_MAX_ATTEMPTS} wrong codes the challenge is void. Failures answer 401 with a detail saying the code is invalid or expired.`,
      security: [],
      body: multiFactorBodySchema,
      response: tokenPairSchema,
      failures: errorResponses,
    },
    async (request) => auth.verifyCode(request.body.username, request.body.mfaSecret, request.body.code),
  );

  route.get(
    '/dashboard-v3/auth/multi_factor/resend_token',
    {
      config: rateLimit,
      summary: 'Mail a new two-factor code; the previous code and mfa_secret stop working',
      description: 'Allowed for an open challenge up to 30 minutes after it was created.',
      security: [],
      querystring: resendQuerySchema,
      response: mfaChallengeSchema,
      failures: errorResponses,
    },
    async (request) => auth.resendCode(request.query.username, request.query.mfaSecret),
  );

  route.get(
    '/v1/auth',
    {
      summary: 'Session check: who the bearer access token belongs to',
      security: bearer,
      response: sessionCheckResponseSchema,
    },
    async (request) => auth.sessionOf(requireUser(request)),
  );

  route.post(
    '/v1/auth/refresh',
    {
      config: rateLimit,
      summary: 'Rotate the token pair: bearer REFRESH token, body {access_token} of the same session',
      description: `${TOKENS_DOC}
Each refresh token works once. Using one a second time revokes its whole session. New tokens carry fresh=false.`,
      security: bearer,
      body: refreshBodySchema,
      response: tokenPairSchema,
      failures: errorResponses,
    },
    async (request) => auth.refresh(request.headers.authorization, request.body.access_token),
  );

  route.post(
    '/v1/auth/logout',
    {
      summary: 'End the session of the bearer access token (its access and refresh tokens stop working at once)',
      security: bearer,
      response: errorBodySchema,
    },
    async (request) => {
      await auth.logout(requireUser(request));
      return { detail: 'You have been logged out.' };
    },
  );

  route.get(
    '/dashboard-v3/me',
    { summary: 'The signed-in user', security: bearer, response: meResponseSchema },
    async (request) => {
      const user = requireUser(request);
      return { name: user.name || user.email, email_address: user.email };
    },
  );
};

export default authRoutes;
