import { describe, expect, it } from 'vitest';
import {
  blockBoundariesAround,
  checkReserveCreate,
  checkReserveUpdate,
  isBidMultiple,
  isBlockBoundary,
  RESERVE_LIVE_PAST_DENIED,
  RESERVE_PAST_CREATE_DENIED,
  reserveFieldIssues,
  type ReserveState,
} from './gridReserveRules.js';
import { gridReserveTypeOf } from './gridReserves.js';

const H = 3_600_000;
const ZONE = 'Europe/Vienna';
const MIDNIGHT = Date.UTC(2026, 9, 29, 23); // 30 Oct 00:00 in Vienna (CET)

describe('grid reserve rules', () => {
  it('derives the type; symmetric takes the Positive one', () => {
    expect(gridReserveTypeOf('spinning', 'negative')).toBe('gridReserveSpinningNegative');
    expect(gridReserveTypeOf('standing', 'positive')).toBe('gridReserveStandingPositive');
    expect(gridReserveTypeOf('spinning', 'symmetric')).toBe('gridReserveSpinningPositive');
  });

  it('bid multiples tolerate decimal rounding; 0 is any', () => {
    expect(isBidMultiple(0.3, 0.1)).toBe(true);
    expect(isBidMultiple(10.5, 1)).toBe(false);
    expect(isBidMultiple(7.3, 0)).toBe(true);
  });

  it('block boundaries are wall-clock hours of the plant zone, also on the day the clocks go back', () => {
    expect(isBlockBoundary(MIDNIGHT + 4 * H, 4, ZONE)).toBe(true);
    expect(isBlockBoundary(MIDNIGHT + 5 * H, 4, ZONE)).toBe(false);
    expect(isBlockBoundary(MIDNIGHT + 4 * H + 60_000, 4, ZONE)).toBe(false);
    expect(blockBoundariesAround(MIDNIGHT + 5 * H, 4, ZONE)).toEqual([MIDNIGHT + 4 * H, MIDNIGHT + 8 * H]);
    expect(blockBoundariesAround(MIDNIGHT + 22 * H, 4, ZONE)).toEqual([MIDNIGHT + 20 * H, MIDNIGHT + 24 * H]);
    // 25 Oct 2026: 04:00 local comes 5 hours after midnight (the repeated 02:00-03:00)
    const sunday = Date.UTC(2026, 9, 24, 22); // 00:00 CEST
    expect(isBlockBoundary(sunday + 5 * H, 4, ZONE)).toBe(true);
    expect(isBlockBoundary(sunday + 4 * H, 4, ZONE)).toBe(false);
  });

  it('names each field that breaks the product rules', () => {
    const r = {
      mode: 'included' as const,
      mw: 10,
      min_bid_mw: 5,
      bid_step_mw: 1,
      hourly_schedule: 4,
      start_ts: MIDNIGHT,
      end_ts: MIDNIGHT + 8 * H,
    };
    expect(reserveFieldIssues(r, ZONE, 40)).toEqual([]);
    const paths = (o: Partial<typeof r>, pMax: number | null = 40) =>
      reserveFieldIssues({ ...r, ...o }, ZONE, pMax).map((i) => i.path);
    expect(paths({ mw: 4 })).toEqual(['mw']);
    expect(paths({ mw: 9.5 })).toEqual(['mw']);
    expect(paths({ mw: 50 })).toEqual(['mw']);
    expect(paths({ mw: 50 }, null)).toEqual([]);
    expect(paths({ min_bid_mw: 2.5, mw: 10 })).toEqual(['min_bid_mw']);
    expect(paths({ start_ts: MIDNIGHT + H, end_ts: MIDNIGHT + 6 * H })).toEqual(['start_ts', 'end_ts']);
  });

  it('the past: created by admins or in Setup; Live keeps what the reserve did before now', () => {
    const now = MIDNIGHT + 10 * H;
    const live = { now, zone: ZONE, plantState: 'Live', createInPast: false };
    expect(checkReserveCreate(live, { start_ts: MIDNIGHT - H })).toBe(RESERVE_PAST_CREATE_DENIED);
    expect(checkReserveCreate(live, { start_ts: MIDNIGHT })).toBeNull();
    const ongoing: ReserveState = {
      power_unit_id: 'm1',
      status: 'Active',
      direction: 'positive',
      reserve_type: 'spinning',
      product_name: 'aFRR',
      mode: 'included',
      mw: 10,
      min_bid_mw: 0,
      bid_step_mw: 0,
      hourly_schedule: 4,
      capacity_price: 10,
      activation_factor: 0.2,
      activation_compensation: 50,
      start_ts: MIDNIGHT + 8 * H,
      end_ts: MIDNIGHT + 16 * H,
    };
    expect(checkReserveUpdate(live, ongoing, { ...ongoing, end_ts: MIDNIGHT + 12 * H })).toBeNull();
    expect(checkReserveUpdate(live, ongoing, { ...ongoing, mw: 20 })).toBe(RESERVE_LIVE_PAST_DENIED);
    expect(checkReserveUpdate(live, ongoing, null)).toBe(RESERVE_LIVE_PAST_DENIED);
    const future = { ...ongoing, start_ts: MIDNIGHT + 12 * H };
    expect(checkReserveUpdate(live, future, null)).toBeNull();
    expect(checkReserveUpdate({ ...live, createInPast: true }, ongoing, null)).toBeNull();
    expect(checkReserveUpdate({ ...live, plantState: 'Review' }, ongoing, { ...ongoing, mw: 20 })).toBeNull();
    expect(
      checkReserveUpdate({ ...live, plantState: 'Review' }, ongoing, { ...ongoing, start_ts: MIDNIGHT - 4 * H }),
    ).toBe(RESERVE_PAST_CREATE_DENIED);
  });
});
