import type { Highs } from 'highs';
import { buildLp, COL, ROW, VOLUME_UNIT, type Conflict } from './buildLp.js';
import { groupConflicts } from './groupConflicts.js';
import { highsModelData } from './highsModelData.js';
import type { OptimizerModel } from './types.js';

const fmt = (v: number) => String(Number(v.toPrecision(3)));

/**
 * Why an LP is infeasible, in operator words: re-solve with every operating limit elastic (water
 * balances and physics stay hard), then report the limits the least-violation plan has to break.
 */
export function explainInfeasibility(highs: Highs, model: OptimizerModel): string[] {
  const lp = buildLp(model, { labels: true });
  if (lp.conflicts.length) return groupConflicts(lp.conflicts, model.timeZone);
  const hm = highs.createModel(highsModelData(highs, lp));
  try {
    hm.options.set({ output_flag: false });
    // A negative penalty keeps that bound hard in HiGHS' feasibility relaxation.
    const colPen = Float64Array.from(lp.relaxCol!, (r, j) => (r ? (lp.colKind[j] === COL.CONTENT ? 1 : VOLUME_UNIT) : -1));
    const rowPen = Float64Array.from(lp.relaxRow!, (r) => (r ? 1 : -1));
    hm.feasibilityRelaxation({ globalLowerPenalty: -1, globalUpperPenalty: -1, globalRowPenalty: -1, localLowerPenalty: colPen, localUpperPenalty: colPen, localRowPenalty: rowPen });
    const sol = hm.getSolution();
    const T = lp.T, dt = model.stepSeconds * 1000;
    const out: Conflict[] = [];
    const tol = 1e-6;
    for (let r = 0; r < model.reservoirs.length; r++) {
      const res = model.reservoirs[r];
      const name = res.name ?? res.id;
      for (let t = 0; t < T; t++) {
        const c = lp.contentCol[r * T + t];
        const v = sol.colValue[c];
        const [loWhy, hiWhy] = lp.colWhy!.get(c)!;
        const time = model.start + (t + 1) * dt;
        if (v < lp.colLower[c] - tol) out.push({ key: `rl${r}${loWhy}`, step: t, time, text: `Reservoir ${name} cannot stay above ${loWhy} at {time} with the given inflow and fixed releases (short by up to ${fmt((lp.colLower[c] - v) * VOLUME_UNIT)} m3)` });
        if (v > lp.colUpper[c] + tol) out.push({ key: `rh${r}${hiWhy}`, step: t, time, text: `Reservoir ${name} cannot stay below ${hiWhy} at {time}: inflow and fixed flows bring more water than it can release or spill` });
      }
    }
    model.units.forEach((u, ui) => {
      const name = u.name ?? u.id;
      for (let t = 0; t < T; t++) {
        const c = lp.pumpCol[ui * T + t];
        if (c < 0) continue;
        const [loWhy, hiWhy] = lp.colWhy!.get(c)!;
        const time = model.start + t * dt;
        if (sol.colValue[c] < lp.colLower[c] - tol) out.push({ key: `pl${ui}${loWhy}`, step: t, time, text: `Unit ${name} cannot pump as required by ${loWhy} at {time}` });
        if (sol.colValue[c] > lp.colUpper[c] + tol) out.push({ key: `ph${ui}${hiWhy}`, step: t, time, text: `Unit ${name} would have to pump more than ${hiWhy} allows at {time}` });
      }
    });
    // Relaxed unit rows: find their unit and step from the segment columns in them.
    const rowUnitStep = new Map<number, [number, number]>();
    model.units.forEach((_, ui) => {
      for (let t = 0; t < T; t++) {
        const first = lp.segFirst[ui * T + t];
        const col = first >= 0 ? first : lp.pumpCol[ui * T + t];
        if (col < 0) continue;
        for (let k = lp.starts[col]; k < lp.starts[col + 1]; k++) {
          const row = lp.indices[k];
          if (lp.relaxRow![row] && !rowUnitStep.has(row)) rowUnitStep.set(row, [ui, t]);
        }
      }
    });
    for (const [row, [ui, t]] of rowUnitStep) {
      const v = sol.rowValue[row];
      const lo = lp.rowLower[row], hi = lp.rowUpper[row];
      if (v >= lo - tol && v <= hi + tol) continue;
      const [loWhy, hiWhy] = lp.rowWhy!.get(row)!;
      const name = model.units[ui].name ?? model.units[ui].id;
      const kind = lp.rowKind[row];
      const time = model.start + t * dt;
      const what = kind === ROW.RAMP_POWER || kind === ROW.RAMP_FLOW ? loWhy : v < lo ? loWhy : hiWhy;
      const verb = kind === ROW.RAMP_POWER || kind === ROW.RAMP_FLOW ? 'cannot keep to' : v < lo ? 'cannot reach' : 'cannot stay within';
      out.push({ key: `u${ui}${kind}${what}`, step: t, time, text: `Unit ${name} ${verb} ${what} at {time} with the water and limits given` });
    }
    return out.length ? groupConflicts(out, model.timeZone) : ['The limits of this plant conflict, but no single limit could be named.'];
  } finally {
    hm.dispose();
  }
}
