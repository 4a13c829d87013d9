import type { Executor } from '../../db/schema.js';

/**
 * Where a new component appears (spec 2: a component belongs to a plant view when assigned). Our
 * rule: a view that shows every component of its physical plant keeps doing so, so the new
 * component is assigned to it (display name = the component's name, redirect_id = its id); a view
 * that leaves some components out on purpose (a curated view) keeps its selection, and the Manage
 * Plant View screen assigns the new component there. Call fullViews before inserting.
 */
export async function fullViews(plantId: string, trx: Executor): Promise<string[]> {
  const rows = await trx
    .selectFrom('plant_view as v')
    .select(['v.id'])
    .select((eb) => [
      eb
        .selectFrom('plant_view_hydro_body as a')
        .whereRef('a.plant_view_id', '=', 'v.id')
        .select((e) => e.fn.countAll<string>().as('n'))
        .as('bodies'),
      eb
        .selectFrom('plant_view_control_unit as a')
        .whereRef('a.plant_view_id', '=', 'v.id')
        .select((e) => e.fn.countAll<string>().as('n'))
        .as('units'),
    ])
    .where('v.physical_plant_id', '=', plantId)
    .execute();
  const [bodies, units] = await Promise.all([
    trx
      .selectFrom('hydro_body')
      .select((e) => e.fn.countAll<string>().as('n'))
      .where('physical_plant_id', '=', plantId)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('control_unit')
      .select((e) => e.fn.countAll<string>().as('n'))
      .where('physical_plant_id', '=', plantId)
      .executeTakeFirstOrThrow(),
  ]);
  return rows
    .filter((r) => Number(r.bodies) === Number(bodies.n) && Number(r.units) === Number(units.n))
    .map((r) => r.id);
}

export async function assignToFullViews(
  views: string[],
  kind: 'hydro_body' | 'control_unit',
  id: string,
  trx: Executor,
) {
  if (!views.length) return;
  if (kind === 'hydro_body')
    await trx
      .insertInto('plant_view_hydro_body')
      .values(views.map((v) => ({ plant_view_id: v, hydro_body_id: id, redirect_id: id, display_name: null })))
      .execute();
  else
    await trx
      .insertInto('plant_view_control_unit')
      .values(views.map((v) => ({ plant_view_id: v, control_unit_id: id, redirect_id: id, display_name: null })))
      .execute();
}
