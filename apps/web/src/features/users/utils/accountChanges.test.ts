import type { HistoryEntry } from '@penstock/domain';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { accountChanges } from './accountChanges';
import { accountState } from './isLocked';

beforeAll(() => initTestI18n('admin'));
const entry = (changes: HistoryEntry['changes'], action: HistoryEntry['action'] = 'update'): HistoryEntry => ({
  entity_id: 'a',
  version: 2,
  action,
  changed_at: 0,
  changed_by: 'x',
  changes,
});

describe('accountChanges (the account history in words, issue 27 item 7)', () => {
  it('names a password set, an invitation with its expiry, disabling and portfolio links; never a hash', () => {
    const t = i18next.getFixedT('en-GB', 'admin');
    const at = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    expect(
      accountChanges(
        entry({
          password_hash: { from: '[secret]', to: '[secret]' },
          password_changed_at: { from: null, to: '2026-11-28T04:00:00Z' },
          invited_until: { from: '2026-12-05T04:00:00Z', to: null },
        }),
        t,
        at,
      ),
    ).toEqual(['Password set']);
    expect(accountChanges(entry({ invited_until: { from: null, to: '2026-12-05T04:00:00Z' } }), t, at)).toEqual([
      'Invitation sent, valid until 2026-12-05',
    ]);
    expect(accountChanges(entry({ disabled_at: { from: null, to: '2026-11-28T04:00:00Z' } }), t, at)).toEqual([
      'Disabled',
    ]);
    expect(accountChanges(entry({ 'portfolio river': { from: null, to: 'read' } }), t, at)).toEqual([
      'Portfolio river: not assigned to read',
    ]);
    expect(accountChanges(entry({}, 'create'), t, at)).toEqual(['Account created']);
  });
});

describe('accountState', () => {
  it('Pending while the invitation is open, Invitation expired after, Disabled and Locked first', () => {
    const now = 1_000_000;
    const base = { disabled: false, locked_until: null };
    expect(accountState({ ...base, invited_until: now + 1 }, now)).toBe('pending');
    expect(accountState({ ...base, invited_until: now }, now)).toBe('expired');
    expect(accountState({ ...base, invited_until: null }, now)).toBe('active');
    expect(accountState({ ...base, disabled: true, invited_until: now + 1 }, now)).toBe('disabled');
    expect(accountState({ disabled: false, locked_until: now + 5, invited_until: now + 1 }, now)).toBe('locked');
  });
});
