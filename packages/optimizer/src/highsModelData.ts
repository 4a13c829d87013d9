import type { Highs, ModelData } from 'highs';
import type { LpMatrix } from './lp/lp.js';

/** The LP (or MIP, with integrality) as HiGHS model data: sparse arrays passed straight in, no text on the hot path. */
export function highsModelData(highs: Highs, lp: LpMatrix): ModelData {
  // This HiGHS build's infinity is IEEE Infinity: the bounds pass as they are (passModel copies them into
  // the solver's memory anyway); a build with a finite infinity gets copies with it in their place.
  const inf = highs.infinity;
  const clamp = (a: Float64Array) =>
    inf === Infinity ? a : a.map((v) => (v === Infinity ? inf : v === -Infinity ? -inf : v));
  return {
    numCols: lp.numCols,
    numRows: lp.numRows,
    sense: highs.constants.objectiveSense.maximize,
    colCost: lp.colCost,
    colLower: clamp(lp.colLower),
    colUpper: clamp(lp.colUpper),
    rowLower: clamp(lp.rowLower),
    rowUpper: clamp(lp.rowUpper),
    matrix: {
      format: 'csc',
      numRows: lp.numRows,
      numCols: lp.numCols,
      starts: lp.starts,
      indices: lp.indices,
      values: lp.values,
    },
    ...(lp.integrality ? { integrality: Int32Array.from(lp.integrality) } : {}),
  };
}
