import type { FieldError } from './problemDetails.js';
import { validationProblem, VALIDATION_PROBLEM_TYPE } from './problemDetails.js';

/**
 * The one way errors leave (the error handler maps these to HTTP; routes and services only throw):
 *
 *   throw notFound('Plant view not found')                       // 404 {detail}
 *   throw forbidden('Only administrators may do this')           // 403 {detail}
 *   throw badRequest('Unknown time zone')                        // 400 problem details
 *   throw invalidFields('body', [{ path: 'name', message: 'Required' }])  // 400 problem details with errors
 *   throw new ConflictError({ detail, changed_by, changed_at })  // 409 with that body
 *   throw new MultipleChoicesError({ detail, handling_offers, ... }) // 300 with that body
 *   throw new HttpErrorWithBody(503, { status: 'error' }, { 'retry-after': '5' }) // any status, its body
 *
 * A plain failure is answered as `{"detail": "..."}`.
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly detail: string,
    public readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
  /** The answer's body. */
  body(): object {
    return { detail: this.detail };
  }
  /** The answer's content type, when not JSON. */
  readonly contentType: string | undefined = undefined;
}

export const notFound = (detail = 'Not found') => new HttpError(404, detail);
export const forbidden = (detail = "You don't have permission to do this") => new HttpError(403, detail);
/** The database is gone or the process is overloaded: the client should retry after `retryAfterS` seconds. */
export const serviceUnavailable = (
  detail = 'The service is temporarily unavailable. Please try again.',
  retryAfterS = 5,
) => new HttpError(503, detail, { 'retry-after': String(retryAfterS) });
/** A request body above the route's limit. */
export const payloadTooLarge = (detail: string) => new HttpError(413, detail);

/** 400 as RFC 9457 problem details, with the failing fields when known. */
export class BadRequestError extends HttpError {
  override readonly contentType = 'application/problem+json';
  constructor(
    detail: string,
    public readonly errors?: readonly FieldError[],
    public readonly title = 'Your request is not valid',
  ) {
    super(400, detail);
  }
  override body() {
    return {
      type: VALIDATION_PROBLEM_TYPE,
      title: this.title,
      status: 400,
      detail: this.detail,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}
export const badRequest = (detail: string, errors?: readonly FieldError[], title?: string) =>
  new BadRequestError(detail, errors, title);

/** Field errors listed in one answer; the detail counts the rest. */
export const MAX_LISTED_ERRORS = 100;

/** 400 naming each failing field of a request part ('body', 'query string', ...); the detail sums them up. */
export function invalidFields(part: string, issues: FieldError[]): BadRequestError {
  const p = validationProblem(part, issues.slice(0, MAX_LISTED_ERRORS));
  const more = issues.length - MAX_LISTED_ERRORS;
  return new BadRequestError(more > 0 ? `${p.detail} (and ${more} more)` : p.detail, p.errors);
}

/** Any status with a body of its own, e.g. readiness: 503 {status, database} with Retry-After. */
export class HttpErrorWithBody<B extends object> extends HttpError {
  constructor(
    statusCode: number,
    public readonly payload: B,
    headers: Record<string, string> = {},
  ) {
    super(
      statusCode,
      'detail' in payload && typeof payload.detail === 'string' ? payload.detail : `HTTP ${statusCode}`,
      headers,
    );
  }
  override body(): B {
    return this.payload;
  }
}

/** 409 with a body saying what is in the way (e.g. {detail, changed_by, changed_at} or the conflicting cells). */
export class ConflictError<B extends { detail: string } = { detail: string }> extends HttpErrorWithBody<B> {
  constructor(payload: B) {
    super(409, payload);
  }
}
export const conflict = (detail: string) => new ConflictError({ detail });
/** 409 for an id or name that is taken, naming its field so the form shows it there (domain `takenBodySchema`). */
export const taken = (path: string, detail: string) =>
  new ConflictError({ detail, errors: [{ path, message: 'Already taken' }] });

/** 300: the request could go several ways; the body offers them (spec 2 section 4: handling_offers). */
export class MultipleChoicesError<
  B extends { detail: string; handling_offers: readonly string[] },
> extends HttpErrorWithBody<B> {
  constructor(payload: B) {
    super(300, payload);
  }
}
