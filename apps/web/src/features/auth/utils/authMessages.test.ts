import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import { changePasswordFailure, loginFailure, mfaFailure } from './authMessages';

const request = { method: 'GET', url: '/api/dashboard-v3/auth/token' };
const err = (status: number, body: unknown = null, headers: Record<string, string> = {}) =>
  new ApiError({ request, status, body, headers: new Headers(headers) });
const now = Date.parse('2026-11-21T12:00:00Z');

describe('login failures', () => {
  it('401: invalid username or password, no lockout', () => {
    expect(loginFailure(err(401, { detail: 'nope' }), now)).toEqual({
      message: { key: 'errors.invalidCredentials' },
      lockedUntil: null,
    });
  });
  it('429 with Retry-After locks until the date plus the seconds', () => {
    const f = loginFailure(
      err(429, { detail: 'Too many failed sign-ins' }, { 'retry-after': '120', date: 'Sat, 21 Nov 2026 12:00:00 GMT' }),
      now,
    );
    expect(f).toEqual({ message: { text: 'Too many failed sign-ins' }, lockedUntil: now + 120_000 });
  });
  it('any answer with Retry-After locks', () => {
    expect(loginFailure(err(401, null, { 'retry-after': '30' }), now).lockedUntil).toBe(now + 30_000);
  });
  it('429 without a detail uses our text', () => {
    expect(loginFailure(err(429), now).message).toEqual({ key: 'errors.tooManyAttempts' });
  });
  it('other errors show the server message, else the HTTP status', () => {
    expect(loginFailure(err(500, { detail: 'Database down' }), now).message).toEqual({ text: 'Database down' });
    expect(loginFailure(err(502, 'Bad gateway'), now).message).toEqual({
      key: 'errors.unexpectedHttp',
      values: { status: 502 },
    });
    expect(loginFailure(new TypeError('Failed to fetch'), now)).toEqual({
      message: { key: 'errors.network' },
      lockedUntil: null,
    });
    expect(loginFailure(new Error('odd'), now).message).toEqual({ text: 'odd' });
  });
});

describe('HTML instead of JSON on login', () => {
  const html = new ApiError({ request, status: 200, body: '<html>', htmlInsteadOfJson: true });
  it('internal staff get the VPN hint', () => {
    expect(loginFailure(html, now, 'ops@penstock.io').message).toEqual({
      text: 'Unable to reach the backend. Are you connected to the VPN?',
    });
  });
  it('others get the HTTP status', () => {
    expect(loginFailure(html, now, 'operator@penstock.demo').message).toEqual({
      key: 'errors.unexpectedHttp',
      values: { status: 200 },
    });
  });
});

describe('two-factor failures', () => {
  it('401 about the code: the incorrect-code text', () => {
    expect(mfaFailure(err(401, { detail: 'Invalid or expired code' }))).toEqual({ key: 'errors.wrongMfaCode' });
  });
  it("other errors: 'Unexpected error: HTTP {status}' or the message", () => {
    expect(mfaFailure(err(401))).toEqual({ key: 'errors.unexpectedHttp', values: { status: 401 } });
    expect(mfaFailure(err(500))).toEqual({ key: 'errors.unexpectedHttp', values: { status: 500 } });
    expect(mfaFailure(err(400, { detail: 'Unknown challenge' }))).toEqual({ text: 'Unknown challenge' });
    expect(mfaFailure(new Error('offline'))).toEqual({ text: 'offline' });
  });
});

describe('change password failures', () => {
  it('a refused current password: you provided the wrong password', () => {
    expect(changePasswordFailure(err(400, { detail: 'You provided the wrong password.' }))).toEqual({
      key: 'errors.wrongPassword',
    });
    expect(changePasswordFailure(err(403))).toEqual({ key: 'errors.wrongPassword' });
  });
  it('a 401 is about the session, not the password', () => {
    const local = new ApiError({ request, status: 401, body: null, message: 'gone', refusedLocally: true });
    expect(changePasswordFailure(local)).toEqual({ key: 'errors.unexpectedHttp', values: { status: 401 } });
    expect(changePasswordFailure(err(401, { detail: 'The auth token could not be verified.' }))).toEqual({
      text: 'The auth token could not be verified.',
    });
  });
  it('validation problems show their detail', () => {
    expect(
      changePasswordFailure(
        err(400, { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'new_password: too short' }),
      ),
    ).toEqual({ text: 'new_password: too short' });
  });
});
