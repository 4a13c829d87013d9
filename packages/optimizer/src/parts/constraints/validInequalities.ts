import type { BuildContext } from '../../lp/lpPart.js';
import { ROW } from '../../lp/lpKinds.js';
import type { UnitMin, UnitRamp } from './kindContext.js';

/**
 * Valid inequalities that tighten the LP relaxation (they cut off no on/off plan): a minimum flow or
 * power v on a unit with on/off decisions is broken by all of v whenever the unit is off (off means
 * no flow and no generation), so slack >= v * (1 - on); hard: on = 1. Without them the relaxation
 * meets a night residual flow with the unit a quarter "on" below its technical minimum, which left
 * the 1-week cascade's root bound 3.2 % above the optimum instead of 0.6 % (bench/constraints.bench.ts).
 */
export function strengthenUnitMins(x: BuildContext, mins: UnitMin[]) {
  const { lp, T } = x;
  for (const { ui, t, v, slack } of mins) {
    const on = x.cons.onCol[ui * T + t];
    if (on < 0 || !(v > 0)) continue;
    const r = lp.addRow(ROW.VALID, v, Infinity);
    lp.entry(r, on, v);
    if (slack >= 0) lp.entry(r, slack, 1);
  }
}

/**
 * Likewise for a flow ramp v below the unit's technical minimum qTech: a start jumps from no flow
 * to at least qTech, so it breaks a ramp-up limit by qTech - v (slack >= (qTech - v) * (on(t) -
 * on(t-1))), and a stop a ramp-down limit; a hard ramp forbids the start (or stop) outright.
 */
export function strengthenFlowRamps(x: BuildContext, ramps: UnitRamp[]) {
  const { lp, T } = x;
  for (const { ui, t, v, up, down, hi, lo } of ramps) {
    const on = x.cons.onCol[ui * T + t],
      before = x.cons.onCol[ui * T + t - 1];
    if (on < 0 || before < 0) continue;
    const jump = x.unitCapacity(ui).qTech - v;
    if (!(jump > 0)) continue;
    for (const [side, slack, sign] of [
      [up, hi, 1],
      [down, lo, -1],
    ] as const) {
      if (!side) continue;
      const r = lp.addRow(ROW.COMMIT, -Infinity, 0);
      lp.entry(r, on, sign * jump);
      lp.entry(r, before, -sign * jump);
      if (slack >= 0) lp.entry(r, slack, -1);
    }
  }
}
