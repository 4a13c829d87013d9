import { z } from 'zod';
import { DEFAULT_TIMEZONE } from './constants.js';
import { seriesFrameSchema } from './plantData.js';
import { REPORTING_SECTION_IDS } from './routes.js';
import { timezoneQuerySchema } from './querySchemas.js';
import { MAX_RANGE_MS, MAX_TS, MIN_TS } from './seriesRangeLimits.js';
import { ORDERED_RANGE_ISSUE, orderedRange } from './seriesQuery.js';

/**
 * Extensions of the plant-data contract (plantData.ts): the query every series endpoint accepts,
 * the range limits, portfolio series, power prices, water values and reporting, with the formula
 * of every figure. Times are UTC epoch ms; buckets are calendar buckets in `timezone`.
 */

export const SERIES_GRANULARITIES = ['year', 'month', 'week', 'day', 'hour', 'raw'] as const;
export type SeriesGranularity = (typeof SERIES_GRANULARITIES)[number];

const componentFilter = z
  .union([z.string().max(200), z.array(z.string().max(200)).max(200)])
  .optional()
  .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]))
  .describe('Component ids to answer (repeat the parameter); omitted: every component of the plant view');

/**
 * Query of every plant and portfolio series endpoint (a superset of plantData's seriesQuerySchema):
 * start-ts inclusive, end-ts exclusive (epoch ms); granularity omitted or raw = stored values;
 * component repeated to filter. Range limits: MAX_RANGE_MS.
 */
export const plantSeriesQuerySchema = z
  .object({
    'start-ts': z.coerce.number().int().min(MIN_TS).max(MAX_TS).describe('UTC epoch ms, inclusive'),
    'end-ts': z.coerce.number().int().min(MIN_TS).max(MAX_TS).describe('UTC epoch ms, exclusive'),
    granularity: z.enum(SERIES_GRANULARITIES).optional().describe('Calendar buckets in `timezone`; omitted = raw'),
    timezone: timezoneQuerySchema.default(DEFAULT_TIMEZONE).describe('IANA zone of the buckets'),
    component: componentFilter,
  })
  .refine(orderedRange, ORDERED_RANGE_ISSUE)
  .refine((q) => q['end-ts'] - q['start-ts'] <= MAX_RANGE_MS[q.granularity ?? 'raw'], {
    message: 'Range too large for this granularity (raw and hour: 366 days, day: 20 years)',
    path: ['end-ts'],
  });
export type PlantSeriesQuery = z.infer<typeof plantSeriesQuerySchema>;

/** How each plant series is aggregated into a bucket (also in the OpenAPI descriptions). */
export const SERIES_FORMULAS = {
  power:
    'Mean MW of the stored values in the bucket, per unit (pumping negative); plant total = sum of the unit means. Frames: actual, plan.',
  energy:
    'MWh = sum over stored values of MW x resolution hours (hourly: the sum of hourly power); per unit and plant total.',
  revenue:
    "EUR = sum over hours of power MW x price EUR/MWh x hours, price = day-ahead auction price of the plant's price region, or its forecast where no auction result exists yet; per unit and plant total.",
  inflow:
    'Natural inflow per reservoir, mean m3/s per bucket (actual, forecast); overall = sum of the reservoir means; aggregated_timeseries = sum of inflow x seconds over the range, m3.',
  'water-content':
    'Reservoir content (m3) and level (m a.s.l.) at the end of the bucket: the last stored value in the bucket (values are at the start of each hour). Frames: actual, plan.',
  'day-ahead-price':
    "Mean EUR/MWh of the day-ahead price of the plant's price region: actual (auction results) and forecast per source.",
  'realized-day-ahead-price': "Mean EUR/MWh of the realised price of the plant's price region.",
  'inflow-weighted-price':
    'EUR/MWh = sum(inflow x price) / sum(inflow) over the hours and reservoirs of the bucket; actual inflow with the day-ahead price, forecast inflow with day-ahead or forecast price.',
  'actuals-quality':
    'Per component and quantity of the actual series: gapless_data_ranges [start, end) of consecutive stored values, gaps between them, first_data_point and last_data_point (timestamp of the last stored value).',
  'latest-telemetry-time':
    'Per component: latest = timestamp of the newest stored actual value; latest_override = newest live override of an actual value; has_telemetry = false when the component has no actual series at all (no telemetry by design, e.g. a tailrace); latest_value = the newest stored actual of its main quantity (turbines, pumps: power; gates: discharge; reservoirs and downstream bodies: level) with unit and time.',
} as const;

/** GET portfolio/{id}/power and /plant_generation: frames per plant view (component_id = plant view id) plus portfolio totals (component_id null). */
export const portfolioSeriesResponseSchema = z.object({ frames: z.array(seriesFrameSchema) });

/** A price frame names its forecast source (null for actual day-ahead and realised prices). */
export const priceFrameSchema = z.object({
  ...seriesFrameSchema.shape,
  source_id: z.string().nullable(),
  source_name: z.string().nullable(),
});
/** GET portfolio/{id}/power-prices: per price region of the portfolio's plants. */
export const powerPricesResponseSchema = z.object({
  regions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      currency: z.string(),
      timezone: z.string(),
      frames: z.array(priceFrameSchema),
    }),
  ),
});
export type PowerPricesResponse = z.infer<typeof powerPricesResponseSchema>;

/** GET portfolio/{id}/water-value/{plantViewId}: water values of the newest optimisation run. 400 {detail} when there are none. */
export const waterValueResponseSchema = z.object({
  run_id: z.string(),
  created_at: z.number(),
  /**
   * The long-term run whose cuts valued the water the run left at its horizon's end (version, UTC
   * ms it finished); null: the run valued it at the horizon's mean price or a fixed value.
   */
  long_term_run: z.object({ id: z.string(), version: z.number().int(), finished_at: z.number().nullable() }).nullable(),
  /** per reservoir and turbine: quantity water_value, unit EUR/MWh (and water_value_m3 in EUR/m3) */
  frames: z.array(seriesFrameSchema),
});
export type WaterValueResponse = z.infer<typeof waterValueResponseSchema>;
export const NO_WATER_VALUES = 'No water values for this plant';

export type ReportingSectionId = (typeof REPORTING_SECTION_IDS)[number];

/**
 * The eleven reporting figures over [start-ts, end-ts), actuals only. E = generated energy (MWh),
 * P = day-ahead price (EUR/MWh), I = natural
 * inflow of the reservoirs (m3/s), eta = the plant's energy equivalent (MWh per m3: mean of
 * p_max / q_max over its generating units, i.e. what a cubic metre yields at full load).
 */
export const REPORTING_FORMULAS: Record<ReportingSectionId, { unit: string; formula: string }> = {
  totalGeneration: {
    unit: 'MWh',
    formula: 'sum over hours and units of max(power MW, 0) x 1 h (generation; pumping is not subtracted)',
  },
  averageGeneration: {
    unit: 'MW',
    formula:
      'totalGeneration / the hours of the range that have an actual power value (hours without data, e.g. in the future, do not count)',
  },
  waterContent: { unit: 'm3', formula: 'sum over reservoirs of the last stored content in the range' },
  averageInflow: {
    unit: 'm3/s',
    formula: 'sum over reservoirs of the mean natural inflow over the hours that have an actual inflow value',
  },
  unoptimizedRevenue: {
    unit: 'EUR',
    formula:
      "Unoptimised reference: a naive operator of the same plant turbines the inflow as it comes (natural plus upstream inflow of the reservoirs that feed its units, up to the capacity of the units the plant had: a unit that stood still while scheduled to run was out; the rest spills) and sells it at each hour's price, over the hours with actual power. Water the plant kept in storage (content change) is taken out at the reference's mean price, so both use the same water; MWh per m3 is the plant's own. Value added is thus what the timing of the release earned.",
  },
  inflowWeightedPrice: {
    unit: 'EUR/MWh',
    formula: 'sum(I x P) / sum(I) over the hours that have both an inflow and a price',
  },
  averageMarketPrice: {
    unit: 'EUR/MWh',
    formula: 'mean of the hourly day-ahead price over the hours that have a price',
  },
  totalRevenue: {
    unit: 'EUR',
    formula:
      'sum over hours and units of power MW x P x 1 h (net: pumping power is negative, so its cost is subtracted)',
  },
  averageRealizedMarketPrice: {
    unit: 'EUR/MWh',
    formula: 'totalRevenue / totalGeneration (the price the plant captured)',
  },
  valueAdded: {
    unit: 'EUR',
    formula:
      'totalRevenue - unoptimizedRevenue: what the plant earned beyond a naive operator who turbines the inflow as it comes (see unoptimised revenue)',
  },
  averageValueAdded: { unit: 'EUR/MWh', formula: 'valueAdded / totalGeneration' },
};

/**
 * The unoptimised revenue's formula when the plant has a long-term run at the range's end: the
 * water kept is valued like the short-term plan values the water it leaves, with the run's cuts.
 */
export function unoptimizedRevenueFormulaWithWaterValues(
  run: { version: number; stageStart: number },
  keptValueEur: number,
): string {
  const week = new Date(run.stageStart).toISOString().slice(0, 10);
  return (
    "Unoptimised reference: a naive operator of the same plant turbines the inflow as it comes (natural plus upstream inflow of the reservoirs that feed its units, up to the capacity of the units the plant had: a unit that stood still while scheduled to run was out; the rest spills) and sells it at each hour's price, over the hours with actual power; MWh per m3 is the plant's own. " +
    `Water the plant kept in storage is valued with the long-term water values of run ${run.version} (week of ${week}), the same future value the short-term plan puts on the water it leaves: ` +
    `value at the last content minus value at the first, ${Math.round(keptValueEur).toLocaleString('en-GB')} EUR, taken out of the reference. Value added is thus what the timing of the release earned.`
  );
}

/** How portfolio reporting combines its plant views' figures. */
export const REPORTING_PORTFOLIO_RULE =
  "Portfolio: MWh, MW, m3, m3/s and EUR figures are sums over the plant views; inflowWeightedPrice = sum(I x P) / sum(I) over all their reservoirs; averageMarketPrice = mean of the plant views' averageMarketPrice; averageRealizedMarketPrice = totalRevenue / totalGeneration and averageValueAdded = valueAdded / totalGeneration from the portfolio sums.";

export const reportingSectionSchema = z.object({
  id: z.enum(REPORTING_SECTION_IDS),
  value: z.number().nullable(),
  unit: z.string(),
  formula: z.string(),
});
/** GET portfolio/{id}/reporting and portfolio/{id}/plant/{plantViewId}/reporting */
export const reportingResponseSchema = z.object({
  start_ts: z.number(),
  end_ts: z.number(),
  currency: z.string(),
  sections: z.array(reportingSectionSchema),
  /**
   * Grid reserve revenue of the plan (capacity and activation compensation, in `currency`) beside the
   * energy revenue (totalRevenue): each hour from the latest succeeded run covering it; null when the
   * plan holds no reserve in the range (issue 24).
   */
  reserve_revenue: z.number().nullable().optional(),
  /** portfolio reporting: the same sections per plant view; plant reporting: empty */
  plants: z.array(
    z.object({
      plant_view_id: z.string(),
      name: z.string(),
      sections: z.array(reportingSectionSchema),
      reserve_revenue: z.number().nullable().optional(),
    }),
  ),
});
export type ReportingResponse = z.infer<typeof reportingResponseSchema>;

/** Query of reporting, power prices and water values: a range (no granularity needed for reporting). */
export const rangeQuerySchema = z
  .object({
    'start-ts': z.coerce.number().int().min(MIN_TS).max(MAX_TS),
    'end-ts': z.coerce.number().int().min(MIN_TS).max(MAX_TS),
  })
  .refine(orderedRange, ORDERED_RANGE_ISSUE)
  .refine((q) => q['end-ts'] - q['start-ts'] <= MAX_RANGE_MS.day, {
    message: 'Range too large (at most 20 years)',
    path: ['end-ts'],
  });
