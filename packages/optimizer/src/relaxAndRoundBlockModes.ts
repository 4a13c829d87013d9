import type { Lp } from './buildLp.js';

/** Where a plan's minimum-bid binaries are (positions in `bins`) and the held column and minimum of each. */
export interface MinBids {
  at: Int32Array;
  held: Int32Array;
  mw: Float64Array;
}

/**
 * The on/off plan `fixed` (in the order of `bins`) with every pump turbine that holds offers in one
 * mode per block (ReserveBlockCols.minBid.tied) in the mode the relaxation `relaxed` has most of over
 * each such block (generating where its mean on/off is at least 1/2, else pumping), and the positions of
 * all minimum-bid binaries; null without such blocks. The relaxation holds those offers from a mode
 * it mixes within the step (on 0.2-0.7 over a whole block), which the per-step roundings turn into a
 * mode that cannot hold them; one mode over the block can (benchmark: README "Grid reserves").
 */
export function blockModePlan(
  lp: Lp,
  bins: Int32Array,
  fixed: Float64Array,
  relaxed: ArrayLike<number>,
): { fixed: Float64Array; minBids: MinBids } | null {
  const idx = lp.reserveIndex;
  if (!idx) return null;
  const pos = new Map<number, number>();
  bins.forEach((c, i) => pos.set(c, i));
  const T = lp.T,
    out = Float64Array.from(fixed);
  const at: number[] = [],
    held: number[] = [],
    mw: number[] = [];
  const done = new Set<string>();
  let tied = false;
  idx.blocks.forEach((blocks, gi) => {
    const ui = idx.units[gi];
    for (const b of blocks) {
      if (!b.minBid) continue;
      const i = pos.get(b.minBid.col);
      if (i !== undefined) {
        at.push(i);
        held.push(b.held);
        mw.push(b.minBid.mw);
      }
      const key = `${ui}:${b.from}`;
      if (!b.minBid.tied || done.has(key)) continue;
      done.add(key);
      tied = true;
      let sum = 0;
      for (let t = b.from; t < b.to; t++) sum += relaxed[lp.cons.onCol[ui * T + t]];
      const on = sum >= 0.5 * (b.to - b.from) ? 1 : 0;
      for (let t = b.from; t < b.to; t++) {
        const j = pos.get(lp.cons.onCol[ui * T + t]);
        if (j !== undefined) out[j] = on;
        const p = pos.get(lp.cons.pumpOnCol[ui * T + t]);
        if (p !== undefined) out[p] = 1 - on;
      }
    }
  });
  if (!tied) return null;
  return { fixed: out, minBids: { at: Int32Array.from(at), held: Int32Array.from(held), mw: Float64Array.from(mw) } };
}

/**
 * The minimum-bid binaries of `fixed` (in place) from a plan `x` (all columns) solved with them free:
 * 1 where the offer holds at least its minimum, else 0 (an offer between 0 and its minimum is dropped).
 */
export function roundMinBids(fixed: Float64Array, minBids: MinBids, x: ArrayLike<number>): Float64Array {
  minBids.at.forEach((i, k) => (fixed[i] = x[minBids.held[k]] >= minBids.mw[k] * (1 - 1e-6) ? 1 : 0));
  return fixed;
}
