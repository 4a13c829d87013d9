import type { LpIndex } from './lp.js';

/** Columns and coefficients of a quantity in LP units. */
export type Terms = [col: number, coef: number][];

/** Content of reservoir r at the end of step t (LP volume units): y - under + over where soft limits are substituted. */
export function contentTerms(x: LpIndex, r: number, t: number): Terms {
  const i = r * x.T + t;
  const terms: Terms = [[x.contentCol[i], 1]];
  if (x.softSubstituted && x.underCol[i] >= 0) terms.push([x.underCol[i], -1]);
  if (x.softSubstituted && x.overCol[i] >= 0) terms.push([x.overCol[i], 1]);
  return terms;
}

/** Power per flow of segment k of unit ui in step t, MW per m3/s (per step for head units). */
export function segSlope(x: LpIndex, ui: number, t: number, k: number): number {
  const s = x.stepSlopes?.[ui];
  return s ? s[t * x.segments[ui].length + k] : x.segments[ui][k].slope;
}

/** Flow of unit ui in step t, m3/s: its generation segments, else its pumped flow. */
export function unitFlowTerms(x: LpIndex, ui: number, t: number): Terms {
  const first = x.segFirst[ui * x.T + t];
  if (first >= 0) return x.segments[ui].map((_, k) => [first + k, 1]);
  const pc = x.pumpCol[ui * x.T + t];
  return pc >= 0 ? [[pc, 1]] : [];
}

/** Net power of unit ui in step t, MW (generation positive); `pumpPositive`: a pump's own limits count its pumping as positive. */
export function unitPowerTerms(x: LpIndex, ui: number, t: number, isPump: boolean, pumpPositive = false): Terms {
  const terms: Terms = [];
  const first = x.segFirst[ui * x.T + t];
  if (first >= 0) for (let k = 0; k < x.segments[ui].length; k++) terms.push([first + k, segSlope(x, ui, t, k)]);
  const pc = x.pumpCol[ui * x.T + t];
  if (pc >= 0) terms.push([pc, pumpPositive && isPump ? x.pumpK[ui] : -x.pumpK[ui]]);
  return terms;
}
