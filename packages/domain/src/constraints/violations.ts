import { z } from 'zod';
import { startOfToday } from './constraintRules.js';
import { ORDERED_RANGE_ISSUE, orderedRange } from '../seriesQuery.js';

/**
 * GET /api/dashboard-v3/portfolio/{portfolioId}/violations?start-ts&end-ts[&plants=a,b][&types=x,y][&search=]
 * (viewConstraintViolations). Times UTC epoch ms; a violation is a span of hours that break one
 * constraint, from actuals (past: before the previous full hour) or the plan (upcoming).
 */
export const violationsQuerySchema = z
  .object({
    'start-ts': z.coerce.number().int().optional(),
    'end-ts': z.coerce.number().int().optional(),
    plants: z.string().max(2000).optional(),
    types: z.string().max(2000).optional(),
    search: z.string().max(200).optional(),
  })
  .refine(orderedRange, ORDERED_RANGE_ISSUE);

export const violationSchema = z.object({
  id: z.string(),
  constraint_id: z.string(),
  component_id: z.string(),
  component_name: z.string(),
  constrainable_type: z.string(),
  constraint_type: z.string(),
  type_display_name: z.string(),
  unit: z.string(),
  /** plant view id and name */
  plant: z.string(),
  plant_name: z.string(),
  start: z.number(),
  end: z.number(),
  worst_value: z.number(),
  limit_value: z.number(),
  source: z.enum(['actual', 'plan']),
  upcoming: z.boolean(),
  /**
   * A priced violation (grid_reserve_shortfall): the plan's price of one unit short for an hour
   * (currency per MW and hour) and what the span costs (currency). Absent for constraints.
   */
  penalty_price: z.number().optional(),
  penalty_cost: z.number().optional(),
});
export type Violation = z.infer<typeof violationSchema>;
export const violationListSchema = z.object({
  start: z.number(),
  end: z.number(),
  split: z.number(),
  violations: z.array(violationSchema),
});

const D = 86_400_000;
/**
 * Today 00:00 to `days` days later 23:59:59 in the zone, end exclusive (the following midnight);
 * that midnight is found from noon, so a daylight-saving day does not shift it.
 */
export function todayPlusDays(now: number, zone: string, days: number): { start: number; end: number } {
  const start = startOfToday(now, zone);
  return { start, end: startOfToday(start + (days + 1) * D + 12 * 3_600_000, zone) };
}
/** Default violation window (spec 2 section 4): today 00:00 to three days later 23:59:59 in the plant zone. */
export const defaultViolationWindow = (now: number, zone: string) => todayPlusDays(now, zone, 3);
/** Violations split into upcoming and past at the previous full hour. */
export const violationSplit = (now: number) => Math.floor(now / 3_600_000) * 3_600_000;
