import {
  errorBodySchema,
  forecastSourceBodySchema,
  forecastSourcePatchSchema,
  forecastSourceSchema,
  marketRegionSchema,
  priceActualsBodySchema,
  priceActualsQuerySchema,
  priceActualsSchema,
  priceRegionBodySchema,
  priceRegionPatchSchema,
  priceRegionSchema,
  pricingIndexBodySchema,
  pricingIndexPatchSchema,
  pricingIndexSchema,
  staleWriteSchema,
  takenBodySchema,
} from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas.js';
import { requireAdmin, requireUser } from '../auth/index.js';
import { createMarketService } from './market.service.js';
import { entityRoutes } from '../../http/entityRoutes.js';

const tags = ['market'];
const adminFailures = { ...errorResponses, 403: errorBodySchema.describe('Not an administrator') };
const writeFailures = {
  ...adminFailures,
  404: errorBodySchema,
  409: staleWriteSchema.or(takenBodySchema).or(errorBodySchema),
};
const idParams = z.object({ id: z.string().max(100) });

/**
 * Administration > Market (spec 2 section 7; spec 1 section 6: adding and editing price forecast
 * sources is an admin right). Regions and pricing indexes are reference data every signed-in user
 * reads; forecast sources are read as shared plus those of the reader's customers; every write is
 * an administrator's, kept in history with who and when.
 */
const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  const market = createMarketService(app.db);
  const ctx = (request: FastifyRequest, version?: number) => ({
    by: requireAdmin(request).email,
    at: app.clock.now(),
    version,
  });

  app.get('/dashboard-v3/price-regions', {
    schema: {
      tags,
      summary: "Price regions with the forecast sources the user sees (for a plant's general settings)",
      description:
        'Every region with its currency and market zone; forecast_sources: the shared ones (customer_id null) and, for non-admins, those owned by the customers of their portfolios (admins see all).',
      response: { 200: z.array(priceRegionSchema), ...errorResponses },
    },
    handler: async (request) => {
      const [regions, sources] = await Promise.all([market.regions(), market.sources(requireUser(request))]);
      return regions.map((r) => ({
        id: r.id,
        name: r.name,
        currency: r.currency,
        timezone: r.timezone,
        forecast_sources: sources
          .filter((s) => s.price_region_id === r.id)
          .map((s) => ({ id: s.id, name: s.name, customer_id: s.customer_id })),
      }));
    },
  });

  entityRoutes(app, {
    path: '/dashboard-v3/market/price-regions',
    tags,
    row: marketRegionSchema,
    failures: writeFailures,
    list: {
      summary: 'Price regions for Administration > Market, with their number of plants',
      failures: errorResponses,
      read: market.regions,
    },
    create: {
      summary:
        'Add a price region (admins): id (lower-case slug), name, currency (ISO 4217 of the known list), market zone',
      body: priceRegionBodySchema,
      run: market.createRegion,
    },
    change: {
      summary: 'Change a price region (admins); send the version you loaded',
      description:
        "The currency cannot change once prices of the region are stored (409): they are numbers in the old currency. Every plant's money figures are in its region's currency.",
      body: priceRegionPatchSchema,
      run: market.updateRegion,
    },
    history: { summary: 'Every change of the region, newest first (admins)', read: market.regionHistory },
  });

  app.get('/dashboard-v3/market/price-regions/:id/price-actuals', {
    schema: {
      tags,
      summary: "The region's day-ahead auction results (price actuals), hourly, in its currency per MWh",
      params: idParams,
      querystring: priceActualsQuerySchema,
      response: { 200: priceActualsSchema, ...errorResponses, 404: errorBodySchema },
    },
    handler: async (request) => {
      requireUser(request);
      return market.actuals(request.params.id, request.query['start-ts'], request.query['end-ts']);
    },
  });
  app.put('/dashboard-v3/market/price-regions/:id/price-actuals', {
    schema: {
      tags,
      summary: 'Write day-ahead auction results of the region (admins): values [{ts, value}] by hour, upserted',
      description:
        'ts: UTC epoch ms of the hour start; value in the region currency per MWh. At most a leap year of quarter hours per request. Recorded in the region history (hours changed and span), atomic.',
      params: idParams,
      body: priceActualsBodySchema,
      response: {
        200: z.object({
          values: z.number().int(),
          written: z.number().int(),
          replaced: z.number().int().describe('stored values replaced by different ones (kept as corrections)'),
        }),
        ...writeFailures,
      },
    },
    handler: async (request) => market.writeActuals(request.params.id, request.body, ctx(request)),
  });

  entityRoutes(app, {
    path: '/dashboard-v3/market/forecast-sources',
    tags,
    row: forecastSourceSchema,
    failures: writeFailures,
    list: {
      summary: 'Price forecast sources: shared ones and those of your customers (admins: all)',
      failures: errorResponses,
      read: market.sources,
    },
    create: {
      summary: 'Add a price forecast source (admins): shared (customer_id null) or owned by one customer',
      description:
        "A shared source is written by administrators only; a customer's own source is seen by that customer only and its writers upload forecasts to it (POST .../upload/price-forecasts?source=<id>).",
      body: forecastSourceBodySchema,
      run: market.createSource,
    },
    change: {
      summary: 'Rename a price forecast source (admins); region and owner stay',
      body: forecastSourcePatchSchema,
      run: market.updateSource,
    },
    history: { summary: 'Every change of the source, newest first (admins)', read: market.sourceHistory },
  });

  entityRoutes(app, {
    path: '/dashboard-v3/market/pricing-indexes',
    tags,
    row: pricingIndexSchema,
    failures: writeFailures,
    list: { summary: 'Pricing indexes per region', failures: errorResponses, read: market.indexes },
    create: {
      summary: 'Add a pricing index of a region (admins)',
      body: pricingIndexBodySchema,
      run: market.createIndex,
    },
    change: { summary: 'Change a pricing index (admins)', body: pricingIndexPatchSchema, run: market.updateIndex },
    history: { summary: 'Every change of the index, newest first (admins)', read: market.indexHistory },
  });
};

export default marketRoutes;
