import type { ComponentType, Topology } from '@penstock/domain';

/** The cockpit's component filters: one query key per component type (spec route table). */
export const SELECTION_PARAMS = {
  TURBINE: 'turbine',
  PUMP: 'pump',
  PUMP_TURBINE: 'pumpTurbine',
  GATE: 'gate',
  RESERVOIR: 'reservoir',
} as const satisfies Partial<Record<ComponentType, string>>;
export type SelectableType = keyof typeof SELECTION_PARAMS;
export const SELECTABLE_TYPES = Object.keys(SELECTION_PARAMS) as SelectableType[];

export interface SelectableComponent {
  id: string;
  name: string;
  type: SelectableType;
}

/** The plant's own components that can be selected, in topology order. */
export function selectableComponents(topology: Topology | undefined): SelectableComponent[] {
  if (!topology) return [];
  const bodies = topology.hydro_bodies
    .filter((b) => b.isPartOfPlant && b.type === 'RESERVOIR')
    .map((b) => ({ id: b.id, name: b.name, type: 'RESERVOIR' as const }));
  const units = topology.control_units
    .filter((u) => u.isPartOfPlant)
    .map((u) => ({ id: u.id, name: u.name, type: u.type }));
  return [...units, ...bodies];
}

/** Selected ids per type; a type without a query value has every component selected (null). */
export type ComponentSelection = Record<SelectableType, ReadonlySet<string> | null>;

export function parseSelection(search: Record<string, unknown>): ComponentSelection {
  const out = {} as Record<SelectableType, ReadonlySet<string> | null>;
  for (const type of SELECTABLE_TYPES) {
    const raw = search[SELECTION_PARAMS[type]];
    const ids =
      typeof raw === 'string'
        ? raw
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : Array.isArray(raw)
          ? raw.map(String)
          : [];
    out[type] = ids.length ? new Set(ids) : null;
  }
  return out;
}

export const isSelected = (selection: ComponentSelection, c: { id: string; type: SelectableType }) =>
  selection[c.type]?.has(c.id) ?? true;

/**
 * The query value after toggling a component: all of a type selected means no value; the last
 * selected one of a type cannot be deselected (a chart without its components would be empty).
 */
export function toggleSelection(
  selection: ComponentSelection,
  components: readonly SelectableComponent[],
  toggled: SelectableComponent,
): string | undefined {
  const ofType = components.filter((c) => c.type === toggled.type);
  const current = new Set(ofType.filter((c) => isSelected(selection, c)).map((c) => c.id));
  if (current.has(toggled.id)) {
    if (current.size === 1) return [...current].join(',');
    current.delete(toggled.id);
  } else current.add(toggled.id);
  if (ofType.every((c) => current.has(c.id))) return undefined;
  return ofType
    .filter((c) => current.has(c.id))
    .map((c) => c.id)
    .join(',');
}

/** Keeps frames of selected components; plant totals and market series (no component) always stay. */
export function frameFilter(selection: ComponentSelection) {
  return (f: { componentId: string | null; componentType: ComponentType | null }) => {
    if (f.componentId === null || f.componentType === null || !(f.componentType in SELECTION_PARAMS)) return true;
    const set = selection[f.componentType as SelectableType];
    return set === null || set.has(f.componentId);
  };
}
