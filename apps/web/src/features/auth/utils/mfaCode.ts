import { MFA_CODE_LENGTH } from '@penstock/domain';

/** What the code field keeps of an input: trimmed (also pasted codes with spaces), at most 6 characters. */
export function normalizeMfaCode(input: string): string {
  return input.trim().slice(0, MFA_CODE_LENGTH);
}

/** Continue is enabled, and the code submitted automatically, at exactly 6 characters. */
export const isCompleteMfaCode = (code: string): boolean => code.trim().length === MFA_CODE_LENGTH;

/** Auto-submit only on the change that completes the code, so a failed code is not resent in a loop. */
export const shouldAutoSubmit = (previous: string, next: string): boolean =>
  isCompleteMfaCode(next) && next !== previous;

/**
 * The spec leaves the resend cool-down open; 30 s keeps a user from flooding their inbox while a
 * mail is on its way.
 */
export const RESEND_COOLDOWN_MS = 30_000;
