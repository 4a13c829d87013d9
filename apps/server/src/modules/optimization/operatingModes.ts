import type { OptimizerModel } from '@penstock/optimizer';
import type { ControlStatus } from '../../db/schema.js';

/**
 * Operating modes (control_status) the optimiser does not dispatch (spec 2 section 3; our reading,
 * documented in the API): PASSIVE (out of use) and MANUAL (run by hand) release nothing in the
 * hours an operator's plan override does not fix; an UNCONTROLLED gate is an overflow crest with
 * no decision: it passes water only as the reservoir's spill, which goes to the gate's downstream
 * reservoir when the reservoir names no spill target. Every other mode is optimised.
 */
export const NOT_DISPATCHED: readonly ControlStatus[] = ['PASSIVE', 'MANUAL', 'UNCONTROLLED'];

export function applyOperatingModes(model: OptimizerModel, statusOf: ReadonlyMap<string, ControlStatus>): string[] {
  const notes: string[] = [];
  for (const u of model.units) {
    const status = statusOf.get(u.id);
    if (!status || !NOT_DISPATCHED.includes(status)) continue;
    const flow = Array.from({ length: model.steps }, (_, i) => optional(u.fixedFlow, i));
    const power = Array.from({ length: model.steps }, (_, i) => optional(u.fixedPower, i));
    let zeroed = 0;
    for (let i = 0; i < model.steps; i++) {
      if (flow[i] !== null || power[i] !== null) continue; // an operator's override stands
      flow[i] = 0;
      if (u.type !== 'GATE') power[i] = 0;
      zeroed++;
    }
    u.fixedFlow = flow;
    if (u.type !== 'GATE') u.fixedPower = power;
    notes.push(
      `${u.name ?? u.id}: ${status}, not dispatched by the optimiser (${zeroed} of ${model.steps} hours held at 0, the rest fixed by plan overrides)`,
    );
    if (status === 'UNCONTROLLED' && u.upstream && u.downstream) {
      const res = model.reservoirs.find((r) => r.id === u.upstream);
      if (res && !res.spillTo) {
        res.spillTo = u.downstream;
        notes.push(`${res.name ?? res.id}: overflow over ${u.name ?? u.id} reaches ${u.downstream}`);
      }
    }
  }
  return notes;
}

function optional(s: number | readonly (number | null)[] | undefined, i: number): number | null {
  if (s === undefined) return null;
  if (typeof s === 'number') return s;
  const v = s[i];
  return v === null || v === undefined || Number.isNaN(v) ? null : v;
}
