/**
 * The `redirect` search parameter names where to go after login. Only same-site paths are followed
 * (no scheme, no protocol-relative '//host'), so a crafted link cannot send a user elsewhere.
 */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return null;
  // Never come back to the sign-in screens themselves.
  if (/^\/[^/]+\/(login|forgot-password|reset-password)(\/|\?|$)/.test(value)) return null;
  return value;
}
