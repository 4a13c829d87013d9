import { z } from 'zod';

export const RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;

const planTotals = z.object({ generation_mwh: z.number(), revenue_eur: z.number() });

/** GET .../optimization/{runId}/comparison: a run's plan against the previous succeeded run's. */
export const runComparisonSchema = z.object({
  run_id: z.string(),
  previous_run_id: z.string().nullable(),
  start: z.number().nullable(),
  end: z.number().nullable(),
  current: planTotals,
  previous: planTotals.nullable(),
  difference: planTotals.nullable(),
  /** epoch ms UTC per hour; net plant power in MW */
  time: z.array(z.number()),
  current_power: z.array(z.number()),
  previous_power: z.array(z.number().nullable()),
});
export type RunComparison = z.infer<typeof runComparisonSchema>;
