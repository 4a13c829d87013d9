import type { Executor } from '../../db/schema.js';
import type { World } from '../../world/index.js';
import { pickFields } from '../../db/pickFields.js';
import { UNIT_LIMIT_FIELDS } from './plantEntities.js';

type Sites = World['topology']['sites'];

/**
 * A simulated world's plants in bulk (the demo seed): plants, hydro bodies, control units and their
 * level-to-content, flow-to-power and opening-to-throughput points.
 */
export async function insertWorldPlants(trx: Executor, sites: Sites, customerId: string | null): Promise<void> {
  const plants = sites.flatMap((s) => s.plants);
  await trx
    .insertInto('physical_plant')
    .values(
      plants.map((p) => ({
        id: p.id,
        internal_id: p.internal_id,
        name: p.name,
        market_timezone: p.market_timezone,
        plant_state: p.plant_state,
        price_region_id: p.price_region_id,
        customer_id: customerId,
        simulated: true,
      })),
    )
    .execute();
  const bodies = sites.flatMap((s) => s.hydro_bodies);
  await trx
    .insertInto('hydro_body')
    .values(
      bodies.map((b) => ({
        id: b.id,
        external_id: b.external_id,
        physical_plant_id: b.plant_id,
        name: b.name,
        type: b.type,
        latitude: b.latitude,
        longitude: b.longitude,
        min_level: b.min_level,
        max_level: b.max_level,
        min_content: b.level_to_content[0]?.[1] ?? null,
        max_content: b.level_to_content.at(-1)?.[1] ?? null,
      })),
    )
    .execute();
  const units = sites.flatMap((s) => s.control_units);
  await trx
    .insertInto('control_unit')
    .values(
      units.map((u) => ({
        id: u.id,
        external_id: u.external_id,
        physical_plant_id: u.plant_id,
        name: u.name,
        type: u.type,
        upstream_id: u.upstream,
        downstream_id: u.downstream,
        control_status: u.control_status,
        optimization_mode: u.optimization_mode,
        ...pickFields(u, UNIT_LIMIT_FIELDS),
        gate_opening_cm_min: u.gate_opening_cm_extrema?.[0] ?? null,
        gate_opening_cm_max: u.gate_opening_cm_extrema?.[1] ?? null,
      })),
    )
    .execute();
  const ltc = bodies.flatMap((b) =>
    b.level_to_content.map(([level, content]) => ({ hydro_body_id: b.id, level, content })),
  );
  if (ltc.length) await trx.insertInto('level_to_content_point').values(ltc).execute();
  const ftp = units.flatMap((u) => u.flow_to_power.map(([flow, power]) => ({ control_unit_id: u.id, flow, power })));
  if (ftp.length) await trx.insertInto('flow_to_power_point').values(ftp).execute();
  const ott = units.flatMap((u) =>
    u.opening_to_throughput.map(([opening_cm, throughput]) => ({ control_unit_id: u.id, opening_cm, throughput })),
  );
  if (ott.length) await trx.insertInto('opening_to_throughput_point').values(ott).execute();
}

/** Plant views of a simulated world with every component of their plant but the excluded ones. */
export async function insertWorldViews(
  trx: Executor,
  world: World,
  views: readonly { id: string; portfolio_id: string; physical_plant_id: string; name: string; exclude?: string[] }[],
) {
  if (!views.length) return;
  await trx
    .insertInto('plant_view')
    .values(
      views.map((v) => ({
        id: v.id,
        internal_id: `PV-${v.id}`,
        portfolio_id: v.portfolio_id,
        physical_plant_id: v.physical_plant_id,
        name: v.name,
      })),
    )
    .execute();
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
  if (bodies.length) await trx.insertInto('plant_view_hydro_body').values(bodies).execute();
  if (units.length) await trx.insertInto('plant_view_control_unit').values(units).execute();
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
