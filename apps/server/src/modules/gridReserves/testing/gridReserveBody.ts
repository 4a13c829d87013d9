/** Where the test world's alpine portfolio records its grid reserves. */
export const GRID_RESERVES = '/api/dashboard-v3/portfolio/alpine/grid-reserve';

/** A grid reserve on hochalm's first unit (aFRR upward, spinning, included, in 4-hour blocks) with the fields of `over`. */
export const gridReserveBody = (over: Record<string, unknown>) => ({
  plant_view_id: 'hochalm',
  power_unit_id: 'hochalm.m1',
  product_name: 'aFRR',
  direction: 'positive',
  reserve_type: 'spinning',
  mode: 'included',
  hourly_schedule: 4,
  ...over,
});
