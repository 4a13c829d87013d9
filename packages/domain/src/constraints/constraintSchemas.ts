import { z } from 'zod';
import { epochMsSchema as epochMs, finiteNumberSchema as finite } from '../numberSchemas.js';
import {
  CONSTRAINABLE_TYPES,
  CONSTRAINT_SECTIONS,
  CONSTRAINT_TIERS,
  CONSTRAINT_UNIT_KINDS,
  OPTIMIZER_KINDS,
} from './constraintTypes.js';
import { recurringPatternSchema } from './recurringPattern.js';

/**
 * Wire contract of constraints (spec 2 section 3, issue 12). Paths:
 *   GET/POST  /api/dashboard-v3/portfolio/{portfolioId}/plant/{plantViewId}/constraint
 *   PUT/DELETE .../constraint/{constraint_id}, POST .../{constraint_id}/deactivate, GET .../{constraint_id}/history
 *   GET /api/dashboard-v3/portfolio/{portfolioId}/constraint (every plant of the portfolio)
 *   GET /api/dashboard-v3/portfolio/{portfolioId}/constraint-types
 * Times are UTC epoch ms; the pattern is in the plant's local time.
 */
export const CONSTRAINT_STATUSES = ['draft', 'Active', 'Inactive'] as const;
export type ConstraintStatus = (typeof CONSTRAINT_STATUSES)[number];

/** Value of a json-kind type (forbidden power zone): the band the unit must not run in, MW. */
export const powerZoneValueSchema = z
  .object({ min: finite, max: finite })
  .refine((v) => v.min < v.max, { message: 'The zone needs min below max', path: ['max'] });
export const constraintValueSchema = z.union([finite, powerZoneValueSchema]);
export type ConstraintValue = z.infer<typeof constraintValueSchema>;

/** One entry of the catalogue, as `GET .../constraint-types` answers it (the catalogue CONSTRAINT_TYPES is typed by it). */
export const constraintTypeSchema = z.object({
  /** Stable key, snake_case. */
  name: z.string(),
  display_name: z.string(),
  description: z.string(),
  constrainable_type: z.enum(CONSTRAINABLE_TYPES),
  unit_kind: z.enum(CONSTRAINT_UNIT_KINDS),
  /** Unit of `value` (for ratio: the fraction 0..1; for json: of each number in it). */
  unit: z.string(),
  section: z.enum(CONSTRAINT_SECTIONS),
  /** How the optimiser uses it; null when it does not. */
  optimizer: z.enum(OPTIMIZER_KINDS).nullable(),
  tier: z.enum(CONSTRAINT_TIERS),
  /** Text for the types dialog: what the optimiser does. */
  optimizer_usage: z.string(),
  /** Catalogue version that introduced or last changed the entry. */
  version: z.number().int(),
});
export type ConstraintType = z.infer<typeof constraintTypeSchema>;
export const constraintTypeListSchema = z.array(constraintTypeSchema);

export const constraintHistoryEntrySchema = z.object({
  change_timestamp_millis: z.number(),
  email: z.string().nullable(),
  changeset: z.object({
    status: z.enum(CONSTRAINT_STATUSES).optional(),
    deactivated_timestamp_millis: z.number().nullable().optional(),
    value: constraintValueSchema.optional(),
    recurring_pattern: recurringPatternSchema.nullable().optional(),
    validity_start_timestamp_millis: z.number().optional(),
    validity_end_timestamp_millis: z.number().nullable().optional(),
  }),
});
export type ConstraintHistoryEntry = z.infer<typeof constraintHistoryEntrySchema>;
export const constraintHistoryListSchema = z.array(constraintHistoryEntrySchema);

export const constraintSchema = z.object({
  id: z.string(),
  type_name: z.string(),
  type_display_name: z.string(),
  type_unit: z.enum(CONSTRAINT_UNIT_KINDS),
  value: constraintValueSchema,
  status: z.enum(CONSTRAINT_STATUSES),
  constrainable_id: z.string(),
  constrainable_type: z.enum(CONSTRAINABLE_TYPES),
  constrainable_name: z.string(),
  /** Who created it. */
  email: z.string().nullable(),
  validity_start_timestamp_millis: z.number(),
  validity_end_timestamp_millis: z.number().nullable(),
  recurring_pattern: recurringPatternSchema.nullable(),
  history: z.array(constraintHistoryEntrySchema),
  /** Optimistic concurrency: send it back with an update. */
  version: z.number().int(),
  plant_view_id: z.string(),
});
export type Constraint = z.infer<typeof constraintSchema>;
export const constraintListSchema = z.array(constraintSchema);

/** Body of add (POST) and update (PUT; plus `version`). */
export const constraintBodySchema = z
  .object({
    type_name: z.string().min(1).max(100),
    value: constraintValueSchema,
    status: z.enum(['draft', 'Active']).default('draft'),
    constrainable_id: z.string().min(1).max(200),
    validity_start_timestamp_millis: epochMs,
    validity_end_timestamp_millis: epochMs.nullable().default(null),
    recurring_pattern: recurringPatternSchema.nullable().default(null),
  })
  .refine(
    (b) =>
      b.validity_end_timestamp_millis === null || b.validity_end_timestamp_millis > b.validity_start_timestamp_millis,
    {
      message: 'The validity must end after it starts',
      path: ['validity_end_timestamp_millis'],
    },
  );
export type ConstraintBody = z.input<typeof constraintBodySchema>;
export const constraintUpdateSchema = z.intersection(
  constraintBodySchema,
  z.object({ version: z.number().int().min(0) }),
);

export const constraintListQuerySchema = z.object({
  status: z.enum(CONSTRAINT_STATUSES).optional(),
  type_name: z.string().optional(),
  constrainable_id: z.string().optional(),
});

export const deactivateBodySchema = z.object({
  /** When it stops applying (default now); on a Live plant not before now. */
  deactivated_timestamp_millis: epochMs.optional(),
  version: z.number().int().min(0),
});
