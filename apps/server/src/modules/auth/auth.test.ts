import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_TEXTS,
  sessionCheckResponseSchema,
  tokenClaimsSchema,
  ACCESS_TOKEN_TTL_S,
  REFRESH_TOKEN_TTL_S,
} from '@penstock/domain';
import { SignJWT, decodeJwt } from 'jose';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { basic, bearer, signIn } from '../../testing/signIn.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const refresh = (refreshToken: string, accessToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/refresh',
    headers: bearer(refreshToken),
    payload: { access_token: accessToken },
  });
const logout = (accessToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(accessToken) });

describe('GET dashboard-v3/auth/token', () => {
  it('answers a token pair with exactly the spec claims', async () => {
    const tokens = await signIn(t.app, 'operator@penstock.demo');
    const claims = decodeJwt(tokens.access_token);
    expect(Object.keys(claims).sort()).toEqual([
      'default_portfolio',
      'exp',
      'fresh',
      'iat',
      'is_admin',
      'jti',
      'nbf',
      'sub',
      'type',
    ]);
    expect(tokenClaimsSchema.parse(claims)).toMatchObject({
      sub: 'operator@penstock.demo',
      type: 'access',
      fresh: true,
      is_admin: false,
      default_portfolio: 'alpine',
    });
    expect(claims.exp! - claims.iat!).toBe(ACCESS_TOKEN_TTL_S);
    const refresh = decodeJwt(tokens.refresh_token);
    expect(refresh).toMatchObject({ type: 'refresh', fresh: true });
    expect(refresh.exp! - refresh.iat!).toBe(REFRESH_TOKEN_TTL_S);
    expect(decodeJwt((await signIn(t.app, 'newcomer@penstock.demo')).access_token).default_portfolio).toBeUndefined();
    expect(decodeJwt((await signIn(t.app, 'admin@penstock.demo')).access_token).is_admin).toBe(true);
  });

  it('tells caches not to store API answers', async () => {
    const res = await get('/api/dashboard-v3/auth/token', basic('operator@penstock.demo', 'Penstock-demo-2026!'));
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('accepts the e-mail in any case', async () => {
    await expect(signIn(t.app, 'Operator@Penstock.DEMO')).resolves.toHaveProperty('access_token');
  });

  it('answers 401 with the same detail for a wrong password and an unknown user', async () => {
    const wrong = await get('/api/dashboard-v3/auth/token', basic('operator@penstock.demo', 'nope-nope-nope'));
    const unknown = await get('/api/dashboard-v3/auth/token', basic('ghost@penstock.demo', 'Penstock-demo-2026!'));
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: ERROR_TEXTS.invalidCredentials });
      expect(res.headers['www-authenticate']).toBeUndefined();
    }
  });

  it('answers 401 without or with malformed credentials', async () => {
    const cases: Array<Record<string, string>> = [
      {},
      { authorization: 'Basic' },
      { authorization: 'Basic !!!' },
      { authorization: `Basic ${Buffer.from('nocolon').toString('base64')}` },
      { authorization: 'Bearer x' },
    ];
    for (const headers of cases) {
      const res = await get('/api/dashboard-v3/auth/token', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe(ERROR_TEXTS.invalidCredentials);
    }
  });
});

describe('session check, me, logout', () => {
  it('GET v1/auth answers the session user; dashboard-v3/me answers name and e-mail', async () => {
    const { access_token } = await signIn(t.app, 'operator@penstock.demo');
    const check = await get('/api/v1/auth', bearer(access_token));
    expect(check.statusCode).toBe(200);
    expect(sessionCheckResponseSchema.parse(check.json())).toEqual({
      email: 'operator@penstock.demo',
      name: 'Olav Operator',
      is_admin: false,
      default_portfolio: 'alpine',
      plan_tier: 'basic',
    });
    const me = await get('/api/dashboard-v3/me', bearer(access_token));
    expect(me.json()).toEqual({ name: 'Olav Operator', email_address: 'operator@penstock.demo' });
  });

  it('needs a bearer token', async () => {
    for (const url of ['/api/v1/auth', '/api/dashboard-v3/me']) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, { authorization: 'Bearer not-a-jwt' })).statusCode).toBe(401);
    }
  });

  it('logout revokes the session at once (access and refresh token)', async () => {
    const tokens = await signIn(t.app, 'operator@penstock.demo');
    const other = await signIn(t.app, 'operator@penstock.demo');
    const out = await logout(tokens.access_token);
    expect(out.statusCode).toBe(200);
    expect((await get('/api/dashboard-v3/me', bearer(tokens.access_token))).statusCode).toBe(401);
    const refreshed = await refresh(tokens.refresh_token, tokens.access_token);
    expect(refreshed.statusCode).toBe(401);
    // Another session of the same user is untouched.
    expect((await get('/api/dashboard-v3/me', bearer(other.access_token))).statusCode).toBe(200);
    // Logging out again with the dead token is a 401 (the web counts that as done).
    expect((await logout(tokens.access_token)).statusCode).toBe(401);
  });
});

describe('token checks', () => {
  const secret = () => new TextEncoder().encode(t.config.jwtSecret);
  const now = () => Math.floor(Date.now() / 1000);

  it('rejects expired access tokens with the session-expired text', async () => {
    const { access_token } = await signIn(t.app, 'operator@penstock.demo');
    t.clock.advance((ACCESS_TOKEN_TTL_S + 5) * 1000);
    try {
      const res = await get('/api/dashboard-v3/me', bearer(access_token));
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe(ERROR_TEXTS.sessionExpired);
    } finally {
      t.clock.advance(-(ACCESS_TOKEN_TTL_S + 5) * 1000);
    }
    expect((await get('/api/dashboard-v3/me', bearer(access_token))).statusCode).toBe(200);
  });

  it('rejects tampered tokens', async () => {
    const { access_token } = await signIn(t.app, 'operator@penstock.demo');
    const [h, p, s] = access_token.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, sub: 'admin@penstock.demo', is_admin: true })).toString(
      'base64url',
    );
    expect((await get('/api/dashboard-v3/me', bearer(`${h}.${forged}.${s}`))).statusCode).toBe(401);
    const flipped = s.slice(0, -2) + (s.at(-2) === 'A' ? 'B' : 'A') + s.at(-1);
    expect((await get('/api/dashboard-v3/me', bearer(`${h}.${p}.${flipped}`))).statusCode).toBe(401);
  });

  it('rejects alg none and tokens signed with another key', async () => {
    const { access_token } = await signIn(t.app, 'operator@penstock.demo');
    const payload = decodeJwt(access_token);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;
    expect((await get('/api/dashboard-v3/me', bearer(none))).statusCode).toBe(401);
    const other = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await get('/api/dashboard-v3/me', bearer(other))).statusCode).toBe(401);
  });

  it('rejects a correctly signed token whose jti was never issued', async () => {
    const token = await new SignJWT({
      jti: 'made-up',
      nbf: now(),
      iat: now(),
      exp: now() + 60,
      sub: 'admin@penstock.demo',
      type: 'access',
      fresh: true,
      is_admin: true,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret());
    expect((await get('/api/dashboard-v3/me', bearer(token))).statusCode).toBe(401);
  });

  it('refuses a refresh token as access token and an access token as refresh token', async () => {
    const tokens = await signIn(t.app, 'operator@penstock.demo');
    expect((await get('/api/dashboard-v3/me', bearer(tokens.refresh_token))).statusCode).toBe(401);
    const res = await refresh(tokens.access_token, tokens.access_token);
    expect(res.statusCode).toBe(401);
  });
});

describe('POST v1/auth/refresh', () => {
  it('rotates the pair; new tokens are not fresh', async () => {
    const first = await signIn(t.app, 'operator@penstock.demo');
    const res = await refresh(first.refresh_token, first.access_token);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(decodeJwt(second.access_token)).toMatchObject({
      fresh: false,
      type: 'access',
      sub: 'operator@penstock.demo',
    });
    expect(decodeJwt(second.refresh_token)).toMatchObject({ fresh: false, type: 'refresh' });
    expect((await get('/api/dashboard-v3/me', bearer(second.access_token))).statusCode).toBe(200);
    const third = await refresh(second.refresh_token, second.access_token);
    expect(third.statusCode).toBe(200);
  });

  it('works with an expired access token of the same session', async () => {
    const first = await signIn(t.app, 'operator@penstock.demo');
    t.clock.advance((ACCESS_TOKEN_TTL_S + 60) * 1000);
    try {
      expect((await refresh(first.refresh_token, first.access_token)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-(ACCESS_TOKEN_TTL_S + 60) * 1000);
    }
  });

  it('refuses an access token of another session', async () => {
    const a = await signIn(t.app, 'operator@penstock.demo');
    const b = await signIn(t.app, 'operator@penstock.demo');
    expect((await refresh(a.refresh_token, b.access_token)).statusCode).toBe(401);
    expect((await refresh(a.refresh_token, 'garbage')).statusCode).toBe(401);
  });

  it('a refresh token used twice revokes the whole session', async () => {
    const first = await signIn(t.app, 'operator@penstock.demo');
    const second = (await refresh(first.refresh_token, first.access_token)).json();
    const reuse = await refresh(first.refresh_token, first.access_token);
    expect(reuse.statusCode).toBe(401);
    // Every token of that session is dead now, including the newest pair.
    expect((await get('/api/dashboard-v3/me', bearer(second.access_token))).statusCode).toBe(401);
    expect((await refresh(second.refresh_token, second.access_token)).statusCode).toBe(401);
  });

  it('two concurrent refreshes with the same token: one wins, the reuse ends the session', async () => {
    const first = await signIn(t.app, 'operator@penstock.demo');
    const [a, b] = await Promise.all([
      refresh(first.refresh_token, first.access_token),
      refresh(first.refresh_token, first.access_token),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 401]);
    const winner = (a.statusCode === 200 ? a : b).json();
    expect((await get('/api/dashboard-v3/me', bearer(winner.access_token))).statusCode).toBe(401);
  });

  it('rejects an expired refresh token', async () => {
    const first = await signIn(t.app, 'operator@penstock.demo');
    t.clock.advance((REFRESH_TOKEN_TTL_S + 60) * 1000);
    try {
      const res = await refresh(first.refresh_token, first.access_token);
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe(ERROR_TEXTS.sessionExpired);
    } finally {
      t.clock.advance(-(REFRESH_TOKEN_TTL_S + 60) * 1000);
    }
  });

  it('needs the body and a bearer token', async () => {
    const first = await signIn(t.app, 'operator@penstock.demo');
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: bearer(first.refresh_token),
    });
    expect(noBody.statusCode).toBe(400);
    const noBearer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { access_token: first.access_token },
    });
    expect(noBearer.statusCode).toBe(401);
  });
});
