// The authentication status machine of spec 1 section 4, as a pure reducer: (state, event) ->
// (state, effects). The controller (sessionController.ts) performs the effects; nothing here does I/O.
import { planTierFor, SESSION_CHECK_LOGOUT_STATUSES, type PlanTier, type SessionCheckResponse } from '@penstock/domain';
import { decodeTokenClaims } from '../utils/jwt';

export type SessionStatus = 'unknown' | 'logged-in' | 'logged-out' | 'error-verifying-token';
export type LogoutStatus = 'idle' | 'pending' | 'success' | 'error';

export interface SessionUser {
  email: string;
  fullName: string;
  isAdmin: boolean;
  defaultPortfolio: string | null;
  planTier: PlanTier;
}

/** What is kept per environment in localStorage (spec 1 section 3). */
export interface StoredSession {
  accessToken: string;
  refreshToken: string;
}

export interface SessionFlags {
  loggingIn: boolean;
  loggingOut: boolean;
  checkingMfa: boolean;
  verifyingSession: boolean;
  refreshingToken: boolean;
}

/**
 * Why nobody is logged in; decides what a protected screen shows:
 * 'none' (never logged in here) -> redirect to login; 'logout' (deliberate, or after a password
 * change) -> the logged-out screen; 'expired' (session lost) -> the login modal over the screen
 * when it was in use, else the login page.
 */
export type LoggedOutCause = 'none' | 'logout' | 'expired';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  tokens: StoredSession | null;
  flags: SessionFlags;
  loggedOutCause: LoggedOutCause | null;
  /** 'Your user session has expired. Log back in to continue.' is raised (shown by the login UI). */
  sessionExpired: boolean;
  /** Someone was logged in during this page life: a lost session keeps the screen under the login modal. */
  hadSession: boolean;
  logout: LogoutStatus;
}

export type SessionEvent =
  | { type: 'start'; stored: StoredSession | null }
  | { type: 'checkStarted' }
  | { type: 'checkSucceeded'; profile: SessionCheckResponse }
  | { type: 'checkFailed'; status: number | null }
  | { type: 'loginStarted' }
  | { type: 'mfaStarted' }
  | { type: 'loginFailed' }
  | { type: 'loginSucceeded'; tokens: StoredSession; user: SessionUser }
  | { type: 'refreshStarted' }
  | { type: 'refreshSucceeded'; tokens: StoredSession }
  | { type: 'refreshFailed'; status: number | null }
  | { type: 'tokensAdopted'; tokens: StoredSession | null }
  | { type: 'unauthorized' }
  | { type: 'logoutStarted' }
  | { type: 'logoutSucceeded' }
  | { type: 'logoutFailed' }
  | { type: 'passwordChanged' };

export type SessionEffect =
  | { type: 'store'; session: StoredSession | null }
  | { type: 'rememberEmail'; email: string }
  | { type: 'verify' }
  | { type: 'sessionExpired' };

export interface Transition {
  state: SessionState;
  effects: SessionEffect[];
}

const NO_FLAGS: SessionFlags = {
  loggingIn: false,
  loggingOut: false,
  checkingMfa: false,
  verifyingSession: false,
  refreshingToken: false,
};

export const initialSessionState: SessionState = {
  status: 'unknown',
  user: null,
  tokens: null,
  flags: NO_FLAGS,
  loggedOutCause: null,
  sessionExpired: false,
  hadSession: false,
  logout: 'idle',
};

/** A stored session is usable only when both tokens are JWTs with the spec's claims. */
export function isValidStoredSession(stored: StoredSession | null): stored is StoredSession {
  return !!stored && decodeTokenClaims(stored.accessToken) !== null && decodeTokenClaims(stored.refreshToken) !== null;
}

/** The e-mail behind a session: the user's, else the token subject. */
export function sessionEmail(state: SessionState): string | null {
  if (state.user?.email) return state.user.email;
  return state.tokens ? (decodeTokenClaims(state.tokens.accessToken)?.sub ?? null) : null;
}

export const userFromProfile = (p: SessionCheckResponse): SessionUser => ({
  email: p.email,
  fullName: p.name.trim() || p.email,
  isAdmin: p.is_admin,
  defaultPortfolio: p.default_portfolio,
  planTier: p.plan_tier ?? planTierFor({ isAdmin: p.is_admin, email: p.email }),
});

const flags = (state: SessionState, patch: Partial<SessionFlags>): SessionFlags => ({ ...state.flags, ...patch });

/** Logged out for `cause`; a lost session keeps the last user so the screen under the modal stays whole. */
function loggedOut(state: SessionState, cause: LoggedOutCause, extra: Partial<SessionState> = {}): SessionState {
  const keepUser = cause === 'expired' && state.hadSession;
  return {
    ...state,
    status: 'logged-out',
    user: keepUser ? state.user : null,
    tokens: null,
    flags: NO_FLAGS,
    loggedOutCause: cause,
    ...extra,
  };
}

export function transition(state: SessionState, event: SessionEvent): Transition {
  const none = (next: SessionState): Transition => ({ state: next, effects: [] });
  switch (event.type) {
    case 'start': {
      if (!event.stored) return none(loggedOut(initialSessionState, 'none'));
      if (!isValidStoredSession(event.stored)) {
        // An invalid stored token is forgotten.
        return { state: loggedOut(initialSessionState, 'none'), effects: [{ type: 'store', session: null }] };
      }
      return {
        state: { ...initialSessionState, tokens: event.stored, flags: { ...NO_FLAGS, verifyingSession: true } },
        effects: [{ type: 'verify' }],
      };
    }
    case 'checkStarted':
      return none({ ...state, flags: flags(state, { verifyingSession: true }) });
    case 'checkSucceeded':
      if (!state.tokens) return none({ ...state, flags: flags(state, { verifyingSession: false }) });
      return none({
        ...state,
        status: 'logged-in',
        user: userFromProfile(event.profile),
        flags: flags(state, { verifyingSession: false }),
        loggedOutCause: null,
        sessionExpired: false,
        hadSession: true,
      });
    case 'checkFailed':
      if (!state.tokens) return none({ ...state, flags: flags(state, { verifyingSession: false }) });
      if (event.status !== null && (SESSION_CHECK_LOGOUT_STATUSES as readonly number[]).includes(event.status)) {
        return {
          state: loggedOut(state, 'expired', { sessionExpired: true }),
          effects: [{ type: 'store', session: null }, { type: 'sessionExpired' }],
        };
      }
      return none({ ...state, status: 'error-verifying-token', flags: flags(state, { verifyingSession: false }) });
    case 'loginStarted':
      return none({ ...state, flags: flags(state, { loggingIn: true }) });
    case 'mfaStarted':
      return none({ ...state, flags: flags(state, { checkingMfa: true }) });
    case 'loginFailed':
      return none({ ...state, flags: flags(state, { loggingIn: false, checkingMfa: false }) });
    case 'loginSucceeded':
      return {
        state: {
          ...state,
          status: 'logged-in',
          user: event.user,
          tokens: event.tokens,
          flags: NO_FLAGS,
          loggedOutCause: null,
          sessionExpired: false,
          hadSession: true,
          logout: 'idle',
        },
        effects: [{ type: 'store', session: event.tokens }],
      };
    case 'refreshStarted':
      return none({ ...state, flags: flags(state, { refreshingToken: true }) });
    case 'refreshSucceeded':
      if (!state.tokens) return none({ ...state, flags: flags(state, { refreshingToken: false }) });
      return {
        state: { ...state, tokens: event.tokens, flags: flags(state, { refreshingToken: false }) },
        effects: [{ type: 'store', session: event.tokens }],
      };
    case 'refreshFailed': {
      if (event.status !== 401 || !state.tokens)
        return none({ ...state, flags: flags(state, { refreshingToken: false }) });
      // A rejected refresh token ends the session; the e-mail is kept to prefill the next login.
      const email = sessionEmail(state);
      return {
        state: loggedOut(state, 'expired'),
        effects: [{ type: 'store', session: null }, ...(email ? [{ type: 'rememberEmail' as const, email }] : [])],
      };
    }
    case 'tokensAdopted':
      // Another tab refreshed (or ended) the same stored session.
      if (!state.tokens) return none(state);
      if (!event.tokens) return none(loggedOut(state, 'expired'));
      return none({ ...state, tokens: event.tokens });
    case 'unauthorized':
      if (state.status !== 'logged-in' || state.flags.verifyingSession) return none(state);
      return { state: { ...state, flags: flags(state, { verifyingSession: true }) }, effects: [{ type: 'verify' }] };
    case 'logoutStarted':
      return none({ ...state, logout: 'pending', flags: flags(state, { loggingOut: true }) });
    case 'logoutSucceeded':
      return {
        state: loggedOut(state, 'logout', { logout: 'success', hadSession: false }),
        effects: [{ type: 'store', session: null }],
      };
    case 'logoutFailed':
      return none({ ...state, logout: 'error', flags: flags(state, { loggingOut: false }) });
    case 'passwordChanged': {
      const email = sessionEmail(state);
      return {
        state: loggedOut(state, 'logout', { logout: 'success', hadSession: false }),
        effects: [{ type: 'store', session: null }, ...(email ? [{ type: 'rememberEmail' as const, email }] : [])],
      };
    }
  }
}
