import type { AdminPlantView, AssignablePlant, PlantViewComponent, ViewComponentKind } from '@penstock/domain';
import { sql } from 'kysely';
import { countsBy } from '../../db/countsBy.js';
import type { Executor } from '../../db/schema.js';
import { viewsWithPlant } from './viewsWithPlant.repo.js';

/**
 * Plant views as Administration > Portfolios and Manage Plant View change them (the portfolios
 * module's services): which views a portfolio has, and which components of its plant a view shows.
 */

const LINKS = {
  hydro_body: { link: 'plant_view_hydro_body', col: 'hydro_body_id', source: 'hydro_body' },
  control_unit: { link: 'plant_view_control_unit', col: 'control_unit_id', source: 'control_unit' },
} as const;

/** The portfolio's views with their plant and component counts (one when `viewId` is given). */
export function adminViews(portfolioId: string, trx: Executor, viewId?: string): Promise<AdminPlantView[]> {
  let q = viewsWithPlant(trx)
    .select([
      'v.id',
      'v.internal_id',
      'v.name',
      'v.physical_plant_id',
      'p.name as physical_plant_name',
      'p.plant_state',
      'v.version',
      sql<number>`(select count(*)::int from plant_view_hydro_body a where a.plant_view_id = v.id)`.as('hydro_bodies'),
      sql<number>`(select count(*)::int from plant_view_control_unit a where a.plant_view_id = v.id)`.as(
        'control_units',
      ),
    ])
    .where('v.portfolio_id', '=', portfolioId)
    .orderBy('v.name')
    .orderBy('v.id');
  if (viewId) q = q.where('v.id', '=', viewId);
  return q.execute();
}

/** Plant views per portfolio. */
export const viewCounts = (trx: Executor) => countsBy(trx, 'plant_view', 'portfolio_id');

/** Physical plants of this customer or of none, with how many views of each the portfolio has. */
export function plantsOfCustomerOrNone(
  customerId: string,
  portfolioId: string,
  trx: Executor,
): Promise<AssignablePlant[]> {
  return trx
    .selectFrom('physical_plant as p')
    .select([
      'p.id',
      'p.internal_id',
      'p.name',
      'p.plant_state',
      sql<number>`(select count(*)::int from plant_view v where v.physical_plant_id = p.id and v.portfolio_id = ${portfolioId})`.as(
        'views_here',
      ),
    ])
    .where((eb) => eb.or([eb('p.customer_id', '=', customerId), eb('p.customer_id', 'is', null)]))
    .orderBy('p.name')
    .execute();
}

/** A plant of no customer becomes this customer's (with its first view). */
export async function claimPlant(plantId: string, customerId: string, trx: Executor): Promise<void> {
  await trx.updateTable('physical_plant').set({ customer_id: customerId }).where('id', '=', plantId).execute();
}

/** The plant's id when no view has it, else '{id}-2', '{id}-3', ... */
export async function freeViewId(plantId: string, trx: Executor): Promise<string> {
  const taken = new Set(
    (await trx.selectFrom('plant_view').select('id').where('id', 'like', `${plantId}%`).execute()).map((r) => r.id),
  );
  if (!taken.has(plantId)) return plantId;
  let n = 2;
  while (taken.has(`${plantId}-${n}`)) n++;
  return `${plantId}-${n}`;
}

export const viewExists = async (viewId: string, trx: Executor) =>
  !!(await trx.selectFrom('plant_view').select('id').where('id', '=', viewId).executeTakeFirst());

/** How many views the plant has (in every portfolio). */
export async function viewCountOfPlant(plantId: string, trx: Executor): Promise<number> {
  const row = await trx
    .selectFrom('plant_view')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('physical_plant_id', '=', plantId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Assigns every component of the plant to the view (a plant assigned whole). */
export async function assignAllComponents(viewId: string, plantId: string, trx: Executor): Promise<void> {
  await sql`insert into plant_view_hydro_body (plant_view_id, hydro_body_id, redirect_id) select ${viewId}, b.id, b.id from hydro_body b where b.physical_plant_id = ${plantId}`.execute(
    trx,
  );
  await sql`insert into plant_view_control_unit (plant_view_id, control_unit_id, redirect_id) select ${viewId}, u.id, u.id from control_unit u where u.physical_plant_id = ${plantId}`.execute(
    trx,
  );
}

/** The ids of the portfolio's views. */
export const viewIdsOf = async (portfolioId: string, trx: Executor) =>
  (await trx.selectFrom('plant_view').select('id').where('portfolio_id', '=', portfolioId).execute()).map((r) => r.id);

/** The view of this portfolio with its plant and version (undefined: none). */
export const viewOfPortfolio = (portfolioId: string, viewId: string, trx: Executor) =>
  trx
    .selectFrom('plant_view')
    .select(['id', 'physical_plant_id', 'version'])
    .where('portfolio_id', '=', portfolioId)
    .where('id', '=', viewId)
    .executeTakeFirst();

/** Every component of the plant, with whether the view shows it and its name and External ID there. */
export async function plantComponentsInView(
  viewId: string,
  plantId: string,
  trx: Executor,
): Promise<{ hydro_bodies: PlantViewComponent[]; control_units: PlantViewComponent[] }> {
  const { rows: bodies } = await sql<PlantViewComponent>`
    select b.id as internal_id, coalesce(a.external_id, b.external_id) as external_id, coalesce(a.display_name, b.name) as name,
           case when b.type = 'DOWNSTREAM' then 'DOWNSTREAM' else 'RESERVOIR' end as type, a.hydro_body_id is not null as assigned, b.name as component_name
    from hydro_body b left join plant_view_hydro_body a on a.hydro_body_id = b.id and a.plant_view_id = ${viewId}
    where b.physical_plant_id = ${plantId} order by b.id`.execute(trx);
  const { rows: units } = await sql<PlantViewComponent>`
    select u.id as internal_id, coalesce(a.external_id, u.external_id) as external_id, coalesce(a.display_name, u.name) as name,
           u.type, a.control_unit_id is not null as assigned, u.name as component_name
    from control_unit u left join plant_view_control_unit a on a.control_unit_id = u.id and a.plant_view_id = ${viewId}
    where u.physical_plant_id = ${plantId} order by u.id`.execute(trx);
  return { hydro_bodies: bodies, control_units: units };
}

/** Shows (or stops showing) these components of one kind in the view. */
export async function setComponentsAssigned(
  viewId: string,
  kind: ViewComponentKind,
  ids: readonly string[],
  assign: boolean,
  trx: Executor,
): Promise<void> {
  const t = LINKS[kind];
  if (assign)
    await sql`insert into ${sql.table(t.link)} (plant_view_id, ${sql.ref(t.col)}, redirect_id) select ${viewId}, id, id from unnest(${ids}::text[]) as id`.execute(
      trx,
    );
  else
    await sql`delete from ${sql.table(t.link)} where plant_view_id = ${viewId} and ${sql.ref(t.col)} = any(${ids}::text[])`.execute(
      trx,
    );
}

/** The component's name and External ID in the view; a value equal to the component's own is stored as "follow the component". */
export async function setViewComponentNames(
  viewId: string,
  kind: ViewComponentKind,
  id: string,
  names: { name: string; external_id: string },
  trx: Executor,
): Promise<void> {
  const t = LINKS[kind];
  const own = await sql<{
    name: string;
    external_id: string;
  }>`select name, external_id from ${sql.table(t.source)} where id = ${id}`.execute(trx);
  await sql`update ${sql.table(t.link)} set display_name = ${names.name === own.rows[0].name ? null : names.name},
    external_id = ${names.external_id === own.rows[0].external_id ? null : names.external_id}
    where plant_view_id = ${viewId} and ${sql.ref(t.col)} = ${id}`.execute(trx);
}
