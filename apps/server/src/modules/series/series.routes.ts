import {
  ORDERED_RANGE_ISSUE,
  SERIES_FORMULAS,
  actualsQualitySchema,
  errorBodySchema,
  inflowResponseSchema,
  latestTelemetrySchema,
  orderedRange,
  plantSeriesQuerySchema,
  portfolioSeriesResponseSchema,
  seriesResponseSchema,
  timezoneQuerySchema,
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
/**
 * Latest telemetry answers the newest values: range parameters are accepted and ignored, but a
 * zone that is not one (spec 1 section 5: a known IANA zone) is still refused, not passed over.
 */
const ignoredRange = z
  .object({
    'start-ts': z.coerce.number().int().optional(),
    'end-ts': z.coerce.number().int().optional(),
    granularity: z.string().max(20).optional(),
    timezone: timezoneQuerySchema.optional(),
  })
  // ignored, but an inverted range is still a caller's mistake (the convention of every ranged endpoint)
  .refine(orderedRange, ORDERED_RANGE_ISSUE);
const QUERY_NOTE =
  ' Query: start-ts (inclusive) and end-ts (exclusive) in UTC epoch ms; granularity year, month, week, day, hour (omitted or raw: stored values); timezone (IANA) decides the calendar buckets, computed in SQL. Buckets are labelled by their start. Ranges: raw and hour at most 366 days, day at most 20 years. Values are effective: a live plan or actual override replaces the stored value; frames then carry overridden (true where the bucket holds an overridden value). A bucket with values for only part of its length (today, partly in the past; a gap) is the mean (or sum) of the values it has, and frames then carry partial (true for such buckets).';

const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const series = createSeriesService(app.db);
  type Query = z.infer<typeof plantSeriesQuerySchema>;

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
    { name: 'latest-telemetry-time', response: latestTelemetrySchema, run: (v) => series.latestTelemetry(v) },
  ];

  for (const r of plantRoutes) {
    app.get(`/dashboard-v3/portfolio/:portfolioId/plant/:plantViewId/${r.name}`, {
      schema: {
        tags: ['plant series'],
        summary: `Plant ${r.name}`,
        description: SERIES_FORMULAS[r.name] + QUERY_NOTE,
        params: viewParams,
        querystring: r.name === 'latest-telemetry-time' ? ignoredRange : plantSeriesQuerySchema,
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

  app.get('/dashboard-v3/portfolio/:portfolioId/latest-telemetry-time', {
    schema: {
      tags: ['portfolio series'],
      summary: 'Latest telemetry per component of every plant view of the portfolio',
      description: `${SERIES_FORMULAS['latest-telemetry-time']} Range parameters are accepted and ignored: the newest values are answered.`,
      params: portfolioParams,
      querystring: ignoredRange,
      response: { 200: latestTelemetrySchema, ...failures },
    },
    handler: async (request) => {
      await requirePortfolio(request, request.params.portfolioId);
      return series.portfolioLatestTelemetry(request.params.portfolioId);
    },
  });
};

export default seriesRoutes;
