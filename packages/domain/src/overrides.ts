import { z } from 'zod';
import { dayAheadWindowSchema } from './dayAhead.js';
import { epochMsSchema as epochMs, finiteNumberSchema as finite } from './numberSchemas.js';
import { COMPONENT_TYPES } from './plantData.js';
import { isPlantState, plantDenial, type PlantState } from './plantRights.js';
import { keysOf } from './arrays.js';
import { ORDERED_RANGE_ISSUE, orderedRange } from './seriesQuery.js';

/**
 * Wire contract of plan and actual overrides (issue 5). Paths under
 * /api/dashboard-v3/portfolio/{portfolioId}/plant/{plantViewId}:
 *   POST   overrides?kind=plan|actual[&component=&quantity=][&dry-run=true]   body {cells}
 *   DELETE overrides?kind=...   body {cells} (value omitted), or no body and component, quantity, start-ts, end-ts
 *   GET    with-override-info?kind=...&start-ts=&end-ts=[&component=][&quantity=]
 *   GET day-ahead-window (the nomination configuration is in nominationConfiguration.ts)
 * Times are UTC epoch ms (a cell is the interval starting at ts); values in the quantity's unit.
 */
export const OVERRIDE_KINDS = ['actual', 'plan'] as const;
export type OverrideKind = (typeof OVERRIDE_KINDS)[number];

/**
 * The stored kind an override of `kind` writes and reads. The plan of reservoir inflow is its
 * forecast (nobody plans inflow): editing the inflow plan corrects the forecast the optimiser
 * reads. Every other quantity stores its plan as plan.
 */
export function storedKind(kind: OverrideKind, quantity: string): 'actual' | 'plan' | 'forecast' {
  return kind === 'plan' && quantity === 'inflow' ? 'forecast' : kind;
}

/** Quantities that can be overridden, with their stored unit. */
export const EDITABLE_QUANTITY_UNITS = {
  power: 'MW',
  discharge: 'm3/s',
  gate_opening: 'cm',
  level: 'm a.s.l.',
  content: 'm3',
  inflow: 'm3/s',
  spill: 'm3/s',
} as const;
export type EditableQuantity = keyof typeof EDITABLE_QUANTITY_UNITS;
export const EDITABLE_QUANTITIES = keysOf(EDITABLE_QUANTITY_UNITS);
const editableQuantity = z.enum(EDITABLE_QUANTITIES as [EditableQuantity, ...EditableQuantity[]]);

/** Which component types carry a quantity: flows and power on units, water states on bodies. */
export function quantityFits(quantity: string, componentType: string): boolean {
  const unit = ['TURBINE', 'PUMP', 'PUMP_TURBINE', 'GATE'].includes(componentType);
  if (quantity === 'gate_opening') return componentType === 'GATE';
  if (quantity === 'power' || quantity === 'discharge') return unit;
  return !unit && ['level', 'content', 'inflow', 'spill'].includes(quantity);
}

/** Most cells one request may carry (12 columns x a leap year of hours, with room). */
export const MAX_OVERRIDE_CELLS = 120_000;

const id = z.string().min(1).max(200);

/**
 * One edited cell. component_id / quantity may be left out when the query names them.
 * value null removes the override (the original shows again). expected_previous is the effective
 * value the client loaded (override if any, else original, null when there was none): the save is
 * refused with 409 when the stored value differs, so nobody overwrites a change they have not seen.
 */
export const overrideCellSchema = z.object({
  component_id: id.optional(),
  quantity: editableQuantity.optional(),
  ts: epochMs,
  value: finite.nullable(),
  expected_previous: finite.nullable(),
});
export type OverrideCell = z.infer<typeof overrideCellSchema>;
export const overridesBodySchema = z.object({ cells: z.array(overrideCellSchema).min(1).max(MAX_OVERRIDE_CELLS) });
export type OverridesBody = z.infer<typeof overridesBodySchema>;

/** DELETE body: the cells whose override goes (expected_previous optional: the override value loaded). */
export const deleteOverridesBodySchema = z.object({
  cells: z
    .array(overrideCellSchema.omit({ value: true }).extend({ expected_previous: finite.nullable().optional() }))
    .min(1)
    .max(MAX_OVERRIDE_CELLS),
});

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
export const overridesQuerySchema = z.object({
  kind: z.enum(OVERRIDE_KINDS),
  component: id.optional(),
  quantity: editableQuantity.optional(),
  /** validate, check rights and conflicts and answer the day-ahead cells, without saving */
  'dry-run': flag.optional(),
});
export const deleteOverridesQuerySchema = overridesQuerySchema.extend({
  'start-ts': z.coerce.number().int().optional(),
  'end-ts': z.coerce.number().int().optional(),
});

const cellRef = z.object({ component_id: z.string(), quantity: z.string(), ts: z.number() });
export const saveOverridesResponseSchema = z.object({
  /** overrides written (value set) */
  saved: z.number().int(),
  /** overrides removed (value null or DELETE) */
  removed: z.number().int(),
  dry_run: z.boolean(),
  day_ahead: dayAheadWindowSchema,
  /** saved cells inside the day-ahead window (spec 1 section 4): the web warns before saving */
  day_ahead_cells: z.array(cellRef),
});
export type SaveOverridesResponse = z.infer<typeof saveOverridesResponseSchema>;

/** 409: nothing was saved; each conflicting cell with what is stored now. */
export const overrideConflictSchema = z.object({
  detail: z.string(),
  conflicts: z.array(
    cellRef.extend({
      expected_previous: z.number().nullable(),
      current: z.number().nullable(),
      original: z.number().nullable(),
      override_by: z.string().nullable(),
      /** UTC epoch ms */
      overridden_at: z.number().nullable(),
    }),
  ),
});
export type OverrideConflict = z.infer<typeof overrideConflictSchema>;

/** Longest range of the with-override-info GETs (the editor's hourly tables), days. */
export const OVERRIDE_INFO_MAX_DAYS = 366;

export const withOverrideInfoQuerySchema = z
  .object({
    kind: z.enum(OVERRIDE_KINDS),
    'start-ts': z.coerce.number().int(),
    'end-ts': z.coerce.number().int(),
    component: id.optional(),
    quantity: editableQuantity.optional(),
    /** kind plan: one optimisation run's plan (its id); original then holds that run's values only */
    run: z.uuid().optional(),
  })
  .refine(orderedRange, ORDERED_RANGE_ISSUE)
  .refine((q) => q.run === undefined || q.kind === 'plan', { message: 'run needs kind plan', path: ['run'] })
  .refine((q) => q['end-ts'] - q['start-ts'] <= OVERRIDE_INFO_MAX_DAYS * 86_400_000, {
    message: `The range may span at most ${OVERRIDE_INFO_MAX_DAYS} days`,
    path: ['end-ts'],
  });

/**
 * Columnar per series: values[i] = override[i] ?? original[i]. For kind plan, original is the plan
 * of the hour (the latest succeeded optimisation run's plan, else the stored plan) and run_id[i] the
 * run it comes from (null: the stored plan); for actuals run_id is all null.
 */
export const overrideInfoFrameSchema = z.object({
  component_id: z.string(),
  component_name: z.string(),
  component_type: z.enum(COMPONENT_TYPES),
  quantity: z.string(),
  kind: z.enum(OVERRIDE_KINDS),
  unit: z.string(),
  time: z.array(z.number()),
  values: z.array(z.number().nullable()),
  original: z.array(z.number().nullable()),
  override: z.array(z.number().nullable()),
  override_by: z.array(z.string().nullable()),
  /** UTC epoch ms */
  overridden_at: z.array(z.number().nullable()),
  run_id: z.array(z.string().nullable()),
});
export const withOverrideInfoResponseSchema = z.object({ frames: z.array(overrideInfoFrameSchema) });
export type OverrideInfoFrame = z.infer<typeof overrideInfoFrameSchema>;

/**
 * Why a user may not override a cell, or null when they may (spec 1 section 6, via plantDenial).
 * A cell is in the future when it starts after now, in the past when it has ended; the running
 * interval is both editable. Needs can_write on the portfolio, checked separately.
 */
export function overrideDenial(p: {
  isAdmin: boolean;
  plantState: PlantState | (string & {});
  kind: OverrideKind;
  ts: number;
  resolutionMs: number;
  now: number;
}): string | null {
  const user = { isAdmin: p.isAdmin };
  const plant = { plant_state: isPlantState(p.plantState) ? p.plantState : 'Live' };
  const writable = { can_write: true };
  return (
    plantDenial('writeValues', user, writable, plant) ??
    (p.kind === 'actual' && p.ts > p.now ? plantDenial('editActualsInFuture', user, writable, plant) : null) ??
    (p.kind === 'plan' && p.ts + p.resolutionMs <= p.now ? plantDenial('editPlansInPast', user, writable, plant) : null)
  );
}

/** GET active-overrides (issue 12, cockpit alerts): the live overrides of a range, at most 31 days. */
export const activeOverridesQuerySchema = z
  .object({ 'start-ts': z.coerce.number().int(), 'end-ts': z.coerce.number().int() })
  .refine(orderedRange, ORDERED_RANGE_ISSUE)
  .refine((q) => q['end-ts'] - q['start-ts'] <= 31 * 86_400_000, {
    message: 'The range may span at most 31 days',
    path: ['end-ts'],
  });

/** One stretch of consecutive overridden cells of one series by one person. */
export const activeOverrideSchema = z.object({
  component_id: z.string(),
  component_name: z.string(),
  component_type: z.string(),
  quantity: editableQuantity,
  kind: z.enum(OVERRIDE_KINDS),
  unit: z.string(),
  /** UTC ms: start of the first cell, end of the last (exclusive) */
  from: z.number(),
  to: z.number(),
  cells: z.number().int(),
  min: z.number(),
  max: z.number(),
  override_by: z.string(),
  /** UTC ms of the latest override of the stretch */
  overridden_at: z.number(),
});
export type ActiveOverride = z.infer<typeof activeOverrideSchema>;
export const activeOverridesResponseSchema = z.array(activeOverrideSchema);

/**
 * Live override cells (ordered by series, then time) grouped into stretches: a stretch ends where
 * a cell is missing or another person made the next one.
 */
export function overrideStretches<
  T extends {
    series_id: number;
    ts: number;
    value: number;
    override_by: string;
    overridden_at: number;
    step_ms: number;
  },
>(cells: readonly T[]) {
  const out: Array<{ first: T; to: number; cells: number; min: number; max: number; overridden_at: number }> = [];
  let cur: (typeof out)[number] | undefined;
  for (const c of cells) {
    if (cur && cur.first.series_id === c.series_id && cur.first.override_by === c.override_by && cur.to === c.ts) {
      cur.to = c.ts + c.step_ms;
      cur.cells++;
      cur.min = Math.min(cur.min, c.value);
      cur.max = Math.max(cur.max, c.value);
      cur.overridden_at = Math.max(cur.overridden_at, c.overridden_at);
    } else {
      cur = { first: c, to: c.ts + c.step_ms, cells: 1, min: c.value, max: c.value, overridden_at: c.overridden_at };
      out.push(cur);
    }
  }
  return out;
}
