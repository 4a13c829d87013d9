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
import { advisoryXactLock, bulkLoadSession } from '../db/bulkWrite.js';
import type { Db, Executor } from '../db/schema.js';
import { ensureRegionsWithSource } from '../modules/market/index.js';
import {
  componentOwners,
  insertWorldPlants,
  insertWorldViews,
  physicalPlant,
  type ComponentOwner,
} from '../modules/plants/index.js';
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
    await advisoryXactLock(trx, LOCK_KEY);
    const exists = firstPlant ? await physicalPlant(firstPlant, trx) : undefined;
    if (!firstPlant || exists) return { loaded: false, plants: 0, series: 0, values: 0, ms: performance.now() - t0 };
    // The per-row foreign-key trigger on series_value triples the load time; the rows we insert point
    // at series made in this same transaction, so a superuser (the embedded database) skips it.
    await bulkLoadSession(trx);

    const sources = await ensureRegionsWithSource(trx, world.topology.price_regions, DEMO_FORECAST_SOURCE);
    await insertWorldPlants(trx, world.topology.sites, options.customerId ?? null);
    // seeded plants get every product module, so no screen of the demo is gated
    await activateAllModules(
      world.topology.sites.flatMap((s) => s.plants.map((p) => p.id)),
      'demo world',
      trx,
    );
    const views = options.views ? options.views(world) : defaultViews(world, options.portfolioId ?? 'sandbox');
    await insertWorldViews(trx, world, views);

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

/** The series row and its values in one statement. Returns the number of values stored. */
async function insertSeries(
  trx: Executor,
  s: Series,
  sources: Map<string, string>,
  owners: Map<string, ComponentOwner>,
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
