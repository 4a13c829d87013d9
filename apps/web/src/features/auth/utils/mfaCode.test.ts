import { describe, expect, it } from 'vitest';
import { isCompleteMfaCode, normalizeMfaCode, shouldAutoSubmit } from './mfaCode';

describe('two-factor code input', () => {
  it('trims and keeps at most 6 characters', () => {
    expect(normalizeMfaCode(' 123456 ')).toBe('123456');
    expect(normalizeMfaCode('1234567')).toBe('123456');
    expect(normalizeMfaCode('\t12 ')).toBe('12');
  });
  it('is complete at exactly 6 characters', () => {
    expect(isCompleteMfaCode('12345')).toBe(false);
    expect(isCompleteMfaCode('123456')).toBe(true);
    expect(isCompleteMfaCode(' 123456 ')).toBe(true);
  });
  it('auto-submits once, on the change that completes the code', () => {
    expect(shouldAutoSubmit('12345', '123456')).toBe(true);
    expect(shouldAutoSubmit('', '123456')).toBe(true); // pasted
    expect(shouldAutoSubmit('123456', '123456')).toBe(false);
    expect(shouldAutoSubmit('1234', '12345')).toBe(false);
  });
});
