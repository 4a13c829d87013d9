import { useMemo } from 'react';
import type { LoggedOutCause, SessionFlags, SessionStatus, SessionUser } from '../session/sessionMachine';
import { useSessionState } from './useSessionState';

export interface Session extends SessionFlags {
  status: SessionStatus;
  /**
   * The signed-in user. While the login modal covers a screen after the session was lost, this is
   * still the last user, so the screen underneath keeps its content.
   */
  user: SessionUser | null;
  loggedOutCause: LoggedOutCause | null;
  /** 'Your user session has expired. Log back in to continue.' applies. */
  sessionExpired: boolean;
}

/** Authentication status (spec 1 section 4) and the current user. */
export function useSession(): Session {
  const state = useSessionState();
  return useMemo(
    () => ({
      status: state.status,
      user: state.user,
      ...state.flags,
      loggedOutCause: state.loggedOutCause,
      sessionExpired: state.sessionExpired,
    }),
    [state],
  );
}
