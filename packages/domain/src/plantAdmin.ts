import { z } from 'zod';
import { OPERATING_MODES, OPERATING_MODES_SUBSET, UNIT_TYPES } from './constants.js';
import { countSchema, fieldMask, rowVersion, savedStamp, savedStampOrNever, writeVersion } from './entityFields.js';
import { CONTROL_UNIT_LIMITS, HYDRO_BODY_LIMITS, OPTIMIZATION_MODES, PLANT_STATES } from './plantData.js';
import type { PlantState } from './plantRights.js';

/**
 * Plants administration (spec 2 sections 2, 3, 4, 7; issue 10). Paths under
 * /api/dashboard-v3/portfolio/{portfolioId}:
 *   POST plant                                   create a plant (admins) -> PlantSettings
 *   GET/PUT plant/{plantViewId}/settings         name, zone, price region, forecast source, state
 *   PUT  plant/{plantViewId}/rename {id, name}   PUT plant/{plantViewId}/plant-state {plant_state}
 *   POST plant/{plantViewId}/shadow-plant {id, name, include_history?}
 *   hydro-body[/{id}], control-unit[/{id}]       POST / PUT / DELETE, GET .../history
 *   {level-to-content|flow-to-power|opening-to-throughput}/{componentId}   GET / PUT points
 *   strategy-adjustment, analytics-parameter     GET / PUT
 *   completeness                                 GET: what the optimiser still misses
 * Every write carries the `version` it loaded; a stale one is 409 StaleWrite.
 */

/**
 * Designed transitions (the spec does not show them). A plant is modelled (Draft -> Setup), tried
 * against the past (Calibration, Backtesting), checked by the provider (Review) and operated (Live);
 * a live plant can be Paused and resumed, sent back to Setup for remodelling or Calibration; any
 * state can end in Inactive, and an inactive plant can only be taken up again in Setup.
 */
export const PLANT_STATE_TRANSITIONS: Record<PlantState, readonly PlantState[]> = {
  Draft: ['Setup', 'Inactive'],
  Setup: ['Draft', 'Calibration', 'Backtesting', 'Review', 'Inactive'],
  Calibration: ['Setup', 'Backtesting', 'Review', 'Inactive'],
  Backtesting: ['Setup', 'Calibration', 'Review', 'Inactive'],
  Review: ['Setup', 'Calibration', 'Backtesting', 'Live', 'Inactive'],
  Live: ['Paused', 'Setup', 'Calibration', 'Inactive'],
  Paused: ['Live', 'Setup', 'Inactive'],
  Inactive: ['Setup'],
};
export const canChangePlantState = (from: PlantState, to: PlantState) => PLANT_STATE_TRANSITIONS[from].includes(to);

const id = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(100)
  .regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dot, dash and underscore');
const name = z.string().trim().min(1, 'Required').max(200);
const num = z.number().finite();

/** GET plant/{plantViewId}/settings (and the answer of every plant write). */
export const plantSettingsSchema = z.object({
  id: z.string().describe('physical plant id'),
  plant_view_id: z.string(),
  internal_id: z.string(),
  name: z.string(),
  market_timezone: z.string(),
  price_region_id: z.string().nullable(),
  price_forecast_source_id: z.string().nullable(),
  /** the customer owning the plant: its own forecast sources are offered beside the shared ones */
  customer_id: z.string().nullable(),
  /** ISO 4217 of the plant's money figures: its price region's currency, else its customer's */
  currency: z.string(),
  plant_state: z.enum(PLANT_STATES),
  /** states an administrator may move the plant to from here */
  next_states: z.array(z.enum(PLANT_STATES)),
  /** the physical plant this shadow plant copies (null: not a shadow plant; shadow plants are never nominated) */
  shadow_of: z.string().nullable(),
  ...savedStamp,
});
export type PlantSettings = z.infer<typeof plantSettingsSchema>;

/** POST portfolio/{portfolioId}/plant: a new physical plant and its plant view (same id), in Draft. */
export const plantCreateSchema = z
  .object({
    id,
    internal_id: z.string().trim().min(1).max(100).optional().describe('default: the id'),
    name,
    market_timezone: z.string().min(1).max(64).nullish().describe("default (absent or null): the customer's time zone"),
    price_region_id: z.string().max(100).nullable().optional(),
  })
  .strict();
export type PlantCreate = z.infer<typeof plantCreateSchema>;

/** PUT plant/{plantViewId}/settings: the plant update. */
export const plantUpdateSchema = z
  .object({
    market_timezone: z.string().min(1).max(64).optional(),
    price_region_id: z.string().max(100).nullable().optional(),
    price_forecast_source_id: z.string().uuid().nullable().optional(),
    ...writeVersion,
  })
  .strict();
export type PlantUpdate = z.infer<typeof plantUpdateSchema>;

/** PUT plant/{plantViewId}/rename: body name and id (the plant view's id, as in the path). */
export const plantRenameSchema = z.object({ id: z.string().min(1), name, ...writeVersion }).strict();
export const plantStateBodySchema = z.object({ plant_state: z.enum(PLANT_STATES), ...writeVersion }).strict();
/** POST plant/{plantViewId}/shadow-plant: a copy under a new id (topology, static data, point tables; with include_history also the actuals and forecasts). */
export const shadowPlantBodySchema = z.object({ id, name, include_history: z.boolean().optional() }).strict();

export const HYDRO_BODY_TYPES = ['RESERVOIR', 'DOWNSTREAM'] as const;
type UnitType = (typeof UNIT_TYPES)[number];
/** The spec's subset of four for turbines, pumps and pump turbines (spec 2 section 3); gates get every mode (UNCONTROLLED, spill modes). */
export const operatingModesFor = (type: UnitType): readonly string[] =>
  type === 'GATE' ? OPERATING_MODES : OPERATING_MODES_SUBSET;

type Issue = { path: string; message: string };
/** min <= max for each pair present (both non-null). */
function pairs(v: Record<string, unknown>, list: [string, string, string][]): Issue[] {
  const out: Issue[] = [];
  for (const [lo, hi, what] of list) {
    const a = v[lo];
    const b = v[hi];
    if (typeof a === 'number' && typeof b === 'number' && a > b)
      out.push({ path: lo, message: `${what}: the minimum ${a} is above the maximum ${b}` });
  }
  return out;
}
const refine =
  (list: [string, string, string][], more?: (v: Record<string, unknown>) => Issue[]) =>
  (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const i of [...pairs(v, list), ...(more?.(v) ?? [])])
      ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
  };

const hydroBodyFields = {
  external_id: z.string().trim().min(1, 'Required').max(200),
  name,
  type: z.enum(HYDRO_BODY_TYPES),
  latitude: num.min(-90).max(90).nullable(),
  longitude: num.min(-180).max(180).nullable(),
  /** operating level limits, m a.s.l. */
  min_level: num.min(-500).max(9000).nullable(),
  max_level: num.min(-500).max(9000).nullable(),
  /** content limits, m3 */
  min_content: num.min(0).nullable(),
  max_content: num.min(0).nullable(),
  /** the body a reservoir's spill flows to (null: out of the system) */
  spill_target_id: z.string().max(100).nullable(),
};
const bodyPairs: [string, string, string][] = [
  ['min_level', 'max_level', 'Level limits'],
  ['min_content', 'max_content', 'Content limits'],
];
/** The fields without cross-field checks, for forms that edit a part of them. */
export const hydroBodyFieldsSchema = z.object(hydroBodyFields);
export const componentIdSchema = id;
export const hydroBodyCreateSchema = z
  .object({ id, ...hydroBodyFields })
  .partial({ latitude: true, longitude: true, ...fieldMask(HYDRO_BODY_LIMITS), spill_target_id: true })
  .strict()
  .superRefine(refine(bodyPairs));
export const hydroBodyUpdateSchema = z
  .object(hydroBodyFields)
  .partial()
  .extend(writeVersion)
  .strict()
  .superRefine(refine(bodyPairs));
export type HydroBodyCreate = z.infer<typeof hydroBodyCreateSchema>;
export type HydroBodyUpdate = z.infer<typeof hydroBodyUpdateSchema>;

const controlUnitFields = {
  external_id: z.string().trim().min(1, 'Required').max(200),
  name,
  type: z.enum(UNIT_TYPES),
  /** body the unit takes water from when generating / releasing */
  upstream: z.string().max(100).nullable(),
  /** body the unit releases into (pumps move water the other way) */
  downstream: z.string().max(100).nullable(),
  control_status: z.enum(OPERATING_MODES),
  optimization_mode: z.enum(OPTIMIZATION_MODES),
  /** minutes between release and arrival downstream (at most a week) */
  travel_delay_minutes: z.number().int().min(0).max(10080),
  /** generation limits, MW */
  p_min: num.min(0).max(5000).nullable(),
  p_max: num.min(0).max(5000).nullable(),
  /** discharge limits, m3/s */
  q_min: num.min(0).max(50000).nullable(),
  q_max: num.min(0).max(50000).nullable(),
  pump_p_min: num.min(0).max(5000).nullable(),
  pump_p_max: num.min(0).max(5000).nullable(),
  pump_q_min: num.min(0).max(50000).nullable(),
  pump_q_max: num.min(0).max(50000).nullable(),
  /** droop, % (turbines, pump turbines): limits FCR to 2 x deltaF x p_max / droop; null: no limit */
  droop_percent: num.gt(0, 'Droop must be above 0 %').max(100).nullable(),
  /** gate opening range, cm */
  gate_opening_cm_extrema: z.tuple([num.min(0), num.min(0)]).nullable(),
};
const unitPairs: [string, string, string][] = [
  ['p_min', 'p_max', 'Power limits'],
  ['q_min', 'q_max', 'Discharge limits'],
  ['pump_p_min', 'pump_p_max', 'Pumping power limits'],
  ['pump_q_min', 'pump_q_max', 'Pumping discharge limits'],
];
const unitMore = (v: Record<string, unknown>): Issue[] => {
  const out: Issue[] = [];
  const ext = v.gate_opening_cm_extrema as [number, number] | null | undefined;
  if (ext && ext[0] > ext[1])
    out.push({
      path: 'gate_opening_cm_extrema',
      message: `Gate opening: the minimum ${ext[0]} cm is above the maximum ${ext[1]} cm`,
    });
  const type = v.type as UnitType | undefined;
  if (type && typeof v.control_status === 'string' && !operatingModesFor(type).includes(v.control_status))
    out.push({
      path: 'control_status',
      message: `A ${type.toLowerCase().replace('_', ' ')} cannot be ${v.control_status}; choose ${operatingModesFor(type).join(', ')}`,
    });
  return out;
};
export const controlUnitFieldsSchema = z.object(controlUnitFields);
export const controlUnitCreateSchema = z
  .object({ id, ...controlUnitFields })
  .partial({
    control_status: true,
    optimization_mode: true,
    travel_delay_minutes: true,
    ...fieldMask(CONTROL_UNIT_LIMITS),
    droop_percent: true,
    gate_opening_cm_extrema: true,
  })
  .strict()
  .superRefine(refine(unitPairs, unitMore));
export const controlUnitUpdateSchema = z
  .object(controlUnitFields)
  .partial()
  .extend(writeVersion)
  .strict()
  .superRefine(refine(unitPairs, unitMore));
export type ControlUnitCreate = z.infer<typeof controlUnitCreateSchema>;
export type ControlUnitUpdate = z.infer<typeof controlUnitUpdateSchema>;

/** Answer of component writes: the component with its version (the topology lists them without). */
export const componentWriteSchema = z.object({ id: z.string(), ...savedStamp });

/** Hydro bodies and control units with their version, for the editor (GET plant/{plantViewId}/components). */
export const editableComponentsSchema = z.object({
  hydro_bodies: z.array(z.object({ id: z.string(), ...hydroBodyFields, ...rowVersion })),
  control_units: z.array(z.object({ id: z.string(), ...controlUnitFields, ...rowVersion })),
});
export type EditableComponents = z.infer<typeof editableComponentsSchema>;

export const POINT_TABLE_KINDS = ['level-to-content', 'flow-to-power', 'opening-to-throughput'] as const;
export type PointTableKind = (typeof POINT_TABLE_KINDS)[number];
/** The columns of each table: x rises down the table, y should rise with it. Units in the names' comments. */
export const POINT_COLUMNS = {
  'level-to-content': { x: 'level', y: 'content', extra: null }, // m a.s.l. -> m3
  'flow-to-power': { x: 'flow', y: 'power', extra: 'head' }, // m3/s -> MW (head m; negative flow: pumping)
  'opening-to-throughput': { x: 'opening_cm', y: 'throughput', extra: null }, // cm -> m3/s
} as const satisfies Record<PointTableKind, { x: string; y: string; extra: string | null }>;
export const POINT_TABLE_MAX_POINTS = 500;

export const pointSchema = z.object({ x: num, y: num, head: num.min(0).max(3000).nullable().optional() });
export type Point = z.infer<typeof pointSchema>;
/** PUT {kind}/{componentId}: the whole table (all or nothing; an empty list clears it). */
export const pointTableBodySchema = z
  .object({ points: z.array(pointSchema).max(POINT_TABLE_MAX_POINTS), ...writeVersion })
  .strict();
export type PointTableBody = z.infer<typeof pointTableBodySchema>;
export const pointWarningSchema = z.object({ index: z.number().int(), message: z.string() });
export type PointWarning = z.infer<typeof pointWarningSchema>;
export const pointTableSchema = z.object({
  kind: z.enum(POINT_TABLE_KINDS),
  component_id: z.string(),
  points: z.array(pointSchema),
  /** per point: not increasing, implausible efficiency (saved anyway) */
  warnings: z.array(pointWarningSchema),
  /** flow-to-power: the unit's gross head (m, mean levels of its bodies) the efficiency check uses where a point gives none */
  gross_head: z.number().nullable().optional(),
  ...savedStampOrNever,
});
export type PointTable = z.infer<typeof pointTableSchema>;

/** Plausible efficiency of a turbine point (computed from head and flow), per cent. */
export const EFFICIENCY_RANGE_PERCENT = [50, 98] as const;
const RHO_G = 1000 * 9.81; // water density (kg/m3) x gravity (m/s2)

/** Efficiency of generating `power` MW from `flow` m3/s falling `head` m, per cent. */
export const efficiencyPercent = (power: number, flow: number, head: number) =>
  (power * 1e6 * 100) / (RHO_G * flow * head);

/**
 * Warnings per point (the table is saved anyway): x must rise strictly down the table, y should rise
 * with it, and a flow-to-power point's efficiency (from its head, else the unit's gross head) should
 * lie within EFFICIENCY_RANGE_PERCENT. Pumping points (negative flow) are checked as drawn power.
 */
export function pointWarnings(
  kind: PointTableKind,
  points: readonly Point[],
  grossHead: number | null,
): PointWarning[] {
  const { x, y } = POINT_COLUMNS[kind];
  const out: PointWarning[] = [];
  points.forEach((p, i) => {
    const prev = points[i - 1];
    if (prev && p.x <= prev.x)
      out.push({
        index: i,
        message: `${x} ${p.x} is not above the previous point's ${prev.x}: sort the table by ${x}`,
      });
    else if (prev && p.y <= prev.y)
      out.push({ index: i, message: `${y} ${p.y} does not increase with ${x} (previous point ${prev.y})` });
    if (kind === 'flow-to-power' && p.x > 0 && p.y > 0) {
      const head = p.head ?? grossHead;
      if (head && head > 0) {
        const eff = efficiencyPercent(p.y, p.x, head);
        const [lo, hi] = EFFICIENCY_RANGE_PERCENT;
        if (eff < lo || eff > hi)
          out.push({
            index: i,
            message: `Efficiency ${eff.toFixed(0)} % at ${p.x} m3/s and ${head} m head is implausible (expected ${lo}-${hi} %): check power, flow and head`,
          });
      }
    }
  });
  return out;
}

/**
 * Strategy adjustment (GET/PUT plant/{plantViewId}/strategy-adjustment): the operator's stance on
 * the value of stored water. water_value_factor_percent scales the value the optimiser gives the
 * water left at the end of the horizon (terminal water value or long-term cuts): 100 is neutral,
 * above 100 keeps more water (waits for better prices), below 100 generates more now.
 */
export const strategyAdjustmentSchema = z.object({
  water_value_factor_percent: z.number().min(10).max(1000),
  ...savedStampOrNever,
});
export const strategyAdjustmentBodySchema = z
  .object({ water_value_factor_percent: z.number().min(10).max(1000), ...writeVersion })
  .strict();
export type StrategyAdjustment = z.infer<typeof strategyAdjustmentSchema>;

export const TERMINAL_WATER_VALUE_METHODS = ['LONG_TERM', 'MEAN_PRICE', 'FIXED'] as const;
/**
 * Analytics parameters (GET/PUT plant/{plantViewId}/analytics-parameter, admins): how the plant's
 * plans are computed.
 * - horizon_hours: the planned horizon of scheduled runs and the default of on-demand runs (24..8784);
 * - terminal_water_value_method: how water left at the end is valued: LONG_TERM (the newest long-term
 *   run's cuts, else the mean price), MEAN_PRICE (the horizon's mean price through the energy
 *   equivalent), FIXED (terminal_water_value_eur_mwh through the energy equivalent);
 * - day_ahead_bid_completion_hour/minute: read here, changed in the nomination configuration.
 */
export const analyticsParametersSchema = z.object({
  horizon_hours: z.number().int(),
  terminal_water_value_method: z.enum(TERMINAL_WATER_VALUE_METHODS),
  terminal_water_value_eur_mwh: z.number().nullable(),
  day_ahead_bid_completion_hour: z.number().int().nullable(),
  day_ahead_bid_completion_minute: z.number().int().nullable(),
  ...savedStampOrNever,
});
export type AnalyticsParameters = z.infer<typeof analyticsParametersSchema>;
export const analyticsParametersBodySchema = z
  .object({
    horizon_hours: z.number().int().min(24).max(8784),
    terminal_water_value_method: z.enum(TERMINAL_WATER_VALUE_METHODS),
    terminal_water_value_eur_mwh: z.number().min(0).max(10000).nullable().optional(),
    ...writeVersion,
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.terminal_water_value_method === 'FIXED' && (v.terminal_water_value_eur_mwh ?? null) === null)
      ctx.addIssue({
        code: 'custom',
        path: ['terminal_water_value_eur_mwh'],
        message: 'A fixed terminal water value needs its value in EUR/MWh',
      });
  });

/** GET plant/{plantViewId}/completeness: what the optimiser still needs (empty: complete). */
export const completenessSchema = z.object({ complete: z.boolean(), missing: z.array(z.string()) });
export type Completeness = z.infer<typeof completenessSchema>;

/** GET portfolio/{portfolioId}/plant-admin: the Plants list of the admin screen. */
export const plantAdminRowSchema = z.object({
  id: z.string().describe('plant view id'),
  internal_id: z.string(),
  name: z.string(),
  plant_state: z.enum(PLANT_STATES),
  market_timezone: z.string(),
  /** control units of the physical plant */
  units: countSchema,
  shadow_of: z.string().nullable(),
  /** share of the hourly actuals of the last 7 days that arrived, per cent, over every actual series of the plant (null: no actual series) */
  data_quality_percent: z.number().nullable(),
});
export type PlantAdminRow = z.infer<typeof plantAdminRowSchema>;
export const DATA_QUALITY_DAYS = 7;

/** GET price-regions: the price regions a plant can sell into, each with its price forecast sources. */
export const priceRegionSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  timezone: z.string(),
  /** shared sources (customer_id null) and those of the reader's customers */
  forecast_sources: z.array(z.object({ id: z.string(), name: z.string(), customer_id: z.string().nullable() })),
});
export type PriceRegion = z.infer<typeof priceRegionSchema>;
