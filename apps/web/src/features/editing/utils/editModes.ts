import { COCKPIT_EDIT_MODES, type ComponentType, type EditableQuantity, type OverrideKind } from '@penstock/domain';

export type CockpitEditMode = (typeof COCKPIT_EDIT_MODES)[number];
export type EditModeBase = 'generation' | 'mixed' | 'consumption' | 'throughput' | 'level' | 'inflow';
export const EDIT_MODE_BASES: readonly EditModeBase[] = ['generation', 'mixed', 'consumption', 'throughput', 'level', 'inflow'];

export interface EditModeSpec {
  mode: CockpitEditMode;
  base: EditModeBase;
  /** The kind the table edits: actual, or plan for the *-plan modes. */
  kind: OverrideKind;
  /** The other kind, shown beside as read-only reference columns. */
  referenceKind: OverrideKind;
  quantity: EditableQuantity;
  /** Components that get a column. */
  componentTypes: readonly ComponentType[];
}

/**
 * What each edit mode edits (our reading of the mode names; the spec lists only the names):
 * generation: turbine power; consumption: pump power (negative while pumping); mixed: every unit
 * with power, turbines, pumps and pump turbines together; throughput: discharge through turbines,
 * pumps, pump turbines and gates; level: reservoir level; inflow: reservoir inflow. The -plan
 * variant edits the plan, the plain one the actuals.
 */
const BASES: Record<EditModeBase, { quantity: EditableQuantity; componentTypes: readonly ComponentType[] }> = {
  generation: { quantity: 'power', componentTypes: ['TURBINE'] },
  mixed: { quantity: 'power', componentTypes: ['TURBINE', 'PUMP', 'PUMP_TURBINE'] },
  consumption: { quantity: 'power', componentTypes: ['PUMP'] },
  throughput: { quantity: 'discharge', componentTypes: ['TURBINE', 'PUMP', 'PUMP_TURBINE', 'GATE'] },
  level: { quantity: 'level', componentTypes: ['RESERVOIR'] },
  inflow: { quantity: 'inflow', componentTypes: ['RESERVOIR'] },
};

export const isEditMode = (value: unknown): value is CockpitEditMode => COCKPIT_EDIT_MODES.includes(value as CockpitEditMode);

export function editModeSpec(mode: CockpitEditMode): EditModeSpec {
  const plan = mode.endsWith('-plan');
  const base = (plan ? mode.slice(0, -'-plan'.length) : mode) as EditModeBase;
  const kind: OverrideKind = plan ? 'plan' : 'actual';
  return { mode, base, kind, referenceKind: plan ? 'actual' : 'plan', ...BASES[base] };
}

export const editModeOf = (base: EditModeBase, kind: OverrideKind): CockpitEditMode =>
  (kind === 'plan' ? `${base}-plan` : base) as CockpitEditMode;
