import { describe, expect, it } from 'vitest';
import { activeHoursIn, constraintAlerts, defaultAlertWindow } from './constraintAlerts.js';
import { EMPTY_PATTERN } from './recurringPattern.js';

const ZONE = 'Europe/Vienna';
const H = 3_600_000;
const from = Date.UTC(2026, 10, 23, 23); // 24 Nov 00:00 in Vienna
const to = from + 3 * 24 * H;
const base = {
  status: 'Active' as const,
  validity_start_timestamp_millis: from - 24 * H,
  validity_end_timestamp_millis: null,
  history: [],
  recurring_pattern: null,
};

describe('cockpit constraint alerts', () => {
  it('counts the hours a constraint applies in the range: validity, pattern and status', () => {
    expect(activeHoursIn({ ...base, type_name: 'plant_max_power' }, ZONE, from, to)).toBe(72);
    const nights = {
      ...base,
      type_name: 'gate_min_discharge',
      recurring_pattern: { ...EMPTY_PATTERN, hour_of_day: { start: 22, end: 5 } },
    };
    expect(activeHoursIn(nights, ZONE, from, to)).toBe(3 * 8);
    // deactivated from the second day on
    const off = {
      ...base,
      type_name: 'x',
      status: 'Inactive' as const,
      history: [
        { change_timestamp_millis: from - 24 * H, changeset: { status: 'Active' as const } },
        {
          change_timestamp_millis: from,
          changeset: { status: 'Inactive' as const, deactivated_timestamp_millis: from + 24 * H },
        },
      ],
    };
    expect(activeHoursIn(off, ZONE, from, to)).toBe(24);
    expect(activeHoursIn({ ...base, type_name: 'x', status: 'draft' }, ZONE, from, to)).toBe(0);
  });

  it('flags stop cost and discharge ramps as restrictive and lists them first; none for ranges over 14 days', () => {
    const list = [
      { ...base, type_name: 'plant_max_power' },
      { ...base, type_name: 'turbine_discharge_decrease_max' },
      { ...base, type_name: 'turbine_stop_cost', validity_start_timestamp_millis: to },
    ];
    const alerts = constraintAlerts(list, ZONE, from, to)!;
    expect(alerts.map((a) => [a.constraint.type_name, a.restrictive])).toEqual([
      ['turbine_discharge_decrease_max', true],
      ['plant_max_power', false],
    ]);
    expect(constraintAlerts(list, ZONE, from, from + 14 * 24 * H)).not.toBeNull();
    expect(constraintAlerts(list, ZONE, from, from + 15 * 24 * H)).toBeNull();
  });
});

describe('defaultAlertWindow (today plus 2 days in the plant zone)', () => {
  it('runs from today 00:00 to two days later 23:59:59, also across the spring daylight-saving change', () => {
    const vienna = 'Europe/Vienna';
    // Tue 24 Nov 2026, 14:30 in Vienna (UTC+1)
    expect(defaultAlertWindow(Date.UTC(2026, 10, 24, 13, 30), vienna)).toEqual({
      start: Date.UTC(2026, 10, 23, 23),
      end: Date.UTC(2026, 10, 26, 23),
    });
    // Sat 27 Mar 2027 at 23:30 local: the clocks go forward on Sunday 28th; the window ends Tuesday 30th 00:00 in summer time (UTC+2)
    expect(defaultAlertWindow(Date.UTC(2027, 2, 27, 22, 30), vienna)).toEqual({
      start: Date.UTC(2027, 2, 26, 23),
      end: Date.UTC(2027, 2, 29, 22),
    });
  });
});
