import type { Highs } from 'highs';
import { buildLp, COL, ROW, VOLUME_UNIT, type Conflict, type Lp } from './buildLp.js';
import { groupConflicts } from './groupConflicts.js';
import { highsModelData } from './highsModelData.js';
import type { OptimizerModel } from './types.js';

/**
 * Why an LP is infeasible, in operator words: re-solve with every operating limit elastic (water
 * balances and physics stay hard), then report the limits the least-violation plan has to break.
 */
export function explainInfeasibility(highs: Highs, model: OptimizerModel): string[] {
  const lp = buildLp(model, { labels: true });
  if (lp.conflicts.length) return groupConflicts(lp.conflicts, model.timeZone);
  const el = elasticModel(lp);
  const hm = highs.createModel(highsModelData(highs, el.lp));
  try {
    hm.options.set({ output_flag: false });
    hm.run();
    if (hm.getModelStatus() !== highs.constants.modelStatus.optimal)
      return ['The limits of this plant conflict with its water balance.'];
    const x = hm.getSolution().colValue;
    // Original view of the elastic solution: a bound is broken where its elastic column is used.
    const below = (j: number) => (el.colLoSlack[j] >= 0 ? x[el.colLoSlack[j]] : 0);
    const above = (j: number) => (el.colHiSlack[j] >= 0 ? x[el.colHiSlack[j]] : 0);
    const T = lp.T,
      dt = model.stepSeconds * 1000;
    const out: Conflict[] = [];
    const tol = 1e-6;
    for (let r = 0; r < model.reservoirs.length; r++) {
      const res = model.reservoirs[r];
      const name = res.name ?? res.id;
      for (let t = 0; t < T; t++) {
        const c = lp.contentCol[r * T + t];
        const [loWhy, hiWhy] = lp.colWhy!.get(c)!;
        const time = model.start + (t + 1) * dt;
        if (below(c) > tol)
          out.push({
            key: `rl${r}${loWhy}`,
            step: t,
            time,
            text: `Reservoir ${name} cannot stay above ${loWhy} at {time} with the given inflow and fixed releases`,
          });
        if (above(c) > tol)
          out.push({
            key: `rh${r}${hiWhy}`,
            step: t,
            time,
            text: `Reservoir ${name} cannot stay below ${hiWhy} at {time}: inflow and fixed flows bring more water than it can release or spill`,
          });
      }
    }
    model.units.forEach((u, ui) => {
      const name = u.name ?? u.id;
      for (let t = 0; t < T; t++) {
        const c = lp.pumpCol[ui * T + t];
        if (c < 0) continue;
        const [loWhy, hiWhy] = lp.colWhy!.get(c)!;
        const time = model.start + t * dt;
        if (below(c) > tol)
          out.push({
            key: `pl${ui}${loWhy}`,
            step: t,
            time,
            text: `Unit ${name} cannot pump as required by ${loWhy} at {time}`,
          });
        if (above(c) > tol)
          out.push({
            key: `ph${ui}${hiWhy}`,
            step: t,
            time,
            text: `Unit ${name} would have to pump more than ${hiWhy} allows at {time}`,
          });
      }
    });
    // Relaxed unit rows: find their unit and step from the columns in them (latest step first: a
    // ramp row of step t also holds the columns of step t-1).
    const rowUnitStep = new Map<number, [number, number]>();
    model.units.forEach((_, ui) => {
      for (let t = T - 1; t >= 0; t--) {
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
      const up = x[el.rowUp[row]],
        down = x[el.rowDown[row]];
      if (up <= tol && down <= tol) continue;
      // up > 0: the row's activity had to be raised to reach its lower bound.
      const raise = up > tol;
      const [loWhy, hiWhy] = lp.rowWhy!.get(row)!;
      const name = model.units[ui].name ?? model.units[ui].id;
      const kind = lp.rowKind[row];
      const time = model.start + t * dt;
      const what = kind === ROW.RAMP_POWER || kind === ROW.RAMP_FLOW ? loWhy : raise ? loWhy : hiWhy;
      const verb =
        kind === ROW.RAMP_POWER || kind === ROW.RAMP_FLOW
          ? 'cannot keep to'
          : raise
            ? 'cannot reach'
            : 'cannot stay within';
      out.push({
        key: `u${ui}${kind}${what}`,
        step: t,
        time,
        text: `Unit ${name} ${verb} ${what} at {time} with the water, fixed values and limits given`,
      });
    }
    return out.length
      ? groupConflicts(out, model.timeZone)
      : ['The limits of this plant conflict, but no single limit could be named.'];
  } finally {
    hm.dispose();
  }
}

/**
 * The LP with its operating limits made elastic: each relaxable row gets a +/- slack column, each
 * relaxable column bound moves into a row with slacks. Objective: least weighted violation. Reservoir
 * contents are cheapest to violate, so a shortage of water is blamed on the reservoir limit it
 * breaks, not on the fixed releases an operator gave.
 */
function elasticModel(lp: Lp) {
  // The matrix as (row, column, value) entries, so slack columns and bound rows can be appended.
  const rows: number[] = [],
    cols: number[] = [],
    vals: number[] = [];
  const entry = (row: number, col: number, value: number) => {
    rows.push(row);
    cols.push(col);
    vals.push(value);
  };
  for (let j = 0; j < lp.numCols; j++)
    for (let k = lp.starts[j]; k < lp.starts[j + 1]; k++) entry(lp.indices[k], j, lp.values[k]);
  const colLo = Array.from(lp.colLower),
    colHi = Array.from(lp.colUpper),
    cost = new Array<number>(lp.numCols).fill(0);
  const rowLo = Array.from(lp.rowLower),
    rowHi = Array.from(lp.rowUpper);
  const newCol = (w: number) => {
    colLo.push(0);
    colHi.push(Infinity);
    cost.push(-w);
    return colLo.length - 1;
  };
  const rowUp = new Int32Array(lp.numRows).fill(-1),
    rowDown = new Int32Array(lp.numRows).fill(-1);
  const colLoSlack = new Int32Array(lp.numCols).fill(-1),
    colHiSlack = new Int32Array(lp.numCols).fill(-1);
  for (let i = 0; i < lp.numRows; i++) {
    if (!lp.relaxRow![i]) continue;
    rowUp[i] = newCol(VOLUME_UNIT);
    entry(i, rowUp[i], 1);
    rowDown[i] = newCol(VOLUME_UNIT);
    entry(i, rowDown[i], -1);
  }
  for (let j = 0; j < lp.numCols; j++) {
    if (!lp.relaxCol![j]) continue;
    const w = lp.colKind[j] === COL.CONTENT ? 1 : VOLUME_UNIT;
    const r = rowLo.length;
    rowLo.push(colLo[j]);
    rowHi.push(colHi[j]);
    colLo[j] = -Infinity;
    colHi[j] = Infinity;
    entry(r, j, 1);
    colLoSlack[j] = newCol(w);
    entry(r, colLoSlack[j], 1);
    colHiSlack[j] = newCol(w);
    entry(r, colHiSlack[j], -1);
  }
  const numCols = colLo.length,
    numRows = rowLo.length;
  const starts = new Int32Array(numCols + 1);
  for (const c of cols) starts[c + 1]++;
  for (let j = 0; j < numCols; j++) starts[j + 1] += starts[j];
  const fill = starts.slice(0, numCols),
    indices = new Int32Array(rows.length),
    values = new Float64Array(rows.length);
  for (let k = 0; k < rows.length; k++) {
    const p = fill[cols[k]]++;
    indices[p] = rows[k];
    values[p] = vals[k];
  }
  const elastic: Lp = {
    // The LP relaxation of on/off decisions is enough to name the limits that conflict.
    ...lp,
    numCols,
    numRows,
    starts,
    indices,
    values,
    integrality: undefined,
    colCost: Float64Array.from(cost),
    colLower: Float64Array.from(colLo),
    colUpper: Float64Array.from(colHi),
    rowLower: Float64Array.from(rowLo),
    rowUpper: Float64Array.from(rowHi),
  };
  return { lp: elastic, rowUp, rowDown, colLoSlack, colHiSlack };
}
