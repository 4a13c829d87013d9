import {
  CONSTRAINABLE_COMPONENT_TYPE,
  isReserveType,
  type ConstrainableType,
  type ConstraintType,
  type PlantView,
  type Topology,
} from '@penstock/domain';

export interface Constrainable {
  /** constrainable_id: a component id, or the plant view id for the whole plant */
  id: string;
  name: string;
  kind: ConstrainableType;
}

const KIND_OF: Record<string, ConstrainableType> = Object.fromEntries(
  Object.entries(CONSTRAINABLE_COMPONENT_TYPE).flatMap(([kind, type]) =>
    type ? [[type, kind as ConstrainableType]] : [],
  ),
);

/** What a constraint of the plant view can name: the plant itself, its reservoirs and its units (downstream bodies take none). */
export function constrainablesOf(plant: Pick<PlantView, 'id' | 'name'>, topology: Topology): Constrainable[] {
  const parts = [...topology.hydro_bodies, ...topology.control_units]
    .filter((c) => c.redirect_id !== null && KIND_OF[c.type])
    .map((c) => ({ id: c.id, name: c.name, kind: KIND_OF[c.type] }));
  return [
    { id: plant.id, name: plant.name, kind: 'Plant' },
    ...parts.sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name)),
  ];
}

/** The types a new constraint on a component of this kind can take (reserve types belong to Reserves). */
export const typesFor = (types: readonly ConstraintType[], kind: ConstrainableType | undefined) =>
  kind ? types.filter((t) => t.constrainable_type === kind && !isReserveType(t)) : [];
