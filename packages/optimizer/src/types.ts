// Input and output of the hydro scheduling LP. Self-contained: the server maps its topology,
// series and constraints into these shapes. Time is a regular grid of `steps` steps of
// `stepSeconds` starting at `start` (UTC epoch ms); series are arrays of length `steps`
// (or a single number meaning "every step").

/** A value per step, or one value for every step. */
export type StepSeries = number | readonly number[];
/** Like StepSeries, but NaN/null entries mean "not given at this step". */
export type OptionalStepSeries = number | readonly (number | null)[];

export interface LevelContentPoint {
  /** Water level, m a.s.l. */
  level: number;
  /** Content at that level, m3. */
  content: number;
}

export interface Reservoir {
  id: string;
  /** Shown in messages; defaults to id. */
  name?: string;
  /** Content at the start of the horizon, m3. */
  initialContent: number;
  /** Natural inflow, m3/s per step. */
  inflow: StepSeries;
  /** Level-to-content curve, increasing in both; turns level limits into content and results into levels. */
  levelContent?: readonly LevelContentPoint[];
  /** Operating limits (soft: violations cost `penalties.softLimit`), m3 per step. */
  minContent?: OptionalStepSeries;
  maxContent?: OptionalStepSeries;
  /** Operating limits as levels (m a.s.l.), converted through `levelContent`; soft like the content limits. */
  minLevel?: OptionalStepSeries;
  maxLevel?: OptionalStepSeries;
  /** Physical limits (hard), m3. Default: the range of `levelContent`, else 0 .. unbounded. */
  hardMinContent?: number;
  hardMaxContent?: number;
  /** Value of water left at the end of the horizon, EUR/m3. Water in transit counts at its destination's value. */
  terminalWaterValue?: number;
  /** Content the horizon must end with at least (hard), m3. */
  targetEndContent?: number;
  /** Spill allowed? Default true. */
  spillAllowed?: boolean;
  /** Where spilled water goes: a reservoir id, or null/undefined for out of the system. */
  spillTo?: string | null;
  /** Steps until spilled water reaches `spillTo`. Default 0. */
  spillDelaySteps?: number;
  /** Spill of the `spillDelaySteps` steps before the horizon, m3/s, oldest first; it arrives inside the horizon. */
  spillHistory?: readonly number[];
  /** Upper limit of spill, m3/s. Default unbounded. */
  spillMax?: number;
}

export type UnitType = 'TURBINE' | 'PUMP' | 'PUMP_TURBINE' | 'GATE';

export interface FlowPowerPoint {
  /** Discharge, m3/s. */
  q: number;
  /** Power, MW. */
  p: number;
}

export interface Unit {
  id: string;
  name?: string;
  type: UnitType;
  /** Reservoir the unit takes water from when generating (or null: from outside the model). */
  upstream: string | null;
  /** Reservoir the unit releases into when generating (or null: out of the system). Pumps move water the other way. */
  downstream: string | null;
  /** Steps between release and arrival downstream (pumped water arrives upstream at once). Default 0. */
  delaySteps?: number;
  /** Releases of the `delaySteps` steps before the horizon, m3/s, oldest first; they arrive inside the horizon. */
  releaseHistory?: readonly number[];
  /**
   * Flow-to-power curve of the turbine (TURBINE, PUMP_TURBINE), increasing q; the LP uses its upper concave hull.
   * (0,0) is added when missing; the LP runs any point on or below the curve (continuous model:
   * a technical minimum between 0 and the first point is relaxed).
   */
  curve?: readonly FlowPowerPoint[];
  /** Pumping (PUMP, PUMP_TURBINE): power drawn per pumped flow, MW per m3/s. */
  pumpPowerPerFlow?: number;
  /** Pumping flow limit, m3/s. */
  pumpQMax?: number;
  /** Generating/released discharge limits, m3/s (qMin is a hard minimum, e.g. a residual flow). */
  qMin?: number;
  qMax?: number;
  /** Generation limits, MW. pMin is a hard must-run minimum, waived where availability is below it. */
  pMin?: number;
  pMax?: number;
  /** Largest change of power from one step to the next, MW per step. */
  rampPower?: number;
  /** Largest change of discharge from one step to the next, m3/s per step. */
  rampFlow?: number;
  /** Power and discharge of the step before the horizon, for the first ramp. */
  initialPower?: number;
  initialFlow?: number;
  /** Remaining max generation after outages, MW per step (NaN/null: no outage). Pumping power is limited alike. */
  availability?: OptionalStepSeries;
  /** Operator overrides: fixed generation (MW) or discharge (m3/s) per step; NaN/null where the optimiser decides. Negative power = pumping. */
  fixedPower?: OptionalStepSeries;
  fixedFlow?: OptionalStepSeries;
}

/**
 * Generic constraint, the form the constraints module feeds later. Level limits are soft
 * (penalised like the reservoir limits) unless `hard`; discharge, power and ramp limits are hard.
 */
export interface GeneralConstraint {
  id: string;
  /** Shown in messages. */
  label?: string;
  kind: 'MIN_LEVEL' | 'MAX_LEVEL' | 'MIN_CONTENT' | 'MAX_CONTENT' | 'MIN_DISCHARGE' | 'MAX_DISCHARGE' | 'MIN_POWER' | 'MAX_POWER' | 'RAMP_POWER' | 'RAMP_FLOW';
  /** Reservoir id for level/content kinds, unit id for the others. */
  target: string;
  /** m a.s.l., m3, m3/s, MW, MW per step or m3/s per step, by kind. */
  value: StepSeries;
  /** Step range [fromStep, toStep); default the whole horizon. */
  fromStep?: number;
  toStep?: number;
  hard?: boolean;
}

export interface Penalties {
  /** Cost of violating a soft content or level limit, EUR per m3 (default 10). */
  softLimit?: number;
  /** Cost of spilled water, EUR per m3 (default 0.0001: spill only when it has no better use). */
  spill?: number;
}

export interface OptimizerModel {
  /** Start of the first step, epoch ms UTC. */
  start: number;
  /** 3600 (hourly) or 900 (15 minutes). */
  stepSeconds: number;
  steps: number;
  /** Market price, EUR/MWh per step. */
  price: StepSeries;
  reservoirs: readonly Reservoir[];
  units: readonly Unit[];
  constraints?: readonly GeneralConstraint[];
  penalties?: Penalties;
  /** IANA zone for times in messages; default UTC. */
  timeZone?: string;
  /**
   * Value of the water left at the end as a long-term run's future value function (its Benders cuts
   * at the horizon's end): value <= intercept + sum over reservoirs of slopes[id] x content at the end.
   * The reservoirs' terminalWaterValue then values only water still in transit.
   */
  futureValue?: { cuts: readonly FutureCut[] };
}

export interface FutureCut {
  /** EUR. */
  intercept: number;
  /** EUR per m3 of content at the end of the horizon, by reservoir id (missing: 0). */
  slopes: Readonly<Record<string, number>>;
}

export type SolveStatus = 'OPTIMAL' | 'INFEASIBLE' | 'UNBOUNDED' | 'TIME_LIMIT' | 'ERROR';

export interface UnitPlan {
  id: string;
  /** Net power, MW per step (generation positive, pumping negative). */
  power: number[];
  /** Generation discharge (or gate release), m3/s per step. */
  discharge: number[];
  /** Pumped flow, m3/s per step (0 for units that cannot pump). */
  pumped: number[];
}

export interface ReservoirPlan {
  id: string;
  /** Content at the end of each step, m3. */
  content: number[];
  /** Level at the end of each step, m a.s.l. (null without a level-to-content curve). */
  level: (number | null)[];
  /** Spill, m3/s per step. */
  spill: number[];
  /** Marginal value of one more m3 in the reservoir during the step (dual of its water balance), EUR/m3. */
  waterValue: number[];
  /** The same through the energy equivalent of the water below, EUR/MWh (null where no turbine is below). */
  waterValueEnergy: (number | null)[];
  /** Energy equivalent used for waterValueEnergy, MWh per m3. */
  energyEquivalent: number;
  /** Soft-limit violation, m3 per step (positive: below min, negative: above max). */
  softViolation: number[];
}

export interface PlanResult {
  status: SolveStatus;
  /** Objective, EUR: revenue + terminal value - penalties. */
  objective: number;
  /** Market revenue, EUR. */
  revenue: number;
  /** Terminal value of water at the end, in reservoirs and in transit, EUR. */
  terminalValue: number;
  /** Spill and soft-limit penalties, EUR. */
  penalty: number;
  units: UnitPlan[];
  reservoirs: ReservoirPlan[];
  /** Operator-readable messages: conflicts when infeasible, soft limits broken when optimal. */
  messages: string[];
  /** LP size and timings (ms). */
  stats: {
    /** 'lp': one LP over the horizon (exact). 'windows': long horizon split into windows valued by a coarse LP. */
    method: 'lp' | 'windows';
    rows: number; cols: number; nonzeros: number; buildMs: number; solveMs: number; iterations: number;
  };
}
