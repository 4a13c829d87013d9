import { ERROR_TEXTS, isInternalEmail } from '@penstock/domain';
import { isApiError } from '../../../api/ApiError';
import { lockoutUntil } from '../../../api/retryAfter';

/** A text for the user: a key of the 'auth' namespace, or a server message shown as it came. */
export type AuthMessage = { key: string; values?: Record<string, string | number> } | { text: string };

const unexpected = (status: number): AuthMessage => ({ key: 'errors.unexpectedHttp', values: { status } });

/** fetch rejects with a TypeError when no answer came at all (offline, DNS, refused). */
const isNetworkFailure = (error: unknown) =>
  error instanceof TypeError && /fetch|network|load failed/i.test(error.message);

function otherError(error: unknown): AuthMessage {
  if (isNetworkFailure(error)) return { key: 'errors.network' };
  if (isApiError(error)) {
    if (error.htmlInsteadOfJson) return unexpected(error.status);
    return error.detail ? { text: error.detail } : unexpected(error.status);
  }
  return { text: error instanceof Error && error.message ? error.message : String(error) };
}

export interface LoginFailure {
  message: AuthMessage;
  /** Submit stays locked until then (epoch ms): a 429 or any answer with Retry-After. */
  lockedUntil: number | null;
}

/**
 * Login: 401 -> 'Invalid username or password'; 429/Retry-After -> lockout; else the server message.
 * An HTML page instead of JSON gives internal staff (known by the typed e-mail) the VPN hint.
 */
export function loginFailure(error: unknown, now: number, username = ''): LoginFailure {
  const lockedUntil = isApiError(error) ? lockoutUntil(error.status, error.headers, now) : null;
  if (isApiError(error) && error.htmlInsteadOfJson && isInternalEmail(username))
    return { message: { text: ERROR_TEXTS.vpn }, lockedUntil };
  if (isApiError(error) && error.status === 401) return { message: { key: 'errors.invalidCredentials' }, lockedUntil };
  if (isApiError(error) && error.status === 429 && !error.detail)
    return { message: { key: 'errors.tooManyAttempts' }, lockedUntil };
  return { message: otherError(error), lockedUntil };
}

/** Two-factor: a 401 about the code -> the "seems to be incorrect" text; else 'Unexpected error: HTTP {status}' or the message. */
export function mfaFailure(error: unknown): AuthMessage {
  if (isApiError(error) && error.status === 401 && /code/i.test(error.detail ?? ''))
    return { key: 'errors.wrongMfaCode' };
  return otherError(error);
}

/**
 * Change password: the server answers a wrong current password with 400 and the spec's text (403
 * is taken the same way). A 401 is about the session, which the client checks by itself.
 */
export function changePasswordFailure(error: unknown): AuthMessage {
  if (isApiError(error) && (error.detail === ERROR_TEXTS.wrongPassword || error.status === 403))
    return { key: 'errors.wrongPassword' };
  return otherError(error);
}

/** Reset password (set): the server message, e.g. an expired link. */
export const resetPasswordFailure = otherError;
