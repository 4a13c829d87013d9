import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldError, fieldErrorMessage } from './fieldError';

describe('fieldErrorMessage', () => {
  it('maps invalid types', () => {
    expect(fieldErrorMessage({ code: 'invalid_type', input: 'abc' })).toBe('You must enter a valid number');
    expect(fieldErrorMessage({ code: 'invalid_type', input: null })).toBe('Required');
    expect(fieldErrorMessage({ code: 'invalid_type', input: undefined })).toBe('Required');
  });
  it("an empty required text is 'Required'", () => {
    expect(fieldErrorMessage({ code: 'too_small', input: '' })).toBe('Required');
    expect(z.string().min(1).safeParse('', { error: fieldErrorMessage }).error!.issues[0].message).toBe('Required');
  });
  it("an empty required text is 'Required'", () => {
    expect(fieldErrorMessage({ code: 'too_small', input: '' })).toBe('Required');
    expect(z.string().min(1).safeParse('', { error: fieldErrorMessage }).error!.issues[0].message).toBe('Required');
  });
  it('keeps rule messages and falls back to Invalid Field', () => {
    expect(fieldErrorMessage({ code: 'too_small', message: 'At least 0' })).toBe('At least 0');
    expect(fieldErrorMessage({ code: 'custom' })).toBe('Invalid Field');
  });
  it('works as a zod error customiser', () => {
    const schema = z.object({ a: z.number(), b: z.number(), c: z.number().min(0, 'At least 0') });
    const result = schema.safeParse({ a: 'x', b: null, c: -1 }, { error: fieldErrorMessage });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      'You must enter a valid number',
      'Required',
      'At least 0',
    ]);
  });
  it('reads react-hook-form errors', () => {
    expect(fieldError(undefined)).toBeUndefined();
    expect(fieldError({ type: 'x', message: '' })).toBe('Invalid Field');
    expect(fieldError({ type: 'x', message: 'Required' })).toBe('Required');
  });
});
