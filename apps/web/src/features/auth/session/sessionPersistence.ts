import type { StoredSession } from './sessionMachine';

/** Where the session and the returning-user e-mail are remembered (spec 1 section 3). */
export interface SessionPersistence {
  load(): StoredSession | null;
  save(session: StoredSession | null): void;
  returningEmail(): string | null;
  rememberEmail(email: string): void;
  /** Calls back when another tab changes the stored session. */
  onExternalChange(listener: (session: StoredSession | null) => void): () => void;
}

// Same 'penstock.' prefix as the shell's other remembered values (app/localMemory.ts).
export const sessionKey = (env: string) => `penstock.session.${env}`;
export const RETURNING_USER_KEY = 'penstock.returningUser';

/** A stored value that is not the expected shape comes back as empty tokens, so the machine forgets it. */
export function parseStoredSession(raw: string | null): StoredSession | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession> | null;
    return { accessToken: String(value?.accessToken ?? ''), refreshToken: String(value?.refreshToken ?? '') };
  } catch {
    return { accessToken: '', refreshToken: '' };
  }
}

export function localSessionPersistence(env: string, storage: Storage = window.localStorage): SessionPersistence {
  const key = sessionKey(env);
  const safe = <T>(fn: () => T, fallback: T): T => {
    try {
      return fn();
    } catch {
      return fallback; // storage disabled (private mode, quota): the session lives in memory only
    }
  };
  return {
    load: () => safe(() => parseStoredSession(storage.getItem(key)), null),
    save: (session) =>
      safe(() => (session ? storage.setItem(key, JSON.stringify(session)) : storage.removeItem(key)), undefined),
    returningEmail: () => safe(() => storage.getItem(RETURNING_USER_KEY), null),
    rememberEmail: (email) => safe(() => storage.setItem(RETURNING_USER_KEY, email), undefined),
    onExternalChange(listener) {
      if (typeof window === 'undefined') return () => {};
      const handler = (e: StorageEvent) => {
        if (e.storageArea === storage && e.key === key) listener(parseStoredSession(e.newValue));
      };
      window.addEventListener('storage', handler);
      return () => window.removeEventListener('storage', handler);
    },
  };
}

/** Without a browser (server-side tools, node tests that import the feature): nothing is kept. */
export function memorySessionPersistence(): SessionPersistence {
  let session: StoredSession | null = null;
  let email: string | null = null;
  return {
    load: () => session,
    save: (s) => void (session = s),
    returningEmail: () => email,
    rememberEmail: (e) => void (email = e),
    onExternalChange: () => () => {},
  };
}
