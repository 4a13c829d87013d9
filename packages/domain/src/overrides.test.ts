import { describe, expect, it } from 'vitest';
import { overrideDenial } from './overrides.js';

const H = 3_600_000;
const now = Date.UTC(2026, 5, 1, 10, 30);
const base = { isAdmin: false, plantState: 'Live', resolutionMs: H, now };

describe('overrideDenial', () => {
  it('non-admins: actuals up to the running hour, plans from the running hour on', () => {
    expect(overrideDenial({ ...base, kind: 'actual', ts: Date.UTC(2026, 5, 1, 10) })).toBeNull();
    expect(overrideDenial({ ...base, kind: 'actual', ts: Date.UTC(2026, 5, 1, 11) })).toMatch(/actuals in the future/);
    expect(overrideDenial({ ...base, kind: 'plan', ts: Date.UTC(2026, 5, 1, 10) })).toBeNull();
    expect(overrideDenial({ ...base, kind: 'plan', ts: Date.UTC(2026, 5, 1, 9) })).toMatch(/plans in the past/);
  });
  it('admins may do both', () => {
    expect(overrideDenial({ ...base, isAdmin: true, kind: 'actual', ts: now + 10 * H })).toBeNull();
    expect(overrideDenial({ ...base, isAdmin: true, kind: 'plan', ts: now - 10 * H })).toBeNull();
  });
  it('frozen plant states stop non-admins', () => {
    expect(overrideDenial({ ...base, plantState: 'Review', kind: 'plan', ts: now + H })).toMatch(/Review/);
    expect(overrideDenial({ ...base, plantState: 'Setup', kind: 'plan', ts: now + H })).toBeNull();
    expect(overrideDenial({ ...base, isAdmin: true, plantState: 'Inactive', kind: 'plan', ts: now + H })).toBeNull();
  });
});
