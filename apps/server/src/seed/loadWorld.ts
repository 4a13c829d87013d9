/**
 * Bulk-loads a simulated world (../world) into the plant-data tables in one transaction:
 * price regions, plants, bodies, units, point tables, plant views with their component
 * assignment, then every series with its values (gaps are not stored).
 *
 * Values go in set-based, one statement per series: the hourly values travel as one float8[]
 * parameter and PostgreSQL expands them with unnest ... with ordinality, computing each ts from
 * the series start. That avoids formatting millions of timestamps in JavaScript (the COPY text
 * route spends most of its time in toISOString) and needs no extra package.
 *
 * Idempotent: when the first plant of the world exists, nothing is loaded. A transaction-level
 * advisory lock keeps two starting servers from loading twice.
 */
import { sql } from 'kysely';
import type { Db, Executor } from '../db/schema.js';
import { activateAllModules } from '../modules/productModules/index.js';
import { analyzeSeries, writeSeries } from '../modules/series/index.js';
import { createWorld, QUANTITY_UNITS, type Series, type World, type WorldOptions } from '../world/index.js';

export interface PlantViewSeed {
  /** external id of the view (URL id) */
  id: string;
  portfolio_id: string;
  physical_plant_id: string;
  name: string;
  /** component ids of the plant left unassigned in this view */
  exclude?: string[];
}

export interface LoadWorldOptions {
  world: WorldOptions;
  /** plant views to create; default: one view per plant in `portfolioId` */
  views?: (world: World) => PlantViewSeed[];
  /** portfolio of the default views */
  portfolioId?: string;
  customerId?: string | null;
}

export interface LoadWorldResult {
  loaded: boolean;
  plants: number;
  series: number;
  values: number;
  ms: number;
}

export const DEMO_FORECAST_SOURCE = 'Penstock market model';
const LOCK_KEY = 7_320_261; // any constant shared by every server

export async function loadWorld(db: Db, options: LoadWorldOptions): Promise<LoadWorldResult> {
  const t0 = performance.now();
  const world = createWorld(options.world);
  const firstPlant = world.topology.sites[0]?.plants[0]?.id;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
    const exists = await trx
      .selectFrom('physical_plant')
      .select('id')
      .where('id', '=', firstPlant ?? '')
      .executeTakeFirst();
    if (!firstPlant || exists) return { loaded: false, plants: 0, series: 0, values: 0, ms: performance.now() - t0 };
    await sql`set local synchronous_commit = off`.execute(trx);
    // The per-row foreign-key trigger on series_value triples the load time; the rows we insert point
    // at series made in this same transaction, so a superuser (the embedded database) skips it.
    const su = await sql<{ on: string }>`select current_setting('is_superuser') as on`.execute(trx);
    if (su.rows[0]?.on === 'on') await sql`set local session_replication_role = replica`.execute(trx);

    const sources = await insertTopology(trx, world, options);
    // seeded plants get every product module, so no screen of the demo is gated
    await activateAllModules(
      world.topology.sites.flatMap((s) => s.plants.map((p) => p.id)),
      'demo world',
      trx,
    );
    const views = options.views ? options.views(world) : defaultViews(world, options.portfolioId ?? 'sandbox');
    await insertViews(trx, world, views);

    // Statements queue on the transaction's connection: keep a few in flight so the next site is
    // simulated while PostgreSQL stores the previous one (bounded, to cap memory on large worlds).
    const owners = await componentOwners(trx);
    const inFlight: Array<Promise<number>> = [];
    let series = 0;
    let values = 0;
    for (const s of world.series()) {
      inFlight.push(insertSeries(trx, s, sources, owners));
      series++;
      if (inFlight.length >= 8) values += await inFlight.shift()!;
    }
    for (const p of inFlight) values += await p;
    await analyzeSeries(trx);
    return {
      loaded: true,
      plants: world.topology.sites.reduce((n, s) => n + s.plants.length, 0),
      series,
      values,
      ms: performance.now() - t0,
    };
  });
}

function defaultViews(world: World, portfolioId: string): PlantViewSeed[] {
  return world.topology.sites.flatMap((s) =>
    s.plants.map((p) => ({ id: p.id, portfolio_id: portfolioId, physical_plant_id: p.id, name: p.name })),
  );
}

/** Returns the forecast source id per price region. */
async function insertTopology(trx: Executor, world: World, options: LoadWorldOptions): Promise<Map<string, string>> {
  const { price_regions: regions, sites } = world.topology;
  await trx
    .insertInto('price_region')
    .values(regions.map((r) => ({ id: r.id, name: r.name, currency: r.currency, timezone: r.timezone })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('pricing_index')
    .values(regions.map((r) => ({ id: `${r.id}.day-ahead`, name: `${r.name} day-ahead`, price_region_id: r.id })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('price_forecast_source')
    .values(regions.map((r) => ({ name: DEMO_FORECAST_SOURCE, price_region_id: r.id })))
    .onConflict((oc) => oc.columns(['price_region_id', 'name']).where('customer_id', 'is', null).doNothing())
    .execute();
  const sources = await trx
    .selectFrom('price_forecast_source')
    .select(['id', 'price_region_id'])
    .where('name', '=', DEMO_FORECAST_SOURCE)
    .execute();

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
        customer_id: options.customerId ?? null,
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
        p_min: u.p_min,
        p_max: u.p_max,
        q_min: u.q_min,
        q_max: u.q_max,
        pump_p_min: u.pump_p_min,
        pump_p_max: u.pump_p_max,
        pump_q_min: u.pump_q_min,
        pump_q_max: u.pump_q_max,
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
  return new Map(sources.map((s) => [s.price_region_id, s.id]));
}

async function insertViews(trx: Executor, world: World, views: PlantViewSeed[]) {
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

type Owner = { control_unit_id: string | null; hydro_body_id: string | null };

/** Whether a world component id is a control unit or a hydro body. */
async function componentOwners(trx: Executor): Promise<Map<string, Owner>> {
  const map = new Map<string, Owner>();
  for (const u of await trx.selectFrom('control_unit').select('id').execute())
    map.set(u.id, { control_unit_id: u.id, hydro_body_id: null });
  for (const b of await trx.selectFrom('hydro_body').select('id').execute())
    map.set(b.id, { control_unit_id: null, hydro_body_id: b.id });
  return map;
}

/** The series row and its values in one statement. Returns the number of values stored. */
async function insertSeries(
  trx: Executor,
  s: Series,
  sources: Map<string, string>,
  owners: Map<string, Owner>,
): Promise<number> {
  const region = sources.has(s.componentId) ? s.componentId : null;
  const owner = region ? null : owners.get(s.componentId);
  if (!region && !owner) throw new Error(`world series of unknown component ${s.componentId}`);
  const source = region && s.kind === 'forecast' ? (sources.get(region) ?? null) : null;
  const { written } = await writeSeries(
    {
      grid: {
        series: {
          control_unit_id: owner?.control_unit_id ?? null,
          hydro_body_id: owner?.hydro_body_id ?? null,
          price_region_id: region,
          price_forecast_source_id: source,
          quantity: s.quantity,
          kind: s.kind,
          unit: QUANTITY_UNITS[s.quantity],
          resolution_seconds: s.stepMs / 1000,
        },
        startMs: s.startTs,
        stepSeconds: s.stepMs / 1000,
        values: s.values,
      },
    },
    { by: 'demo world', at: new Date(), source: 'demo world' },
    trx,
  );
  return written;
}
