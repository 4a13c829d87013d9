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

/** A validation failure found in a service (not by a route schema); answered as RFC 9457 problem details. */
export class ProblemError extends Error {
  constructor(public readonly problem: { status: number; detail: string } & Record<string, unknown>) {
    super(problem.detail);
  }
}
