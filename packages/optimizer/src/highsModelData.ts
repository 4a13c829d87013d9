import type { Highs, ModelData } from 'highs';
import type { LpMatrix } from './lp/lp.js';

/** The LP (or MIP, with integrality) as HiGHS model data: sparse arrays passed straight in, no text on the hot path. */
export function highsModelData(highs: Highs, lp: LpMatrix): ModelData {
  const clamp = (a: Float64Array) =>
    a.map((v) => (v === Infinity ? highs.infinity : v === -Infinity ? -highs.infinity : v));
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
