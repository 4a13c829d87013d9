import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './createTestApp.js';

type Headers = Record<string, string>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Request = ReturnType<typeof injectAs>;

/**
 * `req(method, url, payload?, headers?)`: one request to the test app, as `signedIn()` unless other
 * headers are given. Both are read at each call: the tests' app and sessions start in beforeAll.
 */
export function injectAs(app: () => TestApp, signedIn: () => Headers) {
  return (method: Method, url: string, payload?: object, headers = signedIn()) =>
    app().app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

/** `create(over?, headers?, at?)`: POSTs `body(over)` to `at` (`url` unless given), expects 200 and answers the JSON. */
export function postOk(req: Request, url: string, body: (over: Record<string, unknown>) => object) {
  return async (over: Record<string, unknown> = {}, headers?: Headers, at = url) => {
    const res = await req('POST', at, body(over), headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
}

/** The answer's JSON once its status is `status` (else the test fails showing the body). */
export function jsonOf(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}
