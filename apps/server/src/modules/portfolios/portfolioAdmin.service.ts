import {
  PLANT_VIEW_ID_HINT,
  PORTFOLIO_ID_PATTERN,
  type AdminPlantView,
  type AssignablePlant,
  type PortfolioDetails,
  sortPortfolios,
} from '@penstock/domain';
import { sql } from 'kysely';
import { defineEntity, type WriteContext } from '../../db/entities/defineEntity.js';
import type { Db, Executor } from '../../db/schema.js';
import { writeUnique } from '../../db/writeUnique.js';
import { badRequest, conflict, ConflictError, invalidFields, notFound, taken } from '../../http/httpError.js';

export const portfolioEntity = defineEntity({
  entity: 'portfolio',
  table: 'portfolio',
  key: 'id',
  fields: ['customer_id', 'display_name'],
  label: 'The portfolio',
});
export const plantViewEntity = defineEntity({
  entity: 'plant_view',
  table: 'plant_view',
  key: 'id',
  fields: ['internal_id', 'portfolio_id', 'physical_plant_id', 'name'],
  label: 'The plant view',
});

/**
 * Administration > Portfolios and a portfolio's plants (admins; the routes check managePortfolios).
 * Deleting a portfolio takes its plant views and account links with it (foreign keys cascade); runs,
 * uploads and constraints keep their rows with the portfolio and view set to null.
 */
export function createPortfolioAdminService(db: Db) {
  const details = async (adminAccountId: string, portfolioId?: string): Promise<PortfolioDetails[]> => {
    let q = db
      .selectFrom('portfolio as p')
      .innerJoin('customer as c', 'c.id', 'p.customer_id')
      .leftJoin('account_portfolio as mine', (j) =>
        j.onRef('mine.portfolio_id', '=', 'p.id').on('mine.account_id', '=', adminAccountId),
      )
      .select([
        'p.id',
        'p.display_name',
        sql<boolean>`true`.as('can_write'),
        sql<boolean>`coalesce(mine.is_default, false)`.as('is_default'),
        'p.customer_id',
        'c.name as customer_name',
        'p.version',
        sql<number>`(select count(*)::int from plant_view v where v.portfolio_id = p.id)`.as('plant_views'),
        sql<number>`(select count(*)::int from account_portfolio a where a.portfolio_id = p.id)`.as('accounts'),
      ])
      .orderBy('p.id');
    if (portfolioId) q = q.where('p.id', '=', portfolioId);
    return sortPortfolios(await q.execute());
  };
  const requireOne = async (adminAccountId: string, id: string) => {
    const [p] = await details(adminAccountId, id);
    if (!p) throw notFound('Portfolio not found');
    return p;
  };

  const views = (portfolioId: string, trx: Executor = db, viewId?: string): Promise<AdminPlantView[]> => {
    let q = trx
      .selectFrom('plant_view as v')
      .innerJoin('physical_plant as p', 'p.id', 'v.physical_plant_id')
      .select([
        'v.id',
        'v.internal_id',
        'v.name',
        'v.physical_plant_id',
        'p.name as physical_plant_name',
        'p.plant_state',
        'v.version',
        sql<number>`(select count(*)::int from plant_view_hydro_body a where a.plant_view_id = v.id)`.as(
          'hydro_bodies',
        ),
        sql<number>`(select count(*)::int from plant_view_control_unit a where a.plant_view_id = v.id)`.as(
          'control_units',
        ),
      ])
      .where('v.portfolio_id', '=', portfolioId)
      .orderBy('v.name')
      .orderBy('v.id');
    if (viewId) q = q.where('v.id', '=', viewId);
    return q.execute();
  };

  /** Physical plants the portfolio may get a view of: its customer's, or plants of no customer. */
  const assignablePlants = async (portfolioId: string): Promise<AssignablePlant[]> => {
    const portfolio = await db
      .selectFrom('portfolio')
      .select('customer_id')
      .where('id', '=', portfolioId)
      .executeTakeFirstOrThrow();
    return db
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
      .where((eb) => eb.or([eb('p.customer_id', '=', portfolio.customer_id), eb('p.customer_id', 'is', null)]))
      .orderBy('p.name')
      .execute();
  };

  return {
    details,
    requireOne,
    views: (portfolioId: string) => views(portfolioId),

    async create(
      body: { id: string; display_name: string | null; customer_id: string },
      adminAccountId: string,
      ctx: WriteContext,
    ) {
      const customer = await db
        .selectFrom('customer')
        .select('id')
        .where('id', '=', body.customer_id)
        .executeTakeFirst();
      if (!customer)
        throw badRequest('The customer does not exist', [{ path: 'customer_id', message: 'Customer not found' }]);
      await writeUnique(
        () => taken('id', `A portfolio with the id "${body.id}" exists already`),
        () =>
          portfolioEntity.save(
            body.id,
            { customer_id: body.customer_id, display_name: body.display_name },
            { by: ctx.by, at: ctx.at, version: 0 },
            db,
          ),
        () => db.selectFrom('portfolio').select('id').where('id', '=', body.id).executeTakeFirst(),
      );
      return requireOne(adminAccountId, body.id);
    },

    /** 409 {detail, plant_views, accounts} while the portfolio has plant views or users, unless confirmed. */
    async remove(adminAccountId: string, id: string, confirm: boolean, ctx: WriteContext) {
      const p = await requireOne(adminAccountId, id);
      if (!confirm && (p.plant_views > 0 || p.accounts > 0))
        throw new ConflictError({
          detail: `The portfolio still has ${p.plant_views} plant view(s) and ${p.accounts} account(s). Confirm to delete it with them.`,
          plant_views: p.plant_views,
          accounts: p.accounts,
        });
      await portfolioEntity.remove(id, ctx, db);
    },

    assignablePlants,

    /**
     * A view of a physical plant in the portfolio: 'all' assigns every component of the plant (assign
     * a plant), 'none' makes a shadow view whose components are picked on Manage Plant View. Only
     * plants of the portfolio's customer, or of no customer (which then become the customer's).
     */
    async createView(
      portfolioId: string,
      body: { physical_plant_id: string; id?: string; name?: string; components: 'all' | 'none' },
      ctx: WriteContext,
    ): Promise<AdminPlantView> {
      return db.transaction().execute(async (trx) => {
        const plant = await trx
          .selectFrom('physical_plant')
          .select(['id', 'name', 'internal_id', 'customer_id'])
          .where('id', '=', body.physical_plant_id)
          .executeTakeFirst();
        if (!plant)
          throw badRequest('The plant does not exist', [{ path: 'physical_plant_id', message: 'Plant not found' }]);
        const allowed = (await assignablePlants(portfolioId)).some((p) => p.id === plant.id);
        if (!allowed)
          throw badRequest("The plant belongs to another customer than the portfolio's", [
            { path: 'physical_plant_id', message: 'Plant of another customer' },
          ]);
        // a plant of no customer becomes the portfolio's customer's with its first view
        if (!plant.customer_id)
          await sql`update physical_plant set customer_id = (select customer_id from portfolio where id = ${portfolioId}) where id = ${plant.id}`.execute(
            trx,
          );
        const id = body.id ?? (await freeViewId(plant.id, trx));
        if (await trx.selectFrom('plant_view').select('id').where('id', '=', id).executeTakeFirst())
          throw conflict(`A plant view with the id "${id}" exists already`);
        const count = await trx
          .selectFrom('plant_view')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('physical_plant_id', '=', plant.id)
          .executeTakeFirstOrThrow();
        await plantViewEntity.save(
          id,
          {
            internal_id: `PV-${plant.internal_id}-${count.n + 1}`,
            portfolio_id: portfolioId,
            physical_plant_id: plant.id,
            name: body.name ?? plant.name,
          },
          { by: ctx.by, at: ctx.at, version: 0 },
          trx,
        );
        if (body.components === 'all') {
          await sql`insert into plant_view_hydro_body (plant_view_id, hydro_body_id, redirect_id) select ${id}, b.id, b.id from hydro_body b where b.physical_plant_id = ${plant.id}`.execute(
            trx,
          );
          await sql`insert into plant_view_control_unit (plant_view_id, control_unit_id, redirect_id) select ${id}, u.id, u.id from control_unit u where u.physical_plant_id = ${plant.id}`.execute(
            trx,
          );
        }
        return (await views(portfolioId, trx, id))[0];
      });
    },

    /**
     * Rename (spec 2 section 7: body name and id). A new id renames the view's External ID, which
     * is its key: every row referencing it follows (foreign keys ON UPDATE CASCADE), and so do the
     * copies no foreign key covers (renameViewCopies), in the same transaction. 400 for an id of the
     * wrong form, 409 when it is taken; the view's history moves along and records the rename.
     */
    async renameView(
      portfolioId: string,
      viewId: string,
      body: { name: string; id: string; version?: number },
      ctx: WriteContext,
    ): Promise<AdminPlantView> {
      await requireView(portfolioId, viewId);
      const write = { ...ctx, version: body.version };
      if (body.id === viewId) {
        await plantViewEntity.save(viewId, { name: body.name }, write, db);
        return (await views(portfolioId, db, viewId))[0];
      }
      if (!PORTFOLIO_ID_PATTERN.test(body.id))
        throw invalidFields('body', [{ path: 'id', message: PLANT_VIEW_ID_HINT }]);
      await plantViewEntity.rekey(viewId, body.id, { name: body.name }, write, db, (trx) =>
        renameViewCopies(viewId, body.id, trx),
      );
      return (await views(portfolioId, db, body.id))[0];
    },

    /** Unassign one plant (its view leaves the portfolio; the physical plant stays). */
    async removeView(portfolioId: string, viewId: string, ctx: WriteContext) {
      await requireView(portfolioId, viewId);
      await plantViewEntity.remove(viewId, ctx, db);
    },

    /** Unassign all plants of the portfolio, in one transaction. */
    async removeAllViews(portfolioId: string, ctx: WriteContext): Promise<{ removed: number }> {
      return db.transaction().execute(async (trx) => {
        const ids = await trx.selectFrom('plant_view').select('id').where('portfolio_id', '=', portfolioId).execute();
        for (const v of ids) await plantViewEntity.remove(v.id, ctx, trx);
        return { removed: ids.length };
      });
    },
  };

  async function requireView(portfolioId: string, viewId: string) {
    const v = await db
      .selectFrom('plant_view')
      .select('id')
      .where('portfolio_id', '=', portfolioId)
      .where('id', '=', viewId)
      .executeTakeFirst();
    if (!v) throw notFound('Plant view not found');
  }
}

/** The plant's id when free, else '{id}-2', '{id}-3', ... */
async function freeViewId(plantId: string, trx: Executor): Promise<string> {
  const taken = new Set(
    (await trx.selectFrom('plant_view').select('id').where('id', 'like', `${plantId}%`).execute()).map((r) => r.id),
  );
  if (!taken.has(plantId)) return plantId;
  let n = 2;
  while (taken.has(`${plantId}-${n}`)) n++;
  return `${plantId}-${n}`;
}

/**
 * Copies of a plant view id that no foreign key carries along: the history of other entities (a
 * maintenance's row_after and changes name its plant_view_id), so a renamed view's past stays its own.
 */
async function renameViewCopies(from: string, to: string, trx: Executor): Promise<void> {
  await sql`
    update entity_history set
      row_after = case when row_after->>'plant_view_id' = ${from} then jsonb_set(row_after, '{plant_view_id}', to_jsonb(${to}::text)) else row_after end,
      changes = case when changes ? 'plant_view_id' then jsonb_set(changes, '{plant_view_id}', (
        select jsonb_object_agg(k, case when v = to_jsonb(${from}::text) then to_jsonb(${to}::text) else v end)
        from jsonb_each(changes->'plant_view_id') as e(k, v))) else changes end
    where entity <> 'plant_view' and (row_after->>'plant_view_id' = ${from} or changes->'plant_view_id'->>'from' = ${from} or changes->'plant_view_id'->>'to' = ${from})`.execute(
    trx,
  );
}
