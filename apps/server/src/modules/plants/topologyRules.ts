/**
 * Topology rules of spec 2 section 3, applied to a physical plant's components as one plant view
 * sees them: a body or unit is part of the plant when it is assigned (redirect_id set); a
 * DOWNSTREAM body counts only when an in-plant control unit points to it downstream; an unknown
 * body type is read as RESERVOIR.
 */
import type { ControlUnit, HydroBody } from '@penstock/domain';

export type RawHydroBody = Omit<HydroBody, 'type' | 'isPartOfPlant'> & { type: string };
export type RawControlUnit = Omit<ControlUnit, 'isPartOfPlant'>;

export function applyTopologyRules(
  bodies: RawHydroBody[],
  units: RawControlUnit[],
): { hydro_bodies: HydroBody[]; control_units: ControlUnit[] } {
  const control_units = units.map((u) => ({ ...u, isPartOfPlant: u.redirect_id !== null }));
  const fedDownstream = new Set(control_units.filter((u) => u.isPartOfPlant && u.downstream).map((u) => u.downstream));
  const hydro_bodies = bodies.map((b): HydroBody => {
    const type = b.type === 'DOWNSTREAM' ? 'DOWNSTREAM' : 'RESERVOIR';
    const assigned = b.redirect_id !== null;
    return { ...b, type, isPartOfPlant: assigned && (type === 'RESERVOIR' || fedDownstream.has(b.id)) };
  });
  return { hydro_bodies, control_units };
}
