import { describe, expect, it } from 'vitest';
import { listTexts, listTextsUnder } from './listTexts';

describe('listTexts', () => {
  it("reads the shared keys from the feature's namespace and lets one list replace its own", () => {
    const t = (key: string) => `ns:${key}`;
    expect(listTexts(t)).toEqual({
      table: 'ns:tableLabel',
      search: 'ns:search',
      loadFailed: 'ns:loadFailed',
      retry: 'ns:retry',
      empty: 'ns:empty',
      noMatch: 'ns:noMatch',
      all: 'ns:filter.all',
      none: 'ns:filter.none',
    });
    expect(listTexts(t, { table: 'Regions', empty: 'None yet' })).toMatchObject({
      table: 'Regions',
      empty: 'None yet',
      search: 'ns:search',
    });
  });

  it('takes the table and empty texts of one list from under its prefix', () => {
    const t = (key: string) => `ns:${key}`;
    expect(listTextsUnder(t, 'customers')).toMatchObject({
      table: 'ns:customers.table',
      empty: 'ns:customers.empty',
      noMatch: 'ns:noMatch',
    });
  });
});
