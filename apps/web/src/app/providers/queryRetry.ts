/** Statuses that a retry cannot fix (spec 1 section 7). */
export const NO_RETRY_STATUSES = [401, 403, 404, 500] as const;
export const MAX_QUERY_RETRIES = 3;

function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

/** Aborted requests: fetch's AbortError, TanStack Query's CancelledError, and calls refused locally while logged out. */
export function isCancelled(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const name = (error as { name?: unknown }).name;
  return (
    name === 'AbortError' ||
    name === 'CancelledError' ||
    (error as { refusedLocally?: unknown }).refusedLocally === true
  );
}

/** fetch rejects with a TypeError when the network fails ('Failed to fetch', 'NetworkError ...', 'Load failed'). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

/** Queries retry up to 3 times, except for 401, 403, 404, 500, cancelled requests and failed network fetches. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  const status = statusOf(error);
  if (status !== undefined && (NO_RETRY_STATUSES as readonly number[]).includes(status)) return false;
  return !isCancelled(error) && !isNetworkFailure(error);
}
