import { optAt } from '../series.js';
import { fmt } from '../lp/limits.js';
import { unitLimitsPart, type LpPart } from '../lp/lpPart.js';

/**
 * Overrides: where an operator fixed a unit's power (`fixedPower`, negative = pumping) or flow
 * (`fixedFlow`), both sides of that quantity's bound are the fixed value.
 */
export const overridesPart: LpPart = unitLimitsPart('overrides', (x, u, key, ui, t, lim) => {
  if (u.fixedPower === undefined && u.fixedFlow === undefined) return;
  const generates = u.type !== 'PUMP';
  const fixP = optAt(u.fixedPower, t),
    fixQ = optAt(u.fixedFlow, t);
  const fix = (v: number, why: () => string) => {
    lim.atLeast(v, why);
    lim.atMost(v, why);
  };
  const powerWhy = () => `the fixed power of ${fmt(fixP)} MW`;
  if (key === 'flow' && generates && !Number.isNaN(fixQ)) fix(fixQ, () => `the fixed discharge of ${fmt(fixQ)} m3/s`);
  if (key === 'power' && generates && u.type !== 'GATE' && !Number.isNaN(fixP)) fix(Math.max(0, fixP), powerWhy);
  if (key === 'pumpFlow') {
    if (!Number.isNaN(fixP)) fix(Math.max(0, -fixP) / x.pumpK[ui], powerWhy);
    if (!generates && !Number.isNaN(fixQ)) fix(fixQ, () => `the fixed flow of ${fmt(fixQ)} m3/s`);
  }
});
