import { tokenClaimsSchema, type TokenClaims } from '@penstock/domain';

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/**
 * Claims of a JWT, decoded but NOT verified (the browser has no key; the server verifies every
 * call). Null when the token is not a JWT or its claims do not have the spec's shape.
 */
export function decodeTokenClaims(token: string): TokenClaims | null {
  if (typeof token !== 'string' || !JWT_SHAPE.test(token)) return null;
  try {
    const payload = token.split('.')[1];
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const parsed = tokenClaimsSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
