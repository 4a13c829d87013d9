import type { Segment } from '../curves.js';
import type { OptimizerModel, ReservePlan, ReservoirPlan, Unit, UnitPlan } from '../types.js';
import type { Conflict, Lp, LpIndex } from './lp.js';
import type { LpBuilder } from './lpBuilder.js';
import type { Limits, WhySides } from './limits.js';
import type { Terms } from './terms.js';

/**
 * Unit quantities whose bounds several parts make up (PartHooks.unitLimits), per step: 'flow' and
 * 'power' generating (m3/s, MW), 'pumpFlow' (m3/s pumped), 'rampPower' and 'rampFlow' (only `hi`
 * counts: the largest change per step, MW and m3/s).
 */
export type UnitLimitKey = 'flow' | 'power' | 'pumpFlow' | 'rampPower' | 'rampFlow';
/** A reservoir's content bounds at the end of a step, m3: physical (hard) and operating (soft). */
export interface ContentLimits {
  hard: Limits;
  soft: Limits;
}

/** On/off capacity of a unit: largest flow when on, its technical minimum flow, largest power. */
export interface UnitCapacity {
  qCap: number;
  qTech: number;
  pCap: number;
}

/**
 * What one LP build shares between parts: the model, the matrix being built, the index of where each
 * quantity is (filled by the part that owns it) and the services a part offers the others. A part
 * reads and writes only through this; it never imports another part.
 */
export interface BuildContext extends LpIndex {
  model: OptimizerModel;
  lp: LpBuilder;
  R: number;
  U: number;
  /** Step length in s and h, and m3/s over one step in LP volume units. */
  dt: number;
  hours: number;
  dtv: number;
  /** With labels: soft limits as rows (not substituted) and reasons for every relaxable bound. */
  labels: boolean;
  /** Epoch ms of the start of step t. */
  stepTime(t: number): number;
  /** Index of a reservoir id (-1 for null or undefined); throws naming `what` for an unknown id. */
  reservoirIndex(id: string | null | undefined, what: string): number;
  resIndex: Map<string, number>;
  conflicts: Conflict[];
  /** With labels: why each relaxable bound is what it is (see relaxCol, relaxRow). */
  colWhy?: Map<number, [string, string]>;
  rowWhy?: Map<number, [string, string]>;
  /** Marks a column or row the elastic re-solve may relax, with the reasons of its two sides. */
  relaxCol(col: number, sides: WhySides): void;
  relaxRow(row: number, sides: WhySides): void;
  /** Ask every part's `contentLimits` / `unitLimits` hook to tighten a bound (the quantity's owner calls them). */
  contentLimits(r: number, t: number, lim: ContentLimits): void;
  unitLimits(key: UnitLimitKey, ui: number, t: number, lim: Limits): void;
  /** Services of the terminal value part: EUR per LP column unit. */
  value: {
    /** Value of reservoir r's content at the end of step t (0 except at the end without cuts). */
    end(r: number, t: number): number;
    /** Value of one m3/s over a step that arrives in reservoir `to` at step `arrive` (after the horizon: in transit). */
    transitCredit(to: number, arrive: number): number;
  };
  /** Services of the on/off part: a unit's on/off columns (made on first use) and its capacity. */
  onOff(ui: number): Int32Array;
  unitCapacity(ui: number): UnitCapacity;
  /** Service of the head part: the segments of a head unit (its per-step slopes go to `stepSlopes`), undefined for the others. */
  headSegments(ui: number): Segment[] | undefined;
  stepSlopes: (Float64Array | undefined)[];
  /**
   * Service of the head part: MW the physical power of unit ui at step t is expected above its LP
   * power (and `powerCorrection`), linearised at the previous iteration's plan; power limits and ramps
   * hold for the sum. 0 elsewhere.
   */
  powerOffset(ui: number, t: number): number;
  /**
   * Service of the head part: the physical power in the ramps, first-order around the previous plan,
   * MW: the LP power plus `slopes[k]` per m3/s on segment k, `terms` on other columns (the upstream
   * content) and `offset` (instead of powerOffset). Undefined elsewhere.
   */
  powerCorrection(ui: number, t: number): { offset: number; slopes: ArrayLike<number>; terms: Terms } | undefined;
}

/**
 * What a part contributes to one build, by phase. buildLp calls each phase for every part in the
 * order of the parts list, so rows and columns get the same numbers every time:
 * 1. `contentLimits`, `unitLimits`: whenever the owner of a quantity asks (BuildContext.contentLimits, .unitLimits);
 * 2. `start`: rows before any column (water balance, history arriving inside the horizon);
 * 3. `reservoirStep(r, t)` for each reservoir and step: its columns and rows;
 * 4. per unit: `unitRows(u, t)` for every step, then per step `unitColumns(u, t)` (make columns) and
 *    `unitEntries(u, t)` (coefficients of that step's unit columns in the part's rows);
 * 5. `horizon`: rows and columns over the horizon (constraints, on/off decisions);
 * 6. `final`: rows that refer to everything before (valid inequalities, long-term cuts).
 */
export interface PartHooks {
  contentLimits?(r: number, t: number, lim: ContentLimits): void;
  unitLimits?(key: UnitLimitKey, ui: number, t: number, lim: Limits): void;
  start?(): void;
  reservoirStep?(r: number, t: number): void;
  unitRows?(ui: number, t: number): void;
  unitColumns?(ui: number, t: number): void;
  unitEntries?(ui: number, t: number): void;
  horizon?(): void;
  final?(): void;
}

/** A solved LP and the plan being filled from it (extractPlan). */
export interface ReadContext {
  model: OptimizerModel;
  lp: Lp;
  colValue: Float64Array;
  rowDual: Float64Array;
  units: UnitPlan[];
  reservoirs: ReservoirPlan[];
  /** Penalties the plan pays (EUR): spill and soft limits. */
  penalty: number;
  /** Soft limits the plan breaks (allowed, but penalised). */
  softConflicts: Conflict[];
  /** Grid reserves held (the reserves part), absent without reserves. */
  reserves?: ReservePlan[];
}

/**
 * One part of the LP (see README, "Model parts"): `build` is called once per LP with the shared
 * context, may register services on it, and answers the hooks buildLp calls; `read` fills the part's
 * results into the plan after a solve.
 */
export interface LpPart {
  name: string;
  build(x: BuildContext): PartHooks;
  read?(r: ReadContext): void;
}

/**
 * A part whose only hook tightens unit bounds (outages, overrides): `limits` answers
 * PartHooks.unitLimits with the unit at hand.
 */
export function unitLimitsPart(
  name: string,
  limits: (x: BuildContext, u: Unit, key: UnitLimitKey, ui: number, t: number, lim: Limits) => void,
): LpPart {
  return {
    name,
    build(x) {
      const units = x.model.units;
      return { unitLimits: (key, ui, t, lim) => limits(x, units[ui], key, ui, t, lim) };
    },
  };
}
