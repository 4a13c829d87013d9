import { describe, expect, it } from 'vitest';
import {
  checkMaintenanceCreate,
  checkMaintenanceUpdate,
  LIVE_PAST_DENIED,
  maintenanceHorizonDenial,
  maintenanceHorizonEnd,
  PAST_CREATE_DENIED,
  type OutageState,
} from './maintenanceRules.js';

const H = 3_600_000;
const NOW = Date.UTC(2026, 9, 30, 10, 30); // 11:30 in Vienna
const TODAY = Date.UTC(2026, 9, 29, 23);
const live = { now: NOW, zone: 'Europe/Vienna', plantState: 'Live', createInPast: false };
const ongoing: OutageState = {
  turbine_id: 'm1',
  status: 'Active',
  remaining_power: 0,
  start_timestamp_millis: NOW - 2 * H,
  end_timestamp_millis: NOW + 5 * H,
};

describe('maintenance rules', () => {
  it('creating before today 00:00 needs createInPast; earlier today is open', () => {
    expect(checkMaintenanceCreate(live, { start_timestamp_millis: TODAY - 1 })).toBe(PAST_CREATE_DENIED);
    expect(checkMaintenanceCreate(live, { start_timestamp_millis: TODAY })).toBeNull();
    expect(
      checkMaintenanceCreate({ ...live, createInPast: true }, { start_timestamp_millis: TODAY - 10 * H }),
    ).toBeNull();
  });

  it('Live: the effect before now stays; the future may change', () => {
    expect(checkMaintenanceUpdate(live, ongoing, { ...ongoing, end_timestamp_millis: NOW })).toBeNull();
    expect(
      checkMaintenanceUpdate(live, ongoing, { ...ongoing, end_timestamp_millis: NOW + 9 * H, remaining_power: 0 }),
    ).toBeNull();
    expect(checkMaintenanceUpdate(live, ongoing, { ...ongoing, remaining_power: 5 })).toBe(LIVE_PAST_DENIED);
    expect(checkMaintenanceUpdate(live, ongoing, { ...ongoing, status: 'Inactive' })).toBe(LIVE_PAST_DENIED);
    expect(checkMaintenanceUpdate(live, ongoing, { ...ongoing, end_timestamp_millis: NOW - H })).toBe(LIVE_PAST_DENIED);
    const future = { ...ongoing, start_timestamp_millis: NOW + H };
    expect(checkMaintenanceUpdate(live, future, { ...future, status: 'Inactive', remaining_power: 3 })).toBeNull();
    expect(checkMaintenanceUpdate(live, future, { ...future, start_timestamp_millis: NOW - H })).toBe(LIVE_PAST_DENIED);
    expect(
      checkMaintenanceUpdate({ ...live, createInPast: true }, ongoing, { ...ongoing, remaining_power: 5 }),
    ).toBeNull();
  });

  it('other states: moving the start before today needs createInPast', () => {
    const review = { ...live, plantState: 'Review' };
    expect(checkMaintenanceUpdate(review, ongoing, { ...ongoing, remaining_power: 5 })).toBeNull();
    expect(checkMaintenanceUpdate(review, ongoing, { ...ongoing, start_timestamp_millis: TODAY - H })).toBe(
      PAST_CREATE_DENIED,
    );
  });

  it('optimal timings reach 14 whole days after today in the plant zone, 366 with maintenance_planning (ACTIVE or TRIAL)', () => {
    // 14 days after 30 October: 13 November 24:00 in Vienna (CET after the clock change of 25 October)
    expect(maintenanceHorizonEnd(NOW, 'Europe/Vienna', {})).toBe(Date.UTC(2026, 10, 13, 23));
    // across a clock change the days stay calendar days: from 20 October (CEST) to 3 November 24:00 CET
    expect(maintenanceHorizonEnd(Date.UTC(2026, 9, 20, 10), 'Europe/Vienna', {})).toBe(Date.UTC(2026, 10, 3, 23));
    expect(maintenanceHorizonEnd(NOW, 'Europe/Vienna', { maintenance_planning: 'TRIAL' })).toBe(
      Date.UTC(2027, 9, 31, 23),
    );
    const end = Date.UTC(2026, 10, 13, 23);
    expect(maintenanceHorizonDenial(end, NOW, 'Europe/Vienna', {}, 'Hochalm')).toBeNull();
    expect(
      maintenanceHorizonDenial(end + H, NOW, 'Europe/Vienna', { maintenance_planning: 'INACTIVE' }, 'Hochalm'),
    ).toMatch(/^Without Maintenance Planning, optimal maintenance timings reach 14 days ahead for Hochalm/);
    expect(
      maintenanceHorizonDenial(end + H, NOW, 'Europe/Vienna', { maintenance_planning: 'ACTIVE' }, 'Hochalm'),
    ).toBeNull();
  });
});
