import { describe, expect, it } from 'vitest';
import { defaultPortfolio, portfolioLabel } from './defaultPortfolio';

const p = (id: string, is_default = false, display_name: string | null = id.toUpperCase()) => ({
  id,
  display_name,
  can_write: true,
  is_default,
});

describe('defaultPortfolio (the cockpit target of the redirect rule)', () => {
  it('prefers the portfolio flagged default', () => {
    expect(defaultPortfolio([p('a'), p('b', true)])?.id).toBe('b');
  });
  it('else takes the first of the list', () => {
    expect(defaultPortfolio([p('a'), p('b')])?.id).toBe('a');
  });
  it('is undefined without portfolios (the empty-portfolio screen)', () => {
    expect(defaultPortfolio([])).toBeUndefined();
  });
  it('labels a portfolio without display name by its id', () => {
    expect(portfolioLabel(p('sandbox', false, null))).toBe('sandbox');
  });
});
