import { netHead, turbineEfficiency, unitPower } from '../parts/head/headPhysics.js';
import type { HeadPlant, Unit } from '../types.js';

/**
 * SHOP's energy conversion factor of a reservoir, MWh per Mm3: power per discharge at the best point
 * of operation of the plant below it (book/examples/water_values: "based on the best point operation
 * of the downstream plant"): the efficiency curve point with the highest turbine efficiency over the
 * plant's units, one unit running alone at the reservoir's start level. Reproduces SHOP's published
 * factors of its basic example (583.0006 and 205.2249 MWh/Mm3, readShopYaml.test.ts).
 */
export function conversionFactor(plant: HeadPlant, units: readonly Unit[], level: number): number {
  let best = { eff: -1, perQ: 0 };
  for (const ps of plant.penstocks)
    for (const id of ps.units) {
      const u = units.find((x) => x.id === id);
      for (const c of u?.turbEffCurves ?? [])
        for (const { q } of c.points) {
          if (!(q > 0)) continue;
          const h = netHead(plant, level, q, ps.loss, q);
          const eff = turbineEfficiency(u!.turbEffCurves!, q, h);
          if (eff > best.eff) best = { eff, perQ: unitPower(u!, q, h) / q };
        }
    }
  return (best.perQ * 1e6) / 3600;
}
