import type { LpMatrix } from './lp.js';

interface Triplets {
  row: Int32Array;
  col: Int32Array;
  val: Float64Array;
}
/**
 * The triplet buffers of the last finished build, taken by the next (builds run one after another on a
 * thread: a head model builds one LP per iteration, and a fresh megabyte each time was a large part of
 * its garbage). Only [0, nnz) of a buffer is ever read.
 */
let spare: Triplets | undefined;

/** The sparse matrix as it grows: rows and columns as plain arrays, entries as triplets (then CSC for HiGHS). */
export class LpBuilder {
  readonly rowLo: number[] = [];
  readonly rowHi: number[] = [];
  readonly rowKind: number[] = [];
  readonly colLo: number[] = [];
  readonly colHi: number[] = [];
  readonly cost: number[] = [];
  readonly colKind: number[] = [];
  private nnz = 0;
  private eRow: Int32Array;
  private eCol: Int32Array;
  private eVal: Float64Array;
  private cap: number;

  constructor() {
    const t = spare ?? { row: new Int32Array(1 << 16), col: new Int32Array(1 << 16), val: new Float64Array(1 << 16) };
    spare = undefined;
    this.eRow = t.row;
    this.eCol = t.col;
    this.eVal = t.val;
    this.cap = t.row.length;
  }

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

  /**
   * Column-wise (CSC) matrix by counting sort on the column of each entry; a column keeps its entries'
   * order. Once per builder: its triplet buffers go to the next build.
   */
  csc(): { starts: Int32Array; indices: Int32Array; values: Float64Array } {
    if (this.cap < 0) throw new Error('The LP matrix was already taken from this builder');
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
    if (!spare || spare.row.length < this.cap) spare = { row: eRow, col: eCol, val: eVal };
    // Entries after this land nowhere (empty arrays, no growth) and a second csc() throws.
    this.eRow = this.eCol = new Int32Array(0);
    this.eVal = new Float64Array(0);
    this.cap = -1;
    return { starts, indices, values };
  }
}
