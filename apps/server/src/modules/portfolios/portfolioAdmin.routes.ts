import {
  adminPlantViewSchema,
  assignablePlantSchema,
  errorBodySchema,
  takenBodySchema,
  problemDetailsSchema,
  historySchema,
  plantViewCreateSchema,
  plantViewRenameSchema,
  portfolioCreateSchema,
  portfolioDetailsSchema,
  portfolioInUseSchema,
  staleWriteSchema,
} from '@penstock/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas.js';
import { requireAdmin } from '../auth/index.js';
import { plantViewEntity } from '../plants/index.js';
import { createPortfolioAdminService, portfolioEntity } from './portfolioAdmin.service.js';
import { portfolioParams, viewParams } from '../../http/viewRouteSchemas.js';

const TAGS = ['portfolios (admin)'];
const failures = {
  ...errorResponses,
  403: errorBodySchema.describe('Not an administrator (managePortfolios)'),
  404: errorBodySchema.describe('Portfolio or plant view not found'),
};

/** Administration > Portfolios and a portfolio's plants (managePortfolios: admins). */
const portfolioAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const portfolios = createPortfolioAdminService(app.db);
  /** Who writes (admins only: 403 for others) and when. */
  const adminWrite = (request: FastifyRequest) => ({ by: requireAdmin(request).email, at: app.clock.now() });
  /** The admin's portfolio of the route (403 for others, 404 when not found). */
  const adminPortfolio = async (request: FastifyRequest, portfolioId: string) => {
    await portfolios.requireOne(requireAdmin(request).accountId, portfolioId);
    return portfolioId;
  };

  app.get('/dashboard-v3/portfolio/details', {
    schema: {
      tags: TAGS,
      summary: 'Every portfolio with its customer and how many plant views and accounts it has (admins)',
      response: { 200: z.array(portfolioDetailsSchema), ...failures },
    },
    handler: async (request) => portfolios.details(requireAdmin(request).accountId),
  });

  app.post('/dashboard-v3/portfolio', {
    schema: {
      tags: TAGS,
      summary: 'Add a portfolio (admins): {id, display_name, customer_id}; 409 when the id is taken',
      body: portfolioCreateSchema,
      response: { 201: portfolioDetailsSchema, 409: takenBodySchema, ...failures },
    },
    handler: async (request, reply) => {
      const user = requireAdmin(request);
      reply.code(201);
      return portfolios.create(request.body, user.accountId, adminWrite(request));
    },
  });

  app.delete('/dashboard-v3/portfolio/:portfolioId', {
    schema: {
      tags: TAGS,
      summary: 'Delete a portfolio (admins)',
      description:
        'A portfolio that still has plant views or accounts answers 409 {detail, plant_views, accounts} unless the call carries ?confirm=true ' +
        "(the web sends it after the 'I am sure' box); then its plant views and account links go with it. Kept in the history.",
      params: portfolioParams,
      querystring: z.object({ confirm: z.enum(['true', 'false']).default('false') }),
      response: { 200: errorBodySchema, 409: portfolioInUseSchema, ...failures },
    },
    handler: async (request) => {
      const user = requireAdmin(request);
      await portfolios.remove(
        user.accountId,
        request.params.portfolioId,
        request.query.confirm === 'true',
        adminWrite(request),
      );
      return { detail: 'The portfolio was deleted successfully' };
    },
  });

  app.get('/dashboard-v3/portfolio/:portfolioId/history', {
    schema: {
      tags: TAGS,
      summary: 'Every change of the portfolio, newest first (admins)',
      params: portfolioParams,
      response: { 200: historySchema, ...failures },
    },
    handler: async (request) => {
      requireAdmin(request);
      return portfolioEntity.history(request.params.portfolioId, app.db);
    },
  });

  app.get('/dashboard-v3/portfolio/:portfolioId/plant-view', {
    schema: {
      tags: TAGS,
      summary: "The portfolio's plant views with their physical plant and assigned component counts (admins)",
      params: portfolioParams,
      response: { 200: z.array(adminPlantViewSchema), ...failures },
    },
    handler: async (request) => portfolios.views(await adminPortfolio(request, request.params.portfolioId)),
  });

  app.get('/dashboard-v3/portfolio/:portfolioId/assignable-plant', {
    schema: {
      tags: TAGS,
      summary: "Physical plants the portfolio may get a view of: its customer's and plants of no customer (admins)",
      params: portfolioParams,
      response: { 200: z.array(assignablePlantSchema), ...failures },
    },
    handler: async (request) => portfolios.assignablePlants(await adminPortfolio(request, request.params.portfolioId)),
  });

  app.post('/dashboard-v3/portfolio/:portfolioId/plant-view', {
    schema: {
      tags: TAGS,
      summary:
        'Assign a plant (components "all") or create a shadow plant view (components "none") in the portfolio (admins)',
      description:
        'Body {physical_plant_id, id?, name?, components}. The id defaults to the plant id, or {plant id}-2, -3 ... when taken; 409 when a given id is taken.',
      params: portfolioParams,
      body: plantViewCreateSchema,
      response: { 201: adminPlantViewSchema, 409: errorBodySchema, ...failures },
    },
    handler: async (request, reply) => {
      const portfolioId = await adminPortfolio(request, request.params.portfolioId);
      reply.code(201);
      return portfolios.createView(portfolioId, request.body, adminWrite(request));
    },
  });

  app.put('/dashboard-v3/portfolio/:portfolioId/plant-view/:plantViewId', {
    schema: {
      tags: TAGS,
      summary: 'Rename a plant view and its External ID (admins): body {name, id, version?}',
      description:
        'A new id renames the view: every row naming it (component assignments, runs, uploads, constraints, maintenance, history) follows in one transaction, and the history records the rename. ' +
        '400 names the field when the new id is not 1 to 63 lower-case letters, digits, - or _; 409 when another plant view has it (errors [{path: "id"}]) or the version is stale.',
      params: viewParams,
      body: plantViewRenameSchema.extend({ version: z.number().int().min(0).optional() }),
      response: {
        200: adminPlantViewSchema,
        409: z.union([staleWriteSchema, errorBodySchema.extend({ errors: problemDetailsSchema.shape.errors })]),
        ...failures,
      },
    },
    handler: async (request) =>
      portfolios.renameView(request.params.portfolioId, request.params.plantViewId, request.body, adminWrite(request)),
  });

  app.delete('/dashboard-v3/portfolio/:portfolioId/plant-view/:plantViewId', {
    schema: {
      tags: TAGS,
      summary: 'Unassign a plant: its view leaves the portfolio (admins)',
      params: viewParams,
      response: { 200: errorBodySchema, ...failures },
    },
    handler: async (request) => {
      await portfolios.removeView(request.params.portfolioId, request.params.plantViewId, adminWrite(request));
      return { detail: 'The plant was unassigned successfully' };
    },
  });

  app.delete('/dashboard-v3/portfolio/:portfolioId/plant-view', {
    schema: {
      tags: TAGS,
      summary: 'Unassign all plants of the portfolio (admins)',
      params: portfolioParams,
      response: { 200: z.object({ removed: z.number().int() }), ...failures },
    },
    handler: async (request) =>
      portfolios.removeAllViews(await adminPortfolio(request, request.params.portfolioId), adminWrite(request)),
  });

  app.get('/dashboard-v3/portfolio/:portfolioId/plant-view/:plantViewId/history', {
    schema: {
      tags: TAGS,
      summary: 'Every change of the plant view, newest first (admins)',
      params: viewParams,
      response: { 200: historySchema, ...failures },
    },
    handler: async (request) => {
      requireAdmin(request);
      return plantViewEntity.history(request.params.plantViewId, app.db);
    },
  });
};

export default portfolioAdminRoutes;
