import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_FALLBACK_MS, lockoutUntil, parseRetryAfter } from './retryAfter';

const now = Date.parse('2026-11-21T12:00:05Z');

describe('parseRetryAfter', () => {
  it('delay seconds count from the Date header', () => {
    expect(parseRetryAfter('120', 'Sat, 21 Nov 2026 12:00:00 GMT', now)).toBe(Date.parse('2026-11-21T12:02:00Z'));
  });
  it('delay seconds count from now without a usable Date', () => {
    expect(parseRetryAfter('30', null, now)).toBe(now + 30_000);
    expect(parseRetryAfter(' 30 ', 'garbage', now)).toBe(now + 30_000);
    expect(parseRetryAfter('1.5', null, now)).toBe(now + 1_500);
  });
  it('an HTTP date is taken as is', () => {
    expect(parseRetryAfter('Sat, 21 Nov 2026 12:10:00 GMT', null, now)).toBe(Date.parse('2026-11-21T12:10:00Z'));
  });
  it.each([null, undefined, '', 'soon', '-5'])('nothing usable in %j', (v) => {
    expect(parseRetryAfter(v, null, now)).toBeNull();
  });
});

describe('lockoutUntil', () => {
  it('uses Retry-After on any status', () => {
    expect(lockoutUntil(401, new Headers({ 'retry-after': '10' }), now)).toBe(now + 10_000);
  });
  it('counts on the local clock when the server clock differs', () => {
    const headers = new Headers({ 'retry-after': '60', date: 'Sat, 21 Nov 2026 11:00:00 GMT' }); // server an hour behind
    expect(lockoutUntil(429, headers, now)).toBe(now + 60_000);
  });
  it('a 429 without Retry-After locks for a fallback minute', () => {
    expect(lockoutUntil(429, new Headers(), now)).toBe(now + RATE_LIMIT_FALLBACK_MS);
  });
  it('no lock without either, or when the time has passed', () => {
    expect(lockoutUntil(500, new Headers(), now)).toBeNull();
    expect(lockoutUntil(429, new Headers({ 'retry-after': 'Sat, 21 Nov 2026 11:00:00 GMT' }), now)).toBeNull();
  });
});
