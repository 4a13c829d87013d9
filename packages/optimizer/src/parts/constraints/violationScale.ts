import { maxOf } from '@penstock/domain';
import { curveSegments } from '../../curves.js';
import { energyEquivalents } from '../../energyEquivalents.js';
import type { OptimizerModel } from '../../types.js';

/**
 * What one unit of violation could at most earn, so a penalty above it keeps every constraint that
 * can be kept: water (EUR/m3) at the highest price through the largest energy equivalent plus its
 * terminal value (at least the reservoirs' own soft-limit penalty, so constraints outrank those);
 * energy (EUR/MWh) at the highest price plus the water the least efficient turbine needs for it.
 */
export function violationScale(model: OptimizerModel): { perM3: number; perMWh: number } {
  const prices = typeof model.price === 'number' ? [model.price] : model.price;
  let maxPrice = 0;
  for (const p of prices) maxPrice = Math.max(maxPrice, Math.abs(p));
  const eq = energyEquivalents(model);
  const maxEq = Math.max(0, maxOf(eq));
  const maxTerminal = Math.max(0, maxOf(model.reservoirs.map((r) => Math.abs(r.terminalWaterValue ?? 0))));
  const perM3 = Math.max(maxPrice * maxEq + maxTerminal, model.penalties?.softLimit ?? 10, 1e-3);
  let minEq = Infinity;
  for (const u of model.units) {
    if (u.type === 'GATE' || u.type === 'PUMP' || !u.curve?.length) continue;
    const segs = curveSegments(u.curve, u.id);
    const q = segs.reduce((s, g) => s + g.dq, 0),
      p = segs.reduce((s, g) => s + g.dq * g.slope, 0);
    if (q > 0 && p > 0) minEq = Math.min(minEq, p / q / 3600);
  }
  return { perM3, perMWh: maxPrice + (Number.isFinite(minEq) ? perM3 / minEq : 0) };
}
