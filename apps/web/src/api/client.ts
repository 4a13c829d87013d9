import { ERROR_TEXTS } from '@penstock/domain';
import { ApiError, invalidJsonError, type ApiRequestInfo } from './ApiError';
import { basicAuthHeader, isAuthExemptPath, targetUrl, type ApiTarget, type QueryParams } from './apiPaths';
import { authBridge } from './authBridge';

/** Anything with zod's parse: classic and zod/mini schemas both qualify. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

export type ApiAuth = 'bearer' | 'none' | { basic: { username: string; password: string } } | { bearer: string };

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is with its content type instead of JSON, e.g. a CSV file's text. */
  raw?: { contentType: string; data: string | Blob };
  /** the answer's schema (zod classic or zod/mini): the body is parsed with it */
  schema?: ResponseParser<T>;
  signal?: AbortSignal;
  /** Default 'bearer': the session's access token. `{bearer}` sends a given token (the refresh call). */
  auth?: ApiAuth;
  /** Sees the headers of a successful answer (e.g. Date, to correct for a wrong local clock). */
  onHeaders?: (headers: Headers) => void;
  /** 'text': the answer's body as text (e.g. a CSV download), not parsed as JSON. */
  responseAs?: 'json' | 'text';
}

/**
 * Every call of the web app goes through here: the session's token (refreshed when nearly expired),
 * the local refusal while logged out, the 401 session check and the error parsing are written once.
 * `target` comes from `endpoints` (a path under /api/ or on the scheduler server).
 */
export async function apiRequest<T = unknown>(target: ApiTarget, options: ApiRequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = targetUrl(target, options.query);
  const request: ApiRequestInfo = { method, url };
  const exempt = typeof target === 'string' && isAuthExemptPath(target);
  const bridge = authBridge();

  // Status 401 so the query retry rules treat it like the server's answer and do not retry.
  const refused = () =>
    new ApiError({ request, status: 401, body: null, message: ERROR_TEXTS.sessionExpired, refusedLocally: true });
  if (!exempt && bridge.isLoggedOut()) throw refused();

  const headers = new Headers({ Accept: options.responseAs === 'text' ? '*/*' : 'application/json' });
  const auth = options.auth ?? 'bearer';
  if (auth === 'bearer') {
    let token: string | null;
    try {
      token = exempt ? bridge.accessToken() : await bridge.freshAccessToken();
    } catch (error) {
      // The refresh was refused: the session is over, this call was never sent.
      if (error instanceof ApiError && error.status === 401) throw refused();
      throw error;
    }
    if (token) headers.set('Authorization', `Bearer ${token}`);
  } else if (auth !== 'none') {
    headers.set(
      'Authorization',
      'basic' in auth ? basicAuthHeader(auth.basic.username, auth.basic.password) : `Bearer ${auth.bearer}`,
    );
  }
  let body: string | Blob | undefined;
  if (options.raw) {
    headers.set('Content-Type', options.raw.contentType);
    body = options.raw.data;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const response = await fetch(url, { method, headers, body, signal: options.signal });
  const text = await response.text();
  const html = isHtml(response, text);

  if (!response.ok) {
    if (response.status === 401 && !exempt) bridge.unauthorized();
    throw new ApiError({
      request,
      status: response.status,
      body: html ? text : parseLenient(text),
      headers: response.headers,
      htmlInsteadOfJson: html,
    });
  }
  if (html) {
    throw new ApiError({
      request,
      status: response.status,
      body: text,
      headers: response.headers,
      htmlInsteadOfJson: true,
      message: ERROR_TEXTS.vpn,
    });
  }
  options.onHeaders?.(response.headers);
  if (options.responseAs === 'text') return text as T;
  if (response.status === 204 || text.trim() === '') return undefined as T;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw invalidJsonError(request, response.status, text, response.headers);
  }
  return options.schema ? options.schema.parse(data) : (data as T);
}

function isHtml(response: Response, text: string): boolean {
  const type = response.headers.get('content-type') ?? '';
  return type.includes('text/html') || /^\s*<(!doctype|html)/i.test(text);
}

/** Error bodies: JSON when they are JSON, else the raw text. */
function parseLenient(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
