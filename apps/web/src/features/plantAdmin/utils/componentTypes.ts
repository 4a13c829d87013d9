import type { EditableComponents } from '@penstock/domain';

/** Which of a plant's component lists a component is in (and the path of its admin calls). */
export type ComponentKind = 'hydro-body' | 'control-unit';
/** A hydro body (reservoir, downstream) as the admin screens edit it. */
export type Body = EditableComponents['hydro_bodies'][number];
/** A control unit (turbine, pump, gate) as the admin screens edit it. */
export type Unit = EditableComponents['control_units'][number];
