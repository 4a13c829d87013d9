import { z } from 'zod';
import { MFA_CODE_LENGTH } from './constants.js';
import { newPasswordSchema } from './password.js';

/** Access and refresh token pair (JWT, HS256). */
export const tokenPairSchema = z.object({ access_token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Two-factor challenge: an opaque secret and when the mailed code expires (ISO 8601, UTC). */
export const mfaChallengeSchema = z.object({ mfa_secret: z.string(), valid_until: z.string() });
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

/** GET dashboard-v3/auth/token answers one of the two. */
export const loginResponseSchema = z.union([tokenPairSchema, mfaChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const isMfaChallenge = (r: LoginResponse): r is MfaChallenge => 'mfa_secret' in r;

export const multiFactorBodySchema = z.object({
  code: z.string().trim().length(MFA_CODE_LENGTH),
  username: z.string().min(1),
  mfaSecret: z.string().min(1),
});
export type MultiFactorBody = z.infer<typeof multiFactorBodySchema>;

export const resendQuerySchema = z.object({ username: z.string().min(1), mfaSecret: z.string().min(1) });

export const refreshBodySchema = z.object({ access_token: z.string() });
export const forgotPasswordBodySchema = z.object({ email: z.string().email() });
export const setPasswordBodySchema = z.object({
  new_password: newPasswordSchema,
  email: z.string().email(),
  reset_token: z.string().min(1),
});
export const changePasswordBodySchema = z.object({ password: z.string().min(1), new_password: newPasswordSchema });

/** GET dashboard-v3/me */
export const meResponseSchema = z.object({ name: z.string(), email_address: z.string() });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** GET v1/auth: the session behind the bearer token. */
export const sessionCheckResponseSchema = z.object({
  email: z.string(),
  name: z.string(),
  is_admin: z.boolean(),
  default_portfolio: z.string().nullable(),
});
export type SessionCheckResponse = z.infer<typeof sessionCheckResponseSchema>;

/** Claims of access and refresh tokens, exactly as spec 1 section 3 lists them. Times in epoch seconds. */
export const tokenClaimsSchema = z.object({
  jti: z.string(),
  nbf: z.number(),
  exp: z.number(),
  iat: z.number(),
  sub: z.string(),
  type: z.enum(['access', 'refresh']),
  fresh: z.boolean(),
  default_portfolio: z.string().optional(),
  is_admin: z.boolean().optional(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/** Token lifetimes (documented in the README). */
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 14 * 24 * 60 * 60;
export const MFA_CODE_TTL_S = 5 * 60;
export const RESET_TOKEN_TTL_S = 60 * 60;
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_S = 15 * 60;
