import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../session/testTokens';
import { decodeTokenClaims } from './jwt';

describe('decodeTokenClaims', () => {
  it('reads every claim of the spec', () => {
    const claims = decodeTokenClaims(fakeJwt({ is_admin: true, default_portfolio: 'p1', sub: 'ä@penstock.demo' }));
    expect(claims).toMatchObject({
      jti: 'jti-1',
      type: 'access',
      fresh: true,
      is_admin: true,
      default_portfolio: 'p1',
      sub: 'ä@penstock.demo',
    });
  });
  it.each(['', 'abc', 'a.b', 'a.b.c.d', 'e30.e30.sig', '!!.??.x'])('rejects %j', (token) => {
    expect(decodeTokenClaims(token)).toBeNull();
  });
});
