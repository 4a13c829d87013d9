export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | QueryScalar[] | null | undefined;
export type QueryParams = Record<string, QueryValue>;

/** All API paths are relative to this prefix, e.g. 'dashboard-v3/portfolio'. */
export const API_BASE = '/api/';
/** The scheduler server's prefix (spec 1 section 7: "v1/ on the scheduler server"). */
export const SCHEDULER_BASE = '/scheduler/';

/** Where a call goes: a path under /api/, or a path on the scheduler server (see endpoints.ts). */
export type ApiTarget = string | { server: 'scheduler'; path: string };

export const targetPath = (target: ApiTarget): string => (typeof target === 'string' ? target : target.path);

/** The URL of a target: '/api/<path>?...' or '/scheduler/<path>?...'. */
export function targetUrl(target: ApiTarget, query?: QueryParams): string {
  return typeof target === 'string' ? buildApiUrl(target, query) : buildApiUrl(target.path, query, SCHEDULER_BASE);
}

/** '/api/<path>?a=1&b=x&b=y': arrays repeat their key; undefined and null are left out. */
export function buildApiUrl(path: string, query?: QueryParams, base = API_BASE): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  return `${base}${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
}

/**
 * Endpoints that obtain, check or end a session, plus health and the current-user call: they are
 * exempt from the token refresh, from the local refusal while logged out and from the
 * 401-triggers-a-session-check rule (spec 1 section 7). Changing the password is deliberately NOT
 * exempt: it is a normal signed-in action and needs a live access token.
 */
const EXEMPT = [
  /^dashboard-v3\/auth\/(token|multi_factor|password\/forgot|password\/set)(\/|$)/,
  /^v1\/auth(\/|$)/,
  /^(v1|dashboard-v3)\/health(\/|$)/,
  /^dashboard-v3\/me(\/|$)/,
];

export function isAuthExemptPath(path: string): boolean {
  const clean = path.replace(/^\/+/, '').split('?')[0];
  return EXEMPT.some((re) => re.test(clean));
}

/** HTTP Basic credentials; UTF-8 bytes so every character the password rules allow survives. */
export function basicAuthHeader(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `Basic ${btoa(binary)}`;
}
