import { COL, ROW } from '../../lp/lpKinds.js';
import { optAt } from '../../series.js';
import type { KindContext, KindRows } from './kindContext.js';

/** Running in the step before the horizon: initialOn, else initial flow or power above 0; unknown without them. */
function initialOn(k: KindContext, ui: number): number | undefined {
  const u = k.x.model.units[ui];
  if (u.initialOn !== undefined) return u.initialOn ? 1 : 0;
  if (u.initialFlow !== undefined) return u.initialFlow > 0 ? 1 : 0;
  if (u.initialPower !== undefined) return u.initialPower !== 0 ? 1 : 0;
  return undefined;
}

function switchCost(k: KindContext) {
  const { c, x } = k;
  const { lp } = x;
  const ui = k.unitOf();
  const on = x.onOff(ui);
  const init = initialOn(k, ui);
  const start = c.kind === 'START_COST';
  for (const t of k.steps) {
    if (t === 0 && init === undefined) continue;
    // start >= on(t) - on(t-1); stop >= on(t-1) - on(t); each costs the value when it happens.
    const sw = lp.addCol(COL.SWITCH, 0, 1, -Math.max(0, k.val(t)));
    const r = lp.addRow(ROW.COMMIT, -Infinity, t === 0 ? (start ? init! : -init!) : 0);
    lp.entry(r, on[t], start ? 1 : -1);
    if (t > 0) lp.entry(r, on[t - 1], start ? -1 : 1);
    lp.entry(r, sw, -1);
    x.cons.switches.push({ c: k.ci, step: t, col: sw });
  }
}

/** Rows of on/off rules (they make the model a MIP through the on/off part): must run, start and stop costs, forbidden zones. */
export const commitmentKinds: Record<string, KindRows> = {
  MUST_RUN(k) {
    const { x } = k;
    const ui = k.unitOf();
    const on = x.onOff(ui);
    const { pCap } = x.unitCapacity(ui);
    for (const t of k.steps) {
      k.row([[on[t], 1]], 1, Infinity, t, t, k.f * k.scale.perMWh * pCap * x.hours, 1);
      if (k.val(t) > 0) k.row(k.power(ui, t, true), k.val(t), Infinity, t, t, k.powerCost, 1);
    }
  },
  START_COST: switchCost,
  STOP_COST: switchCost,
  FORBIDDEN_ZONE(k) {
    const { c, x } = k;
    const ui = k.unitOf();
    const { pCap } = x.unitCapacity(ui);
    for (const t of k.steps) {
      const lo = k.val(t),
        hi = optAt(c.upper, t);
      if (!(hi > lo)) throw new Error(`Constraint ${c.id} needs an upper edge above its lower edge`);
      // z = 1: at or above the zone's top; z = 0: at or below its bottom.
      const z = x.lp.addCol(COL.ZONE, 0, 1, 0);
      x.cons.binaries.push(z);
      const p = k.power(ui, t);
      k.row([...p, [z, -(Math.max(pCap, hi) - lo)]], -Infinity, lo, t, t, k.powerCost, 1);
      k.row([...p, [z, -hi]], 0, Infinity, t, t, k.powerCost, 1);
    }
  },
};
