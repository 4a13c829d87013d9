import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import { createSessionController, type SessionApi } from './sessionController';
import type { StoredSession } from './sessionMachine';
import type { SessionPersistence } from './sessionPersistence';
import { fakeJwt } from './testTokens';

const NOW = Date.UTC(2026, 10, 21, 12);
const nowS = NOW / 1000;
const profile = { email: 'operator@penstock.demo', name: 'Olga Operator', is_admin: false, default_portfolio: 'p1' };
const session = (expInS: number, tag = 'a'): StoredSession => ({
  accessToken: fakeJwt({ exp: nowS + expInS, jti: `acc-${tag}` }),
  refreshToken: fakeJwt({ type: 'refresh', exp: nowS + 86400, jti: `ref-${tag}` }),
});
const pair = (s: StoredSession) => ({ access_token: s.accessToken, refresh_token: s.refreshToken });
const apiError = (status: number) => new ApiError({ request: { method: 'GET', url: '/api/x' }, status, body: null });

function memoryPersistence(initial: StoredSession | null = null) {
  let stored = initial;
  let email: string | null = null;
  const p: SessionPersistence = {
    load: () => stored,
    save: (s) => void (stored = s),
    returningEmail: () => email,
    rememberEmail: (e) => void (email = e),
    onExternalChange: () => () => {},
  };
  return { p, stored: () => stored, email: () => email };
}

function setup(initial: StoredSession | null, api: Partial<SessionApi> = {}, clock = { now: NOW }) {
  const mem = memoryPersistence(initial);
  const fullApi: SessionApi = {
    checkSession: vi.fn(async () => profile),
    refresh: vi.fn(async () => pair(session(900, 'b'))),
    logout: vi.fn(async () => {}),
    ...api,
  };
  const c = createSessionController({ persistence: mem.p, api: fullApi, now: () => clock.now });
  return { c, api: fullApi, mem };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('session controller', () => {
  it('verifies a stored session at start', async () => {
    const { c, api } = setup(session(900));
    c.start();
    expect(c.getState().status).toBe('unknown');
    await settle();
    expect(api.checkSession).toHaveBeenCalledTimes(1);
    expect(c.getState().status).toBe('logged-in');
    expect(c.getState().user?.fullName).toBe('Olga Operator');
  });

  it('refreshes an almost expired access token before the check', async () => {
    const { c, api, mem } = setup(session(5));
    c.start();
    await settle();
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(api.checkSession).toHaveBeenCalledWith(session(900, 'b').accessToken);
    expect(mem.stored()).toEqual(session(900, 'b'));
  });

  it('a 401 on the check ends the session and raises session expired', async () => {
    const { c, mem } = setup(session(900), { checkSession: vi.fn(async () => Promise.reject(apiError(401))) });
    c.start();
    await settle();
    expect(c.getState()).toMatchObject({ status: 'logged-out', sessionExpired: true });
    expect(mem.stored()).toBeNull();
  });

  it('a network failure on the check gives error-verifying-token, and a retry recovers', async () => {
    const check = vi
      .fn<SessionApi['checkSession']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(profile);
    const { c } = setup(session(900), { checkSession: check });
    c.start();
    await settle();
    expect(c.getState().status).toBe('error-verifying-token');
    await c.verify();
    expect(c.getState().status).toBe('logged-in');
  });

  it('concurrent callers share one refresh', async () => {
    let release!: () => void;
    const refresh = vi.fn(
      () => new Promise<ReturnType<typeof pair>>((r) => (release = () => r(pair(session(900, 'c'))))),
    );
    const clock = { now: NOW };
    const { c } = setup(session(900), { refresh }, clock);
    c.start();
    await settle();
    clock.now = NOW + 897_000; // 3 s of life left
    const calls = [c.freshAccessToken(), c.freshAccessToken(), c.freshAccessToken()];
    expect(c.getState().flags.refreshingToken).toBe(true);
    release();
    const tokens = await Promise.all(calls);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(new Set(tokens)).toEqual(new Set([session(900, 'c').accessToken]));
  });

  it('a local clock far ahead of the server refreshes once, not on every call', async () => {
    const clock = { now: NOW + 3600_000 }; // an hour ahead
    const issued = () => {
      const iat = Math.floor((clock.now - 3600_000) / 1000);
      return pair({
        accessToken: fakeJwt({ iat, exp: iat + 900, jti: `a${iat}` }),
        refreshToken: fakeJwt({ type: 'refresh', iat, exp: iat + 86400 }),
      });
    };
    const refresh = vi.fn(async () => issued());
    const { c } = setup(session(900), { refresh }, clock);
    c.start();
    await settle();
    expect(refresh).toHaveBeenCalledTimes(1); // the stored token looked expired on the fast clock
    await c.freshAccessToken();
    clock.now += 60_000;
    await c.freshAccessToken();
    expect(refresh).toHaveBeenCalledTimes(1);
    clock.now += 850_000; // 910 s after issue by the server's clock
    await c.freshAccessToken();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('a refresh rejected with 401 logs out and remembers the e-mail', async () => {
    const { c, mem } = setup(session(3), { refresh: vi.fn(async () => Promise.reject(apiError(401))) });
    c.start();
    await settle();
    expect(c.getState().status).toBe('logged-out');
    expect(mem.email()).toBe('operator@penstock.demo');
    expect(c.bridge.isLoggedOut()).toBe(true);
  });

  it('logout: a 401 counts as done, other failures give the error state', async () => {
    const ok = setup(session(900), { logout: vi.fn(async () => Promise.reject(apiError(401))) });
    ok.c.start();
    await settle();
    expect(await ok.c.logout()).toBe(true);
    expect(ok.c.getState()).toMatchObject({ status: 'logged-out', logout: 'success', loggedOutCause: 'logout' });

    const bad = setup(session(900), { logout: vi.fn(async () => Promise.reject(apiError(500))) });
    bad.c.start();
    await settle();
    expect(await bad.c.logout()).toBe(false);
    expect(bad.c.getState()).toMatchObject({ status: 'logged-in', logout: 'error' });
  });

  it('completeLogin takes the profile from the check, or the token claims when it fails', async () => {
    const { c, mem } = setup(null, { checkSession: vi.fn(async () => Promise.reject(new TypeError('offline'))) });
    c.start();
    const s = {
      accessToken: fakeJwt({ sub: 'admin@penstock.demo', is_admin: true, exp: nowS + 900 }),
      refreshToken: session(900).refreshToken,
    };
    await c.completeLogin(pair(s));
    expect(c.getState().user).toEqual({
      email: 'admin@penstock.demo',
      fullName: 'admin@penstock.demo',
      isAdmin: true,
      defaultPortfolio: null,
      planTier: 'plus',
    });
    expect(mem.stored()).toEqual(s);
  });

  it('a 401 on a non-auth call re-checks the session', async () => {
    const { c, api } = setup(session(900));
    c.start();
    await settle();
    c.bridge.unauthorized();
    await settle();
    expect(api.checkSession).toHaveBeenCalledTimes(2);
  });
});
