import type { Segment } from '../curves.js';

/** A hard limit that cannot hold, found before solving or by the elastic re-solve. */
export interface Conflict {
  /** Groups the same conflict over consecutive steps. */
  key: string;
  step: number;
  /** Epoch ms the conflict refers to (end of step for contents, start for units). */
  time: number;
  /** Operator text; `{time}` is replaced by the step's time (or range). */
  text: string;
}

/** A row of a constraint: its slack columns (-1: none) and how to turn the row's LP units into the constraint's unit. */
export interface ConstraintRow {
  c: number;
  row: number;
  /** Step of the row (the last step of a period for targets and energy), and the first step of its period. */
  step: number;
  first: number;
  /** Slack raising the row (a minimum broken) and lowering it (a maximum broken). */
  lo: number;
  hi: number;
  /** Constraint unit per LP unit of the row. */
  scale: number;
}

export interface ConstraintRows {
  rows: ConstraintRow[];
  /** On/off column per [unit * T + step], -1 where the unit has no on/off decision. */
  onCol: Int32Array;
  /** Pumping on/off of pump turbines with a pumping minimum, per [unit * T + step], -1 where none. */
  pumpOnCol: Int32Array;
  /** Start and stop columns with the constraint they belong to. */
  switches: { c: number; step: number; col: number }[];
  binaries: number[];
  /** Active steps per constraint. */
  active: Int32Array;
}

/** A grid reserve's block (parts/reserves): steps [from, to), its obligation (MW, 0 for offers) and columns (-1: none). */
export interface ReserveBlockCols {
  from: number;
  to: number;
  obligation: number;
  held: number;
  shortfall: number;
  /** Offers: the integer columns of its bid step and minimum bid (none: empty). */
  ints: number[];
  /** Offers: the minimum-bid binary (held = 0 or >= mw) when there is one; tied: a pump turbine's offer held in one mode over the block. */
  minBid?: { col: number; mw: number; tied?: boolean };
}

/** Where the grid reserves are: per reserve (model order) its blocks; the shortfall penalty, EUR per MW and hour. */
export interface ReserveIndex {
  blocks: ReserveBlockCols[][];
  /** Per reserve (model order): the index of the unit that holds it. */
  units: number[];
  shortfallPenalty: number;
}

/**
 * Where the model's quantities are in the LP: the vocabulary parts share (each array is filled by the
 * part that owns it, see parts/). Index [r * T + t] for reservoirs, [u * T + t] for units; -1: none.
 */
export interface LpIndex {
  T: number;
  contentCol: Int32Array;
  spillCol: Int32Array;
  underCol: Int32Array;
  overCol: Int32Array;
  balanceRow: Int32Array;
  /** First generation segment column (segments are consecutive), -1 if none. */
  segFirst: Int32Array;
  segments: Segment[][];
  /** Per unit whose curve changes with the step (head model): slopes [t * segments + k]; absent: the segments' own (read them with `segSlope`). */
  stepSlopes?: (Float64Array | undefined)[];
  pumpCol: Int32Array;
  /** MW per m3/s pumped, per unit (0: no pump). */
  pumpK: Float64Array;
  /** Future value column (EUR) bounded by the long-term cuts, -1 without cuts. */
  futureCol: number;
  /** True when contentCol holds y of content = y - under + over (soft limits without rows). */
  softSubstituted: boolean;
  /** Rows of constraints with rows of their own (tiers, ramps, targets, on/off), and their binaries. */
  cons: ConstraintRows;
  /** Grid reserves' blocks and columns (absent without reserves). */
  reserveIndex?: ReserveIndex;
}

/** The matrix, bounds and costs of an LP (or MIP) in HiGHS' sparse form: what a solver or an LP file needs. */
export type LpMatrix = Pick<
  Lp,
  | 'numCols'
  | 'numRows'
  | 'colCost'
  | 'colLower'
  | 'colUpper'
  | 'rowLower'
  | 'rowUpper'
  | 'starts'
  | 'indices'
  | 'values'
  | 'integrality'
>;

/** The LP in HiGHS' sparse form plus the maps from model entities to rows and columns. */
export interface Lp extends LpIndex {
  numCols: number;
  numRows: number;
  colCost: Float64Array;
  colLower: Float64Array;
  colUpper: Float64Array;
  rowLower: Float64Array;
  rowUpper: Float64Array;
  /** Column-wise (CSC) matrix. */
  starts: Int32Array;
  indices: Int32Array;
  values: Float64Array;
  colKind: Uint8Array;
  rowKind: Uint8Array;
  /** Hard limits in conflict before solving (bounds of one row or column that cross). */
  conflicts: Conflict[];
  /** With `labels`: why each relaxable bound is what it is, for the infeasibility report. */
  colWhy?: Map<number, [string, string]>;
  rowWhy?: Map<number, [string, string]>;
  /** Columns and rows the elastic re-solve may relax (the others hold the physics). */
  relaxCol?: Uint8Array;
  relaxRow?: Uint8Array;
  /** 1 for integer columns (on/off decisions and other binaries; grid reserves' bid-step counts), absent for a pure LP. */
  integrality?: Uint8Array;
}
