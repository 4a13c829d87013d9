import { describe, expect, test } from 'vitest';
import { timeTickFormatter } from './timeAxis';

describe('time axis labels in the display zone', () => {
  const fmt = timeTickFormatter('Europe/Vienna', 'en-GB');
  test('hours with the date under the first tick of each day, 24-hour clock', () => {
    const t0 = Date.parse('2026-03-28T22:00:00Z'); // 23:00 in Vienna
    const labels = fmt([t0, t0 + 3_600_000, t0 + 2 * 3_600_000], 3_600_000);
    expect(labels).toEqual(['23:00\n28 Mar', '00:00\n29 Mar', '01:00']);
    // the hour after 01:00 on the switch day is 03:00 local
    expect(fmt([t0 + 3 * 3_600_000], 3_600_000)).toEqual(['03:00\n29 Mar']);
  });
  test('days, months and years', () => {
    expect(fmt([Date.parse('2026-01-14T23:00:00Z')], 86_400_000)).toEqual(['15 Jan']);
    expect(fmt([Date.parse('2025-12-31T23:00:00Z'), Date.parse('2026-01-31T23:00:00Z')], 31 * 86_400_000)).toEqual([
      'Jan 2026',
      'Feb',
    ]);
    expect(fmt([Date.parse('2025-12-31T23:00:00Z')], 366 * 86_400_000)).toEqual(['2026']);
  });
});
