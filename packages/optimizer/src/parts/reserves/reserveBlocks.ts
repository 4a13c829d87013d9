import { optAt } from '../../series.js';
import type { GridReserve } from '../../types.js';

/** One block of a grid reserve: steps [from, to), what it must hold (MW, 0 for offers) and at most may hold (MW). */
export interface ReserveBlock {
  from: number;
  to: number;
  obligation: number;
  cap: number;
}

/**
 * A reserve's blocks inside its validity and the horizon. Blocks start at `blockStarts`, else at every
 * multiple of `blockSteps` counted from `blockOffset`; steps before the first start and the horizon's
 * cut end form shorter blocks. Obligations hold the largest MW of the block's steps (blocks without any are
 * skipped), offers at most the smallest (missing: `unitMax`). Both are capped by the droop limit.
 */
export function reserveBlocks(g: GridReserve, T: number, unitMax: number): ReserveBlock[] {
  const from = Math.max(0, g.fromStep ?? 0),
    to = Math.min(T, g.toStep ?? T);
  const droopCap =
    g.droop !== undefined && g.deltaF !== undefined && g.droop > 0
      ? (2 * g.deltaF * (g.nominalPower ?? unitMax)) / g.droop
      : Infinity;
  const out: ReserveBlock[] = [];
  for (let s = from; s < to;) {
    const e = Math.min(to, blockEnd(g, s));
    let obligation = 0,
      cap = Math.min(unitMax, droopCap),
      given = false;
    for (let t = s; t < e; t++) {
      const mw = optAt(g.mw, t);
      if (Number.isNaN(mw)) continue;
      given = true;
      if (g.mode === 'included') obligation = Math.max(obligation, mw);
      else cap = Math.min(cap, mw);
    }
    if (g.mode === 'included' ? given && obligation > 0 : cap > 0) out.push({ from: s, to: e, obligation, cap });
    s = e;
  }
  return out;
}

/** Number of the block step t is in (blockStarts, else every blockSteps from blockOffset): equal numbers, one block. */
export function blockIndex(g: GridReserve, t: number): number {
  if (g.blockStarts) {
    let n = 0;
    while (n < g.blockStarts.length && g.blockStarts[n] <= t) n++;
    return n;
  }
  return Math.floor((t - (g.blockOffset ?? 0)) / g.blockSteps);
}

/** First step after the block step s is in (may lie past the horizon). */
function blockEnd(g: GridReserve, s: number): number {
  if (g.blockStarts) return g.blockStarts.find((b) => b > s) ?? Infinity;
  const offset = g.blockOffset ?? 0;
  return offset + (Math.floor((s - offset) / g.blockSteps) + 1) * g.blockSteps;
}

/** Share of the activation that goes up and down: positive all up, negative all down, symmetric half each. */
export function activationShares(g: GridReserve): { up: number; down: number } {
  return g.direction === 'positive'
    ? { up: 1, down: 0 }
    : g.direction === 'negative'
      ? { up: 0, down: 1 }
      : { up: 0.5, down: 0.5 };
}

/** Data a reserve needs, with the field named in the error (the server checks them too; this guards other callers). */
export function reserveErrors(g: GridReserve, T: number): string[] {
  const errors: string[] = [];
  const name = `Grid reserve ${g.label ?? g.id}`;
  if (!Number.isInteger(g.blockSteps) || g.blockSteps < 1)
    errors.push(`${name}: blockSteps must be a whole number of steps >= 1`);
  if (g.blockOffset !== undefined && !Number.isInteger(g.blockOffset))
    errors.push(`${name}: blockOffset must be a whole number`);
  if (g.blockStarts?.some((s, i) => !Number.isInteger(s) || (i > 0 && s <= g.blockStarts![i - 1])))
    errors.push(`${name}: blockStarts must be whole steps in ascending order`);
  if (!(g.activationFactor >= 0 && g.activationFactor <= 1))
    errors.push(`${name}: activationFactor must be between 0 and 1`);
  if (!Number.isFinite(g.activationCompensation)) errors.push(`${name}: activationCompensation must be a number`);
  if (g.minBid !== undefined && !(g.minBid >= 0)) errors.push(`${name}: minBid must be >= 0`);
  if (g.bidStep !== undefined && !(g.bidStep > 0)) errors.push(`${name}: bidStep must be > 0`);
  if (g.droop !== undefined && !(g.droop > 0)) errors.push(`${name}: droop must be > 0`);
  for (const [s, what] of [
    [g.mw, 'mw'],
    [g.capacityPrice, 'capacityPrice'],
  ] as const)
    if (s !== undefined && typeof s !== 'number' && s.length !== T)
      errors.push(`${name}: ${what} has ${s.length} values for ${T} steps`);
  return errors;
}
