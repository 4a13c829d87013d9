import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldRules } from './fieldRules.js';

const window = z.object({ from: z.number(), to: z.number(), mw: z.number().nullable() }).superRefine(
  fieldRules<{ from: number; to: number; mw: number | null }>([
    { holds: (b) => b.to > b.from, message: 'The end must be after the start', path: 'to' },
    { holds: (b) => b.mw !== null, message: 'Needs the MW', path: 'mw' },
  ]),
);
const issues = (value: unknown) => window.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('fieldRules', () => {
  it('passes a body that keeps every rule', () => {
    expect(window.safeParse({ from: 0, to: 1, mw: 5 }).success).toBe(true);
  });
  it('names every broken rule under its own field, in the order of the rules', () => {
    expect(issues({ from: 1, to: 1, mw: null })).toEqual([
      ['to', 'The end must be after the start'],
      ['mw', 'Needs the MW'],
    ]);
    expect(issues({ from: 0, to: 1, mw: null })).toEqual([['mw', 'Needs the MW']]);
  });
});
