import type { Executor } from '../../db/schema.js';
import type { World } from '../../world/index.js';
import { insertRows } from '../../db/insertRows.js';
import { pickFields } from '../../db/pickFields.js';
import { UNIT_LIMIT_FIELDS } from './plantEntities.js';

type Sites = World['topology']['sites'];

/**
 * A simulated world's plants in bulk (the demo seed): plants, hydro bodies, control units and their
 * level-to-content, flow-to-power and opening-to-throughput points.
 */
export async function insertWorldPlants(trx: Executor, sites: Sites, customerId: string | null): Promise<void> {
  const plants = sites.flatMap((s) => s.plants);
  await insertRows(
    trx,
    'physical_plant',
    plants.map((p) => ({
      ...pickFields(p, ['id', 'internal_id', 'name', 'market_timezone', 'plant_state', 'price_region_id']),
      customer_id: customerId,
      simulated: true,
    })),
  );
  const bodies = sites.flatMap((s) => s.hydro_bodies);
  await insertRows(
    trx,
    'hydro_body',
    bodies.map((b) => ({
      ...pickFields(b, ['id', 'external_id', 'name', 'type', 'latitude', 'longitude', 'min_level', 'max_level']),
      physical_plant_id: b.plant_id,
      min_content: b.level_to_content[0]?.[1] ?? null,
      max_content: b.level_to_content.at(-1)?.[1] ?? null,
    })),
  );
  const units = sites.flatMap((s) => s.control_units);
  await insertRows(
    trx,
    'control_unit',
    units.map((u) => ({
      ...pickFields(u, ['id', 'external_id', 'name', 'type', 'control_status', 'optimization_mode']),
      ...pickFields(u, UNIT_LIMIT_FIELDS),
      physical_plant_id: u.plant_id,
      upstream_id: u.upstream,
      downstream_id: u.downstream,
      gate_opening_cm_min: u.gate_opening_cm_extrema?.[0] ?? null,
      gate_opening_cm_max: u.gate_opening_cm_extrema?.[1] ?? null,
    })),
  );
  await insertRows(
    trx,
    'level_to_content_point',
    bodies.flatMap((b) => b.level_to_content.map(([level, content]) => ({ hydro_body_id: b.id, level, content }))),
  );
  await insertRows(
    trx,
    'flow_to_power_point',
    units.flatMap((u) => u.flow_to_power.map(([flow, power]) => ({ control_unit_id: u.id, flow, power }))),
  );
  await insertRows(
    trx,
    'opening_to_throughput_point',
    units.flatMap((u) =>
      u.opening_to_throughput.map(([opening_cm, throughput]) => ({ control_unit_id: u.id, opening_cm, throughput })),
    ),
  );
}

/** Plant views of a simulated world with every component of their plant but the excluded ones. */
export async function insertWorldViews(
  trx: Executor,
  world: World,
  views: readonly { id: string; portfolio_id: string; physical_plant_id: string; name: string; exclude?: string[] }[],
) {
  await insertRows(
    trx,
    'plant_view',
    views.map((v) => ({
      ...pickFields(v, ['id', 'portfolio_id', 'physical_plant_id', 'name']),
      internal_id: `PV-${v.id}`,
    })),
  );
  const sites = world.topology.sites;
  const bodies = views.flatMap((v) =>
    sites
      .flatMap((s) => s.hydro_bodies)
      .filter((b) => b.plant_id === v.physical_plant_id && !v.exclude?.includes(b.id))
      .map((b) => ({ plant_view_id: v.id, hydro_body_id: b.id, redirect_id: b.id, display_name: null })),
  );
  const units = views.flatMap((v) =>
    sites
      .flatMap((s) => s.control_units)
      .filter((u) => u.plant_id === v.physical_plant_id && !v.exclude?.includes(u.id))
      .map((u) => ({ plant_view_id: v.id, control_unit_id: u.id, redirect_id: u.id, display_name: null })),
  );
  await insertRows(trx, 'plant_view_hydro_body', bodies);
  await insertRows(trx, 'plant_view_control_unit', units);
}

export type ComponentOwner = { control_unit_id: string | null; hydro_body_id: string | null };

/** Whether a world component id is a control unit or a hydro body. */
export async function componentOwners(trx: Executor): Promise<Map<string, ComponentOwner>> {
  const map = new Map<string, ComponentOwner>();
  for (const u of await trx.selectFrom('control_unit').select('id').execute())
    map.set(u.id, { control_unit_id: u.id, hydro_body_id: null });
  for (const b of await trx.selectFrom('hydro_body').select('id').execute())
    map.set(b.id, { control_unit_id: null, hydro_body_id: b.id });
  return map;
}
