import { describe, expect, it } from 'vitest';
import { fromZonedInput, toZonedInput } from './zonedDateTime';

const utc = (s: string) => Date.parse(`${s}Z`);

describe('zoned date-time inputs', () => {
  it('reads and writes the wall clock of the zone, winter and summer', () => {
    expect(toZonedInput(utc('2026-01-15T11:00:00'), 'Europe/Vienna')).toBe('2026-01-15T12:00');
    expect(toZonedInput(utc('2026-07-15T11:00:00'), 'Europe/Vienna')).toBe('2026-07-15T13:00');
    expect(fromZonedInput('2026-07-15T13:00', 'Europe/Vienna')).toBe(utc('2026-07-15T11:00:00'));
    expect(fromZonedInput('2026-01-15T12:00', 'America/New_York')).toBe(utc('2026-01-15T17:00:00'));
  });

  it('round-trips every hour of a year across both DST changes', () => {
    for (let t = utc('2026-01-01T00:00:00'); t < utc('2027-01-01T00:00:00'); t += 3_600_000) {
      const back = fromZonedInput(toZonedInput(t, 'Europe/Vienna'), 'Europe/Vienna')!;
      // 02:00-03:00 on the autumn day occurs twice: the earlier instant is answered
      expect(back === t || back === t - 3_600_000).toBe(true);
    }
  });

  it('a time that occurs twice is the earlier, a skipped time moves forward; junk is null', () => {
    expect(fromZonedInput('2026-10-25T02:30', 'Europe/Vienna')).toBe(utc('2026-10-25T00:30:00'));
    expect(fromZonedInput('2026-03-29T02:30', 'Europe/Vienna')).toBe(utc('2026-03-29T01:30:00'));
    expect(toZonedInput(utc('2026-03-29T01:30:00'), 'Europe/Vienna')).toBe('2026-03-29T03:30');
    expect(fromZonedInput('', 'Europe/Vienna')).toBeNull();
    expect(fromZonedInput('2026-13-01T00:00', 'Europe/Vienna')).toBeNull();
    expect(toZonedInput(null, 'Europe/Vienna')).toBe('');
  });
});
