import {
  adminPlantViewSchema,
  assignablePlantSchema,
  errorBodySchema,
  takenBodySchema,
  problemDetailsSchema,
  plantViewCreateSchema,
  plantViewRenameSchema,
  portfolioCreateSchema,
  portfolioDetailsSchema,
  portfolioInUseSchema,
  staleWriteSchema,
} from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoutes } from '../../http/adminRoutes.js';
import { historyRoute } from '../../http/entityRoutes.js';
import { PORTFOLIO_PATH } from '../../http/routeParams.js';
import { routeFailures } from '../../http/schemas.js';
import { plantViewEntity } from '../plants/index.js';
import { createPortfolioAdminService, portfolioEntity } from './portfolioAdmin.service.js';
import { portfolioParams, viewParams } from '../../http/viewRouteSchemas.js';

const TAGS = ['portfolios (admin)'];
const VIEW_PATH = `${PORTFOLIO_PATH}/plant-view/:plantViewId`;
const failures = routeFailures('Not an administrator (managePortfolios)', 'Portfolio or plant view not found');

/** Administration > Portfolios and a portfolio's plants (managePortfolios: admins). */
const portfolioAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const portfolios = createPortfolioAdminService(app.db);
  const route = adminRoutes(app, { tags: TAGS, failures });
  /** The admin's portfolio of the route (404 when not found). */
  const adminPortfolio = async (admin: { accountId: string }, portfolioId: string) => {
    await portfolios.requireOne(admin.accountId, portfolioId);
    return portfolioId;
  };
  /** GET path/history: every change of the portfolio or plant view, newest first. */
  const history = <P extends z.ZodObject>(
    path: string,
    what: string,
    params: P,
    read: (params: z.output<P>) => ReturnType<typeof portfolioEntity.history>,
  ) =>
    historyRoute(
      app,
      {
        path: `${path}/history`,
        tags: TAGS,
        summary: `Every change of the ${what}, newest first (admins)`,
        params,
        failures,
      },
      (request) => read(request.params as z.output<P>),
    );
  /** GET something of the admin's portfolio. */
  const portfolioRead = <R extends z.core.$ZodType>(
    path: string,
    summary: string,
    response: R,
    read: (portfolioId: string) => Promise<z.output<R>>,
  ) =>
    route(
      'GET',
      `${PORTFOLIO_PATH}/${path}`,
      { summary, params: portfolioParams, response },
      async ({ params, user }) => read(await adminPortfolio(user, params.portfolioId)),
    );

  route(
    'GET',
    '/dashboard-v3/portfolio/details',
    {
      summary: 'Every portfolio with its customer and how many plant views and accounts it has (admins)',
      response: z.array(portfolioDetailsSchema),
    },
    ({ user }) => portfolios.details(user.accountId),
  );

  route(
    'POST',
    '/dashboard-v3/portfolio',
    {
      summary: 'Add a portfolio (admins): {id, display_name, customer_id}; 409 when the id is taken',
      body: portfolioCreateSchema,
      response: portfolioDetailsSchema,
      status: 201,
      failures: { 409: takenBodySchema, ...failures },
    },
    ({ body, user, ctx }) => portfolios.create(body, user.accountId, ctx),
  );

  route(
    'DELETE',
    PORTFOLIO_PATH,
    {
      summary: 'Delete a portfolio (admins)',
      description:
        'A portfolio that still has plant views or accounts answers 409 {detail, plant_views, accounts} unless the call carries ?confirm=true ' +
        "(the web sends it after the 'I am sure' box); then its plant views and account links go with it. Kept in the history.",
      params: portfolioParams,
      querystring: z.object({ confirm: z.enum(['true', 'false']).default('false') }),
      response: errorBodySchema,
      failures: { 409: portfolioInUseSchema, ...failures },
    },
    async ({ params, query, user, ctx }) => {
      await portfolios.remove(user.accountId, params.portfolioId, query.confirm === 'true', ctx);
      return { detail: 'The portfolio was deleted successfully' };
    },
  );

  history(PORTFOLIO_PATH, 'portfolio', portfolioParams, (p) => portfolioEntity.history(p.portfolioId, app.db));

  portfolioRead(
    'plant-view',
    "The portfolio's plant views with their physical plant and assigned component counts (admins)",
    z.array(adminPlantViewSchema),
    portfolios.views,
  );
  portfolioRead(
    'assignable-plant',
    "Physical plants the portfolio may get a view of: its customer's and plants of no customer (admins)",
    z.array(assignablePlantSchema),
    portfolios.assignablePlants,
  );

  route(
    'POST',
    `${PORTFOLIO_PATH}/plant-view`,
    {
      summary:
        'Assign a plant (components "all") or create a shadow plant view (components "none") in the portfolio (admins)',
      description:
        'Body {physical_plant_id, id?, name?, components}. The id defaults to the plant id, or {plant id}-2, -3 ... when taken; 409 when a given id is taken.',
      params: portfolioParams,
      body: plantViewCreateSchema,
      response: adminPlantViewSchema,
      status: 201,
      failures: { 409: errorBodySchema, ...failures },
    },
    async ({ params, body, user, ctx }) =>
      portfolios.createView(await adminPortfolio(user, params.portfolioId), body, ctx),
  );

  route(
    'PUT',
    VIEW_PATH,
    {
      summary: 'Rename a plant view and its External ID (admins): body {name, id, version?}',
      description:
        'A new id renames the view: every row naming it (component assignments, runs, uploads, constraints, maintenance, history) follows in one transaction, and the history records the rename. ' +
        '400 names the field when the new id is not 1 to 63 lower-case letters, digits, - or _; 409 when another plant view has it (errors [{path: "id"}]) or the version is stale.',
      params: viewParams,
      body: plantViewRenameSchema.extend({ version: z.number().int().min(0).optional() }),
      response: adminPlantViewSchema,
      failures: {
        409: z.union([staleWriteSchema, errorBodySchema.extend({ errors: problemDetailsSchema.shape.errors })]),
        ...failures,
      },
    },
    ({ params, body, ctx }) => portfolios.renameView(params.portfolioId, params.plantViewId, body, ctx),
  );

  route(
    'DELETE',
    VIEW_PATH,
    {
      summary: 'Unassign a plant: its view leaves the portfolio (admins)',
      params: viewParams,
      response: errorBodySchema,
    },
    async ({ params, ctx }) => {
      await portfolios.removeView(params.portfolioId, params.plantViewId, ctx);
      return { detail: 'The plant was unassigned successfully' };
    },
  );

  route(
    'DELETE',
    `${PORTFOLIO_PATH}/plant-view`,
    {
      summary: 'Unassign all plants of the portfolio (admins)',
      params: portfolioParams,
      response: z.object({ removed: z.number().int() }),
    },
    async ({ params, user, ctx }) => portfolios.removeAllViews(await adminPortfolio(user, params.portfolioId), ctx),
  );

  history(VIEW_PATH, 'plant view', viewParams, (p) => plantViewEntity.history(p.plantViewId, app.db));
};

export default portfolioAdminRoutes;
