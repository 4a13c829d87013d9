import { describe, expect, it } from 'vitest';
import { overrideDenial, overrideStretches } from './overrides.js';

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

describe('overrideStretches', () => {
  const c = (series_id: number, hour: number, value: number, override_by = 'a', overridden_at = hour) => ({
    series_id,
    ts: hour * H,
    step_ms: H,
    value,
    override_by,
    overridden_at,
  });
  it('joins consecutive cells of one series by one person; a gap, another person or another series starts a new stretch', () => {
    const s = overrideStretches([c(1, 0, 5), c(1, 1, 7, 'a', 9), c(1, 2, 6), c(1, 3, 1, 'b'), c(1, 5, 2), c(2, 6, 3)]);
    expect(
      s.map(({ first, to, cells, min, max, overridden_at }) => [
        first.series_id,
        first.ts / H,
        to / H,
        cells,
        min,
        max,
        first.override_by,
        overridden_at,
      ]),
    ).toEqual([
      [1, 0, 3, 3, 5, 7, 'a', 9],
      [1, 3, 4, 1, 1, 1, 'b', 3],
      [1, 5, 6, 1, 2, 2, 'a', 5],
      [2, 6, 7, 1, 3, 3, 'a', 6],
    ]);
    expect(overrideStretches([])).toEqual([]);
  });
});
