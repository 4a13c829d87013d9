import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripParenthesised } from './uploads.js';

describe('stripParenthesised', () => {
  it.each([
    ['levels (2).csv', 'levels.csv'],
    ['levels(copy).csv', 'levels.csv'],
    ['a (b (c)) d.csv', 'a d.csv'],
    ['(draft) prices.csv', 'prices.csv'],
    ['gate (1) openings (final).csv', 'gate openings.csv'],
    ['plain.csv', 'plain.csv'],
    ['odd (name.csv', 'odd (name.csv'],
  ])('%s -> %s', (input, expected) => expect(stripParenthesised(input)).toBe(expected));

  it('leaves no balanced parentheses and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '(', ')', '.', 'x') }), (s) => {
        const out = stripParenthesised(s);
        expect(/\([^()]*\)/.test(out)).toBe(false);
        expect(stripParenthesised(out)).toBe(out);
      }),
    );
  });
});
