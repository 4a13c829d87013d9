import { describe, expect, it } from 'vitest';
import { codeCountdown, formatCountdown, localDeadline, secondsLeft } from './countdown';

describe('countdown', () => {
  it('formats m:ss and h:mm:ss', () => {
    expect([0, 9, 59, 60, 61, 299, 3600, 3725].map(formatCountdown)).toEqual([
      '0:00',
      '0:09',
      '0:59',
      '1:00',
      '1:01',
      '4:59',
      '1:00:00',
      '1:02:05',
    ]);
  });
  it('rounds remaining time up and never goes below 0', () => {
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 99_000)).toBe(0);
  });
  it('code countdown: hidden from 60 s, shown under 60 s, flagged under 10 s, expired at 0', () => {
    const at = (s: number) => codeCountdown(s * 1000, 0);
    expect(at(300)).toEqual({ seconds: 300, visible: false, warning: false, expired: false });
    expect(at(60)).toMatchObject({ visible: false });
    expect(at(59)).toMatchObject({ visible: true, warning: false, expired: false });
    expect(at(10)).toMatchObject({ visible: true, warning: false });
    expect(at(9)).toMatchObject({ visible: true, warning: true, expired: false });
    expect(at(0)).toMatchObject({ visible: true, warning: true, expired: true });
    expect(at(-5)).toMatchObject({ seconds: 0, expired: true });
  });
});

describe('localDeadline', () => {
  const until = '2026-11-21T12:05:00.000Z';
  it('keeps the time left by the server clock when the local clock is off', () => {
    const local = Date.parse('2026-11-21T12:30:00Z'); // 30 min ahead
    expect(localDeadline(until, 'Sat, 21 Nov 2026 12:00:00 GMT', local)).toBe(local + 300_000);
  });
  it('takes the deadline as is without a Date header', () => {
    expect(localDeadline(until, null, 0)).toBe(Date.parse(until));
  });
});
