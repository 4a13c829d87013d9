import { z } from 'zod';
import { FROZEN_CHECK_DEFAULTS, TELEMETRY_QUANTITIES, type FrozenCheck } from '@penstock/domain';

/** The most hours a frozen check may span (the API's limit: one week). */
export const FROZEN_CHECK_MAX_HOURS = 168;

/** One row of the form: an emptied row (both fields) goes back to the default. */
const rowSchema = z
  .object({
    deadband: z.number().min(0, 'Must not be negative').nullable(),
    hours: z
      .number()
      .int('Whole hours')
      .min(0, 'Must not be negative')
      .max(FROZEN_CHECK_MAX_HOURS, `At most ${FROZEN_CHECK_MAX_HOURS} hours (a week)`)
      .nullable(),
  })
  .superRefine((row, ctx) => {
    // a half-emptied row is a mistake, not a reset: the other field names what is missing
    if ((row.deadband === null) !== (row.hours === null))
      ctx.addIssue({ code: 'custom', path: [row.deadband === null ? 'deadband' : 'hours'], message: 'Required' });
  });

/** The quantities a plant can set, in the order the domain lists them. */
export const frozenCheckQuantities = (answer: Record<string, FrozenCheck>) =>
  Object.keys(TELEMETRY_QUANTITIES).filter((q) => answer[q] || FROZEN_CHECK_DEFAULTS[q]);

export const frozenChecksFormSchema = (quantities: readonly string[]) =>
  z.object({ checks: z.object(Object.fromEntries(quantities.map((q) => [q, rowSchema]))) });

export type FrozenChecksFormValues = { checks: Record<string, { deadband: number | null; hours: number | null }> };

export const frozenChecksFormValues = (
  answer: Record<string, FrozenCheck>,
  quantities: readonly string[],
): FrozenChecksFormValues => ({
  checks: Object.fromEntries(
    quantities.map((q) => [q, { deadband: answer[q]?.deadband ?? null, hours: answer[q]?.hours ?? null }]),
  ),
});

/**
 * The PUT body of the form's values: per quantity the plant's own check, or null (the default) for
 * an emptied row and for a row equal to the default, so a plant stores only what it set apart.
 */
export function frozenChecksPatch(values: FrozenChecksFormValues): Record<string, FrozenCheck | null> {
  return Object.fromEntries(
    Object.entries(values.checks).map(([q, row]) => {
      const d = FROZEN_CHECK_DEFAULTS[q];
      if (row.deadband === null || row.hours === null) return [q, null];
      if (d && d.deadband === row.deadband && d.hours === row.hours) return [q, null];
      return [q, { deadband: row.deadband, hours: row.hours }];
    }),
  );
}
