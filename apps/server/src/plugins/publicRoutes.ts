// The only routes reachable without a bearer access token. Everything else is authenticated by the
// onRequest hook in authenticate.ts. Entries are "METHOD url" with the route's url pattern; a
// trailing * matches any url with that prefix. HEAD counts as GET.
export const PUBLIC_ROUTES = [
  'GET /api/v1/health',
  'GET /api/v1/health/live',
  'GET /api/v1/health/ready',
  'GET /api/dashboard-v3/health',
  'GET /api/dashboard-v3/auth/token',
  'POST /api/dashboard-v3/auth/multi_factor',
  'GET /api/dashboard-v3/auth/multi_factor/resend_token',
  'POST /api/dashboard-v3/auth/password/forgot',
  'POST /api/dashboard-v3/auth/password/set',
  // Authenticated by the refresh token in its own handler, not by an access token.
  'POST /api/v1/auth/refresh',
  'GET /api/docs*',
  // Checks the bearer token METRICS_TOKEN itself (plugins/metrics.ts), not a user's access token.
  'GET /metrics',
  // Static web files, the SPA fallback and the / redirect.
  'GET /',
  'GET /*',
] as const;

/** routeUrl is undefined for requests no route matched: the not-found handler answers those. */
export function isPublicRoute(method: string, routeUrl: string | undefined): boolean {
  if (routeUrl === undefined) return true;
  const m = method === 'HEAD' ? 'GET' : method;
  return PUBLIC_ROUTES.some((entry) => {
    const [em, eu] = entry.split(' ');
    if (em !== m) return false;
    return eu.endsWith('*') && eu !== '/*' ? routeUrl.startsWith(eu.slice(0, -1)) : routeUrl === eu;
  });
}
