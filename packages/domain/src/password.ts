import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.js';

export const PASSWORD_HINT =
  'Password must contain numbers, special characters, uppercase and lowercase letters, and be at least 12 characters long.';
export const PASSWORD_CONFIRM_HINT = 'Please re-enter your new password.';
export const PASSWORD_BAD_CHARACTERS = 'Password must not contain: the characters';

/**
 * Characters outside Latin-1 cannot be put into HTTP Basic credentials (btoa throws), so they are
 * rejected: this is what "cannot be encoded in base64" means for the browser client.
 */
export function unencodableCharacters(password: string): string[] {
  const bad = new Set<string>();
  for (const ch of password) if (ch.codePointAt(0)! > 0xff) bad.add(ch);
  return [...bad];
}

/** Problems with a new password, in the order a user should fix them; empty when it is fine. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  const bad = unencodableCharacters(password);
  if (bad.length) problems.push(`${PASSWORD_BAD_CHARACTERS} ${bad.join(' ')}`);
  const ok =
    password.length >= PASSWORD_MIN_LENGTH &&
    /\d/.test(password) &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[^A-Za-z0-9]/.test(password);
  if (!ok) problems.push(PASSWORD_HINT);
  return problems;
}

export const newPasswordSchema = z.string().superRefine((value, ctx) => {
  for (const message of passwordProblems(value)) ctx.addIssue({ code: 'custom', message });
});
