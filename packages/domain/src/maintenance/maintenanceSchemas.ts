import { z } from 'zod';
import { epochMsSchema as epochMs, finiteNumberSchema as finite } from '../numberSchemas.js';
import { versionSchema } from '../history.js';
import { createdSavedStamp } from '../entityFields.js';
import { endAfterStart } from '../endAfterStart.js';
import { listRangeQueryFields, ORDERED_RANGE_ISSUE, orderedRange } from '../seriesQuery.js';

/**
 * Wire contract of maintenance outages (spec 2 sections 3, 4 and 7, issue 13). Paths:
 *   POST /api/dashboard-v3/portfolio/{portfolioId}/plant/{plantViewId}/turbine/{turbineId}/maintenance
 *   GET  /api/dashboard-v3/portfolio/{portfolioId}/plant/{plantViewId}/maintenance?start-ts&end-ts&timezone
 *   GET/PUT .../plant/{plantViewId}/maintenance/{maintenance_id}, GET .../{maintenance_id}/history
 *   GET  /api/dashboard-v3/portfolio/{portfolioId}/maintenance?start-ts&end-ts (every plant of the portfolio)
 * Times are UTC epoch ms; remaining power in MW. No delete: an outage recorded by mistake is set Inactive.
 */
export const MAINTENANCE_STATUSES = ['Active', 'Inactive'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];
export const UNAVAILABILITY_REASONS = ['Failure', 'Foreseen', 'Maintenance', 'Shutdown', 'Grid / Network'] as const;
export type UnavailabilityReason = (typeof UNAVAILABILITY_REASONS)[number];
export const UNAVAILABILITY_TYPES = ['Planned', 'Unplanned'] as const;
export type UnavailabilityType = (typeof UNAVAILABILITY_TYPES)[number];

const fields = {
  name: z.string().trim().min(1, 'Required').max(200),
  description: z.string().max(2000).default(''),
  status: z.enum(MAINTENANCE_STATUSES).default('Active'),
  unavailability_reason: z.enum(UNAVAILABILITY_REASONS),
  unavailability_type: z.enum(UNAVAILABILITY_TYPES),
  /** MW the unit can still run at during the outage (0: full outage); at most the unit's p_max. */
  remaining_power: finite.min(0, 'The remaining power cannot be negative'),
  /** Outage start, UTC epoch ms. */
  start_timestamp_millis: epochMs,
  /** Outage end (exclusive), UTC epoch ms; null: 'never', an unplanned outage until it is closed. */
  end_timestamp_millis: epochMs.nullable(),
};
/** An outage ends after it starts, or never. */
const endAfterStartMillis = endAfterStart('start_timestamp_millis', 'end_timestamp_millis');

/** POST body (the turbine comes from the path). */
export const maintenanceCreateSchema = z
  .object(fields)
  .strict()
  .refine(...endAfterStartMillis);
export type MaintenanceCreate = z.infer<typeof maintenanceCreateSchema>;

/** PUT body: every field, the unit (to move the outage to another unit) and the version the client loaded. */
export const maintenanceUpdateSchema = z
  .object({ ...fields, turbine_id: z.string().max(200).optional(), version: versionSchema.optional() })
  .strict()
  .refine(...endAfterStartMillis);
export type MaintenanceUpdate = z.infer<typeof maintenanceUpdateSchema>;

export const maintenanceSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  /** the plant view id the outage is seen through (outages belong to the physical plant's unit) */
  plant_id: z.string(),
  plant_name: z.string(),
  turbine_id: z.string(),
  turbine_name: z.string(),
  /** MW: the unit's generation limit (pumps: pumping limit) */
  turbine_p_max: z.number(),
  description: z.string(),
  status: z.enum(MAINTENANCE_STATUSES),
  unavailability_reason: z.enum(UNAVAILABILITY_REASONS),
  unavailability_type: z.enum(UNAVAILABILITY_TYPES),
  remaining_power: z.number(),
  start_timestamp_millis: z.number(),
  end_timestamp_millis: z.number().nullable(),
  ...createdSavedStamp,
});
export type Maintenance = z.infer<typeof maintenanceSchema>;
export const maintenanceListSchema = z.array(maintenanceSchema);

export const maintenanceRangeQuerySchema = z
  .object({
    ...listRangeQueryFields,
    /** IANA zone of the caller's display; the range is epoch ms, so it does not change which outages match. */
    timezone: z.string().max(64).optional(),
  })
  .refine(orderedRange, ORDERED_RANGE_ISSUE);

/** One candidate window of the optimal maintenance timings (GET .../turbine/{turbineId}/optimal-maintenance-timings). */
export const maintenanceCandidateSchema = z.object({
  start: z.number().describe('outage start, UTC epoch ms'),
  end: z.number().describe('outage end (exclusive), UTC epoch ms'),
  lost_value_eur: z.number().nullable().describe('EUR; null for a window that could not be planned (see infeasible)'),
  infeasible: z
    .string()
    .optional()
    .describe(
      'method resolve: why no plan with the outage in this window exists (e.g. a constraint it would break); such windows are skipped, listed after the ranked ones',
    ),
  approx_lost_value_eur: z.number().optional().describe('method resolve: the screening estimate, EUR'),
  plan_difference: z
    .object({
      unit_generation_mwh_before: z.number(),
      unit_generation_mwh_after: z.number(),
      revenue_change_eur: z.number(),
      terminal_value_change_eur: z.number(),
    })
    .optional()
    .describe(
      "method resolve: the turbine's generation in the window without and with the outage (MWh), and the change of revenue and of the value of water left at the end (EUR)",
    ),
});
export type MaintenanceCandidateWire = z.infer<typeof maintenanceCandidateSchema>;
export const maintenanceCandidateListSchema = z.array(maintenanceCandidateSchema);
