import {
  SERIES_FORMULAS,
  actualsQualitySchema,
  errorBodySchema,
  inflowResponseSchema,
  plantSeriesQuerySchema,
  portfolioSeriesResponseSchema,
  seriesResponseSchema,
  type GatedFeature,
} from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { plainJsonSerializer } from '../../http/plainJsonSerializer.js';
import { errorResponses } from '../../http/schemas.js';
import { requirePlantView, type PlantViewRow } from '../plants/index.js';
import { requirePortfolio } from '../portfolios/index.js';
import { createSeriesService } from './series.service.js';

const portfolioParams = z.object({ portfolioId: z.string().max(200) });
const viewParams = portfolioParams.extend({ plantViewId: z.string().max(200) });
const failures = {
  ...errorResponses,
  404: errorBodySchema.describe("Portfolio or plant view not found (or not the user's)"),
};
const QUERY_NOTE =
  ' Query: start-ts (inclusive) and end-ts (exclusive) in UTC epoch ms; granularity year, month, week, day, hour (omitted or raw: stored values); timezone (IANA) decides the calendar buckets, computed in SQL. Buckets are labelled by their start. Ranges: raw and hour at most 366 days, day at most 20 years. Values are effective: a live plan or actual override replaces the stored value; frames then carry overridden (true where the bucket holds an overridden value). A bucket with values for only part of its length (today, partly in the past; a gap) is the mean (or sum) of the values it has, and frames then carry partial (true for such buckets).';

const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const series = createSeriesService(app.db);
  type Query = z.infer<typeof plantSeriesQuerySchema>;
  // latest-telemetry-time (plant and portfolio) is the telemetry module's: the freshness rule decides its states

  const plantRoutes: Array<{
    name: keyof typeof SERIES_FORMULAS;
    response: z.core.$ZodType;
    run: (v: PlantViewRow, q: Query) => Promise<unknown>;
    /** a product module's feature (403 with the upgrade detail without it) */
    feature?: GatedFeature;
  }> = [
    { name: 'power', response: seriesResponseSchema, run: series.power },
    { name: 'energy', response: seriesResponseSchema, run: series.energy },
    { name: 'revenue', response: seriesResponseSchema, run: series.revenue },
    { name: 'inflow', response: inflowResponseSchema, run: series.inflow },
    { name: 'water-content', response: seriesResponseSchema, run: series.waterContent },
    { name: 'day-ahead-price', response: seriesResponseSchema, run: series.dayAheadPrice },
    { name: 'realized-day-ahead-price', response: seriesResponseSchema, run: series.realizedPrice },
    {
      name: 'inflow-weighted-price',
      response: seriesResponseSchema,
      run: series.inflowWeightedPrice,
      feature: 'inflowForecasts',
    },
    { name: 'actuals-quality', response: actualsQualitySchema, run: series.actualsQuality },
  ];

  for (const r of plantRoutes) {
    app.get(`/dashboard-v3/portfolio/:portfolioId/plant/:plantViewId/${r.name}`, {
      schema: {
        tags: ['plant series'],
        summary: `Plant ${r.name}`,
        description: SERIES_FORMULAS[r.name] + QUERY_NOTE,
        params: viewParams,
        querystring: plantSeriesQuerySchema,
        response: { 200: r.response, ...failures },
      },
      serializerCompiler: plainJsonSerializer,
      handler: async (request) =>
        r.run(
          await requirePlantView(request, request.params.portfolioId, request.params.plantViewId, r.feature),
          request.query as Query,
        ),
    });
  }

  const portfolioRoutes = [
    {
      path: 'power',
      description:
        'Mean MW per plant view (sum of its unit means) and the portfolio total (component_id null), actual and plan.',
      run: series.portfolioPower,
    },
    {
      path: 'plant_generation',
      description:
        'MWh per plant view (sum of hourly unit power x hours) and the portfolio total (component_id null), actual and plan.',
      run: series.portfolioGeneration,
    },
  ];
  for (const r of portfolioRoutes) {
    app.get(`/dashboard-v3/portfolio/:portfolioId/${r.path}`, {
      schema: {
        tags: ['portfolio series'],
        summary: `Portfolio ${r.path}`,
        description: `${r.description} Frames carry the plant view id as component_id and its name as component_name.${QUERY_NOTE}`,
        params: portfolioParams,
        querystring: plantSeriesQuerySchema,
        response: { 200: portfolioSeriesResponseSchema, ...failures },
      },
      serializerCompiler: plainJsonSerializer,
      handler: async (request) => {
        await requirePortfolio(request, request.params.portfolioId);
        return r.run(request.params.portfolioId, request.query);
      },
    });
  }
};

export default seriesRoutes;
