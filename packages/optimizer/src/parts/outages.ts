import { optAt } from '../series.js';
import { fmt } from '../lp/limits.js';
import { unitLimitsPart, type LpPart } from '../lp/lpPart.js';

/**
 * Outages: a unit's `availability` (MW left after outages, per step) caps its generation and its
 * pumping power. (Where it is below the unit's minimum power, the units part drops that minimum:
 * the unit is off, not in conflict.)
 */
export const outagesPart: LpPart = unitLimitsPart('outages', (x, u, key, ui, t, lim) => {
  if (u.availability === undefined || (key !== 'power' && key !== 'pumpFlow')) return;
  const avail = optAt(u.availability, t);
  if (Number.isNaN(avail)) return;
  const why = () => `its available power of ${fmt(avail)} MW`;
  if (key === 'power' && u.type !== 'PUMP' && u.type !== 'GATE') lim.atMost(avail, why);
  if (key === 'pumpFlow') lim.atMost(avail / x.pumpK[ui], why);
});
