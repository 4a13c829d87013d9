// Runs the session machine: holds the state, performs its effects (storage, session checks) and
// owns the single token refresh. Framework-free: React reads it through useSyncExternalStore.
import { ERROR_TEXTS, type SessionCheckResponse, type TokenPair } from '@penstock/domain';
import { isApiError } from '../../../api/ApiError';
import type { AuthBridge } from '../../../api/authBridge';
import { decodeTokenClaims } from '../utils/jwt';
import { needsRefresh } from '../utils/tokenRefresh';
import {
  initialSessionState,
  isValidStoredSession,
  transition,
  type SessionEffect,
  type SessionEvent,
  type SessionState,
  type StoredSession,
  userFromProfile,
} from './sessionMachine';
import type { SessionPersistence } from './sessionPersistence';

export interface SessionApi {
  checkSession(accessToken: string): Promise<SessionCheckResponse>;
  refresh(refreshToken: string, accessToken: string): Promise<TokenPair>;
  logout(accessToken: string): Promise<void>;
}

export interface SessionControllerDeps {
  persistence: SessionPersistence;
  api: SessionApi;
  now?: () => number;
  /** Serialises refreshes across tabs (Web Locks): a refresh token used twice revokes the session. */
  withLock?: <T>(name: string, fn: () => Promise<T>) => Promise<T>;
}

export type SessionController = ReturnType<typeof createSessionController>;

const toStored = (pair: TokenPair): StoredSession => ({
  accessToken: pair.access_token,
  refreshToken: pair.refresh_token,
});
const statusOf = (error: unknown) => (isApiError(error) ? error.status : null);

export function createSessionController(deps: SessionControllerDeps) {
  const now = deps.now ?? Date.now;
  const withLock = deps.withLock ?? (<T>(_name: string, fn: () => Promise<T>) => fn());
  let state: SessionState = initialSessionState;
  const listeners = new Set<() => void>();
  let verifying: Promise<void> | null = null;
  let refreshing: Promise<string | null> | null = null;
  let started = false;
  // Server clock minus local clock, learnt from the iat of tokens as they arrive: a browser whose
  // clock is off would otherwise see fresh tokens as expired (and refresh on every call) or miss expiry.
  let clockOffsetMs = 0;
  const serverNow = () => now() + clockOffsetMs;
  function calibrate(accessToken: string): void {
    const claims = decodeTokenClaims(accessToken);
    if (claims) clockOffsetMs = claims.iat * 1000 - now();
  }

  function dispatch(event: SessionEvent): void {
    const result = transition(state, event);
    state = result.state;
    result.effects.forEach(perform);
    listeners.forEach((listener) => listener());
  }

  function perform(effect: SessionEffect): void {
    switch (effect.type) {
      case 'store':
        deps.persistence.save(effect.session);
        break;
      case 'rememberEmail':
        deps.persistence.rememberEmail(effect.email);
        break;
      case 'verify':
        // After the current dispatch has finished notifying.
        queueMicrotask(() => void verify());
        break;
      case 'sessionExpired':
        break; // raised through state.sessionExpired, which the login screens show
    }
  }

  /** GET v1/auth with a fresh access token; one check at a time. */
  function verify(): Promise<void> {
    verifying ??= (async () => {
      if (!state.flags.verifyingSession) dispatch({ type: 'checkStarted' });
      try {
        const token = await freshAccessToken();
        if (!token || !state.tokens) return;
        const profile = await deps.api.checkSession(token);
        if (!profile.email) throw new Error(ERROR_TEXTS.noEmail);
        dispatch({ type: 'checkSucceeded', profile });
      } catch (error) {
        dispatch({ type: 'checkFailed', status: statusOf(error) });
      }
    })().finally(() => {
      verifying = null;
    });
    return verifying;
  }

  /** The access token, refreshed first when less than 10 s of life remain. */
  async function freshAccessToken(): Promise<string | null> {
    const tokens = state.tokens;
    if (!tokens) return null;
    const claims = decodeTokenClaims(tokens.accessToken);
    if (claims && !needsRefresh(claims.exp, serverNow())) return tokens.accessToken;
    refreshing ??= withLock('penstock-token-refresh', refresh).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function refresh(): Promise<string | null> {
    // Another tab may have rotated the pair while this one waited for the lock.
    const stored = deps.persistence.load();
    if (state.tokens && isValidStoredSession(stored) && stored.refreshToken !== state.tokens.refreshToken) {
      const claims = decodeTokenClaims(stored.accessToken);
      if (claims && !needsRefresh(claims.exp, serverNow())) {
        dispatch({ type: 'tokensAdopted', tokens: stored });
        return stored.accessToken;
      }
    }
    const tokens = state.tokens;
    if (!tokens) return null;
    dispatch({ type: 'refreshStarted' });
    try {
      const pair = await deps.api.refresh(tokens.refreshToken, tokens.accessToken);
      calibrate(pair.access_token);
      dispatch({ type: 'refreshSucceeded', tokens: toStored(pair) });
      return pair.access_token;
    } catch (error) {
      dispatch({ type: 'refreshFailed', status: statusOf(error) });
      throw error;
    }
  }

  async function logout(): Promise<boolean> {
    if (state.logout === 'pending') return false;
    const token = state.tokens?.accessToken;
    dispatch({ type: 'logoutStarted' });
    try {
      if (token) await deps.api.logout(token);
    } catch (error) {
      // A 401 means the session is already gone on the server: the logout is done.
      if (statusOf(error) !== 401) {
        dispatch({ type: 'logoutFailed' });
        return false;
      }
    }
    dispatch({ type: 'logoutSucceeded' });
    return true;
  }

  /** After a login: the profile from GET v1/auth, falling back to the token claims. */
  async function completeLogin(pair: TokenPair): Promise<void> {
    const tokens = toStored(pair);
    calibrate(tokens.accessToken);
    const claims = decodeTokenClaims(tokens.accessToken);
    let profile: SessionCheckResponse;
    try {
      profile = await deps.api.checkSession(tokens.accessToken);
    } catch {
      if (!claims) throw new Error(ERROR_TEXTS.tokenFormat);
      profile = {
        email: claims.sub,
        name: '',
        is_admin: claims.is_admin ?? false,
        default_portfolio: claims.default_portfolio ?? null,
      };
    }
    dispatch({ type: 'loginSucceeded', tokens, user: userFromProfile(profile) });
  }

  const bridge: AuthBridge = {
    isLoggedOut: () => state.status === 'logged-out',
    accessToken: () => state.tokens?.accessToken ?? null,
    freshAccessToken,
    unauthorized: () => dispatch({ type: 'unauthorized' }),
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Reads the stored session once and begins verifying it. */
    start() {
      if (started) return;
      started = true;
      dispatch({ type: 'start', stored: deps.persistence.load() });
      deps.persistence.onExternalChange((session) => {
        if (state.tokens && session?.refreshToken !== state.tokens.refreshToken) {
          dispatch({ type: 'tokensAdopted', tokens: isValidStoredSession(session) ? session : null });
        }
      });
    },
    verify,
    freshAccessToken,
    logout,
    completeLogin,
    returningEmail: () => deps.persistence.returningEmail(),
    rememberEmail: (email: string) => deps.persistence.rememberEmail(email),
    loginStarted: () => dispatch({ type: 'loginStarted' }),
    mfaStarted: () => dispatch({ type: 'mfaStarted' }),
    loginFailed: () => dispatch({ type: 'loginFailed' }),
    passwordChanged: () => dispatch({ type: 'passwordChanged' }),
    bridge,
  };
}
