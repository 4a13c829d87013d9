import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS, PASSWORD_BAD_CHARACTERS, PASSWORD_CONFIRM_HINT, PASSWORD_HINT } from '@penstock/domain';
import { PASSWORD_MISMATCH } from './utils/passwordForms';

type Tree = { [k: string]: string | Tree };
const load = (lng: string): Tree =>
  JSON.parse(readFileSync(new URL(`../../../public/i18n/auth/${lng}.json`, import.meta.url), 'utf8'));
const keys = (t: Tree, prefix = ''): string[] =>
  Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`)));
const get = (t: Tree, path: string) => path.split('.').reduce<string | Tree>((o, k) => (o as Tree)[k], t);

describe("the 'auth' translations", () => {
  const gb = load('en-GB');
  it('en-US has exactly the keys of en-GB', () => expect(keys(load('en-US')).sort()).toEqual(keys(gb).sort()));
  it('partial languages use no unknown keys', () => {
    const known = new Set(keys(gb));
    expect(keys(load('de-DE')).filter((k) => !known.has(k))).toEqual([]);
  });
  it.each([
    ['errors.invalidCredentials', ERROR_TEXTS.invalidCredentials],
    ['errors.wrongMfaCode', ERROR_TEXTS.wrongMfaCode],
    ['errors.wrongPassword', ERROR_TEXTS.wrongPassword],
    ['login.sessionExpired', ERROR_TEXTS.sessionExpired],
    ['sessionError.title', ERROR_TEXTS.sessionErrorTitle],
    ['sessionError.text', ERROR_TEXTS.sessionErrorBody],
    ['password.hint', PASSWORD_HINT],
    ['password.confirmHint', PASSWORD_CONFIRM_HINT],
    ['password.badCharacters', `${PASSWORD_BAD_CHARACTERS} {{characters}}`],
    ['password.mismatch', PASSWORD_MISMATCH],
    ['errors.unexpectedHttp', 'Unexpected error: HTTP {{status}}'],
    ['errors.logoutFailed', 'The logout failed due to an error'],
    ['loggedOut.backToLogin', 'Back to login'],
    ['mfa.backToLogin', 'Back to login'],
    ['login.forgotPassword', 'Forgot password?'],
  ])('en-GB %s quotes the spec', (key, text) => expect(get(gb, key)).toBe(text));
});
