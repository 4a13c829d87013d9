// Answers the web parses on its first screen: zod/mini, which tree-shakes (classic zod alone was
// about 24 KB gzip of the cockpit's JavaScript). Request bodies, validated by the server, are in authBodies.ts.
import type { z } from 'zod';
import * as zm from 'zod/mini';
import { PLAN_TIERS } from './constants.js';

/** Access and refresh token pair (JWT, HS256). */
export const tokenPairSchema = zm.object({ access_token: zm.string(), refresh_token: zm.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Two-factor challenge: an opaque secret and when the mailed code expires (ISO 8601, UTC). */
export const mfaChallengeSchema = zm.object({ mfa_secret: zm.string(), valid_until: zm.string() });
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

/** GET dashboard-v3/auth/token answers one of the two. */
export const loginResponseSchema = zm.union([tokenPairSchema, mfaChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const isMfaChallenge = (r: LoginResponse): r is MfaChallenge => 'mfa_secret' in r;

/** GET dashboard-v3/me */
export const meResponseSchema = zm.object({ name: zm.string(), email_address: zm.string() });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** GET v1/auth: the session behind the bearer token. */
export const sessionCheckResponseSchema = zm.object({
  email: zm.string(),
  name: zm.string(),
  is_admin: zm.boolean(),
  default_portfolio: zm.nullable(zm.string()),
  /** decided by the server from the configured internal e-mail domains (spec 1 section 6) */
  plan_tier: zm.optional(zm.enum(PLAN_TIERS)),
});
export type SessionCheckResponse = z.infer<typeof sessionCheckResponseSchema>;

/** Claims of access and refresh tokens, exactly as spec 1 section 3 lists them. Times in epoch seconds. */
export const tokenClaimsSchema = zm.object({
  jti: zm.string(),
  nbf: zm.number(),
  exp: zm.number(),
  iat: zm.number(),
  sub: zm.string(),
  type: zm.enum(['access', 'refresh']),
  fresh: zm.boolean(),
  default_portfolio: zm.optional(zm.string()),
  is_admin: zm.optional(zm.boolean()),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/** Token lifetimes (documented in the README). */
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 14 * 24 * 60 * 60;
export const MFA_CODE_TTL_S = 5 * 60;
export const RESET_TOKEN_TTL_S = 60 * 60;
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_S = 15 * 60;
