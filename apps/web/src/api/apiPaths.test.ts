import { describe, expect, it } from 'vitest';
import { basicAuthHeader, buildApiUrl, isAuthExemptPath } from './apiPaths';

describe('buildApiUrl', () => {
  it('prefixes /api/ and writes scalars and arrays', () => {
    expect(buildApiUrl('dashboard-v3/portfolio')).toBe('/api/dashboard-v3/portfolio');
    expect(buildApiUrl('/v1/x', { a: 1, b: ['x', 'y'], c: true, d: undefined, e: null })).toBe(
      '/api/v1/x?a=1&b=x&b=y&c=true',
    );
    expect(buildApiUrl('v1/x', { q: 'a b&c' })).toBe('/api/v1/x?q=a+b%26c');
  });
});

describe('isAuthExemptPath', () => {
  it.each([
    'dashboard-v3/auth/token',
    'dashboard-v3/auth/multi_factor',
    'dashboard-v3/auth/multi_factor/resend_token',
    'dashboard-v3/auth/password/forgot',
    'dashboard-v3/auth/password/set',
    'v1/auth',
    'v1/auth/refresh',
    'v1/auth/logout',
    'v1/health',
    'dashboard-v3/health',
    'dashboard-v3/me',
  ])('%s is exempt', (p) => expect(isAuthExemptPath(p)).toBe(true));
  it.each([
    'dashboard-v3/portfolio',
    'dashboard-v3/settings',
    'dashboard-v3/auth/password/change',
    'v1/authors',
    'dashboard-v3/meters',
  ])('%s is not', (p) => expect(isAuthExemptPath(p)).toBe(false));
});

describe('basicAuthHeader', () => {
  it('encodes UTF-8 user:password', () => {
    expect(basicAuthHeader('a@b.c', 'pw')).toBe(`Basic ${Buffer.from('a@b.c:pw').toString('base64')}`);
    expect(basicAuthHeader('ä', 'é')).toBe(`Basic ${Buffer.from('ä:é', 'utf8').toString('base64')}`);
  });
});
