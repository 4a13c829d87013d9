/**
 * When a rate-limited call may be tried again (epoch ms), or null without a usable header.
 * Retry-After is either delay seconds, counted from the response Date (spec 1 section 8: "the date
 * plus retry-after seconds", falling back to now when the Date header is missing), or an HTTP date.
 */
export function parseRetryAfter(
  retryAfter: string | null | undefined,
  date: string | null | undefined,
  now: number,
): number | null {
  const value = retryAfter?.trim();
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) {
    const base = date ? Date.parse(date) : NaN;
    return (Number.isNaN(base) ? now : base) + Math.ceil(Number(value) * 1000);
  }
  // An HTTP date names its weekday and month; Date.parse alone would also take '-5'.
  const at = /[a-z]{3}/i.test(value) ? Date.parse(value) : NaN;
  return Number.isNaN(at) ? null : at;
}

/** Lockout end of a failed call: its Retry-After, or a fixed minute for a 429 without one. */
export const RATE_LIMIT_FALLBACK_MS = 60_000;
export function lockoutUntil(status: number, headers: Headers, now: number): number | null {
  const date = headers.get('date');
  const serverUntil = parseRetryAfter(headers.get('retry-after'), date, now);
  if (serverUntil !== null) {
    // On the local clock: the server's wait added to local now, whatever the clocks' difference.
    const serverNow = date ? Date.parse(date) : NaN;
    const until = Number.isNaN(serverNow) ? serverUntil : now + (serverUntil - serverNow);
    return until > now ? until : null;
  }
  return status === 429 ? now + RATE_LIMIT_FALLBACK_MS : null;
}
