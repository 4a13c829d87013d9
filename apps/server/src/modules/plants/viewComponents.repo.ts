import type { ComponentType } from '@penstock/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';

/** A component assigned to a plant view (unknown body types read as RESERVOIR, spec 2 section 3). */
export interface ViewComponent {
  id: string;
  external_id: string;
  name: string;
  type: ComponentType;
  is_unit: boolean;
  gate_opening_cm_max: number | null;
}

/**
 * The components of plant views, in one place: control units and hydro bodies assigned to them,
 * with the view's display name and External ID. Columns: plant_view_id, id, external_id, name, type, is_unit,
 * gate_opening_cm_max. Use it as a subquery: sql`with c as (${viewComponentsQuery(ids)}) ...`.
 */
export const viewComponentsQuery = (viewIds: string[]) => sql<ViewComponent & { plant_view_id: string }>`
  select a.plant_view_id, u.id, coalesce(a.external_id, u.external_id) as external_id, coalesce(a.display_name, u.name) as name, u.type as type, true as is_unit, u.gate_opening_cm_max
  from plant_view_control_unit a join control_unit u on u.id = a.control_unit_id
  where a.plant_view_id = any(${viewIds}::text[])
  union all
  select a.plant_view_id, b.id, coalesce(a.external_id, b.external_id), coalesce(a.display_name, b.name), case when b.type = 'DOWNSTREAM' then 'DOWNSTREAM' else 'RESERVOIR' end, false, null
  from plant_view_hydro_body a join hydro_body b on b.id = a.hydro_body_id
  where a.plant_view_id = any(${viewIds}::text[])`;

/** The components of one plant view, by id. */
export async function viewComponents(plantViewId: string, db: Executor): Promise<ViewComponent[]> {
  const { rows } = await sql<ViewComponent>`
    select id, external_id, name, type, is_unit, gate_opening_cm_max from (${viewComponentsQuery([plantViewId])}) c order by id`.execute(
    db,
  );
  return rows;
}
