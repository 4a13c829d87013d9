import type { LpPart } from '../lp/lpPart.js';

/**
 * Delays and history: released water arrives downstream `delaySteps` later, spilled water at
 * `spillTo` `spillDelaySteps` later (water arriving after the horizon is valued by the terminal value
 * part); releases and spills of the steps before the horizon arrive inside it (balance right-hand sides).
 */
export const delaysPart: LpPart = {
  name: 'delays and history',
  build(x) {
    const { model, lp, T, dtv } = x;
    const down = model.units.map((u) => x.reservoirIndex(u.downstream, `Unit ${u.id}`));
    const spillTo = model.reservoirs.map((r) => x.reservoirIndex(r.spillTo, `Spill of ${r.id}`));
    /** Water arriving in reservoir `to` at step `arrive`, from history before the horizon. */
    const arrive = (to: number, history: readonly number[], delay: number) => {
      history.forEach((q, j) => {
        const a = j - history.length + delay;
        if (a >= 0 && a < T) lp.shiftRow(x.balanceRow[to * T + a], dtv * q);
      });
    };
    return {
      start() {
        model.units.forEach((u, ui) => {
          if (down[ui] >= 0) arrive(down[ui], u.releaseHistory ?? [], u.delaySteps ?? 0);
        });
        model.reservoirs.forEach((r, ri) => {
          if (spillTo[ri] >= 0) arrive(spillTo[ri], r.spillHistory ?? [], r.spillDelaySteps ?? 0);
        });
      },
      reservoirStep(r, t) {
        const s = x.spillCol[r * T + t];
        if (s < 0) return;
        const a = t + (model.reservoirs[r].spillDelaySteps ?? 0);
        if (spillTo[r] >= 0 && a < T) lp.entry(x.balanceRow[spillTo[r] * T + a], s, -dtv);
      },
      unitEntries(ui, t) {
        const first = x.segFirst[ui * T + t];
        const a = t + (model.units[ui].delaySteps ?? 0);
        if (first < 0 || down[ui] < 0 || a >= T) return;
        for (let k = 0; k < x.segments[ui].length; k++) lp.entry(x.balanceRow[down[ui] * T + a], first + k, -dtv);
      },
    };
  },
};
