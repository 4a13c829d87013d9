import { describe, expect, it } from 'vitest';
import { listTexts } from './listTexts';

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
});
