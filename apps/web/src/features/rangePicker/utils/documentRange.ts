/**
 * The `range` value of the URL the page was loaded with. The router drops invalid search values
 * (the route schema catches them) and rewrites the address at once, so a stale bookmark's bad
 * range is only visible in the document's own navigation entry. Used once: after the user picks
 * a range, it is forgotten.
 */
let consumed = false;

export function documentRangeFor(pathname: string): string | null {
  if (consumed || typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return null;
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!entry?.name) return null;
  try {
    const url = new URL(entry.name);
    return url.pathname === pathname ? url.searchParams.get('range') : null;
  } catch {
    return null;
  }
}

export function forgetDocumentRange(): void {
  consumed = true;
}
