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
  /**
   * Technical minima of a running unit (semi-continuous, spec 2 section 3 p_min, q_min, pump_p_min,
   * pump_q_min): generating, the unit stands still or runs at least `runMinPower` MW and
   * `runMinFlow` m3/s; pumping, it stands still or pumps at least `pumpRunMinPower` MW and
   * `pumpRunMinFlow` m3/s. A minimum above 0 gives the unit on/off decisions (the model becomes a
   * MIP); steps where an operator fixed the unit's power or flow keep the fixed value instead.
   */
  runMinPower?: number;
  runMinFlow?: number;
  pumpRunMinPower?: number;
  pumpRunMinFlow?: number;
  /**
   * What decides the unit's flow (spec 2 optimization_mode): 'OPTIMAL' and 'NONE' (default) the
   * optimiser; 'FOLLOWING_UPSTREAM' the inflow of its upstream reservoir, which is held at its
   * start content (run-of-river: what flows in flows through, spill takes what the units cannot);
   * 'FOLLOWING_DOWNSTREAM' the release of its downstream reservoir, which is held at its start
   * content (the unit refills what the next plant takes). Held as a soft limit (penalties.softLimit).
   */
  optimizationMode?: 'OPTIMAL' | 'FOLLOWING_UPSTREAM' | 'FOLLOWING_DOWNSTREAM' | 'NONE';
  /** Largest change of power from one step to the next, MW per step. */
  rampPower?: number;
  /** Largest change of discharge from one step to the next, m3/s per step. */
  rampFlow?: number;
  /** Power and discharge of the step before the horizon, for the first ramp. */
  initialPower?: number;
  initialFlow?: number;
  /** Running in the step before the horizon (start and stop costs); default: initial power or flow above 0, unknown without them. */
  initialOn?: boolean;
  /** Remaining max generation after outages, MW per step (NaN/null: no outage). Pumping power is limited alike. */
  availability?: OptionalStepSeries;
  /** Operator overrides: fixed generation (MW) or discharge (m3/s) per step; NaN/null where the optimiser decides. Negative power = pumping. */
  fixedPower?: OptionalStepSeries;
  fixedFlow?: OptionalStepSeries;
  /**
   * Head model (issue 23, SHOP's `turb_eff_curves`): turbine efficiency (%) against discharge (m3/s)
   * at two or more net heads (m), heads increasing. With it (and the unit on a penstock of one of
   * `OptimizerModel.plants`) the unit's power follows the head: P = rho g Q H_net eta_t(Q, H_net)
   * eta_g(P); `curve` is then not used. Without it the unit keeps its fixed-head `curve`.
   */
  turbEffCurves?: readonly TurbineEfficiencyCurve[];
  /** Generator efficiency (%) against power (MW) (SHOP `gen_eff_curve`); default 100 %. */
  genEffCurve?: readonly { p: number; eff: number }[];
  /**
   * Head model, pumping (PUMP, PUMP_TURBINE; SHOP pump `turb_eff_curves`): pump efficiency (%) against
   * pumped flow (m3/s) at two or more pump heads (m, increasing). Pump head = upstream level - downstream
   * level (the downstream reservoir's level, else its plant's outlet line) + the losses of its penstock.
   * Power drawn P = rho g Q H / (eta_p eta_m); in each iteration `pumpPowerPerFlow` is that of the previous
   * plan's pumping (its mean over the steps it pumped), and the plan is valued at the physical power.
   */
  pumpEffCurves?: readonly TurbineEfficiencyCurve[];
  /** Motor efficiency (%) against power drawn (MW) (SHOP pump `gen_eff_curve`); default 100 %. */
  pumpMotorEffCurve?: readonly { p: number; eff: number }[];
  /** SHOP pump `upstream_max`: no pumping while the upper reservoir is above this level, m a.s.l. */
  pumpUpstreamMax?: number;
  /** SHOP pump `downstream_min`: no pumping while the lower reservoir is below this level, m a.s.l. */
  pumpDownstreamMin?: number;
  /**
   * Pump head limits (m, the pump maker's operating range): no pumping where the pump head at the
   * smallest pumping flow (levels of the linearisation's point, losses included) is above
   * `pumpHeadMax` or below `pumpHeadMin`.
   */
  pumpHeadMin?: number;
  pumpHeadMax?: number;
}

/** Turbine efficiency at one net head (SHOP `turb_eff_curves` entry, `ref` = head). */
export interface TurbineEfficiencyCurve {
  /** Net head, m. */
  head: number;
  /** Efficiency (%) against discharge (m3/s), discharge increasing. */
  points: readonly { q: number; eff: number }[];
}

/**
 * A power plant's waterways for the head model (SHOP plant and penstock): net head of a unit =
 * level of its upstream reservoir - outlet line - mainLoss Q_plant^2 - its penstock's loss Q_penstock^2.
 */
export interface HeadPlant {
  id: string;
  name?: string;
  /** Tailwater level, m a.s.l.: a constant, or a curve against the plant's total discharge (m3/s). */
  outletLine: number | readonly { q: number; level: number }[];
  /** Main tunnel loss factor, m per (m3/s)^2 (SHOP `main_loss`); default 0. */
  mainLoss?: number;
  /** Penstocks (SHOP `penstock_loss`): loss factor m per (m3/s)^2 and the unit ids on each. */
  penstocks: readonly { loss: number; units: readonly string[] }[];
}

/** Successive linearisation of the head model (SHOP's full and incremental iterations). */
export interface HeadOptions {
  /** Iterations with on/off decisions free. Default 3 (1 when no unit takes on/off decisions). */
  fullIterations?: number;
  /** Largest number of iterations with on/off fixed. Default 10. */
  maxIncrementalIterations?: number;
  /** Stop when the plan's value changes by less than this fraction. Default 1e-4 (a tenth of the MIP gap target). */
  tolerance?: number;
}

/** Operating point a head linearisation is made around: the previous plan (null: start levels, no flow). */
export interface HeadPoint {
  /** Level of each reservoir (by id) during each step (mean of its start and end), m a.s.l. */
  levels: Readonly<Record<string, readonly number[]>>;
  /** Discharge of each unit (by id) per step, m3/s. */
  flows: Readonly<Record<string, readonly number[]>>;
  /** Incremental iterations: the fixed on/off decisions of units that have them (by id). */
  on?: Readonly<Record<string, readonly boolean[]>>;
}

/** Cost tier of a soft constraint: tactical < regulatory (environmental, licences) < physical. */
export type ConstraintTier = 'tactical' | 'regulatory' | 'physical';

export type ConstraintKind =
  | 'MIN_LEVEL'
  | 'MAX_LEVEL'
  | 'MIN_CONTENT'
  | 'MAX_CONTENT'
  | 'LEVEL_TARGET'
  | 'MIN_DISCHARGE'
  | 'MAX_DISCHARGE'
  | 'MIN_POWER'
  | 'MAX_POWER'
  | 'RAMP_POWER'
  | 'RAMP_FLOW'
  | 'RAMP_POWER_UP'
  | 'RAMP_POWER_DOWN'
  | 'RAMP_FLOW_UP'
  | 'RAMP_FLOW_DOWN'
  | 'MIN_SPILL'
  | 'MAX_SPILL'
  | 'MIN_ENERGY'
  | 'START_COST'
  | 'STOP_COST'
  | 'MUST_RUN'
  | 'FORBIDDEN_ZONE';

/**
 * Generic constraint, fed by the constraints module (one per operator constraint, expanded per step).
 *
 * With a `tier` (or any kind beyond the first ten) it becomes rows of its own: soft, each unit of
 * violation costing its tier's penalty (see Penalties.tierFactor), unless `hard`. Without a tier the
 * first ten kinds tighten the reservoir's soft window (levels, contents) or the unit's hard limits.
 *
 * Per kind, `value` per step (null/NaN: not active at that step):
 * - MIN/MAX_LEVEL m a.s.l., MIN/MAX_CONTENT m3, MIN/MAX_SPILL m3/s (target: a reservoir);
 * - LEVEL_TARGET m a.s.l.: the level at the end of the last step of each run of active steps;
 * - MIN/MAX_DISCHARGE m3/s, MIN/MAX_POWER MW (pumps: pumping MW; target '*': the plant's net power);
 * - RAMP_POWER(_UP/_DOWN) MW per step, RAMP_FLOW(_UP/_DOWN) m3/s per step (target '*' for plant power);
 * - MIN_ENERGY MWh: net generation over each run of active steps (target '*' or a unit);
 * - START_COST / STOP_COST EUR per start/stop in the step; MUST_RUN MW (the unit is on, at least at
 *   this power; 0: its technical minimum); FORBIDDEN_ZONE `value` .. `upper` MW the unit must not run
 *   strictly inside. These four need on/off decisions: the model becomes a MIP.
 */
export interface GeneralConstraint {
  id: string;
  /** Shown in messages. */
  label?: string;
  kind: ConstraintKind;
  /** Reservoir id for level/content/spill kinds, unit id (or '*' for the whole plant) for the others. */
  target: string;
  value: OptionalStepSeries;
  /** FORBIDDEN_ZONE: upper edge of the zone, MW. */
  upper?: OptionalStepSeries;
  /** Step range [fromStep, toStep); default the whole horizon. */
  fromStep?: number;
  toStep?: number;
  hard?: boolean;
  tier?: ConstraintTier;
}

export interface Penalties {
  /** Cost of violating a soft content or level limit, EUR per m3 (default 10). */
  softLimit?: number;
  /** Cost of spilled water, EUR per m3 (default 0.0001: spill only when it has no better use). */
  spill?: number;
  /**
   * Soft constraints: a violation costs tierFactor[tier] times what the violated quantity could at
   * most earn (water: the highest price through the largest energy equivalent, plus terminal value;
   * power: the highest price plus the water it takes), so a constraint that can be kept is kept.
   * Default { tactical: 10, regulatory: 100, physical: 1000 }.
   */
  tierFactor?: Partial<Record<ConstraintTier, number>>;
  /**
   * Grid reserve obligations not held, EUR per MW and hour. Default: the physical tier factor times
   * what a MW held for an hour could at most earn elsewhere (the highest price, capacity price and
   * activation compensation), so an obligation that can be held is held.
   */
  reserveShortfall?: number;
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
  /** Head model (issue 23): plants with outlet line, main and penstock losses; units with `turbEffCurves` on their penstocks. */
  plants?: readonly HeadPlant[];
  head?: HeadOptions;
  /** Set by the head iteration: the operating point of this LP's linearisation (absent: the start levels). */
  headPoint?: HeadPoint;
  /** Grid reserves (issue 24): capacity units hold for the grid, co-optimised with energy in the same LP. */
  reserves?: readonly GridReserve[];
}

/**
 * One grid reserve product held by one unit (issue 24; spec 2 section 3 grid reserve): per block a
 * held capacity r >= 0 (MW), constant over the block. Upward (positive) capacity needs headroom
 * (scheduled generation + r <= available maximum x on), downward (negative) footroom (scheduled
 * generation - r >= p_min x on); symmetric holds the same r both ways. Spinning needs the unit running
 * (upward spinning gives the unit on/off decisions: the model becomes a MIP); standing upward may
 * come from a stopped unit that can start, standing downward from stopping a running unit. Expected
 * activation (activationFactor x r per step) moves real water and earns activationCompensation;
 * obligations (included) are held with a priced slack reported as a violation, offers (additional)
 * earn capacityPrice. Reserves are held by turbines and pump turbines (TURBINE, PUMP_TURBINE; a pump
 * turbine while pumping holds upward reserve by pumping less and downward by pumping more), not by
 * pure pumps or gates. See README "Grid reserves".
 */
export interface GridReserve {
  id: string;
  /** Shown in messages and reports (product and unit), defaults to id. */
  label?: string;
  /** Unit id that holds the capacity. */
  unit: string;
  /** Product name as traded (FCR, aFRR, mFRR, ...). */
  product: string;
  direction: 'positive' | 'negative' | 'symmetric';
  type: 'spinning' | 'standing';
  /** included: an obligation the plan must hold (`mw`); additional: an offer the optimiser decides (`capacityPrice`). */
  mode: 'included' | 'additional';
  /** Steps per block (hourly schedule x steps per hour); a block starts at every multiple of it counted from `blockOffset`. */
  blockSteps: number;
  /**
   * Step at which the first full block starts (0 when the horizon starts on a block boundary). Default 0.
   * Steps before it form a shorter first block of their own (as does the horizon's last, cut block).
   */
  blockOffset?: number;
  /**
   * Steps at which blocks start, ascending: given, they replace blockSteps and blockOffset as the block
   * boundaries (the plant zone's wall clock on a day the clocks change: its 00:00-03:59 block is 3 or 5
   * hours long); steps before the first start form a block of their own.
   */
  blockStarts?: readonly number[];
  /**
   * included: MW to hold per step (null/NaN: none); a block holds the largest value of its steps.
   * additional: the most that may be offered per step (default the unit's largest power); a block
   * offers at most the smallest value of its steps.
   */
  mw: OptionalStepSeries;
  /** additional: EUR per MW and hour of held capacity (null/NaN: 0); a block earns each step's price. */
  capacityPrice?: OptionalStepSeries;
  /** Offers: held capacity is zero or at least this, MW (a binary per block where it is above `bidStep`). */
  minBid?: number;
  /** Offers: held capacity is a multiple of this, MW (an integer per block). */
  bidStep?: number;
  /**
   * Share of the held capacity expected to be activated as energy, 0-1: activationFactor x r MW on
   * average per step, up for positive, down for negative; symmetric: half of it up and half down
   * (no net energy, compensated in full).
   */
  activationFactor: number;
  /** EUR per MWh paid for activated energy (upward and downward alike). */
  activationCompensation: number;
  /**
   * FCR: the unit's droop (%) and the frequency band (Hz) it answers, with both given
   * r <= 2 x deltaF x nominalPower / droop (SHOP's FCR limit: deltaF / 50 Hz of frequency per
   * droop / 100 of power).
   */
  droop?: number;
  deltaF?: number;
  /** Nominal power for the droop limit, MW (SHOP `nom_prod`). Default: the unit's largest power. */
  nominalPower?: number;
  /** Step range [fromStep, toStep) it is valid in; default the whole horizon. */
  fromStep?: number;
  toStep?: number;
}

/** A grid reserve in the plan (PlanResult.reserves). Energies are expected values (activation factor x held). */
export interface ReservePlan {
  id: string;
  unit: string;
  product: string;
  direction: GridReserve['direction'];
  /** Held capacity, MW per step (per direction for symmetric: the same up and down). */
  held: number[];
  /** Obligation not held (priced slack), MW per step (0 for offers). */
  shortfall: number[];
  /** Expected activated energy, MWh per step (upward positive, downward negative; symmetric: 0). */
  activatedEnergy: number[];
  /** Expected activated energy upward and downward, MWh per step (both >= 0). */
  activatedUp: number[];
  activatedDown: number[];
  /** Capacity revenue of offers (capacityPrice x held x hours), EUR. */
  capacityRevenue: number;
  /** Activation compensation (activationCompensation x activated MWh up and down), EUR. */
  activationRevenue: number;
  /** capacityRevenue + activationRevenue, EUR. */
  revenue: number;
  /** Penalty paid for the shortfall, EUR (in PlanResult.penalty). */
  shortfallCost: number;
  /** Price of a MW not held for an hour, EUR (Penalties.reserveShortfall or its default). */
  shortfallPrice: number;
}

/** Opportunity cost of holding one more grid reserve obligation (reserveOpportunityCost). */
export interface ReserveOpportunityCost {
  /** OPTIMAL when both solves found a plan; else the status of the one that did not. */
  status: SolveStatus;
  /** Objective without and with the extra obligation, EUR. */
  objectiveWithout: number;
  objectiveWith: number;
  /** What holding it costs: objectiveWithout - objectiveWith, EUR (a solve's MIP gap may blur it). */
  cost: number;
  /** MW x hours of the obligation (its MW summed over the steps it covers x step hours). */
  mwHours: number;
  /** cost / mwHours: EUR per MW and hour, the capacity price that pays for holding it. */
  costPerMwHour: number;
  /** Largest shortfall of the extra obligation in the plan with it, MW (above 0: it cannot be held in full; cost includes its penalty). */
  shortfall: number;
  /** Relative MIP gaps of the two solves (0 for pure LPs). */
  gapWithout: number;
  gapWith: number;
  /** Messages of the solve with the obligation. */
  messages: string[];
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
  /**
   * Models with grid reserves: the power sold on the market, MW per step (net power minus the expected
   * activation of the unit's reserves; `power` is what the unit generates on average, activation included).
   */
  scheduledPower?: number[];
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
  /** Objective, EUR: revenue (+ reserveRevenue) + terminal value - penalties. */
  objective: number;
  /** Market revenue, EUR (price x scheduled power: with grid reserves, activation is paid by `reserveRevenue`). */
  revenue: number;
  /** Grid reserves: capacity revenue of offers plus activation compensation, EUR (in the objective). */
  reserveRevenue?: number;
  /** Terminal value of water at the end, in reservoirs and in transit, EUR. */
  terminalValue: number;
  /** Spill, soft-limit, constraint and reserve-shortfall penalties and start/stop costs, EUR. */
  penalty: number;
  units: UnitPlan[];
  reservoirs: ReservoirPlan[];
  /** Operator-readable messages: conflicts when infeasible, soft limits broken when optimal. */
  messages: string[];
  /** One entry per constraint with rows of its own: where and how much the plan breaks it, and at what price. */
  constraints?: ConstraintReport[];
  /** LP size and timings (ms). */
  stats: {
    /** 'lp': one LP over the horizon (exact). 'windows': long horizon split into windows valued by a coarse LP. */
    method: 'lp' | 'windows';
    rows: number;
    cols: number;
    nonzeros: number;
    buildMs: number;
    solveMs: number;
    iterations: number;
    /** Thread CPU time of the solve, ms (the solving thread's own clock, where the platform has one). */
    cpuMs?: number;
    /** On/off decisions: the MIP's binaries, its relative gap at the end, time and nodes (absent without them). */
    /** `rounded`: the on/off plan is the relaxation-based one (relax-and-round and the search), proven within the gap by its bound or better than branch and cut's. */
    /** `budgetSpent`: the work budget ended the search before the gap was proven. */
    /** `targetGap`: the relative gap it was asked to reach (absent in results from before it was recorded). */
    /** `work` / `workLimit`: simplex iterations used and allowed (the budget is work, not time). */
    mip?: {
      binaries: number;
      gap: number;
      ms: number;
      nodes: number;
      budgetSpent: boolean;
      rounded?: boolean;
      targetGap?: number;
      work?: number;
      workLimit?: number;
      /** CPU time of the solving thread per phase, ms (relaxation, roundings, search over runs, branch and cut). */
      phaseCpuMs?: { relaxation: number; rounding: number; search: number; branchAndCut: number };
    };
  };
  /** Head model runs: the iterations and the plan valued at its own head. */
  head?: HeadReport;
  /** Grid reserves held by the plan (models with `reserves`). */
  reserves?: ReservePlan[];
}

export interface HeadIteration {
  kind: 'full' | 'incremental';
  /** Objective of the iteration's LP (linearised), EUR. */
  objective: number;
  /** The plan valued with the head model on its own trajectory, EUR. */
  physicalObjective: number;
  /** Largest change of a unit's net head against the head the LP was linearised at, m. */
  maxHeadChange: number;
}

export interface HeadReport {
  iterations: HeadIteration[];
  /** Objective of the last linearised LP, EUR (the plan's `objective` is its physical value). */
  linearisedObjective: number;
  /** Net head per unit (by id) and step of the stored plan, m. */
  netHead: Record<string, number[]>;
}

export interface ConstraintReport {
  id: string;
  label?: string;
  kind: ConstraintKind;
  tier: ConstraintTier | 'hard';
  /** Steps the constraint was active in. */
  activeSteps: number;
  /** Steps (or periods, for targets and energy) the plan breaks it in. */
  brokenSteps: number;
  /** Start of the first and end of the last broken step, epoch ms (null when kept). */
  from: number | null;
  to: number | null;
  /** Largest violation, in `unit`. */
  worst: number;
  unit: string;
  /** Penalty paid for breaking it (or start/stop costs incurred), EUR. */
  cost: number;
  /** What keeping it costs at the margin: the largest dual of its rows, EUR per `unit` (0 when it never binds). */
  shadowPrice: number;
  /** START_COST / STOP_COST: starts or stops in the plan. */
  count?: number;
}
