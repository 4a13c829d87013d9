import type { PlantState } from '@penstock/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';

/** What missingPlantData (domain) looks at, read for one plant (plantAdmin's completeness check). */
export async function completenessInputs(plantId: string, db: Executor) {
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
  return { plant, bodies, units, ltc, ftp, ott };
}

/** The plant's strategy adjustment row (undefined: defaults). */
export const strategyRow = (plantId: string, db: Executor) =>
  db.selectFrom('plant_strategy').selectAll().where('physical_plant_id', '=', plantId).executeTakeFirst();

/** The plant's analytics parameters row (undefined: defaults). */
export const analyticsRow = (plantId: string, db: Executor) =>
  db.selectFrom('plant_analytics').selectAll().where('physical_plant_id', '=', plantId).executeTakeFirst();

/** The portfolio's plant views for the Plants admin list, with their plant's unit count and component ids. */
export async function adminPlantRows(portfolioId: string, db: Executor) {
  const { rows } = await sql<{
    id: string;
    internal_id: string;
    name: string;
    physical_plant_id: string;
    plant_state: PlantState;
    market_timezone: string;
    shadow_of: string | null;
    units: number;
    body_ids: string[];
    unit_ids: string[];
  }>`
    select v.id, v.internal_id, v.name, v.physical_plant_id, p.plant_state, p.market_timezone, p.shadow_of_id as shadow_of,
      (select count(*)::int from control_unit u where u.physical_plant_id = p.id) as units,
      array(select b.id from hydro_body b where b.physical_plant_id = p.id) as body_ids,
      array(select u.id from control_unit u where u.physical_plant_id = p.id) as unit_ids
    from plant_view v join physical_plant p on p.id = v.physical_plant_id where v.portfolio_id = ${portfolioId}
    order by v.name, v.id`.execute(db);
  return rows;
}
