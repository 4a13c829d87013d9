import { describe, expect, it } from 'vitest';
import { RETURNING_USER_KEY, localSessionPersistence, parseStoredSession, sessionKey } from './sessionPersistence';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

describe('session persistence', () => {
  it('keeps the session per environment and the returning-user e-mail', () => {
    const storage = memoryStorage();
    const en = localSessionPersistence('en', storage);
    const other = localSessionPersistence('staging', storage);
    en.save({ accessToken: 'a', refreshToken: 'r' });
    expect(en.load()).toEqual({ accessToken: 'a', refreshToken: 'r' });
    expect(other.load()).toBeNull();
    expect(storage.getItem(sessionKey('en'))).toBe('{"accessToken":"a","refreshToken":"r"}');
    en.save(null);
    expect(en.load()).toBeNull();
    en.rememberEmail('operator@penstock.demo');
    expect(other.returningEmail()).toBe('operator@penstock.demo');
    expect(storage.getItem(RETURNING_USER_KEY)).toBe('operator@penstock.demo');
  });

  it('a broken stored value comes back as empty tokens, so the machine forgets it', () => {
    expect(parseStoredSession(null)).toBeNull();
    expect(parseStoredSession('{nope')).toEqual({ accessToken: '', refreshToken: '' });
    expect(parseStoredSession('null')).toEqual({ accessToken: '', refreshToken: '' });
    expect(parseStoredSession('{"accessToken":1}')).toEqual({ accessToken: '1', refreshToken: '' });
  });

  it('a storage that throws (private mode) loses nothing but memory', () => {
    const throwing = {
      getItem() {
        throw new Error('denied');
      },
      setItem() {
        throw new Error('denied');
      },
      removeItem() {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const p = localSessionPersistence('en', throwing);
    expect(() => p.save({ accessToken: 'a', refreshToken: 'r' })).not.toThrow();
    expect(p.load()).toBeNull();
    expect(p.returningEmail()).toBeNull();
  });
});
