import { COL, ROW, VOLUME_UNIT } from '../lp/lpKinds.js';
import type { LpPart } from '../lp/lpPart.js';
import { contentTerms } from '../lp/terms.js';

/**
 * Terminal value and long-term cuts: water left at the end is worth the reservoir's
 * `terminalWaterValue`, water still in transit after the horizon its destination's. With a long-term
 * run's cuts (`futureValue`), one column `future_value` bounded by one row per cut,
 * `future_value - slopes . content(end) <= intercept`, values the contents at the end instead.
 * Other parts ask `BuildContext.value` for these values when they make their columns.
 */
export const terminalValuePart: LpPart = {
  name: 'terminal value and long-term cuts',
  build(x) {
    const { model, lp, T, dtv } = x;
    const terminal = model.reservoirs.map((r) => r.terminalWaterValue ?? 0);
    const cuts = model.futureValue?.cuts ?? [];
    x.value = {
      end: (r, t) => (t === T - 1 && !cuts.length ? terminal[r] * VOLUME_UNIT : 0),
      transitCredit: (to, arrive) => (to >= 0 && arrive >= T ? terminal[to] * VOLUME_UNIT * dtv : 0),
    };
    return {
      final() {
        if (!cuts.length) return;
        x.futureCol = lp.addCol(COL.FUTURE, -Infinity, Infinity, 1);
        for (const cut of cuts) {
          const row = lp.addRow(ROW.CUT, -Infinity, cut.intercept);
          lp.entry(row, x.futureCol, 1);
          model.reservoirs.forEach((res, r) => {
            const k = (cut.slopes[res.id] ?? 0) * VOLUME_UNIT;
            for (const [col, v] of contentTerms(x, r, T - 1)) lp.entry(row, col, -k * v);
          });
        }
      },
    };
  },
};
