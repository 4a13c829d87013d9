import { z } from 'zod';
import { timeWindow } from './timeWindow.js';

export const RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;

const planTotals = z.object({ generation_mwh: z.number(), revenue_eur: z.number() });

export const runStatusSchema = z.enum(RUN_STATUSES);
export type RunStatus = z.infer<typeof runStatusSchema>;

/** An optimisation run as GET/POST .../optimization and .../{runId} answer it. */
export const optimizationRunSchema = z.object({
  id: z.string(),
  portfolio_id: z.string().nullable(),
  plant_view_id: z.string().nullable(),
  physical_plant_id: z.string(),
  started_by: z
    .string()
    .describe("account e-mail, 'scheduler' (the hourly task), or 'startup' (the demo world's first start)"),
  status: runStatusSchema,
  status_detail: z
    .string()
    .describe(
      "The status in words; a succeeded run whose on/off decisions ended above their target gap says so, e.g. 'succeeded with gap 2.3 % above target 0.1 %'",
    ),
  progress: z.number().describe('0..1'),
  objective: z.number().nullable().describe('EUR: revenue + terminal water value - penalties'),
  duration_ms: z.number().nullable(),
  summary: z
    .object({
      generation_mwh: z.number(),
      revenue_eur: z.number(),
      terminal_value_eur: z.number(),
      /**
       * Of terminal_value_eur, the value the long-term run's cuts (inputs.long_term_run) give the
       * reservoirs' contents at the end; the rest is water still in transit, at the horizon's mean price.
       * Absent when the mean price or a fixed value valued the water (and in runs from before it was recorded).
       */
      terminal_cuts_eur: z.number().optional(),
      /** absent in runs stored before penalties were recorded: then revenue + terminal value - objective */
      penalty_eur: z.number().optional(),
      ...timeWindow,
      /** ms the solver took (absent in older runs) */
      solve_ms: z.number().optional(),
      /** on/off decisions (a MIP), absent for a pure LP: relative gap reached and asked for, time (ms), whether the work budget stopped it (time_limited: the name from when the budget was time) */
      mip: z
        .object({
          binaries: z.number(),
          gap: z.number(),
          target_gap: z.number(),
          ms: z.number(),
          nodes: z.number(),
          time_limited: z.boolean(),
          rounded: z.boolean(),
        })
        .optional(),
      /** head model runs (issue 23): each successive-linearisation iteration (LP objective, the plan valued at its own head, largest net head change in m) and the last LP's objective; the run's objective is the physical value */
      head: z
        .object({
          iterations: z.array(
            z.object({
              kind: z.enum(['full', 'incremental']),
              objective: z.number(),
              physical_objective: z.number(),
              max_head_change_m: z.number(),
            }),
          ),
          linearised_objective: z.number(),
        })
        .optional(),
      /** grid reserves held (issue 24): capacity and activation revenue (plant currency) and obligations not held (MWh); absent without reserves */
      reserves: z.object({ revenue_eur: z.number(), shortfall_mwh: z.number() }).optional(),
    })
    .nullable()
    .describe(
      "Of a succeeded run: net generation (MWh), the objective's parts (EUR): market revenue, value of the water left at the end (terminal value) and penalties (spill, soft limits), so objective = revenue_eur + terminal_value_eur - penalty_eur; horizon start and end (epoch ms)",
    ),
  inputs: z.object({
    start: z.number().nullable(),
    hours: z.number(),
    /** work budget of the on/off decisions in simplex iterations, when not the default (a retry's is larger) */
    mip_work: z.number().optional(),
    /** the run this one retries (its gap ended above target) */
    retry_of: z.string().optional(),
    model_start: z.number().optional(),
    /** the long-term run whose cuts valued the water left at the horizon's end (null: none did; absent in older runs) */
    long_term_run: z
      .object({
        id: z.string(),
        version: z.number(),
        /** start of the week whose cuts were used, epoch ms */
        stage_start: z.number(),
      })
      .nullable()
      .optional(),
    fixed_values: z.number().optional(),
    constraints: z
      .array(
        z.object({
          id: z.string(),
          type_name: z.string(),
          constrainable_id: z.string(),
          constrainable_name: z.string(),
          active_hours: z.number(),
          tier: z.string(),
          /** How the plan kept it, once solved (absent before and in older runs). */
          outcome: z
            .object({
              broken_hours: z.number(),
              /** first and last broken hour, epoch ms (null when kept) */
              from: z.number().nullable(),
              to: z.number().nullable(),
              /** largest violation, in `unit` */
              worst: z.number(),
              unit: z.string(),
              /** penalty paid for breaking it, or the start/stop costs incurred, EUR */
              cost_eur: z.number(),
              /** what keeping it costs at the margin, EUR per unit (0 when it never binds) */
              shadow_price: z.number(),
              /** START_COST / STOP_COST: starts or stops in the plan */
              count: z.number().optional(),
            })
            .optional(),
        }),
      )
      .optional()
      .describe(
        'The constraints the run held: type, component, hours of the horizon they apply in, cost tier, and once solved which it had to break, where, by how much and at what price',
      ),
    outages: z
      .array(
        z.object({
          uuid: z.string(),
          name: z.string(),
          turbine_id: z.string(),
          turbine_name: z.string(),
          /** MW */
          remaining_power: z.number(),
          /** epoch ms; end null: never */
          start_timestamp_millis: z.number(),
          end_timestamp_millis: z.number().nullable(),
          /** hours of the horizon it touches */
          hours: z.number(),
        }),
      )
      .optional()
      .describe('The maintenance outages the run held as unit availability (overlaps: the smallest remaining power)'),
    reserves: z
      .array(
        z.object({
          id: z.string(),
          product_name: z.string(),
          direction: z.enum(['positive', 'negative', 'symmetric']),
          mode: z.enum(['included', 'additional']),
          power_unit_id: z.string(),
          /** steps of the horizon it is valid in */
          steps: z.number(),
        }),
      )
      .optional()
      .describe('The grid reserves the run held (obligations and offers), with the steps of the horizon they apply in'),
  }),
  log: z.array(z.string()),
  /** epoch ms UTC */
  created_at: z.number(),
  started_at: z.number().nullable(),
  finished_at: z.number().nullable(),
});
export type OptimizationRun = z.infer<typeof optimizationRunSchema>;

/** The relative gap of on/off decisions that ended above their target, else null. */
export function gapAboveTarget(mip: { gap: number; target_gap: number } | null | undefined): number | null {
  return mip && mip.gap > mip.target_gap + 1e-12 ? mip.gap : null;
}

/** A relative gap in percent as runs state it: 0.0234 -> "2.3", 0.00123 -> "0.12", 49.22 -> "4,922". */
export function gapPercent(gap: number): string {
  const p = gap * 100;
  return p >= 10 ? Math.round(p).toLocaleString('en-US') : String(Number(p.toPrecision(2)));
}

/** The status in words (API `status_detail`): "succeeded with gap 2.3 % above target 0.1 %" where it missed. */
export function runStatusDetail(run: Pick<OptimizationRun, 'status' | 'summary'>): string {
  const gap = run.status === 'succeeded' ? gapAboveTarget(run.summary?.mip) : null;
  return gap === null
    ? run.status
    : `succeeded with gap ${gapPercent(gap)} % above target ${gapPercent(run.summary!.mip!.target_gap)} %`;
}

export const isRunActive = (r: Pick<OptimizationRun, 'status'>) => r.status === 'queued' || r.status === 'running';

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
