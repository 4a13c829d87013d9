import { SignJWT, jwtVerify, compactVerify, errors as joseErrors } from 'jose';
import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S, tokenClaimsSchema, type TokenClaims } from '@penstock/domain';
import type { Clock } from '../../clock.js';

export type TokenType = TokenClaims['type'];

export class TokenError extends Error {
  constructor(public readonly reason: 'expired' | 'invalid') {
    super(reason);
  }
}

export interface TokenCodec {
  /** Signs a token of the given type with a fresh jti; times from the clock. */
  sign(input: {
    type: TokenType;
    sub: string;
    fresh: boolean;
    isAdmin: boolean;
    defaultPortfolio: string | null;
  }): Promise<{
    token: string;
    claims: TokenClaims;
  }>;
  /** Checks signature (HS256 only: alg none and others are refused), times and type. */
  verify(token: string, type: TokenType): Promise<TokenClaims>;
  /** Signature and shape only, ignoring expiry: for the expired access token sent along with a refresh. */
  verifyIgnoringExpiry(token: string): Promise<TokenClaims>;
}

const TTL: Record<TokenType, number> = { access: ACCESS_TOKEN_TTL_S, refresh: REFRESH_TOKEN_TTL_S };

export function createTokenCodec(secret: string, clock: Clock): TokenCodec {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ type, sub, fresh, isAdmin, defaultPortfolio }) {
      const now = Math.floor(clock.now().getTime() / 1000);
      // Exactly the claims of spec 1 section 3.
      const claims: TokenClaims = {
        jti: randomUUID(),
        nbf: now,
        exp: now + TTL[type],
        iat: now,
        sub,
        type,
        fresh,
        is_admin: isAdmin,
        ...(defaultPortfolio ? { default_portfolio: defaultPortfolio } : {}),
      };
      const token = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
      return { token, claims };
    },
    async verify(token, type) {
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: clock.now() }));
      } catch (err) {
        throw new TokenError(err instanceof joseErrors.JWTExpired ? 'expired' : 'invalid');
      }
      const claims = tokenClaimsSchema.safeParse(payload);
      if (!claims.success || claims.data.type !== type) throw new TokenError('invalid');
      return claims.data;
    },
    async verifyIgnoringExpiry(token) {
      try {
        const { payload, protectedHeader } = await compactVerify(token, key, { algorithms: ['HS256'] });
        if (protectedHeader.alg !== 'HS256') throw new Error('alg');
        const claims = tokenClaimsSchema.safeParse(JSON.parse(new TextDecoder().decode(payload)));
        if (!claims.success) throw new Error('shape');
        return claims.data;
      } catch {
        throw new TokenError('invalid');
      }
    },
  };
}
