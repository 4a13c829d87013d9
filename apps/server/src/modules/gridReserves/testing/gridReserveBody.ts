/** Where the test world's alpine portfolio records its grid reserves. */
export const GRID_RESERVES = '/api/dashboard-v3/portfolio/alpine/grid-reserve';

import { D, H, TODAY } from '../../../testing/demoMoment.js';

/**
 * A grid reserve on hochalm's first unit (10 MW aFRR upward, spinning, included, in 4-hour blocks,
 * the day after tomorrow 00:00-08:00 in Vienna) with the fields of `over`.
 */
export const gridReserveBody = (over: Record<string, unknown>) => ({
  plant_view_id: 'hochalm',
  power_unit_id: 'hochalm.m1',
  product_name: 'aFRR',
  direction: 'positive',
  reserve_type: 'spinning',
  mode: 'included',
  hourly_schedule: 4,
  mw: 10,
  start_ts: TODAY + 2 * D,
  end_ts: TODAY + 2 * D + 8 * H,
  ...over,
});
