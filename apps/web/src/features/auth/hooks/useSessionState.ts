import { useSyncExternalStore } from 'react';
import { sessionController } from '../session/session';
import type { SessionState } from '../session/sessionMachine';

/** The whole session machine state (for the auth feature's own screens). */
export function useSessionState(): SessionState {
  return useSyncExternalStore(sessionController.subscribe, sessionController.getState, sessionController.getState);
}
