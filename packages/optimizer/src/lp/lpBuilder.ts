import type { LpMatrix } from './lp.js';

/** The sparse matrix as it grows: rows and columns as plain arrays, entries as triplets (then CSC for HiGHS). */
export class LpBuilder {
  readonly rowLo: number[] = [];
  readonly rowHi: number[] = [];
  readonly rowKind: number[] = [];
  readonly colLo: number[] = [];
  readonly colHi: number[] = [];
  readonly cost: number[] = [];
  readonly colKind: number[] = [];
  private cap = 1 << 16;
  private nnz = 0;
  private eRow = new Int32Array(this.cap);
  private eCol = new Int32Array(this.cap);
  private eVal = new Float64Array(this.cap);

  get numCols() {
    return this.colLo.length;
  }

  addRow(kind: number, lo: number, hi: number): number {
    this.rowLo.push(lo);
    this.rowHi.push(hi);
    this.rowKind.push(kind);
    return this.rowLo.length - 1;
  }

  addCol(kind: number, lo: number, hi: number, cost: number): number {
    this.colLo.push(lo);
    this.colHi.push(hi);
    this.cost.push(cost);
    this.colKind.push(kind);
    return this.colLo.length - 1;
  }

  /** Coefficient v of column col in row row; no-op for row -1 or v 0. */
  entry(row: number, col: number, v: number): void {
    if (row < 0 || v === 0) return;
    if (this.nnz === this.cap) this.grow();
    this.eRow[this.nnz] = row;
    this.eCol[this.nnz] = col;
    this.eVal[this.nnz] = v;
    this.nnz++;
  }

  /** Adds v to both sides of a row (right-hand sides that several parts make up). */
  shiftRow(row: number, v: number): void {
    this.rowLo[row] += v;
    this.rowHi[row] += v;
  }

  private grow() {
    this.cap *= 2;
    const r = new Int32Array(this.cap),
      c = new Int32Array(this.cap),
      v = new Float64Array(this.cap);
    r.set(this.eRow);
    c.set(this.eCol);
    v.set(this.eVal);
    this.eRow = r;
    this.eCol = c;
    this.eVal = v;
  }

  /** The built matrix, bounds and costs as HiGHS' arrays (no integrality). */
  matrix(): Omit<LpMatrix, 'integrality'> {
    return {
      numCols: this.colLo.length,
      numRows: this.rowLo.length,
      colCost: Float64Array.from(this.cost),
      colLower: Float64Array.from(this.colLo),
      colUpper: Float64Array.from(this.colHi),
      rowLower: Float64Array.from(this.rowLo),
      rowUpper: Float64Array.from(this.rowHi),
      ...this.csc(),
    };
  }

  /** Column-wise (CSC) matrix by counting sort on the column of each entry; a column keeps its entries' order. */
  csc(): { starts: Int32Array; indices: Int32Array; values: Float64Array } {
    // Locals, not fields, in the loops: a cold build runs them in the interpreter (issue 22's profile).
    const numCols = this.colLo.length,
      nnz = this.nnz,
      eRow = this.eRow,
      eCol = this.eCol,
      eVal = this.eVal;
    const starts = new Int32Array(numCols + 1);
    for (let i = 0; i < nnz; i++) starts[eCol[i] + 1]++;
    for (let j = 0; j < numCols; j++) starts[j + 1] += starts[j];
    const fill = starts.slice(0, numCols);
    const indices = new Int32Array(nnz);
    const values = new Float64Array(nnz);
    for (let i = 0; i < nnz; i++) {
      const p = fill[eCol[i]]++;
      indices[p] = eRow[i];
      values[p] = eVal[i];
    }
    return { starts, indices, values };
  }
}
