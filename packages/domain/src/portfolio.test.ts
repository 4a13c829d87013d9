import { describe, expect, it } from 'vitest';
import { sortPortfolios } from './portfolio.js';

describe('sortPortfolios (spec 1 section 3: by name, nulls last)', () => {
  it('puts unnamed portfolios last and ignores case', () => {
    const list = [
      { id: 'z', display_name: null },
      { id: 'b', display_name: 'Beta' },
      { id: 'a', display_name: null },
      { id: 'c', display_name: 'alpine' },
      { id: 'd', display_name: 'ZETA' },
      { id: 'e', display_name: 'delta' },
    ];
    expect(sortPortfolios(list).map((p) => p.id)).toEqual(['c', 'b', 'e', 'd', 'a', 'z']);
  });
});
