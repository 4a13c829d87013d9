import { z } from 'zod';
import { startOfToday } from './constraintRules.js';
import { ORDERED_RANGE_ISSUE, orderedRange } from '../seriesQuery.js';
import { timeWindow } from '../timeWindow.js';

/**
 * GET /api/dashboard-v3/portfolio/{portfolioId}/violations?start-ts&end-ts[&plants=a,b][&types=x,y][&search=]
 * (viewConstraintViolations). Times UTC epoch ms; a violation is a span of steps (hours for the
 * stored constraint checks, the run's step for grid reserves) that break one constraint, from actuals (past: before the previous full hour) or the plan (upcoming).
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

/** constraint_type of a grid reserve obligation the plan does not hold (issue 24): a type of its own in the Violations filter. */
export const RESERVE_SHORTFALL_TYPE = 'grid_reserve_shortfall';

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
  ...timeWindow,
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
  /** The currency of penalty_price and penalty_cost (the plant's, ISO 4217). */
  currency: z.string().optional(),
});
export type Violation = z.infer<typeof violationSchema>;
export const violationListSchema = z.object({
  ...timeWindow,
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

/** A step of a series of violations: its start and its length (UTC epoch ms), which any run may choose. */
export interface ViolationStep {
  ts: number;
  step_ms: number;
}

/**
 * Runs of consecutive steps (sorted by key, then time) with the same `key`: a step continues a span
 * when it starts where the previous step ends (its own length, not an hour, so 15-minute plans and a
 * run of another step length beside it group right); each span ends where its last step ends.
 */
export function consecutiveSpans<S extends ViolationStep>(
  steps: readonly S[],
  key: (s: S) => string,
): { steps: S[]; start: number; end: number }[] {
  const out: { steps: S[]; start: number; end: number }[] = [];
  for (const s of steps) {
    const last = out[out.length - 1];
    const prev = last?.steps[last.steps.length - 1];
    if (prev && key(prev) === key(s) && s.ts <= last.end && s.ts >= prev.ts) {
      last.steps.push(s);
      last.end = Math.max(last.end, s.ts + s.step_ms);
    } else out.push({ steps: [s], start: s.ts, end: s.ts + s.step_ms });
  }
  return out;
}
