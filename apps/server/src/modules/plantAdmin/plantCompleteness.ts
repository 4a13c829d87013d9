import { missingPlantData } from '@penstock/domain';
import type { Executor } from '../../db/schema.js';
import { completenessInputs } from '../plants/index.js';

/** What the plant still misses before it can be optimised (domain missingPlantData), read from the database. */
export async function missingDataOf(plantId: string, db: Executor): Promise<string[]> {
  const { plant, bodies, units, ltc, ftp, ott } = await completenessInputs(plantId, db);
  if (!plant) return ['the plant does not exist'];
  const ltcCount = new Map<string, number>();
  const notRising = new Set<string>();
  ltc.forEach((p, i) => {
    ltcCount.set(p.id, (ltcCount.get(p.id) ?? 0) + 1);
    if (i > 0 && ltc[i - 1].id === p.id && p.content <= ltc[i - 1].content) notRising.add(p.id);
  });
  return missingPlantData({
    price_region_id: plant.price_region_id,
    bodies,
    units,
    curves: {
      levelContent: new Set([...ltcCount].filter(([, n]) => n >= 2).map(([id]) => id)),
      levelContentNotRising: notRising,
      generating: new Set(ftp.filter((p) => p.flow > 0).map((p) => p.id)),
      pumping: new Set(ftp.filter((p) => p.flow < 0).map((p) => p.id)),
      throughput: new Set(ott.map((r) => r.id)),
    },
  });
}
