import { COCKPIT_EDIT_MODES, type ComponentType, type EditableQuantity, type OverrideKind } from '@penstock/domain';

export type CockpitEditMode = (typeof COCKPIT_EDIT_MODES)[number];
export type EditModeBase = 'generation' | 'mixed' | 'consumption' | 'throughput' | 'level' | 'inflow';
export const EDIT_MODE_BASES: readonly EditModeBase[] = [
  'generation',
  'mixed',
  'consumption',
  'throughput',
  'level',
  'inflow',
];

export interface EditModeSpec {
  mode: CockpitEditMode;
  base: EditModeBase;
  /** The kind the table edits: actual, or plan for the *-plan modes. */
  kind: OverrideKind;
  /** The other kind, shown beside as read-only reference columns. */
  referenceKind: OverrideKind;
  /** The quantity the chart draws (the first of `quantities`). */
  quantity: EditableQuantity;
  /** The quantities that get columns, per component. */
  quantities: readonly EditableQuantity[];
  /** Components that get a column. */
  componentTypes: readonly ComponentType[];
}

/**
 * What each edit mode edits (our reading of the mode names; the spec lists only the names):
 * generation: turbine power; consumption: the pumping power and pumped flow of pumps and pump
 * turbines (negative while pumping; a pump turbine's column also holds its generating hours, as
 * it is one series); mixed: every unit with power, turbines, pumps and pump turbines together;
 * throughput: discharge through turbines, pumps, pump turbines and gates; level: reservoir level;
 * inflow: reservoir inflow (its plan is the inflow forecast). The -plan variant edits the plan,
 * the plain one the actuals.
 */
const BASES: Record<
  EditModeBase,
  { quantities: readonly EditableQuantity[]; componentTypes: readonly ComponentType[] }
> = {
  generation: { quantities: ['power'], componentTypes: ['TURBINE'] },
  mixed: { quantities: ['power'], componentTypes: ['TURBINE', 'PUMP', 'PUMP_TURBINE'] },
  consumption: { quantities: ['power', 'discharge'], componentTypes: ['PUMP', 'PUMP_TURBINE'] },
  throughput: { quantities: ['discharge'], componentTypes: ['TURBINE', 'PUMP', 'PUMP_TURBINE', 'GATE'] },
  level: { quantities: ['level'], componentTypes: ['RESERVOIR'] },
  inflow: { quantities: ['inflow'], componentTypes: ['RESERVOIR'] },
};

export const isEditMode = (value: unknown): value is CockpitEditMode =>
  COCKPIT_EDIT_MODES.includes(value as CockpitEditMode);

export function editModeSpec(mode: CockpitEditMode): EditModeSpec {
  const plan = mode.endsWith('-plan');
  const base = (plan ? mode.slice(0, -'-plan'.length) : mode) as EditModeBase;
  const kind: OverrideKind = plan ? 'plan' : 'actual';
  const { quantities, componentTypes } = BASES[base];
  return {
    mode,
    base,
    kind,
    referenceKind: plan ? 'actual' : 'plan',
    quantity: quantities[0]!,
    quantities,
    componentTypes,
  };
}

export const editModeOf = (base: EditModeBase, kind: OverrideKind): CockpitEditMode =>
  (kind === 'plan' ? `${base}-plan` : base) as CockpitEditMode;
