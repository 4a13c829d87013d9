import { describe, expect, it } from 'vitest';
import { shouldRetryQuery } from './queryRetry';

const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

describe('shouldRetryQuery', () => {
  it('retries other failures up to 3 times', () => {
    expect(shouldRetryQuery(0, httpError(502))).toBe(true);
    expect(shouldRetryQuery(2, httpError(503))).toBe(true);
    expect(shouldRetryQuery(3, httpError(503))).toBe(false);
    expect(shouldRetryQuery(0, new Error('boom'))).toBe(true);
    expect(shouldRetryQuery(0, httpError(400))).toBe(true);
  });
  it('never retries 401, 403, 404 and 500', () => {
    for (const status of [401, 403, 404, 500]) expect(shouldRetryQuery(0, httpError(status))).toBe(false);
  });
  it('never retries cancelled requests', () => {
    expect(shouldRetryQuery(0, new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(shouldRetryQuery(0, Object.assign(new Error('x'), { name: 'CancelledError' }))).toBe(false);
    expect(shouldRetryQuery(0, Object.assign(httpError(0), { refusedLocally: true }))).toBe(false);
  });
  it('never retries failed network fetches', () => {
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('NetworkError when attempting to fetch resource.'))).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('x is not a function'))).toBe(true);
  });
});
