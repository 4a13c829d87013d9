import { netHead, unitPower } from '../parts/head/headPhysics.js';
import type { HeadPlant, Unit } from '../types.js';

/**
 * SHOP's energy conversion factor of a reservoir, MWh per Mm3: the best point of operation (largest
 * power per discharge) of the plant below it, one unit running alone at the reservoir's start level
 * (book/examples/water_values: "based on the best point operation of the downstream plant").
 */
export function conversionFactor(plant: HeadPlant, units: readonly Unit[], level: number): number {
  let best = 0;
  plant.penstocks.forEach((ps) => {
    for (const id of ps.units) {
      const u = units.find((x) => x.id === id);
      if (!u?.turbEffCurves?.length) continue;
      const qs = u.turbEffCurves.flatMap((c) => c.points.map((p) => p.q));
      const lo = Math.min(...qs),
        hi = Math.max(...qs);
      for (let i = 0; i <= 2000; i++) {
        const q = lo + ((hi - lo) * i) / 2000;
        if (q <= 0) continue;
        const p = unitPower(u, q, netHead(plant, level, q, ps.loss, q));
        best = Math.max(best, p / q);
      }
    }
  });
  return (best * 1e6) / 3600;
}
