import { describe, expect, it } from 'vitest';
import { statusAt, statusOnDay, statusTimeline, type StatusSubject } from './constraintStatus.js';

const D = 86_400_000;
const day0 = Date.parse('2026-06-01T00:00Z');
const subject = (over: Partial<StatusSubject> = {}): StatusSubject => ({
  status: 'Active',
  validity_start_timestamp_millis: day0,
  validity_end_timestamp_millis: day0 + 10 * D,
  history: [],
  ...over,
});
const change = (at: number, status: StatusSubject['status'], deactivatedAt?: number) => ({
  change_timestamp_millis: at,
  changeset: { status, deactivated_timestamp_millis: deactivatedAt },
});

describe('statusOnDay', () => {
  it('is Inactive outside the validity, whatever the status', () => {
    const c = subject();
    expect(statusOnDay(c, day0 - D, day0)).toBe('Inactive');
    expect(statusOnDay(c, day0 + 10 * D, day0 + 11 * D)).toBe('Inactive');
    expect(statusOnDay(c, day0 + 9 * D, day0 + 10 * D)).toBe('Active');
  });
  it('a day that only partly overlaps the validity counts as inside', () => {
    const c = subject({ validity_start_timestamp_millis: day0 + 12 * 3_600_000 });
    expect(statusOnDay(c, day0, day0 + D)).toBe('Active');
  });
  it('open-ended validity', () => {
    expect(statusOnDay(subject({ validity_end_timestamp_millis: null }), day0 + 1000 * D, day0 + 1001 * D)).toBe(
      'Active',
    );
  });
  it('takes the latest status change at or before the day, else the own status', () => {
    const c = subject({
      status: 'Inactive',
      history: [change(day0 + 2 * D + 5, 'Active'), change(day0 - D, 'draft'), change(day0 + 5 * D, 'Inactive')],
    });
    expect(statusOnDay(c, day0, day0 + D)).toBe('draft');
    expect(statusOnDay(c, day0 + 2 * D, day0 + 3 * D)).toBe('Active'); // changed during that day
    expect(statusOnDay(c, day0 + 4 * D, day0 + 5 * D)).toBe('Active');
    expect(statusOnDay(c, day0 + 5 * D, day0 + 6 * D)).toBe('Inactive');
    expect(
      statusOnDay(subject({ status: 'Inactive', history: [change(day0 + 5 * D, 'Active')] }), day0, day0 + D),
    ).toBe('Inactive');
  });
  it('a deactivation takes effect at its deactivation time, not when it was entered', () => {
    const c = subject({ history: [change(day0 - D, 'Active'), change(day0, 'Inactive', day0 + 3 * D)] });
    expect(statusOnDay(c, day0 + D, day0 + 2 * D)).toBe('Active');
    expect(statusOnDay(c, day0 + 3 * D, day0 + 4 * D)).toBe('Inactive');
    expect(statusAt(c, day0 + 3 * D - 1)).toBe('Active');
  });
});

describe('statusTimeline', () => {
  it('merges consecutive equal statuses into spans of local days', () => {
    const c = subject({
      history: [change(day0 - 5 * D, 'Active'), change(day0 + 3 * D, 'Inactive'), change(day0 + 5 * D, 'Active')],
    });
    const spans = statusTimeline(c, 'UTC', day0 - 2 * D, 14);
    expect(spans.map((s) => [s.status, s.days])).toEqual([
      ['Inactive', 2],
      ['Active', 3],
      ['Inactive', 2],
      ['Active', 5],
      ['Inactive', 2],
    ]);
    expect(spans[0].from).toBe(day0 - 2 * D);
    expect(spans.at(-1)!.to).toBe(day0 + 12 * D);
  });
  it('days follow the zone: the autumn day in Vienna lasts 25 hours', () => {
    const spans = statusTimeline(
      subject({ validity_start_timestamp_millis: 0, validity_end_timestamp_millis: null }),
      'Europe/Vienna',
      Date.parse('2026-10-24T12:00Z'),
      2,
    );
    expect(spans).toHaveLength(1);
    expect(spans[0].from).toBe(Date.parse('2026-10-23T22:00Z'));
    expect(spans[0].to - spans[0].from).toBe(49 * 3_600_000);
  });
});
