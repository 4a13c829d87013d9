import type { Lp } from '../lp/lp.js';
import type { OptimizerModel, Unit } from '../types.js';

/** Coefficients of column `col` by row. */
export function columnEntries(lp: Lp, col: number): Record<number, number> {
  const out: Record<number, number> = {};
  for (let k = lp.starts[col]; k < lp.starts[col + 1]; k++) out[lp.indices[k]] = lp.values[k];
  return out;
}

/** Coefficients of row `row` by column. */
export function rowEntries(lp: Lp, row: number): Record<number, number> {
  const out: Record<number, number> = {};
  for (let c = 0; c < lp.numCols; c++)
    for (let k = lp.starts[c]; k < lp.starts[c + 1]; k++) if (lp.indices[k] === row) out[c] = lp.values[k];
  return out;
}

/** Rows of one kind (ROW.*), in order. */
export const rowsOfKind = (lp: Lp, kind: number) => [...lp.rowKind.keys()].filter((r) => lp.rowKind[r] === kind);
/** Columns of one kind (COL.*), in order. */
export const colsOfKind = (lp: Lp, kind: number) => [...lp.colKind.keys()].filter((c) => lp.colKind[c] === kind);

/** A small hourly plant for part tests: reservoir R (1e6 m3 at the start, 2 m3/s inflow) above unit G (one 10 MW per 10 m3/s segment). */
export function tinyPlant(unit: Partial<Unit> = {}, model: Partial<OptimizerModel> = {}): OptimizerModel {
  return {
    start: Date.UTC(2026, 0, 1),
    stepSeconds: 3600,
    steps: 3,
    price: [10, 20, 30],
    reservoirs: [
      { id: 'R', initialContent: 1e6, inflow: 2, hardMaxContent: 2e6 },
      { id: 'D', initialContent: 0, inflow: 0 },
    ],
    units: [
      {
        id: 'G',
        type: 'TURBINE',
        upstream: 'R',
        downstream: 'D',
        curve: [{ q: 10, p: 10 }],
        ...unit,
      } as Unit,
    ],
    ...model,
  };
}
