import { z } from 'zod';
import { runStatusSchema } from './optimization.js';

/** Water value tables' fillings, percent of each reservoir's operating range. */
export const LONG_TERM_FILLING_PERCENT = Array.from({ length: 21 }, (_, i) => i * 5);
/** Weekly stages of a long-term run: default and limits (one to three years). */
export const LONG_TERM_WEEKS = { default: 78, min: 52, max: 156 } as const;

export const convergencePointSchema = z.object({
  iteration: z.number().int(),
  upper_bound: z.number().describe('EUR: value of the cut model at the start, an upper bound on the expected revenue'),
  lower_bound: z
    .number()
    .nullable()
    .describe('EUR: mean simulated revenue of the policy, a statistical lower bound (where simulated)'),
  lower_bound_ci: z.number().nullable().describe('EUR: half-width of the 95 % confidence interval of lower_bound'),
  gap: z.number().nullable().describe('(upper - lower) / |upper|'),
  elapsed_ms: z.number(),
});
export type ConvergencePointView = z.infer<typeof convergencePointSchema>;

/** A long-term water value run as GET/POST .../long-term-run and .../{runId} answer it. */
export const longTermRunSchema = z.object({
  id: z.string(),
  version: z.number().int().describe("the plant's run number: 1, 2, ..."),
  portfolio_id: z.string().nullable(),
  plant_view_id: z.string().nullable(),
  physical_plant_id: z.string(),
  started_by: z.string().describe("account e-mail, or 'scheduler'"),
  status: runStatusSchema,
  progress: z.number().describe('0..1'),
  method: z
    .enum(['sddp', 'sdp'])
    .nullable()
    .describe('sdp: one reservoir on a grid of contents; sddp: cascades (Benders cuts)'),
  inputs: z.object({
    weeks: z.number().int(),
    start: z.number().nullable().describe('epoch ms of the first stage, where known'),
  }),
  iterations: z.array(convergencePointSchema),
  upper_bound: z.number().nullable(),
  lower_bound: z.number().nullable(),
  lower_bound_ci: z.number().nullable(),
  log: z.array(z.string()),
  duration_ms: z.number().nullable(),
  created_at: z.number(),
  started_at: z.number().nullable(),
  finished_at: z.number().nullable(),
});
export type LongTermRun = z.infer<typeof longTermRunSchema>;

export const longTermRunBodySchema = z
  .object({
    weeks: z
      .number()
      .int()
      .min(LONG_TERM_WEEKS.min)
      .max(LONG_TERM_WEEKS.max)
      .optional()
      .describe(`weekly stages (default ${LONG_TERM_WEEKS.default})`),
  })
  .optional();

/** GET .../water-value/{plantViewId}/table */
export const waterValueTableSchema = z.object({
  run_id: z.string(),
  run_version: z.number().int(),
  run_finished_at: z.number().nullable(),
  method: z.enum(['sddp', 'sdp']).nullable(),
  reservoirs: z.array(
    z.object({
      component_id: z.string(),
      component_name: z.string(),
      /** start of each week, UTC epoch ms */
      weeks: z.array(z.number()),
      filling_percent: z.array(z.number()),
      values_eur_per_mwh: z.array(z.array(z.number().nullable())).describe('[week][filling]'),
      values_eur_per_m3: z.array(z.array(z.number())).describe('[week][filling]'),
      current_filling_percent: z
        .number()
        .nullable()
        .describe('latest measured content, percent of the operating range'),
      current_content_ts: z.number().nullable(),
      min_content_m3: z.number(),
      max_content_m3: z.number(),
    }),
  ),
});
export type WaterValueTableResponse = z.infer<typeof waterValueTableSchema>;
