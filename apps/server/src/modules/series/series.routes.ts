import {
  SERIES_FORMULAS,
  actualsQualitySchema,
  inflowResponseSchema,
  plantSeriesQuerySchema,
  portfolioSeriesResponseSchema,
  seriesResponseSchema,
  type GatedFeature,
} from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PLANT_VIEW_PATH, PORTFOLIO_PATH } from '../../http/routeParams.js';
import { viewFailures as failures } from '../../http/viewRouteSchemas.js';
import { plantViewRoutes, type PlantViewRow } from '../plants/index.js';
import { portfolioRoutes } from '../portfolios/index.js';
import { createSeriesService } from './series.service.js';

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

  const view = plantViewRoutes(app, { tags: ['plant series'], failures });
  for (const r of plantRoutes)
    view.read(
      `${PLANT_VIEW_PATH}/${r.name}`,
      {
        summary: `Plant ${r.name}`,
        description: SERIES_FORMULAS[r.name] + QUERY_NOTE,
        querystring: plantSeriesQuerySchema,
        response: r.response,
        feature: r.feature,
        plainJson: true,
      },
      r.run,
    );

  const portfolioSeries = [
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
  const portfolio = portfolioRoutes(app, { tags: ['portfolio series'], failures });
  for (const r of portfolioSeries)
    portfolio.read(
      `${PORTFOLIO_PATH}/${r.path}`,
      {
        summary: `Portfolio ${r.path}`,
        description: `${r.description} Frames carry the plant view id as component_id and its name as component_name.${QUERY_NOTE}`,
        querystring: plantSeriesQuerySchema,
        response: portfolioSeriesResponseSchema,
        plainJson: true,
      },
      (p, query) => r.run(p.id, query),
    );
};

export default seriesRoutes;
