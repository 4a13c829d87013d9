import { describe, expect, it } from 'vitest';
import type { TelemetryQuality } from './telemetry.js';
import {
  FROZEN_CHECK_DEFAULTS,
  freshnessFacts,
  telemetryFreshness,
  unchangedSince,
  worstFreshness,
  type FrozenCheck,
  type TelemetryPoint,
} from './telemetryFreshness.js';

const H = 3_600_000;
const NOW = Date.UTC(2026, 10, 28, 12);

/** Hourly points ending at `end`, one per value, all good unless `quality` says otherwise. */
function series(values: number[], end = NOW, quality: TelemetryQuality[] = []): TelemetryPoint[] {
  return values.map((value, i) => ({ ts: end - (values.length - 1 - i) * H, value, quality: quality[i] ?? 'good' }));
}
const stateOf = (points: TelemetryPoint[], frozen: FrozenCheck | null = FROZEN_CHECK_DEFAULTS.level, reports = true) =>
  telemetryFreshness(freshnessFacts(points, reports, frozen), { now: NOW, outdatedAfterHours: 6, frozen });

describe('telemetry freshness (issue 26), from constructed series', () => {
  it('fresh: a recent value of a moving sensor', () => {
    expect(stateOf(series([500.1, 500.2, 500.15, 500.3]))).toBe('fresh');
  });

  it('outdated: the newest value is older than telemetryOutdatedAfter hours, or there is none', () => {
    expect(stateOf(series([500.1, 500.2], NOW - 6 * H))).toBe('fresh'); // exactly 6 h: not yet
    expect(stateOf(series([500.1, 500.2], NOW - 6 * H - 1))).toBe('outdated');
    expect(stateOf([])).toBe('outdated');
    // an outdated sensor stays outdated whatever its last quality
    expect(stateOf(series([1, 2], NOW - 7 * H, ['good', 'bad']))).toBe('outdated');
  });

  it('frozen: no change beyond the deadband for the check hours (flat-line), measured back from the newest value', () => {
    const check: FrozenCheck = { deadband: 0.01, hours: 6 };
    expect(stateOf(series([10, 10, 10.005, 10, 10, 10, 10]), check)).toBe('frozen'); // 6 h within 0.01
    expect(stateOf(series([10, 10.005, 10, 10, 10, 10]), check)).toBe('fresh'); // only 5 h of data
    expect(stateOf(series([9, 10, 10, 10, 10, 10, 10]), check)).toBe('fresh'); // changed 6 h ago: 5 h flat
    expect(stateOf(series([10, 10, 10, 10, 10, 10, 10]), { ...check, hours: 0 })).toBe('fresh'); // check off
    expect(stateOf(series([10, 10, 10, 10, 10, 10, 10]), null)).toBe('fresh');
  });

  it('a machine at rest (zero) is not frozen where the check says so', () => {
    const power = FROZEN_CHECK_DEFAULTS.power;
    expect(stateOf(series(Array(8).fill(0)), power)).toBe('fresh');
    expect(stateOf(series(Array(8).fill(42)), power)).toBe('frozen');
    expect(stateOf(series(Array(13).fill(0)), FROZEN_CHECK_DEFAULTS.level)).toBe('frozen'); // a level at 0 is no rest
  });

  it('bad: the newest value has bad quality (it wins over frozen, not over outdated)', () => {
    expect(stateOf(series([1, 2, 3], NOW, ['good', 'good', 'bad']))).toBe('bad');
    expect(stateOf(series([1, 2, 3], NOW, ['bad', 'bad', 'uncertain']))).toBe('fresh');
    expect(
      stateOf(series(Array(8).fill(42), NOW, [...Array(7).fill('good'), 'bad']), FROZEN_CHECK_DEFAULTS.power),
    ).toBe('bad');
  });

  it('no_telemetry: a component that does not report by design is never outdated', () => {
    expect(stateOf([], FROZEN_CHECK_DEFAULTS.level, false)).toBe('no_telemetry');
  });

  it('unchangedSince walks back from the newest value to the first that differs', () => {
    expect(unchangedSince([], 0)).toBeNull();
    const points = series([5, 7, 7.001, 7]);
    expect(unchangedSince(points, 0.01)).toBe(NOW - 2 * H);
    expect(unchangedSince(points, 0)).toBe(NOW);
    expect(unchangedSince(points, 5)).toBe(NOW - 3 * H);
  });

  it("a component shows its most urgent quantity's state", () => {
    expect(worstFreshness(['fresh', 'frozen', 'bad'])).toBe('bad');
    expect(worstFreshness(['fresh', 'outdated', 'bad'])).toBe('outdated');
    expect(worstFreshness(['fresh', 'frozen'])).toBe('frozen');
    expect(worstFreshness([])).toBe('no_telemetry');
  });
});
