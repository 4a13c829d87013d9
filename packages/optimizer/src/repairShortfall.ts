import type { Lp } from './buildLp.js';

/** A copy of the on/off plan `fixed` (in the order of `bins`) that records whether a set changed it. */
function editPlan(bins: Int32Array, fixed: Float64Array) {
  const pos = new Map<number, number>();
  bins.forEach((c, i) => pos.set(c, i));
  const out = Float64Array.from(fixed);
  let changed = false;
  return {
    set(col: number, v: number) {
      const i = col >= 0 ? pos.get(col) : undefined;
      if (i !== undefined && out[i] !== v) {
        out[i] = v;
        changed = true;
      }
    },
    result: () => (changed ? out : null),
  };
}

type ReserveIndex = NonNullable<Lp['reserveIndex']>;
type Block = ReserveIndex['blocks'][number][number];

/**
 * The on/off plan `fixed` (in the order of `bins`) with `edit` applied to each block of each grid
 * reserve obligation (`ui` the unit holding it); null without obligations or when nothing changed.
 */
function editReserveBlocks(
  lp: Lp,
  bins: Int32Array,
  fixed: Float64Array,
  edit: (b: Block, ui: number, plan: ReturnType<typeof editPlan>) => void,
): Float64Array | null {
  const idx = lp.reserveIndex;
  if (!idx) return null;
  const plan = editPlan(bins, fixed);
  idx.blocks.forEach((blocks, gi) => {
    for (const b of blocks) edit(b, idx.units[gi], plan);
  });
  return plan.result();
}

/**
 * The on/off plan `fixed` (in the order of `bins`) with every unit generating (on, not pumping) over
 * the blocks where the plan `x` (all columns) leaves one of its grid reserve obligations short; null
 * when nothing is short or nothing would change. A pump turbine holds reserve generating or pumping;
 * where the rounding put it in pumping mode and the upper reservoir cannot take the pumping, its
 * obligation is short although generating at its minimum plus the reserve would hold it (the
 * benchmark's G1 at night, README "Grid reserves"); the rounding rules and the search over
 * fractional runs do not find that (the relaxation holds it with a fractional mode almost for free).
 */
export function repairShortfall(
  lp: Lp,
  bins: Int32Array,
  fixed: Float64Array,
  x: ArrayLike<number>,
): Float64Array | null {
  const T = lp.T;
  return editReserveBlocks(lp, bins, fixed, (b, ui, plan) => {
    if (b.shortfall < 0 || !(x[b.shortfall] > 1e-6)) return;
    for (let t = b.from; t < b.to; t++) {
      plan.set(lp.cons.onCol[ui * T + t], 1);
      plan.set(lp.cons.pumpOnCol[ui * T + t], 0);
    }
  });
}

/**
 * The on/off plan `fixed` without the grid reserve offers (bid-step and minimum-bid integers at 0) in
 * blocks where the relaxation `relaxed` left the unit's on/off fractional; null when there are none.
 * There the relaxation holds an offer from a mix of generating and pumping that neither mode holds
 * alone, and its roundings keep the offer at its minimum bid, paid dearly by the mode they chose
 * (benchmark: G1's aFRR; the best rounding 66 k EUR below the plan without G1's offers).
 */
export function dropModeOffers(
  lp: Lp,
  bins: Int32Array,
  fixed: Float64Array,
  relaxed: ArrayLike<number>,
): Float64Array | null {
  const T = lp.T;
  const frac = (c: number) => c >= 0 && relaxed[c] > 1e-6 && relaxed[c] < 1 - 1e-6;
  return editReserveBlocks(lp, bins, fixed, (b, ui, plan) => {
    if (!b.ints.length) return;
    let mixed = false;
    for (let t = b.from; t < b.to && !mixed; t++) mixed = frac(lp.cons.onCol[ui * T + t]);
    if (mixed) for (const c of b.ints) plan.set(c, 0);
  });
}
