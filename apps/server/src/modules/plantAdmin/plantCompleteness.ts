import { missingPlantData } from '@penstock/domain';
import type { Executor } from '../../db/schema.js';

/** What the plant still misses before it can be optimised (domain missingPlantData), read from the database. */
export async function missingDataOf(plantId: string, db: Executor): Promise<string[]> {
  const [plant, bodies, units, ltc, ftp, ott] = await Promise.all([
    db.selectFrom('physical_plant').select('price_region_id').where('id', '=', plantId).executeTakeFirst(),
    db
      .selectFrom('hydro_body')
      .select(['id', 'name', 'type', 'max_content'])
      .where('physical_plant_id', '=', plantId)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('control_unit')
      .select([
        'id',
        'name',
        'type',
        'upstream_id as upstream',
        'downstream_id as downstream',
        'q_max',
        'pump_p_max',
        'pump_q_max',
      ])
      .where('physical_plant_id', '=', plantId)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('level_to_content_point as p')
      .innerJoin('hydro_body as b', 'b.id', 'p.hydro_body_id')
      .select(['p.hydro_body_id as id', 'p.content'])
      .where('b.physical_plant_id', '=', plantId)
      .orderBy('p.hydro_body_id')
      .orderBy('p.level')
      .execute(),
    db
      .selectFrom('flow_to_power_point as p')
      .innerJoin('control_unit as u', 'u.id', 'p.control_unit_id')
      .select(['p.control_unit_id as id', 'p.flow'])
      .where('u.physical_plant_id', '=', plantId)
      .execute(),
    db
      .selectFrom('opening_to_throughput_point as p')
      .innerJoin('control_unit as u', 'u.id', 'p.control_unit_id')
      .select('p.control_unit_id as id')
      .where('u.physical_plant_id', '=', plantId)
      .distinct()
      .execute(),
  ]);
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
