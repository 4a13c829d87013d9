import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safeRedirect';

describe('safeRedirect', () => {
  it('follows same-site paths', () => {
    expect(safeRedirect('/en/cockpit/p1/v1?range=2025')).toBe('/en/cockpit/p1/v1?range=2025');
  });
  it.each([
    undefined,
    42,
    '',
    'https://evil.example',
    '//evil.example/x',
    '/\\evil',
    '/en/login',
    '/en/login?redirect=/x',
    '/en/reset-password',
  ])('refuses %j', (v) => {
    expect(safeRedirect(v)).toBeNull();
  });
});
