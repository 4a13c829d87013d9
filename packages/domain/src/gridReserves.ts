import { z } from 'zod';
import { epochMsSchema as epochMs, finiteNumberSchema as mwNumber } from './numberSchemas.js';
import { versionSchema } from './history.js';
import { createdSavedStamp } from './entityFields.js';
import { fieldRules } from './fieldRules.js';
import { listRangeQueryFields, ORDERED_RANGE_ISSUE, orderedRange } from './seriesQuery.js';

/**
 * Wire contract of grid reserves (spec 2 sections 3 and 7, issue 24). Paths:
 *   GET/POST   /api/dashboard-v3/portfolio/{portfolioId}/grid-reserve  (query plant_view_id, status, start-ts, end-ts)
 *   PUT/DELETE /api/dashboard-v3/portfolio/{portfolioId}/grid-reserve/{id}, GET .../{id}/history
 *   GET  /api/dashboard-v3/portfolio/{portfolioId}/plant/{plantViewId}/grid-reserve-schedule?start-ts&end-ts&granularity&timezone
 *   POST /api/dashboard-v3/portfolio/{portfolioId}/grid-reserve-costs
 * Times are UTC epoch ms (end exclusive); capacity in MW; capacity price in the plant's currency per
 * MW and hour; activation compensation in the plant's currency per MWh.
 */
export const GRID_RESERVE_TYPES = [
  'gridReserveSpinningNegative',
  'gridReserveSpinningPositive',
  'gridReserveStandingNegative',
  'gridReserveStandingPositive',
] as const;
export type GridReserveType = (typeof GRID_RESERVE_TYPES)[number];
export const RESERVE_DIRECTIONS = ['positive', 'negative', 'symmetric'] as const;
export type ReserveDirection = (typeof RESERVE_DIRECTIONS)[number];
export const RESERVE_KINDS = ['spinning', 'standing'] as const;
export type ReserveKind = (typeof RESERVE_KINDS)[number];
/** included: a sold obligation the plan must hold; additional: an offer the optimiser decides at the capacity price. */
export const RESERVE_MODES = ['included', 'additional'] as const;
export type ReserveMode = (typeof RESERVE_MODES)[number];
export const GRID_RESERVE_STATUSES = ['Active', 'Inactive'] as const;
export type GridReserveStatus = (typeof GRID_RESERVE_STATUSES)[number];
/** Block lengths in hours that divide a day: blocks start at 00:00 in the plant's zone and every so many hours. */
export const HOURLY_SCHEDULES = [1, 2, 3, 4, 6, 8, 12, 24] as const;

/**
 * The spec's grid_reserve_type from reserve type and direction. A symmetric product holds the same
 * capacity up and down; the spec's four types have no symmetric member, so it takes the Positive type
 * of its reserve type (the upward side, which needs headroom below the unit's maximum) and `direction`
 * says that the same capacity is held downward too.
 */
export function gridReserveTypeOf(reserveType: ReserveKind, direction: ReserveDirection): GridReserveType {
  const kind = reserveType === 'spinning' ? 'Spinning' : 'Standing';
  return `gridReserve${kind}${direction === 'negative' ? 'Negative' : 'Positive'}` as GridReserveType;
}

const fields = {
  /** the plant view the reserve's unit is seen through */
  plant_view_id: z.string().min(1, 'Required').max(200),
  /** the control unit (turbine or pump turbine) that holds the capacity */
  power_unit_id: z.string().min(1, 'Required').max(200),
  /** as traded: FCR, aFRR, mFRR, ... */
  product_name: z.string().trim().min(1, 'Required').max(100),
  direction: z.enum(RESERVE_DIRECTIONS),
  reserve_type: z.enum(RESERVE_KINDS),
  /** optional on writes: when sent it must be the one of reserve_type and direction (gridReserveTypeOf) */
  grid_reserve_type: z.enum(GRID_RESERVE_TYPES).optional(),
  mode: z.enum(RESERVE_MODES),
  /** block length in hours (1, 2, 3, 4, 6, 8, 12 or 24): every 4 hours gives 00:00-03:59, 04:00-07:59, ... in the plant's zone */
  hourly_schedule: z
    .number()
    .int()
    .refine((h) => (HOURLY_SCHEDULES as readonly number[]).includes(h), {
      message: `Must divide a day: one of ${HOURLY_SCHEDULES.join(', ')} hours`,
    }),
  /** MW: the held capacity is zero or at least this */
  min_bid_mw: mwNumber.min(0, 'Cannot be negative').default(0),
  /** MW: the held capacity is a multiple of this (0: any) */
  bid_step_mw: mwNumber.min(0, 'Cannot be negative').default(0),
  /** per MW and hour of held capacity, in the plant's currency (included: the price it was sold at; additional: the offer's price) */
  capacity_price: mwNumber.min(0, 'Cannot be negative').default(0),
  /** MW: included, the capacity sold (required); additional, the most that may be offered (null: the unit's p_max) */
  mw: mwNumber.positive('Must be above 0').nullable().default(null),
  /** share of the held capacity expected to be activated as energy, 0 to 1 (shown as 0-100 %) */
  activation_factor: z.number().min(0, 'Must be between 0 and 1').max(1, 'Must be between 0 and 1'),
  /** per MWh of activated energy, in the plant's currency */
  activation_compensation: mwNumber.min(0, 'Cannot be negative').default(0),
  /** validity start, UTC epoch ms, on a block boundary in the plant's zone */
  start_ts: epochMs,
  /** validity end (exclusive), UTC epoch ms, on a block boundary in the plant's zone */
  end_ts: epochMs,
  status: z.enum(GRID_RESERVE_STATUSES).default('Active'),
};
/** What a reserve body must hold across its fields (create and update). */
const reserveRules = fieldRules<{
  start_ts: number;
  end_ts: number;
  grid_reserve_type?: GridReserveType;
  reserve_type: ReserveKind;
  direction: ReserveDirection;
  mode: ReserveMode;
  mw: number | null;
}>([
  { holds: (b) => b.end_ts > b.start_ts, message: 'The end must be after the start', path: 'end_ts' },
  {
    holds: (b) =>
      b.grid_reserve_type === undefined || b.grid_reserve_type === gridReserveTypeOf(b.reserve_type, b.direction),
    message: 'Must match reserve_type and direction (a symmetric product takes the Positive type)',
    path: 'grid_reserve_type',
  },
  {
    holds: (b) => b.mode !== 'included' || b.mw !== null,
    message: 'An included obligation needs the MW sold',
    path: 'mw',
  },
]);

/** POST body. */
export const gridReserveCreateSchema = z.object(fields).strict().superRefine(reserveRules);
export type GridReserveCreate = z.infer<typeof gridReserveCreateSchema>;

/** PUT body: every field and the version the client loaded (409 when stale). */
export const gridReserveUpdateSchema = z
  .object({ ...fields, version: versionSchema.optional() })
  .strict()
  .superRefine(reserveRules);
export type GridReserveUpdate = z.infer<typeof gridReserveUpdateSchema>;

export const gridReserveSchema = z.object({
  id: z.string(),
  plant_view_id: z.string(),
  plant_name: z.string(),
  power_unit_id: z.string(),
  power_unit_name: z.string(),
  grid_reserve_type: z.enum(GRID_RESERVE_TYPES),
  product_name: z.string(),
  direction: z.enum(RESERVE_DIRECTIONS),
  reserve_type: z.enum(RESERVE_KINDS),
  mode: z.enum(RESERVE_MODES),
  hourly_schedule: z.number().int(),
  min_bid_mw: z.number(),
  bid_step_mw: z.number(),
  capacity_price: z.number(),
  mw: z.number().nullable(),
  activation_factor: z.number(),
  activation_compensation: z.number(),
  /** ISO 4217 of capacity_price and activation_compensation: the plant's currency */
  currency: z.string(),
  start_ts: z.number(),
  end_ts: z.number(),
  status: z.enum(GRID_RESERVE_STATUSES),
  ...createdSavedStamp,
});
export type GridReserve = z.infer<typeof gridReserveSchema>;
export const gridReserveListSchema = z.array(gridReserveSchema);

/** GET list query: status defaults to Active (spec 2 section 4); 'all' lists every status. */
export const gridReserveListQuerySchema = z
  .object({
    plant_view_id: z.string().max(200).optional(),
    status: z.enum([...GRID_RESERVE_STATUSES, 'all']).default('Active'),
    'start-ts': z.coerce.number().int().min(0).optional(),
    'end-ts': z.coerce.number().int().min(0).optional(),
  })
  .refine(orderedRange, ORDERED_RANGE_ISSUE);
export type GridReserveListQuery = z.infer<typeof gridReserveListQuerySchema>;

/** DELETE query: the version the client loaded (optional; 409 when stale). */
export const gridReserveDeleteQuerySchema = z.object({ version: versionSchema.optional() });

/** POST .../grid-reserve-costs body: one more block (or blocks) of capacity to hold. */
export const gridReserveCostsBodySchema = z
  .object({
    plant_view_id: z.string().min(1).max(200),
    power_unit_id: z.string().min(1).max(200),
    product: z.string().trim().min(1, 'Required').max(100),
    direction: z.enum(RESERVE_DIRECTIONS),
    reserve_type: z.enum(RESERVE_KINDS).default('spinning'),
    /** block length in hours; default the range's length when it divides a day, else 1 */
    hourly_schedule: fields.hourly_schedule.optional(),
    'start-ts': epochMs,
    'end-ts': epochMs,
    mw: mwNumber.positive('Must be above 0'),
    /** the activation expected of it (default 0: the cost of holding the capacity alone) */
    activation_factor: fields.activation_factor.default(0),
    activation_compensation: mwNumber.min(0, 'Cannot be negative').default(0),
  })
  .strict()
  .refine(orderedRange, ORDERED_RANGE_ISSUE);
export type GridReserveCostsBody = z.infer<typeof gridReserveCostsBodySchema>;

export const gridReserveCostsSchema = z.object({
  /** objective of the plan without and with the extra capacity held, in `currency` */
  objective_without: z.number(),
  objective_with: z.number(),
  /** objective_without - objective_with: what holding the capacity costs the plan */
  cost_eur: z.number(),
  /** cost_eur / (mw x hours): the capacity price that pays for it, per MW and hour */
  cost_eur_per_mw_h: z.number(),
  /** ISO 4217 of the figures (the plant's currency; named *_eur as the optimiser's objective) */
  currency: z.string(),
  /** the horizon re-solved, UTC epoch ms */
  horizon_start: z.number(),
  horizon_end: z.number(),
  /** the largest part of the capacity the plan with it could not hold, MW (0: held in full; above 0 the cost includes the shortfall's penalty) */
  shortfall_mw: z.number(),
  /** the re-solves' relative MIP gaps (0 for LPs): a cost within them is noise */
  gap_without: z.number(),
  gap_with: z.number(),
});
export type GridReserveCosts = z.infer<typeof gridReserveCostsSchema>;

export const gridReserveScheduleQuerySchema = z
  .object({
    ...listRangeQueryFields,
    granularity: z.enum(['hour', 'day', 'week', 'month', 'year']).optional(),
    timezone: z.string().max(64).optional(),
  })
  .refine(orderedRange, ORDERED_RANGE_ISSUE);
export type GridReserveScheduleQuery = z.infer<typeof gridReserveScheduleQuerySchema>;

/** One step (or bucket) of a reserve in the plan. */
export const reserveStepSchema = z.object({
  /** bucket start, UTC epoch ms */
  ts: z.number(),
  /** MW held (bucket mean; symmetric: the same up and down) */
  held_mw: z.number(),
  /** MW of an obligation the plan does not hold (bucket mean) */
  shortfall_mw: z.number(),
  /** net expected activated energy, MWh (upward positive, downward negative; symmetric: 0; bucket sum) */
  activated_mwh: z.number(),
  /** expected activated energy upward and downward, MWh (both >= 0; bucket sums) */
  activated_up_mwh: z.number(),
  activated_down_mwh: z.number(),
  /** capacity price x held MW x hours plus activation compensation x activated MWh up and down, in `currency` (bucket sum) */
  revenue: z.number(),
  /** the run whose plan this is (the latest succeeded run covering the step); a bucket of several: the latest */
  run_id: z.string(),
});
export const gridReserveScheduleSchema = z.object({
  currency: z.string(),
  /** every run the answer's steps come from, the one of the latest step first */
  run_ids: z.array(z.string()),
  reserves: z.array(
    z.object({
      grid_reserve_id: z.string(),
      power_unit_id: z.string(),
      power_unit_name: z.string(),
      product_name: z.string(),
      direction: z.enum(RESERVE_DIRECTIONS),
      reserve_type: z.enum(RESERVE_KINDS),
      mode: z.enum(RESERVE_MODES),
      steps: z.array(reserveStepSchema),
      /** sums over the range */
      revenue: z.number(),
      activated_up_mwh: z.number(),
      activated_down_mwh: z.number(),
    }),
  ),
  /** sum over every reserve and step */
  revenue: z.number(),
});
export type GridReserveSchedule = z.infer<typeof gridReserveScheduleSchema>;

/**
 * GET /api/dashboard-v3/portfolio/{portfolioId}/grid-reserve-revenue?start-ts&end-ts: the plan's grid
 * reserve revenue per plant view (beside the energy revenue of the portfolio overview), each in its
 * plant's currency; the total only when every plant has the same currency (money is never summed
 * across currencies). null: the plan holds no reserve in the range (or the plant lacks the module).
 */
export const gridReserveRevenueSchema = z.object({
  start_ts: z.number(),
  end_ts: z.number(),
  plants: z.array(
    z.object({
      plant_view_id: z.string(),
      name: z.string(),
      currency: z.string(),
      reserve_revenue: z.number().nullable(),
    }),
  ),
  /** the one currency of the plants; null with several */
  currency: z.string().nullable(),
  /** sum over the plants in `currency`; null with several currencies or without any reserve revenue */
  total: z.number().nullable(),
});
export type GridReserveRevenue = z.infer<typeof gridReserveRevenueSchema>;
