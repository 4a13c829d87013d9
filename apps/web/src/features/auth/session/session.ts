// The one session of this browser tab, wired to localStorage, the real API and the HTTP client.
import { setAuthBridge } from '../../../api/authBridge';
import { checkSession } from '../api/checkSession';
import { logoutRequest } from '../api/logoutRequest';
import { refreshTokens } from '../api/refreshTokens';
import { createSessionController } from './sessionController';
import { localSessionPersistence, memorySessionPersistence } from './sessionPersistence';

/** Sessions are kept per environment: the first path segment (only 'en' exists today). */
export const DEFAULT_ENVIRONMENT = 'en';
export function environmentFromPath(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return /^[a-z][a-z0-9-]{0,31}$/.test(first) ? first : DEFAULT_ENVIRONMENT;
}

const webLock = <T>(name: string, fn: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks.request(name, fn) as Promise<T>) : fn();

export const sessionController = createSessionController({
  persistence:
    typeof window === 'undefined'
      ? memorySessionPersistence()
      : localSessionPersistence(environmentFromPath(window.location.pathname)),
  api: { checkSession, refresh: refreshTokens, logout: logoutRequest },
  withLock: webLock,
});

setAuthBridge(sessionController.bridge);
sessionController.start();
