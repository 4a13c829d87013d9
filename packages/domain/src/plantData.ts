import { z } from 'zod';
import { GRANULARITIES } from './dataRange.js';
import { timezoneQuerySchema } from './timezones.js';

/**
 * Wire contract of the plant-data API (issue 3). All paths under /api/dashboard-v3/portfolio/{portfolioId}.
 * Times are UTC epoch milliseconds; a bucket is labelled by its start. Units: power MW, energy MWh,
 * flow m3/s, volume m3, level m a.s.l., price and revenue in the portfolio currency (EUR) per MWh / total.
 */

export const COMPONENT_TYPES = ['TURBINE', 'PUMP', 'PUMP_TURBINE', 'GATE', 'RESERVOIR', 'DOWNSTREAM'] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];
export const PLANT_STATES = ['Draft', 'Setup', 'Review', 'Live', 'Backtesting', 'Calibration', 'Paused', 'Inactive'] as const;
export const OPTIMIZATION_MODES = ['OPTIMAL', 'FOLLOWING_UPSTREAM', 'FOLLOWING_DOWNSTREAM', 'NONE'] as const;
export const SERIES_KINDS = ['actual', 'plan', 'forecast'] as const;
export type SeriesKind = (typeof SERIES_KINDS)[number];

/** GET portfolio/{portfolioId}/plant: the portfolio's plant views, sorted by name. */
export const plantViewSchema = z.object({
  id: z.string(), // external id, used in URLs
  internal_id: z.string(),
  name: z.string(),
  timezone: z.string(), // market zone of the physical plant
  physical_plant: z.object({ internal_id: z.string(), name: z.string() }),
  /** from the plant view's hydro bodies; null if no body has both latitude and longitude */
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  plant_state: z.enum(PLANT_STATES),
});
export type PlantView = z.infer<typeof plantViewSchema>;
export const plantViewListSchema = z.array(plantViewSchema);

export const hydroBodySchema = z.object({
  id: z.string(),
  external_id: z.string(),
  redirect_id: z.string().nullable(), // set when the body belongs to this plant view
  name: z.string(),
  type: z.enum(['RESERVOIR', 'DOWNSTREAM']),
  isPartOfPlant: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  min_level: z.number().nullable(),
  max_level: z.number().nullable(),
  min_content: z.number().nullable(),
  max_content: z.number().nullable(),
});
export type HydroBody = z.infer<typeof hydroBodySchema>;

export const controlUnitSchema = z.object({
  id: z.string(),
  external_id: z.string(),
  redirect_id: z.string().nullable(),
  name: z.string(),
  type: z.enum(['TURBINE', 'GATE', 'PUMP', 'PUMP_TURBINE']),
  upstream: z.string().nullable(),
  downstream: z.string().nullable(),
  control_status: z.string(),
  optimization_mode: z.enum(OPTIMIZATION_MODES),
  isPartOfPlant: z.boolean(),
  p_min: z.number().nullable(),
  p_max: z.number().nullable(),
  q_min: z.number().nullable(),
  q_max: z.number().nullable(),
  pump_p_min: z.number().nullable(),
  pump_p_max: z.number().nullable(),
  pump_q_min: z.number().nullable(),
  pump_q_max: z.number().nullable(),
  gate_opening_cm_extrema: z.tuple([z.number(), z.number()]).nullable(),
});
export type ControlUnit = z.infer<typeof controlUnitSchema>;

/** GET plant/{plantViewId}/topology */
export const topologySchema = z.object({
  hydro_bodies: z.array(hydroBodySchema),
  control_units: z.array(controlUnitSchema),
});
export type Topology = z.infer<typeof topologySchema>;

/** GET plant/{plantViewId}/basic */
export const plantBasicSchema = z.object({
  name: z.string(),
  market_timezone: z.string(),
  plant_state: z.enum(PLANT_STATES),
  control_units: z.array(controlUnitSchema),
  hydro_bodies: z.array(hydroBodySchema),
});

/** Query of every series endpoint: start-ts inclusive, end-ts exclusive, granularity omitted = raw. */
export const seriesQuerySchema = z
  .object({
    'start-ts': z.coerce.number().int(),
    'end-ts': z.coerce.number().int(),
    granularity: z.enum(GRANULARITIES.filter((g) => g !== 'raw') as ['year', 'month', 'week', 'day', 'hour']).optional(),
    timezone: timezoneQuerySchema.default('Europe/Vienna'),
  })
  .refine((q) => q['end-ts'] > q['start-ts'], { message: 'end-ts must be after start-ts', path: ['end-ts'] });
export type SeriesQuery = z.infer<typeof seriesQuerySchema>;

/** One columnar series (a data frame, Grafana style): time[i] is the bucket start of values[i]. */
export const seriesFrameSchema = z.object({
  component_id: z.string().nullable(), // null for plant totals and market series
  component_name: z.string().nullable(),
  component_type: z.enum(COMPONENT_TYPES).nullable(),
  quantity: z.string(), // power, energy, revenue, discharge, level, content, inflow, spill, price ...
  kind: z.enum(SERIES_KINDS),
  unit: z.string(), // MW, MWh, EUR, EUR/MWh, m3/s, m3, m a.s.l.
  time: z.array(z.number()),
  values: z.array(z.number().nullable()),
  // Values are effective: a live plan or actual override replaces the stored value. overridden[i]
  // is true where bucket i holds at least one overridden value; omitted when none is overridden.
  overridden: z.array(z.boolean()).optional(),
});
export type SeriesFrame = z.infer<typeof seriesFrameSchema>;

/** power, energy, revenue, water-content, day-ahead-price, realized-day-ahead-price, inflow-weighted-price */
export const seriesResponseSchema = z.object({ frames: z.array(seriesFrameSchema) });
export type SeriesResponse = z.infer<typeof seriesResponseSchema>;

/** GET plant/{id}/inflow: per reservoir, the plant overall, and aggregated over the range. */
export const inflowResponseSchema = z.object({
  reservoirs: z.array(seriesFrameSchema),
  overall: z.array(seriesFrameSchema),
  aggregated_timeseries: z.object({ actual_m3: z.number().nullable(), forecast_m3: z.number().nullable() }),
});
export type InflowResponse = z.infer<typeof inflowResponseSchema>;

/** GET plant/{id}/actuals-quality */
export const actualsQualitySchema = z.object({
  components: z.array(
    z.object({
      component_id: z.string(),
      component_name: z.string(),
      component_type: z.enum(COMPONENT_TYPES),
      quantity: z.string(),
      gapless_data_ranges: z.array(z.tuple([z.number(), z.number()])),
      first_data_point: z.number().nullable(),
      last_data_point: z.number().nullable(),
      numberOfGaps: z.number().int(),
      gaps: z.array(z.tuple([z.number(), z.number()])),
    }),
  ),
});

/** GET plant/{id}/latest-telemetry-time and portfolio/{id}/latest-telemetry-time */
export const latestTelemetrySchema = z.object({
  components: z.array(
    z.object({
      plant_view_id: z.string(),
      component_id: z.string(),
      component_name: z.string(),
      component_type: z.enum(COMPONENT_TYPES),
      latest: z.number().nullable(),
      latest_override: z.number().nullable(),
    }),
  ),
});

export const PLANT_SERIES_NAMES = [
  'power',
  'energy',
  'revenue',
  'inflow',
  'water-content',
  'day-ahead-price',
  'realized-day-ahead-price',
  'inflow-weighted-price',
  'actuals-quality',
  'latest-telemetry-time',
] as const;
export type PlantSeriesName = (typeof PLANT_SERIES_NAMES)[number];
