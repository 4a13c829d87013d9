/**
 * Whether an error means the database cannot be reached right now (not that the query was wrong):
 * refused or reset connections, PostgreSQL classes 08 (connection) and 57P01-57P03 (shutdown,
 * restarting), a backend terminated under us, or no pooled connection free within the timeout.
 * pg reports the last three with a message only.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|08[0-9A-Z]{3}|57P0[1-3])$/.test(code)
  )
    return true;
  return /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|terminating connection)/.test(
    error.message,
  );
}

/** A unique constraint refused the row (PostgreSQL 23505), e.g. a name or id that is taken. */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && (error as { code?: unknown }).code === '23505';
