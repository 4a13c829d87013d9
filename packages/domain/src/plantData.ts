// Answers the web parses on its first screen: zod/mini, which tree-shakes (classic zod alone was
// about 24 KB gzip of the cockpit's JavaScript). The series query is in seriesQuery.ts.
import type { z } from 'zod';
import * as zm from 'zod/mini';
import { FRESHNESS_STATES } from './telemetryFreshness.js';

/**
 * Wire contract of the plant-data API (issue 3). All paths under /api/dashboard-v3/portfolio/{portfolioId}.
 * Times are UTC epoch milliseconds; a bucket is labelled by its start. Units: power MW, energy MWh,
 * flow m3/s, volume m3, level m a.s.l., price and revenue in the portfolio currency (EUR) per MWh / total.
 */

export const COMPONENT_TYPES = ['TURBINE', 'PUMP', 'PUMP_TURBINE', 'GATE', 'RESERVOIR', 'DOWNSTREAM'] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];
export const PLANT_STATES = [
  'Draft',
  'Setup',
  'Review',
  'Live',
  'Backtesting',
  'Calibration',
  'Paused',
  'Inactive',
] as const;
export const OPTIMIZATION_MODES = ['OPTIMAL', 'FOLLOWING_UPSTREAM', 'FOLLOWING_DOWNSTREAM', 'NONE'] as const;
export const SERIES_KINDS = ['actual', 'plan', 'forecast'] as const;
export type SeriesKind = (typeof SERIES_KINDS)[number];

/** GET portfolio/{portfolioId}/plant: the portfolio's plant views, sorted by name. */
export const plantViewSchema = zm.object({
  id: zm.string(), // external id, used in URLs
  internal_id: zm.string(),
  name: zm.string(),
  timezone: zm.string(), // market zone of the physical plant
  physical_plant: zm.object({ internal_id: zm.string(), name: zm.string() }),
  /** from the plant view's hydro bodies; null if no body has both latitude and longitude */
  location: zm.nullable(zm.object({ latitude: zm.number(), longitude: zm.number() })),
  plant_state: zm.enum(PLANT_STATES),
  /** ISO 4217 of the plant's money figures: its price region's currency, else its customer's */
  currency: zm.string(),
});
export type PlantView = z.infer<typeof plantViewSchema>;
export const plantViewListSchema = zm.array(plantViewSchema);

/** A hydro body's operating limits: levels m a.s.l., contents m3. */
export const HYDRO_BODY_LIMITS = ['min_level', 'max_level', 'min_content', 'max_content'] as const;
/** A control unit's limits: generation MW and discharge m3/s, and the same pumping. */
export const CONTROL_UNIT_LIMITS = [
  'p_min',
  'p_max',
  'q_min',
  'q_max',
  'pump_p_min',
  'pump_p_max',
  'pump_q_min',
  'pump_q_max',
] as const;
const nullableNumber = () => zm.nullable(zm.number());
/** A nullable number under each name (a limit: null where none is set). */
const nullableNumbers = <K extends string>(names: readonly K[]) =>
  Object.fromEntries(names.map((n) => [n, nullableNumber()])) as Record<K, ReturnType<typeof nullableNumber>>;

/** What identifies a topology component (hydro body or control unit). */
const componentIdentity = {
  id: zm.string(),
  external_id: zm.string(),
  redirect_id: zm.nullable(zm.string()), // set when the component belongs to this plant view
  name: zm.string(),
};

export const hydroBodySchema = zm.object({
  ...componentIdentity,
  type: zm.enum(['RESERVOIR', 'DOWNSTREAM']),
  isPartOfPlant: zm.boolean(),
  latitude: zm.nullable(zm.number()),
  longitude: zm.nullable(zm.number()),
  ...nullableNumbers(HYDRO_BODY_LIMITS),
});
export type HydroBody = z.infer<typeof hydroBodySchema>;

export const controlUnitSchema = zm.object({
  ...componentIdentity,
  type: zm.enum(['TURBINE', 'GATE', 'PUMP', 'PUMP_TURBINE']),
  upstream: zm.nullable(zm.string()),
  downstream: zm.nullable(zm.string()),
  control_status: zm.string(),
  optimization_mode: zm.enum(OPTIMIZATION_MODES),
  isPartOfPlant: zm.boolean(),
  ...nullableNumbers(CONTROL_UNIT_LIMITS),
  gate_opening_cm_extrema: zm.nullable(zm.tuple([zm.number(), zm.number()])),
});
export type ControlUnit = z.infer<typeof controlUnitSchema>;

/** GET plant/{plantViewId}/topology */
export const topologySchema = zm.object({
  hydro_bodies: zm.array(hydroBodySchema),
  control_units: zm.array(controlUnitSchema),
});
export type Topology = z.infer<typeof topologySchema>;

/** GET plant/{plantViewId}/basic */
export const plantBasicSchema = zm.object({
  name: zm.string(),
  market_timezone: zm.string(),
  plant_state: zm.enum(PLANT_STATES),
  ...topologySchema.shape,
});

/** One columnar series (a data frame, Grafana style): time[i] is the bucket start of values[i]. */
export const seriesFrameSchema = zm.object({
  component_id: zm.nullable(zm.string()), // null for plant totals and market series
  component_name: zm.nullable(zm.string()),
  component_type: zm.nullable(zm.enum(COMPONENT_TYPES)),
  quantity: zm.string(), // power, energy, revenue, discharge, level, content, inflow, spill, price ...
  kind: zm.enum(SERIES_KINDS),
  unit: zm.string(), // MW, MWh, EUR, EUR/MWh, m3/s, m3, m a.s.l.
  time: zm.array(zm.number()),
  values: zm.array(zm.nullable(zm.number())),
  // Values are effective: a live plan or actual override replaces the stored value. overridden[i]
  // is true where bucket i holds at least one overridden value; omitted when none is overridden.
  overridden: zm.optional(zm.array(zm.boolean())),
  // partial[i] is true where bucket i has values for only part of its hours (e.g. today, partly in
  // the past, or a gap): values[i] is then the mean (or sum) of the hours it has. Omitted when none is.
  partial: zm.optional(zm.array(zm.boolean())),
});
export type SeriesFrame = z.infer<typeof seriesFrameSchema>;

/** power, energy, revenue, water-content, day-ahead-price, realized-day-ahead-price, inflow-weighted-price */
export const seriesResponseSchema = zm.object({ frames: zm.array(seriesFrameSchema) });
export type SeriesResponse = z.infer<typeof seriesResponseSchema>;

/** GET plant/{id}/inflow: per reservoir, the plant overall, and aggregated over the range. */
export const inflowResponseSchema = zm.object({
  reservoirs: zm.array(seriesFrameSchema),
  overall: zm.array(seriesFrameSchema),
  aggregated_timeseries: zm.object({ actual_m3: zm.nullable(zm.number()), forecast_m3: zm.nullable(zm.number()) }),
});
export type InflowResponse = z.infer<typeof inflowResponseSchema>;

/** GET plant/{id}/actuals-quality */
export const actualsQualitySchema = zm.object({
  components: zm.array(
    zm.object({
      component_id: zm.string(),
      component_name: zm.string(),
      component_type: zm.enum(COMPONENT_TYPES),
      quantity: zm.string(),
      gapless_data_ranges: zm.array(zm.tuple([zm.number(), zm.number()])),
      first_data_point: zm.nullable(zm.number()),
      last_data_point: zm.nullable(zm.number()),
      numberOfGaps: zm.int(),
      gaps: zm.array(zm.tuple([zm.number(), zm.number()])),
    }),
  ),
});

/** The quantity whose newest actual the telemetry table shows per component type: what an operator reads off SCADA first. */
export const TELEMETRY_QUANTITY: Record<ComponentType, string> = {
  TURBINE: 'power',
  PUMP: 'power',
  PUMP_TURBINE: 'power',
  GATE: 'discharge',
  RESERVOIR: 'level',
  DOWNSTREAM: 'level',
};

/** GET plant/{id}/latest-telemetry-time and portfolio/{id}/latest-telemetry-time */
export const latestTelemetrySchema = zm.object({
  components: zm.array(
    zm.object({
      plant_view_id: zm.string(),
      component_id: zm.string(),
      component_name: zm.string(),
      component_type: zm.enum(COMPONENT_TYPES),
      latest: zm.nullable(zm.number()),
      latest_override: zm.nullable(zm.number()),
      /** False when the component has no actual series at all (e.g. a tailrace): no telemetry by design, never outdated. */
      has_telemetry: zm.boolean(),
      /** the freshness rule (telemetryFreshness) over its measured quantities, with the user's telemetryOutdatedAfter: the most urgent */
      state: zm.enum(FRESHNESS_STATES),
      /** The newest stored actual of the component's main quantity (TELEMETRY_QUANTITY) with its unit and time (epoch ms), or null. */
      latest_value: zm.nullable(
        zm.object({ quantity: zm.string(), unit: zm.string(), value: zm.number(), ts: zm.number() }),
      ),
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
