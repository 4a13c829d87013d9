import { CONTROL_UNIT_LIMITS, HYDRO_BODY_LIMITS, type PlantState } from '@penstock/domain';
import { sql } from 'kysely';
import { perDb } from '../../db/perDb.js';
import type { Db, Executor } from '../../db/schema.js';
import { viewsWithPlant } from './viewsWithPlant.repo.js';
import { plantCurrency } from './plantCurrency.repo.js';

/** A plant view with what series queries need about its physical plant. */
export interface PlantViewRow {
  id: string;
  internal_id: string;
  name: string;
  portfolio_id: string;
  physical_plant_id: string;
  physical_plant_internal_id: string;
  physical_plant_name: string;
  market_timezone: string;
  plant_state: PlantState;
  price_region_id: string | null;
  /** the plant's price forecast source (null: the region's first one visible to its customer) */
  price_forecast_source_id: string | null;
  /** the customer owning the physical plant */
  customer_id: string | null;
  /** ISO 4217 of every money figure of the plant: its price region's, else its customer's, else EUR */
  currency: string;
}

/**
 * A component's External ID, redirect and name as a plant view shows them: the view's own (its
 * assignment row `a`), else the component's (alias `b` or `u`).
 */
/** The fields as columns of the table aliased `alias`. */
const columnsOf = <A extends string, F extends string>(alias: A, fields: readonly F[]) =>
  fields.map((f) => `${alias}.${f}` as const);

const asTheViewShows = (component: 'b' | 'u') =>
  [
    sql<string>`coalesce(a.external_id, ${sql.ref(`${component}.external_id`)})`.as('external_id'),
    sql<string | null>`a.redirect_id`.as('redirect_id'),
    sql<string>`coalesce(a.display_name, ${sql.ref(`${component}.name`)})`.as('name'),
  ] as const;

export function createPlantsRepo(db: Db) {
  const views = (trx: Executor) =>
    viewsWithPlant(trx).select([
      'v.id',
      'v.internal_id',
      'v.name',
      'v.portfolio_id',
      'v.physical_plant_id',
      'p.internal_id as physical_plant_internal_id',
      'p.name as physical_plant_name',
      'p.market_timezone',
      'p.plant_state',
      'p.price_region_id',
      'p.price_forecast_source_id',
      'p.customer_id',
      plantCurrency().as('currency'),
    ]);

  return {
    /** The hydro bodies and control units of the simulated world's plants (the demo telemetry's only targets). */
    async simulatedComponents(trx: Executor = db): Promise<{ bodyIds: string[]; unitIds: string[] }> {
      const { rows } = await sql<{ body_ids: string[] | null; unit_ids: string[] | null }>`
        select (select array_agg(b.id) from hydro_body b join physical_plant p on p.id = b.physical_plant_id where p.simulated) as body_ids,
               (select array_agg(u.id) from control_unit u join physical_plant p on p.id = u.physical_plant_id where p.simulated) as unit_ids`.execute(
        trx,
      );
      return { bodyIds: rows[0]?.body_ids ?? [], unitIds: rows[0]?.unit_ids ?? [] };
    },
    listViews(portfolioId: string, trx: Executor = db): Promise<PlantViewRow[]> {
      return views(trx).where('v.portfolio_id', '=', portfolioId).orderBy('v.name').orderBy('v.id').execute();
    },
    findView(portfolioId: string, plantViewId: string, trx: Executor = db): Promise<PlantViewRow | undefined> {
      return views(trx).where('v.portfolio_id', '=', portfolioId).where('v.id', '=', plantViewId).executeTakeFirst();
    },
    /** First assigned body with both coordinates per view, reservoirs first: the map marker. */
    async locations(
      viewIds: string[],
      trx: Executor = db,
    ): Promise<Map<string, { latitude: number; longitude: number }>> {
      if (!viewIds.length) return new Map();
      const rows = await trx
        .selectFrom('plant_view_hydro_body as a')
        .innerJoin('hydro_body as b', 'b.id', 'a.hydro_body_id')
        .select(['a.plant_view_id', 'b.latitude', 'b.longitude'])
        .where('a.plant_view_id', 'in', viewIds)
        .where('b.latitude', 'is not', null)
        .where('b.longitude', 'is not', null)
        .orderBy('a.plant_view_id')
        .orderBy(sql`b.type = 'DOWNSTREAM'`)
        .orderBy('b.id')
        .execute();
      const out = new Map<string, { latitude: number; longitude: number }>();
      for (const r of rows)
        if (!out.has(r.plant_view_id)) out.set(r.plant_view_id, { latitude: r.latitude!, longitude: r.longitude! });
      return out;
    },
    hydroBodies(plantViewId: string, physicalPlantId: string, trx: Executor = db) {
      return trx
        .selectFrom('hydro_body as b')
        .leftJoin('plant_view_hydro_body as a', (j) =>
          j.onRef('a.hydro_body_id', '=', 'b.id').on('a.plant_view_id', '=', plantViewId),
        )
        .select([
          'b.id',
          ...asTheViewShows('b'),
          'b.type',
          'b.latitude',
          'b.longitude',
          ...columnsOf('b', HYDRO_BODY_LIMITS),
        ])
        .where('b.physical_plant_id', '=', physicalPlantId)
        .orderBy('b.id')
        .execute();
    },
    controlUnits(plantViewId: string, physicalPlantId: string, trx: Executor = db) {
      return trx
        .selectFrom('control_unit as u')
        .leftJoin('plant_view_control_unit as a', (j) =>
          j.onRef('a.control_unit_id', '=', 'u.id').on('a.plant_view_id', '=', plantViewId),
        )
        .select([
          'u.id',
          ...asTheViewShows('u'),
          'u.type',
          'u.upstream_id as upstream',
          'u.downstream_id as downstream',
          'u.control_status',
          'u.optimization_mode',
          ...columnsOf('u', CONTROL_UNIT_LIMITS),
          'u.gate_opening_cm_min',
          'u.gate_opening_cm_max',
        ])
        .where('u.physical_plant_id', '=', physicalPlantId)
        .orderBy('u.id')
        .execute();
    },
  };
}

/** The plants repository of a database, built once (guards and other modules use it on every request). */
export const plantsRepo = perDb(createPlantsRepo);
