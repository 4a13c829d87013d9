import { describe, expect, it } from 'vitest';
import { permissionsFor } from '@penstock/domain';
import { NAV_ENTRIES, visibleNavEntries } from './navEntries';

describe('navigation entries', () => {
  it('hides permission-bound entries from normal users', () => {
    const keys = visibleNavEntries(permissionsFor({ isAdmin: false })).map((e) => e.key);
    expect(keys).not.toContain('actions');
    expect(keys).not.toContain('violations');
    expect(keys).not.toContain('dayAheadBids');
    expect(keys).not.toContain('users');
    expect(keys).toContain('plants');
    expect(keys).toContain('commercial');
  });
  it('shows every entry to admins', () => {
    expect(visibleNavEntries(permissionsFor({ isAdmin: true }))).toHaveLength(NAV_ENTRIES.length);
  });
  it('badges the new entries of the spec', () => {
    expect(NAV_ENTRIES.filter((e) => e.isNew).map((e) => e.key)).toEqual([
      'portfolio',
      'reserves',
      'powerMarket',
      'optimization',
      'violations',
      'dayAheadBids',
      'commercial',
    ]);
  });
});
