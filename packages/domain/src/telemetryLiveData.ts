import type { z } from 'zod';
import * as zm from 'zod/mini';
import { COMPONENT_TYPES } from './plantData.js';
import { LIVE_DATA_TABS, TELEMETRY_QUALITIES } from './telemetry.js';
import { FRESHNESS_STATES } from './telemetryFreshness.js';

/** The Live Data screen's query (spec 1 section 2: query outdated): `outdated=true` keeps the outdated components only. */
export const liveDataQuerySchema = zm.object({
  outdated: zm.optional(zm.enum(['true', 'false'])),
});

const pointSchema = zm.object({ ts: zm.number(), value: zm.number(), quality: zm.enum(TELEMETRY_QUALITIES) });
export const frozenCheckSchema = zm.object({
  deadband: zm.number().check(zm.minimum(0)),
  hours: zm.number().check(zm.minimum(0), zm.maximum(168)),
  restAtZero: zm.optional(zm.boolean()),
});

/** One measured quantity of a component: the facts of the freshness rule, its state now, the override and 24 hours for a sparkline. */
export const liveQuantitySchema = zm.object({
  quantity: zm.string(),
  unit: zm.string(),
  /** the newest stored measurement (any age), or null */
  latest: zm.nullable(pointSchema),
  /** ms since the newest measurement, at the server's now */
  age_ms: zm.nullable(zm.number()),
  /** start of the newest run of values within the frozen check's deadband (epoch ms) */
  unchanged_since: zm.nullable(zm.number()),
  frozen_check: zm.nullable(frozenCheckSchema),
  state: zm.enum(FRESHNESS_STATES),
  /** the newest live override of the series (an operator's value, not a measurement) */
  override: zm.nullable(zm.object({ ts: zm.number(), value: zm.number(), by: zm.string() })),
  /** the measurements of the last 24 hours, columnar */
  sparkline: zm.object({
    time: zm.array(zm.number()),
    values: zm.array(zm.number()),
    quality: zm.array(zm.enum(TELEMETRY_QUALITIES)),
  }),
});
export type LiveQuantity = z.infer<typeof liveQuantitySchema>;

export const liveDataComponentSchema = zm.object({
  plant_view_id: zm.string(),
  plant_name: zm.string(),
  /** the plant's market time zone (IANA), for showing times */
  timezone: zm.string(),
  component_id: zm.string(),
  external_id: zm.string(),
  component_name: zm.string(),
  component_type: zm.enum(COMPONENT_TYPES),
  tab: zm.enum(LIVE_DATA_TABS),
  /** the most urgent state of its quantities (domain worstFreshness) */
  state: zm.enum(FRESHNESS_STATES),
  /** spec 2 section 3: the newest measurement and the newest override of any of its quantities (epoch ms) */
  latest: zm.nullable(zm.number()),
  latest_override: zm.nullable(zm.number()),
  /** the main quantity first (TELEMETRY_QUANTITY), then by name; empty: no telemetry by design */
  quantities: zm.array(liveQuantitySchema),
});
export type LiveDataComponent = z.infer<typeof liveDataComponentSchema>;

/** GET /api/dashboard-v3/portfolio/{portfolioId}/live-data */
export const liveDataResponseSchema = zm.object({
  /** the server's clock when it answered (epoch ms): ages and states are as of then */
  now: zm.number(),
  /** the user's telemetryOutdatedAfter setting the states were computed with */
  outdated_after_hours: zm.number(),
  components: zm.array(liveDataComponentSchema),
});
export type LiveDataResponse = z.infer<typeof liveDataResponseSchema>;

/** GET .../plant/{plantViewId}/telemetry-history: one measured series' values and the corrections made of them. */
export const telemetryHistorySchema = zm.object({
  component_id: zm.string(),
  quantity: zm.string(),
  unit: zm.string(),
  values: zm.array(pointSchema),
  corrections: zm.array(
    zm.object({
      ts: zm.number(),
      old_value: zm.number(),
      new_value: zm.number(),
      old_quality: zm.enum(TELEMETRY_QUALITIES),
      new_quality: zm.enum(TELEMETRY_QUALITIES),
      corrected_by: zm.string(),
      corrected_at: zm.number(),
    }),
  ),
});
export type TelemetryHistory = z.infer<typeof telemetryHistorySchema>;

/** GET/PUT .../plant/{plantViewId}/telemetry-checks: the plant's frozen checks per quantity (defaults where it set none). */
export const telemetryChecksSchema = zm.object({
  checks: zm.record(zm.string(), frozenCheckSchema),
});
export const telemetryChecksPutSchema = zm.object({
  /** per quantity: a check of the plant's own, or null to fall back to the default */
  checks: zm.record(zm.string(), zm.nullable(frozenCheckSchema)),
});
