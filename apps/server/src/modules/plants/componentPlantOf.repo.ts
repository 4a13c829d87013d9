import { sql, type Expression } from 'kysely';

/**
 * The physical plant of a component given by its control unit or hydro body id (one of them null),
 * as an SQL expression for other modules' queries (the plan of an hour reads it per series).
 */
export const componentPlantOf = (controlUnitId: Expression<string | null>, hydroBodyId: Expression<string | null>) =>
  sql<string>`coalesce((select cu.physical_plant_id from control_unit cu where cu.id = ${controlUnitId}),
    (select hb.physical_plant_id from hydro_body hb where hb.id = ${hydroBodyId}))`;
