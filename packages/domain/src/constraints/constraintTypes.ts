import type { ConstraintType } from './constraintSchemas.js';

/**
 * The seeded, versioned catalogue of constraint types (spec 2 section 3, issue 12). The server seeds
 * it into its `constraint_type` table whenever CONSTRAINT_TYPE_CATALOGUE_VERSION grows; the web
 * reads it through `GET .../constraint-types`. Each entry says what it limits, in which unit, and
 * how the optimiser uses it (`optimizer`), with the cost tier of breaking it.
 */
export const CONSTRAINT_TYPE_CATALOGUE_VERSION = 1;

export const CONSTRAINABLE_TYPES = ['Plant', 'Reservoir', 'Turbine', 'Gate', 'Pump', 'PumpTurbine'] as const;
export type ConstrainableType = (typeof CONSTRAINABLE_TYPES)[number];
/** The five component kinds the Constraint Types dialog counts (spec 2 section 9). */
export const CONSTRAINT_DIALOG_KINDS = ['Reservoir', 'Turbine', 'Gate', 'Pump', 'PumpTurbine'] as const;

/** Topology component type (packages/domain plantData) of each constrainable type; Plant is the plant itself. */
export const CONSTRAINABLE_COMPONENT_TYPE: Record<ConstrainableType, string | null> = {
  Plant: null,
  Reservoir: 'RESERVOIR',
  Turbine: 'TURBINE',
  Gate: 'GATE',
  Pump: 'PUMP',
  PumpTurbine: 'PUMP_TURBINE',
};

/** json: the value is an object (see `valueShape`); ratio: 0..1, shown x100 with %; other: a number in `unit`. */
export const CONSTRAINT_UNIT_KINDS = ['json', 'ratio', 'other'] as const;
export type ConstraintUnitKind = (typeof CONSTRAINT_UNIT_KINDS)[number];

export const CONSTRAINT_SECTIONS = [
  'Level',
  'Flow',
  'Power',
  'Ramping',
  'Unit commitment',
  'Energy',
  'Reserves',
  'Internal',
] as const;
export type ConstraintSection = (typeof CONSTRAINT_SECTIONS)[number];

/**
 * Cost tier of breaking a constraint in the optimiser: tactical < regulatory (environmental,
 * licences) < physical. Every tier costs more than any gain from breaking it, so a constraint that
 * can be kept is kept; when they conflict the lower tier gives way first.
 */
export const CONSTRAINT_TIERS = ['tactical', 'regulatory', 'physical'] as const;
export type ConstraintTier = (typeof CONSTRAINT_TIERS)[number];

/**
 * What the optimiser does with the type (packages/optimizer GeneralConstraint kinds):
 * limits per step, ramps between steps, a level target at the last hour of each active period, a
 * minimum energy over each active period, and on/off (unit commitment) rules solved as a MIP.
 * `null`: stored and shown, not optimised (reserve types belong to the reserves issue).
 */
export const OPTIMIZER_KINDS = [
  'MIN_LEVEL',
  'MAX_LEVEL',
  'MIN_CONTENT',
  'MAX_CONTENT',
  'LEVEL_TARGET',
  'MIN_DISCHARGE',
  'MAX_DISCHARGE',
  'MIN_POWER',
  'MAX_POWER',
  'RAMP_POWER_UP',
  'RAMP_POWER_DOWN',
  'RAMP_FLOW_UP',
  'RAMP_FLOW_DOWN',
  'MIN_SPILL',
  'MAX_SPILL',
  'MIN_ENERGY',
  'START_COST',
  'STOP_COST',
  'MUST_RUN',
  'FORBIDDEN_ZONE',
] as const;
export type OptimizerKind = (typeof OPTIMIZER_KINDS)[number];

type Def = Omit<ConstraintType, 'version' | 'constrainable_type' | 'name'>;
const units = ['Turbine', 'Gate', 'Pump', 'PumpTurbine'] as const;
const generating = ['Turbine', 'PumpTurbine'] as const;
const key = (t: ConstrainableType) => t.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();

const usage = {
  limit: 'A limit per hour of the plan; breaking it costs the tier penalty per unit and hour.',
  ramp: 'Limits the change from one hour to the next.',
  target:
    'The level at the last hour of each active period should equal the value; both directions cost the tier penalty.',
  energy: 'The plant generates at least the value (MWh) over each active period.',
  onoff:
    'Needs on/off decisions: solved as a mixed-integer programme, then re-solved as an LP with the decisions fixed for water values.',
  none: 'Not used by the optimiser.',
};

function forEach(
  types: readonly ConstrainableType[],
  suffix: string,
  def: (t: ConstrainableType) => Def,
): ConstraintType[] {
  return types.map((t) => ({ name: `${key(t)}_${suffix}`, constrainable_type: t, version: 1, ...def(t) }));
}

const perUnit = (t: ConstrainableType) => (t === 'Pump' ? 'pumping' : t === 'Gate' ? 'release' : 'generation');

export const CONSTRAINT_TYPES: readonly ConstraintType[] = [
  ...forEach(['Reservoir'], 'min_level', () => ({
    display_name: 'Minimum level',
    description: 'The reservoir stays at or above this level (m a.s.l.).',
    unit_kind: 'other',
    unit: 'm a.s.l.',
    section: 'Level',
    optimizer: 'MIN_LEVEL',
    tier: 'regulatory',
    optimizer_usage: usage.limit,
  })),
  ...forEach(['Reservoir'], 'max_level', () => ({
    display_name: 'Maximum level',
    description: 'The reservoir stays at or below this level (m a.s.l.).',
    unit_kind: 'other',
    unit: 'm a.s.l.',
    section: 'Level',
    optimizer: 'MAX_LEVEL',
    tier: 'regulatory',
    optimizer_usage: usage.limit,
  })),
  ...forEach(['Reservoir'], 'min_content', () => ({
    display_name: 'Minimum content',
    description: 'The reservoir holds at least this volume.',
    unit_kind: 'other',
    unit: 'm3',
    section: 'Level',
    optimizer: 'MIN_CONTENT',
    tier: 'regulatory',
    optimizer_usage: usage.limit,
  })),
  ...forEach(['Reservoir'], 'max_content', () => ({
    display_name: 'Maximum content',
    description: 'The reservoir holds at most this volume.',
    unit_kind: 'other',
    unit: 'm3',
    section: 'Level',
    optimizer: 'MAX_CONTENT',
    tier: 'regulatory',
    optimizer_usage: usage.limit,
  })),
  ...forEach(['Reservoir'], 'level_target', () => ({
    display_name: 'Level target',
    description: 'The reservoir should be at this level at the end of each active period (e.g. full by 1 October).',
    unit_kind: 'other',
    unit: 'm a.s.l.',
    section: 'Level',
    optimizer: 'LEVEL_TARGET',
    tier: 'tactical',
    optimizer_usage: usage.target,
  })),
  ...forEach(['Reservoir'], 'min_spill', () => ({
    display_name: 'Minimum spill',
    description: 'At least this flow is spilled (e.g. a waterfall for tourists).',
    unit_kind: 'other',
    unit: 'm3/s',
    section: 'Flow',
    optimizer: 'MIN_SPILL',
    tier: 'regulatory',
    optimizer_usage: usage.limit,
  })),
  ...forEach(['Reservoir'], 'max_spill', () => ({
    display_name: 'Maximum spill',
    description: 'At most this flow is spilled.',
    unit_kind: 'other',
    unit: 'm3/s',
    section: 'Flow',
    optimizer: 'MAX_SPILL',
    tier: 'physical',
    optimizer_usage: usage.limit,
  })),
  ...forEach(units, 'min_discharge', (t) => ({
    display_name: 'Minimum discharge',
    description: `The ${perUnit(t)} flow stays at or above this value (a residual flow).`,
    unit_kind: 'other',
    unit: 'm3/s',
    section: 'Flow',
    optimizer: 'MIN_DISCHARGE',
    tier: 'regulatory',
    optimizer_usage: usage.limit,
  })),
  ...forEach(units, 'max_discharge', (t) => ({
    display_name: 'Maximum discharge',
    description: `The ${perUnit(t)} flow stays at or below this value (e.g. during works downstream).`,
    unit_kind: 'other',
    unit: 'm3/s',
    section: 'Flow',
    optimizer: 'MAX_DISCHARGE',
    tier: 'physical',
    optimizer_usage: usage.limit,
  })),
  ...forEach(units, 'discharge_increase_max', (t) => ({
    display_name: 'Discharge increase max',
    description: `The ${perUnit(t)} flow rises by at most this much per hour (fish, bank stability).`,
    unit_kind: 'other',
    unit: 'm3/s per h',
    section: 'Ramping',
    optimizer: 'RAMP_FLOW_UP',
    tier: 'regulatory',
    optimizer_usage: usage.ramp,
  })),
  ...forEach(units, 'discharge_decrease_max', (t) => ({
    display_name: 'Discharge decrease max',
    description: `The ${perUnit(t)} flow falls by at most this much per hour (stranding of fish).`,
    unit_kind: 'other',
    unit: 'm3/s per h',
    section: 'Ramping',
    optimizer: 'RAMP_FLOW_DOWN',
    tier: 'regulatory',
    optimizer_usage: usage.ramp,
  })),
  ...forEach(['Plant', ...generating, 'Pump'], 'min_power', () => ({
    display_name: 'Minimum power',
    description: 'Power stays at or above this value (pumps: pumping power).',
    unit_kind: 'other',
    unit: 'MW',
    section: 'Power',
    optimizer: 'MIN_POWER',
    tier: 'tactical',
    optimizer_usage: usage.limit,
  })),
  ...forEach(['Plant', ...generating, 'Pump'], 'max_power', () => ({
    display_name: 'Maximum power',
    description: 'Power stays at or below this value (grid limit, pumps: pumping power).',
    unit_kind: 'other',
    unit: 'MW',
    section: 'Power',
    optimizer: 'MAX_POWER',
    tier: 'physical',
    optimizer_usage: usage.limit,
  })),
  ...forEach(['Plant', ...generating], 'power_ramp_up', () => ({
    display_name: 'Power ramp up',
    description: 'Power rises by at most this much per hour.',
    unit_kind: 'other',
    unit: 'MW per h',
    section: 'Ramping',
    optimizer: 'RAMP_POWER_UP',
    tier: 'physical',
    optimizer_usage: usage.ramp,
  })),
  ...forEach(['Plant', ...generating], 'power_ramp_down', () => ({
    display_name: 'Power ramp down',
    description: 'Power falls by at most this much per hour.',
    unit_kind: 'other',
    unit: 'MW per h',
    section: 'Ramping',
    optimizer: 'RAMP_POWER_DOWN',
    tier: 'physical',
    optimizer_usage: usage.ramp,
  })),
  ...forEach(['Gate'], 'min_gate_opening', () => ({
    display_name: 'Minimum gate opening',
    description:
      'The gate is opened at least this far (share of full opening); the optimiser turns it into a release through the opening-to-throughput table.',
    unit_kind: 'ratio',
    unit: 'ratio',
    section: 'Flow',
    optimizer: 'MIN_DISCHARGE',
    tier: 'regulatory',
    optimizer_usage: usage.limit,
  })),
  ...forEach(['Gate'], 'max_gate_opening', () => ({
    display_name: 'Maximum gate opening',
    description: 'The gate is opened at most this far (share of full opening).',
    unit_kind: 'ratio',
    unit: 'ratio',
    section: 'Flow',
    optimizer: 'MAX_DISCHARGE',
    tier: 'physical',
    optimizer_usage: usage.limit,
  })),
  ...forEach([...generating, 'Pump'], 'stop_cost', () => ({
    display_name: 'Stop cost',
    description: 'A cost for stopping a running unit (wear, crew).',
    unit_kind: 'other',
    unit: 'EUR',
    section: 'Unit commitment',
    optimizer: 'STOP_COST',
    tier: 'tactical',
    optimizer_usage: usage.onoff,
  })),
  ...forEach([...generating, 'Pump'], 'start_cost', () => ({
    display_name: 'Start cost',
    description: 'A cost for starting a unit.',
    unit_kind: 'other',
    unit: 'EUR',
    section: 'Unit commitment',
    optimizer: 'START_COST',
    tier: 'tactical',
    optimizer_usage: usage.onoff,
  })),
  ...forEach([...generating, 'Pump'], 'must_run', () => ({
    display_name: 'Must run',
    description: 'The unit runs, at least at this power (0: its technical minimum).',
    unit_kind: 'other',
    unit: 'MW',
    section: 'Unit commitment',
    optimizer: 'MUST_RUN',
    tier: 'regulatory',
    optimizer_usage: usage.onoff,
  })),
  ...forEach(generating, 'forbidden_power_zone', () => ({
    display_name: 'Forbidden power zone',
    description: 'The unit does not run between these two powers (vibration, cavitation): {"min": MW, "max": MW}.',
    unit_kind: 'json',
    unit: 'MW',
    section: 'Unit commitment',
    optimizer: 'FORBIDDEN_ZONE',
    tier: 'physical',
    optimizer_usage: usage.onoff,
  })),
  ...forEach(['Plant'], 'energy_target', () => ({
    display_name: 'Energy target',
    description: 'The plant generates at least this much energy over each active period (a delivery contract).',
    unit_kind: 'other',
    unit: 'MWh',
    section: 'Energy',
    optimizer: 'MIN_ENERGY',
    tier: 'tactical',
    optimizer_usage: usage.energy,
  })),
  ...forEach(generating, 'reserve_fcr_capacity', () => ({
    display_name: 'Reserve FCR capacity',
    description: 'Capacity held for frequency containment reserve (used by grid reserves).',
    unit_kind: 'other',
    unit: 'MW',
    section: 'Reserves',
    optimizer: null,
    tier: 'tactical',
    optimizer_usage: usage.none,
  })),
  ...forEach(generating, 'reserve_afrr_capacity', () => ({
    display_name: 'Reserve aFRR capacity',
    description: 'Capacity held for automatic frequency restoration reserve (used by grid reserves).',
    unit_kind: 'other',
    unit: 'MW',
    section: 'Reserves',
    optimizer: null,
    tier: 'tactical',
    optimizer_usage: usage.none,
  })),
  ...forEach(['Reservoir'], 'internal_calibration_level_bias', () => ({
    display_name: 'Calibration level bias',
    description: 'Internal: a level offset used when calibrating the level sensor.',
    unit_kind: 'other',
    unit: 'm',
    section: 'Internal',
    optimizer: null,
    tier: 'tactical',
    optimizer_usage: usage.none,
  })),
  ...forEach(units, 'internal_efficiency_factor', () => ({
    display_name: 'Efficiency factor',
    description: 'Internal: a factor on the flow-to-power curve found by calibration.',
    unit_kind: 'ratio',
    unit: 'ratio',
    section: 'Internal',
    optimizer: null,
    tier: 'tactical',
    optimizer_usage: usage.none,
  })),
];

const byName = new Map(CONSTRAINT_TYPES.map((t) => [t.name, t]));
export const constraintType = (name: string): ConstraintType | undefined => byName.get(name);

/** Reserve-named types are hidden in the types dialog (spec 2 section 5). */
export const isReserveType = (t: Pick<ConstraintType, 'name'>) => /reserve/i.test(t.name);
/** Internal types are seen only with seeInternalConstraints. */
export const isInternalType = (t: Pick<ConstraintType, 'section'>) => t.section === 'Internal';

/** The types a user may see: internal ones only with seeInternalConstraints. */
export function visibleConstraintTypes<T extends Pick<ConstraintType, 'section'>>(
  types: readonly T[],
  seeInternal: boolean,
): T[] {
  return types.filter((t) => seeInternal || !isInternalType(t));
}

/** Types checked for active restrictive constraints (spec 2 section 5): stop-cost, discharge increase max, discharge decrease max. */
export const isRestrictiveType = (name: string) =>
  /(^|_)(stop_cost|discharge_increase_max|discharge_decrease_max)$/.test(name);

/** Counts per component kind for the types dialog (reserve types left out as the dialog hides them). */
export function countTypesByKind(
  types: readonly Pick<ConstraintType, 'name' | 'constrainable_type'>[],
): Record<(typeof CONSTRAINT_DIALOG_KINDS)[number], number> {
  const out = Object.fromEntries(CONSTRAINT_DIALOG_KINDS.map((k) => [k, 0])) as Record<
    (typeof CONSTRAINT_DIALOG_KINDS)[number],
    number
  >;
  for (const t of types)
    if (!isReserveType(t) && t.constrainable_type in out) out[t.constrainable_type as keyof typeof out]++;
  return out;
}
