import { describe, expect, it } from 'vitest';
import { plantRights, type PlantState } from '../plantRights.js';
import {
  canDelete,
  canTransition,
  checkCreate,
  checkUpdate,
  enforcedUntil,
  hasHistory,
  startOfToday,
  versionAt,
} from './constraintRules.js';
import { constraintSteps, type ConstraintVersion } from './constraintSteps.js';
import { EMPTY_PATTERN, localCalendar } from './recurringPattern.js';

const H = 3_600_000;
const now = Date.parse('2026-06-10T09:30Z'); // 11:30 in Vienna
const zone = 'Europe/Vienna';
// createInPast as plantRights answers it: admins, or anyone while the plant is in Setup
const ctx = (plantState: string, isAdmin = false) => ({
  now,
  zone,
  createInPast: plantRights({ isAdmin }, { can_write: true }, { plant_state: plantState as PlantState }).createInPast,
});

describe('lifecycle', () => {
  it('draft -> Active -> Inactive -> Active again; never back to draft', () => {
    expect(canTransition('draft', 'Active')).toBe(true);
    expect(canTransition('Active', 'Inactive')).toBe(true);
    expect(canTransition('Inactive', 'Active')).toBe(true);
    expect(canTransition('draft', 'Inactive')).toBe(false);
    expect(canTransition('Active', 'draft')).toBe(false);
    expect(canTransition('Inactive', 'draft')).toBe(false);
  });
  it('only drafts are deleted, and drafts have no history', () => {
    expect([canDelete('draft'), canDelete('Active'), canDelete('Inactive')]).toEqual([true, false, false]);
    expect([hasHistory('draft'), hasHistory('Active')]).toEqual([false, true]);
  });
});

describe('creating in the past', () => {
  const today = startOfToday(now, zone);
  it('today starts at 00:00 in the plant zone', () => {
    expect(today).toBe(Date.parse('2026-06-09T22:00Z'));
  });
  it('from today on anyone may create; before today only admins, or anyone in Setup', () => {
    expect(checkCreate(ctx('Live'), { validity_start_timestamp_millis: today })).toBeNull();
    expect(checkCreate(ctx('Live'), { validity_start_timestamp_millis: today - 1 })).toMatch(
      /only be created by admins/,
    );
    expect(checkCreate(ctx('Backtesting'), { validity_start_timestamp_millis: today - 1 })).toMatch(/admins/);
    expect(checkCreate(ctx('Live', true), { validity_start_timestamp_millis: today - 1 })).toBeNull();
    expect(checkCreate(ctx('Setup'), { validity_start_timestamp_millis: today - 1 })).toBeNull();
  });
  it('an update may not move the start further into the past, nor break the lifecycle', () => {
    const before = { status: 'Active' as const, validity_start_timestamp_millis: today - 5 * 24 * H };
    expect(checkUpdate(ctx('Live'), before, { ...before })).toBeNull();
    expect(
      checkUpdate(ctx('Live'), before, { ...before, validity_start_timestamp_millis: today - 6 * 24 * H }),
    ).toMatch(/admins/);
    expect(
      checkUpdate(ctx('Live', true), before, { ...before, validity_start_timestamp_millis: today - 6 * 24 * H }),
    ).toBeNull();
    expect(checkUpdate(ctx('Live'), before, { ...before, status: 'draft' })).toMatch(/cannot go from Active to draft/);
  });
});

describe('versions and the Live rule', () => {
  const v = (effective_from: number, value: number): ConstraintVersion => ({
    effective_from,
    value,
    validity_start_timestamp_millis: 0,
    validity_end_timestamp_millis: null,
    recurring_pattern: null,
  });
  const versions = [v(now, 20), v(now - 48 * H, 10)];
  it('Live: the past keeps the version that applied then', () => {
    expect(versionAt(versions, now - H, 'Live').value).toBe(10);
    expect(versionAt(versions, now, 'Live').value).toBe(20);
    expect(versionAt(versions, now - 100 * H, 'Live').value).toBe(10);
  });
  it('other states: the latest version applies to past and future', () => {
    expect(versionAt(versions, now - H, 'Setup').value).toBe(20);
    expect(versionAt(versions, now - H, 'Backtesting').value).toBe(20);
  });
  it('constraintSteps: version, status and pattern per step', () => {
    const start = now - 3.5 * H; // 06:00 UTC = 08:00 local
    const cal = localCalendar(zone, start, H, 8);
    const c = {
      status: 'Active' as const,
      validity_start_timestamp_millis: 0,
      validity_end_timestamp_millis: null,
      history: [{ change_timestamp_millis: start + 6 * H, changeset: { status: 'Inactive' as const } }],
    };
    const vs: ConstraintVersion[] = [
      { ...v(now - 48 * H, 10), recurring_pattern: { ...EMPTY_PATTERN, hour_of_day: { start: 9, end: 23 } } },
      { ...v(start + 4 * H, 20), recurring_pattern: null },
    ];
    // local 08 (not in 9..23), 09, 10, 11 with value 10; from step 4 value 20; from step 6 Inactive
    expect(constraintSteps(c, vs, 'Live', cal, start, H)).toEqual([null, 10, 10, 10, 20, 20, null, null]);
    expect(constraintSteps(c, vs, 'Setup', cal, start, H)).toEqual([20, 20, 20, 20, 20, 20, null, null]);
    expect(constraintSteps(c, vs, 'Setup', cal, start, H, start + 2 * H)).toEqual([
      20,
      20,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
  it('level targets from now on need advanced production planning', () => {
    expect(enforcedUntil('reservoir_level_target', now, false)).toBe(now);
    expect(enforcedUntil('reservoir_level_target', now, true)).toBe(Infinity);
    expect(enforcedUntil('reservoir_min_level', now, false)).toBe(Infinity);
  });
});
