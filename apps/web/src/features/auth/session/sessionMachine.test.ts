import { describe, expect, it } from 'vitest';
import { initialSessionState, transition, type SessionEvent, type SessionState } from './sessionMachine';
import { fakeJwt, fakeSession } from './testTokens';

const profile = { email: 'operator@penstock.demo', name: 'Olga Operator', is_admin: false, default_portfolio: 'p1' };
const run = (events: SessionEvent[], from: SessionState = initialSessionState) => {
  let state = from;
  let effects: ReturnType<typeof transition>['effects'] = [];
  for (const e of events) ({ state, effects } = transition(state, e));
  return { state, effects };
};
const stored = fakeSession();
const loggedIn = run([
  { type: 'start', stored },
  { type: 'checkSucceeded', profile },
]).state;

describe('session start', () => {
  it('without a stored session: logged-out, nobody was here', () => {
    const { state, effects } = run([{ type: 'start', stored: null }]);
    expect(state.status).toBe('logged-out');
    expect(state.loggedOutCause).toBe('none');
    expect(effects).toEqual([]);
  });

  it('with a stored session: unknown while verifying', () => {
    const { state, effects } = run([{ type: 'start', stored }]);
    expect(state.status).toBe('unknown');
    expect(state.flags.verifyingSession).toBe(true);
    expect(state.tokens).toEqual(stored);
    expect(effects).toEqual([{ type: 'verify' }]);
  });

  it.each([
    ['not a JWT', { accessToken: 'garbage', refreshToken: stored.refreshToken }],
    ['bad claims', { accessToken: 'e30.e30.', refreshToken: stored.refreshToken }],
    ['empty refresh token', { accessToken: stored.accessToken, refreshToken: '' }],
  ])('an invalid stored token (%s) is forgotten', (_label, bad) => {
    const { state, effects } = run([{ type: 'start', stored: bad }]);
    expect(state.status).toBe('logged-out');
    expect(state.tokens).toBeNull();
    expect(effects).toEqual([{ type: 'store', session: null }]);
  });
});

describe('session check', () => {
  it('success: logged-in with e-mail and full name', () => {
    expect(loggedIn.status).toBe('logged-in');
    expect(loggedIn.user).toEqual({
      email: 'operator@penstock.demo',
      fullName: 'Olga Operator',
      isAdmin: false,
      defaultPortfolio: 'p1',
      planTier: 'basic',
    });
    expect(loggedIn.flags.verifyingSession).toBe(false);
  });

  it('the full name falls back to the e-mail', () => {
    const { state } = run([
      { type: 'start', stored },
      { type: 'checkSucceeded', profile: { ...profile, name: ' ' } },
    ]);
    expect(state.user?.fullName).toBe('operator@penstock.demo');
  });

  it.each([400, 401])('%i: logged-out, session forgotten, session expired raised', (status) => {
    const { state, effects } = run([
      { type: 'start', stored },
      { type: 'checkFailed', status },
    ]);
    expect(state.status).toBe('logged-out');
    expect(state.tokens).toBeNull();
    expect(state.sessionExpired).toBe(true);
    expect(state.loggedOutCause).toBe('expired');
    expect(effects).toEqual([{ type: 'store', session: null }, { type: 'sessionExpired' }]);
  });

  it.each([403, 500, 503, null])('other failures (%s): error-verifying-token, session kept', (status) => {
    const { state, effects } = run([
      { type: 'start', stored },
      { type: 'checkFailed', status },
    ]);
    expect(state.status).toBe('error-verifying-token');
    expect(state.tokens).toEqual(stored);
    expect(effects).toEqual([]);
  });

  it('a retry from the error state can succeed', () => {
    const { state } = run([
      { type: 'start', stored },
      { type: 'checkFailed', status: null },
      { type: 'checkStarted' },
      { type: 'checkSucceeded', profile },
    ]);
    expect(state.status).toBe('logged-in');
  });

  it('a session lost while in use keeps the user for the screen under the login modal', () => {
    const { state } = run([{ type: 'unauthorized' }, { type: 'checkFailed', status: 401 }], loggedIn);
    expect(state.status).toBe('logged-out');
    expect(state.hadSession).toBe(true);
    expect(state.user?.email).toBe('operator@penstock.demo');
  });
});

describe('401 on a non-auth path', () => {
  it('triggers one session check while logged in', () => {
    const first = transition(loggedIn, { type: 'unauthorized' });
    expect(first.effects).toEqual([{ type: 'verify' }]);
    expect(first.state.status).toBe('logged-in');
    expect(transition(first.state, { type: 'unauthorized' }).effects).toEqual([]);
  });

  it('is ignored when nobody is logged in', () => {
    const out = run([{ type: 'start', stored: null }]).state;
    expect(transition(out, { type: 'unauthorized' }).effects).toEqual([]);
  });
});

describe('login', () => {
  it('sets and clears the loggingIn and checkingMfa flags', () => {
    const start = run([{ type: 'start', stored: null }]).state;
    const pending = run([{ type: 'loginStarted' }, { type: 'mfaStarted' }], start).state;
    expect(pending.flags).toMatchObject({ loggingIn: true, checkingMfa: true });
    expect(transition(pending, { type: 'loginFailed' }).state.flags).toMatchObject({
      loggingIn: false,
      checkingMfa: false,
    });
  });

  it('success: logged-in and the tokens are stored', () => {
    const tokens = fakeSession();
    const user = { email: 'a@b.c', fullName: 'A', isAdmin: true, defaultPortfolio: null, planTier: 'plus' as const };
    const { state, effects } = run([
      { type: 'start', stored: null },
      { type: 'loginStarted' },
      { type: 'loginSucceeded', tokens, user },
    ]);
    expect(state.status).toBe('logged-in');
    expect(state.user).toEqual(user);
    expect(state.flags.loggingIn).toBe(false);
    expect(state.sessionExpired).toBe(false);
    expect(effects).toEqual([{ type: 'store', session: tokens }]);
  });
});

describe('token refresh', () => {
  it('success: the new pair is stored', () => {
    const next = fakeSession(4_000_000_000);
    const { state, effects } = run([{ type: 'refreshStarted' }, { type: 'refreshSucceeded', tokens: next }], loggedIn);
    expect(state.tokens).toEqual(next);
    expect(state.flags.refreshingToken).toBe(false);
    expect(effects).toEqual([{ type: 'store', session: next }]);
  });

  it('rejected with 401: logged-out, remembering the e-mail as a returning user', () => {
    const { state, effects } = run([{ type: 'refreshStarted' }, { type: 'refreshFailed', status: 401 }], loggedIn);
    expect(state.status).toBe('logged-out');
    expect(state.tokens).toBeNull();
    expect(effects).toEqual([
      { type: 'store', session: null },
      { type: 'rememberEmail', email: 'operator@penstock.demo' },
    ]);
  });

  it('rejected at start: the e-mail comes from the token subject', () => {
    const s = { accessToken: fakeJwt({ sub: 'mfa@penstock.demo' }), refreshToken: stored.refreshToken };
    const { effects } = run([
      { type: 'start', stored: s },
      { type: 'refreshFailed', status: 401 },
    ]);
    expect(effects).toContainEqual({ type: 'rememberEmail', email: 'mfa@penstock.demo' });
  });

  it('other failures keep the session', () => {
    const { state } = run([{ type: 'refreshStarted' }, { type: 'refreshFailed', status: 503 }], loggedIn);
    expect(state.status).toBe('logged-in');
    expect(state.flags.refreshingToken).toBe(false);
  });
});

describe('logout', () => {
  it('pending, then success: logged-out screen cause, session forgotten', () => {
    const pending = transition(loggedIn, { type: 'logoutStarted' }).state;
    expect(pending.logout).toBe('pending');
    expect(pending.flags.loggingOut).toBe(true);
    const { state, effects } = transition(pending, { type: 'logoutSucceeded' });
    expect(state).toMatchObject({
      status: 'logged-out',
      logout: 'success',
      loggedOutCause: 'logout',
      user: null,
      tokens: null,
    });
    expect(effects).toEqual([{ type: 'store', session: null }]);
  });

  it('failure: stays logged in in the error state', () => {
    const { state } = run([{ type: 'logoutStarted' }, { type: 'logoutFailed' }], loggedIn);
    expect(state).toMatchObject({ status: 'logged-in', logout: 'error' });
    expect(state.flags.loggingOut).toBe(false);
  });

  it('after a password change: logged-out remembering the e-mail', () => {
    const { state, effects } = transition(loggedIn, { type: 'passwordChanged' });
    expect(state).toMatchObject({ status: 'logged-out', loggedOutCause: 'logout' });
    expect(effects).toContainEqual({ type: 'rememberEmail', email: 'operator@penstock.demo' });
  });
});

describe('another tab', () => {
  it('adopts a rotated pair', () => {
    const next = fakeSession(4_000_000_000);
    expect(transition(loggedIn, { type: 'tokensAdopted', tokens: next }).state.tokens).toEqual(next);
  });
  it('follows a logout elsewhere', () => {
    expect(transition(loggedIn, { type: 'tokensAdopted', tokens: null }).state.status).toBe('logged-out');
  });
});
