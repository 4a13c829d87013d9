// Unsigned JWTs for tests: the browser only decodes claims, so no signature is needed.
import type { TokenClaims } from '@penstock/domain';

const b64url = (value: unknown) =>
  Buffer.from(JSON.stringify(value)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function fakeJwt(claims: Partial<TokenClaims> = {}): string {
  const iat = Math.floor(Date.UTC(2026, 0, 1) / 1000);
  const full: TokenClaims = {
    jti: 'jti-1',
    nbf: iat,
    iat,
    exp: iat + 900,
    sub: 'operator@penstock.demo',
    type: 'access',
    fresh: true,
    ...claims,
  };
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(full)}.c2lnbmF0dXJl`;
}

export const fakeSession = (exp?: number) => ({
  accessToken: fakeJwt(exp === undefined ? {} : { exp }),
  refreshToken: fakeJwt({ type: 'refresh', fresh: false, jti: `r-${exp ?? 0}`, exp: 4_000_000_000 }),
});
