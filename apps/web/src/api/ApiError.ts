import { ERROR_TEXTS } from '@penstock/domain';

export interface ApiRequestInfo {
  method: string;
  url: string;
}

export interface ApiErrorOptions {
  request: ApiRequestInfo;
  status: number;
  body: unknown;
  headers?: Headers;
  message?: string;
  /** The answer was an HTML page where JSON was expected (a proxy or VPN portal answered). */
  htmlInsteadOfJson?: boolean;
  /** Refused in the browser without a call, because no session exists. */
  refusedLocally?: boolean;
}

/** A failed API call: carries the request, the HTTP status and the response body (spec 1 section 8). */
export class ApiError extends Error {
  readonly request: ApiRequestInfo;
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
  /** `detail` of a `{"detail": "..."}` or problem-details body, when there is one. */
  readonly detail?: string;
  readonly htmlInsteadOfJson: boolean;
  readonly refusedLocally: boolean;

  constructor(options: ApiErrorOptions) {
    const detail = detailOf(options.body);
    super(options.message ?? detail ?? `HTTP ${options.status} on ${options.request.method} ${options.request.url}`);
    this.name = 'ApiError';
    this.request = options.request;
    this.status = options.status;
    this.body = options.body;
    this.headers = options.headers ?? new Headers();
    this.detail = detail;
    this.htmlInsteadOfJson = options.htmlInsteadOfJson ?? false;
    this.refusedLocally = options.refusedLocally ?? false;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export function detailOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'detail' in body) {
    const detail = (body as { detail: unknown }).detail;
    if (typeof detail === 'string' && detail) return detail;
  }
  return undefined;
}

/** The VPN hint for internal staff when an HTML page came back instead of JSON (spec 1 section 6). */
export function backendUnreachableMessage(error: unknown, isInternalUser: boolean): string | null {
  return isApiError(error) && error.htmlInsteadOfJson && isInternalUser ? ERROR_TEXTS.vpn : null;
}

/** Raised when a successful response body is not valid JSON. */
export const invalidJsonError = (request: ApiRequestInfo, status: number, body: string, headers: Headers) =>
  new ApiError({ request, status, body, headers, message: ERROR_TEXTS.invalidJson });

/**
 * What the server said when it refused a request as invalid (400): its field messages (problem
 * details' `errors`), else its `detail`. Asking again cannot help such a load, so screens show this
 * instead of a Retry (issue 27 item 9: a range the series API refuses).
 */
export function refusalOf(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 400 || error.refusedLocally) return undefined;
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  const messages = Array.isArray(errors)
    ? errors.map((e) => (e as { message?: unknown })?.message).filter((m): m is string => typeof m === 'string' && !!m)
    : [];
  return messages.length ? [...new Set(messages)].join(' ') : error.detail;
}
