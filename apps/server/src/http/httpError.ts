/** A failure with a status the client should see; answered as `{"detail": "..."}`. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly detail: string,
    public readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export const notFound = (detail = 'Not found') => new HttpError(404, detail);
export const forbidden = (detail = "You don't have permission to do this") => new HttpError(403, detail);
/** The database is gone or the process is overloaded: the client should retry after `retryAfterS` seconds. */
export const serviceUnavailable = (detail = 'The service is temporarily unavailable. Please try again.', retryAfterS = 5) =>
  new HttpError(503, detail, { 'retry-after': String(retryAfterS) });
/** A request body above the route's limit. */
export const payloadTooLarge = (detail: string) => new HttpError(413, detail);

/** A validation failure found in a service (not by a route schema); answered as RFC 9457 problem details. */
export class ProblemError extends Error {
  constructor(public readonly problem: { status: number; detail: string } & Record<string, unknown>) {
    super(problem.detail);
  }
}
