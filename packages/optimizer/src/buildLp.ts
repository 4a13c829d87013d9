import { createBuildContext } from './lp/buildContext.js';
import type { Lp } from './lp/lp.js';
import type { PartHooks, LpPart } from './lp/lpPart.js';
import { LP_PARTS } from './lpParts.js';
import type { OptimizerModel } from './types.js';

export { COL, ROW, VOLUME_UNIT } from './lp/lpKinds.js';
export type { Conflict, Lp } from './lp/lp.js';

/** The hooks of one phase, in the parts' order (called in indexed loops: the per-step phases run millions of times). */
function phase<K extends keyof PartHooks>(hooks: PartHooks[], k: K): NonNullable<PartHooks[K]>[] {
  return hooks.flatMap((h) => (h[k] ? [h[k]] : []));
}

/**
 * The LP of a model, composed of parts (lpParts.ts, README "Model parts"): each part's hooks are
 * called phase by phase: start rows, per reservoir and step, per unit (rows, then per step columns
 * and their entries), over the horizon, final rows. `labels`: soft limits as rows and the reasons of
 * every relaxable bound (for the infeasibility report).
 */
export function buildLp(model: OptimizerModel, opts: { labels?: boolean; parts?: readonly LpPart[] } = {}): Lp {
  const x = createBuildContext(model, !!opts.labels);
  const hooks = (opts.parts ?? LP_PARTS).map((p) => p.build(x));
  const contentLimits = phase(hooks, 'contentLimits'),
    unitLimits = phase(hooks, 'unitLimits');
  x.contentLimits = (r, t, lim) => {
    for (let i = 0; i < contentLimits.length; i++) contentLimits[i](r, t, lim);
  };
  x.unitLimits = (key, ui, t, lim) => {
    for (let i = 0; i < unitLimits.length; i++) unitLimits[i](key, ui, t, lim);
  };
  const { T, R, U } = x;
  for (const f of phase(hooks, 'start')) f();
  const reservoirStep = phase(hooks, 'reservoirStep');
  for (let r = 0; r < R; r++)
    for (let t = 0; t < T; t++) for (let i = 0; i < reservoirStep.length; i++) reservoirStep[i](r, t);
  const unitRows = phase(hooks, 'unitRows'),
    unitColumns = phase(hooks, 'unitColumns'),
    unitEntries = phase(hooks, 'unitEntries');
  for (let u = 0; u < U; u++) {
    for (let t = 0; t < T; t++) for (let i = 0; i < unitRows.length; i++) unitRows[i](u, t);
    for (let t = 0; t < T; t++) {
      for (let i = 0; i < unitColumns.length; i++) unitColumns[i](u, t);
      for (let i = 0; i < unitEntries.length; i++) unitEntries[i](u, t);
    }
  }
  for (const f of phase(hooks, 'horizon')) f();
  for (const f of phase(hooks, 'final')) f();
  return toLp(x);
}

/** The built matrix in HiGHS' arrays, with the index the parts filled. */
function toLp(x: ReturnType<typeof createBuildContext>): Lp {
  const b = x.lp;
  const lp: Lp = {
    ...b.matrix(),
    colKind: Uint8Array.from(b.colKind),
    rowKind: Uint8Array.from(b.rowKind),
    softSubstituted: x.softSubstituted,
    T: x.T,
    contentCol: x.contentCol,
    spillCol: x.spillCol,
    underCol: x.underCol,
    overCol: x.overCol,
    balanceRow: x.balanceRow,
    segFirst: x.segFirst,
    segments: x.segments,
    pumpCol: x.pumpCol,
    pumpK: x.pumpK,
    futureCol: x.futureCol,
    conflicts: x.conflicts,
    cons: x.cons,
  };
  // Only head models carry per-step slopes (every other LP keeps its exact shape and digest).
  if (x.stepSlopes.some(Boolean)) lp.stepSlopes = x.stepSlopes;
  if (x.reserveIndex) lp.reserveIndex = x.reserveIndex;
  if (x.cons.binaries.length) {
    lp.integrality = new Uint8Array(lp.numCols);
    for (const c of x.cons.binaries) lp.integrality[c] = 1;
  }
  if (x.labels) {
    lp.colWhy = x.colWhy;
    lp.rowWhy = x.rowWhy;
    lp.relaxCol = new Uint8Array(lp.numCols);
    for (const c of x.relaxCols) lp.relaxCol[c] = 1;
    lp.relaxRow = new Uint8Array(lp.numRows);
    for (const r of x.relaxRows) lp.relaxRow[r] = 1;
  }
  return lp;
}
