import {
  PLANT_VIEW_ID_HINT,
  PORTFOLIO_ID_PATTERN,
  type AdminPlantView,
  type AssignablePlant,
  type PortfolioDetails,
  sortPortfolios,
} from '@penstock/domain';
import type { WriteContext } from '../../db/entities/defineEntity.js';
import { tableEntity } from '../../db/entities/tableEntity.js';
import type { Db, Executor } from '../../db/schema.js';
import { writeUnique } from '../../db/writeUnique.js';
import { renamePlantViewInHistory } from '../../db/entities/entityHistory.repo.js';
import { customerExists, customersById } from '../customers/index.js';
import { customerOfPortfolio, portfolioAdminRows } from './portfolios.repo.js';
import { portfolioExists } from './portfolioLinks.repo.js';
import { badRequest, conflict, ConflictError, invalidFields, notFound, taken } from '../../http/httpError.js';
import {
  adminViews,
  assignAllComponents,
  claimPlant,
  freeViewId,
  physicalPlant,
  plantsOfCustomerOrNone,
  plantViewEntity,
  viewCountOfPlant,
  viewCounts,
  viewExists,
  viewIdsOf,
  viewOfPortfolio,
} from '../plants/index.js';

export const portfolioEntity = tableEntity('portfolio', 'id', 'The portfolio', ['customer_id', 'display_name']);

/**
 * Administration > Portfolios and a portfolio's plants (admins; the routes check managePortfolios).
 * Deleting a portfolio takes its plant views and account links with it (foreign keys cascade); runs,
 * uploads and constraints keep their rows with the portfolio and view set to null.
 */
export function createPortfolioAdminService(db: Db) {
  const details = async (adminAccountId: string, portfolioId?: string): Promise<PortfolioDetails[]> => {
    const rows = await portfolioAdminRows(adminAccountId, portfolioId, db);
    const [customers, views] = await Promise.all([
      customersById([...new Set(rows.map((r) => r.customer_id))], db),
      viewCounts(db),
    ]);
    return sortPortfolios(
      rows.map(({ accounts, ...r }) => ({
        ...r,
        customer_name: customers.get(r.customer_id)!.name,
        plant_views: views.get(r.id) ?? 0,
        accounts,
      })),
    );
  };
  const requireOne = async (adminAccountId: string, id: string) => {
    const [p] = await details(adminAccountId, id);
    if (!p) throw notFound('Portfolio not found');
    return p;
  };

  const views = (portfolioId: string, trx: Executor = db, viewId?: string) => adminViews(portfolioId, trx, viewId);

  /** Physical plants the portfolio may get a view of: its customer's, or plants of no customer. */
  const assignablePlants = async (portfolioId: string): Promise<AssignablePlant[]> =>
    plantsOfCustomerOrNone((await customerOfPortfolio(portfolioId, db))!, portfolioId, db);

  return {
    details,
    requireOne,
    views: (portfolioId: string) => views(portfolioId),

    async create(
      body: { id: string; display_name: string | null; customer_id: string },
      adminAccountId: string,
      ctx: WriteContext,
    ) {
      if (!(await customerExists(body.customer_id, db)))
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
        async () => ((await portfolioExists(body.id, db)) ? { id: body.id } : undefined),
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
        const plant = await physicalPlant(body.physical_plant_id, trx);
        if (!plant)
          throw badRequest('The plant does not exist', [{ path: 'physical_plant_id', message: 'Plant not found' }]);
        const allowed = (await assignablePlants(portfolioId)).some((p) => p.id === plant.id);
        if (!allowed)
          throw badRequest("The plant belongs to another customer than the portfolio's", [
            { path: 'physical_plant_id', message: 'Plant of another customer' },
          ]);
        // a plant of no customer becomes the portfolio's customer's with its first view
        if (!plant.customer_id) await claimPlant(plant.id, (await customerOfPortfolio(portfolioId, trx))!, trx);
        const id = body.id ?? (await freeViewId(plant.id, trx));
        if (await viewExists(id, trx)) throw conflict(`A plant view with the id "${id}" exists already`);
        const count = { n: await viewCountOfPlant(plant.id, trx) };
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
        if (body.components === 'all') await assignAllComponents(id, plant.id, trx);
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
        renamePlantViewInHistory(viewId, body.id, trx),
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
        const ids = await viewIdsOf(portfolioId, trx);
        for (const id of ids) await plantViewEntity.remove(id, ctx, trx);
        return { removed: ids.length };
      });
    },
  };

  async function requireView(portfolioId: string, viewId: string) {
    if (!(await viewOfPortfolio(portfolioId, viewId, db))) throw notFound('Plant view not found');
  }
}
