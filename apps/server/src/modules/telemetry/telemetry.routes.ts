import {
  ORDERED_RANGE_ISSUE,
  SERIES_FORMULAS,
  TELEMETRY_CSV_HEADER,
  TELEMETRY_MAX_VALUES,
  TELEMETRY_QUANTITIES,
  errorBodySchema,
  historySchema,
  latestTelemetrySchema,
  liveDataQuerySchema,
  liveDataResponseSchema,
  orderedRange,
  telemetryChecksPutSchema,
  telemetryChecksSchema,
  telemetryHistorySchema,
  telemetryIngestResultSchema,
  timezoneQuerySchema,
} from '@penstock/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError, notFound, payloadTooLarge } from '../../http/httpError.js';
import { plainJsonSerializer } from '../../http/plainJsonSerializer.js';
import { errorResponses } from '../../http/schemas.js';
import { requireUser } from '../auth/index.js';
import { plantsRepo, requirePlantView, viewsNamed, type PlantViewAccess } from '../plants/index.js';
import { requirePortfolio } from '../portfolios/index.js';
import { createTelemetryIngest } from './ingestTelemetry.js';
import { createLiveDataService } from './liveData.service.js';
import { csvMeasurements, jsonMeasurements, MeasurementFormatError } from './measurementLines.js';
import { telemetryCheckEntity } from './frozenChecks.repo.js';
import { createTelemetryChecks } from './telemetryChecks.service.js';
import { createTelemetryHistory } from './telemetryHistory.service.js';

const portfolioParams = z.object({ portfolioId: z.string().max(200) });
const viewParams = portfolioParams.extend({ plantViewId: z.string().max(200) });
const failures = {
  ...errorResponses,
  403: errorBodySchema,
  404: errorBodySchema.describe("Portfolio or plant view not found (or not the user's)"),
};
/** Latest telemetry answers the newest values: range parameters are accepted and ignored, but a bad zone or an inverted range is still refused. */
const ignoredRange = z
  .object({
    'start-ts': z.coerce.number().int().optional(),
    'end-ts': z.coerce.number().int().optional(),
    granularity: z.string().max(20).optional(),
    timezone: timezoneQuerySchema.optional(),
  })
  .refine(orderedRange, ORDERED_RANGE_ISSUE);
const target = z.object({
  plant_view_id: z.string().max(200).optional(),
  plant: z.string().max(200).optional(),
});
const CSV_TYPES = ['text/csv', 'application/csv'];
const badLines = z.object({
  type: z.string().optional(),
  title: z.string().optional(),
  status: z.number().optional(),
  detail: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string(), line: z.number().int().optional() })).optional(),
});

const INGEST_DOC = `Measurements of one plant, as JSON {plant_view_id | plant, measurements: [{component, quantity, ts, value, quality?, unit?}]} or as CSV (Content-Type text/csv; plant_view_id or plant in the query) with the header ${TELEMETRY_CSV_HEADER.join(',')} (any order, quality and unit optional, comma or semicolon separated) and one measurement per line. At most ${TELEMETRY_MAX_VALUES} values per request (413 beyond). component: id or external id of a component of the plant view; quantity by component type: ${Object.entries(
  TELEMETRY_QUANTITIES,
)
  .map(([q, i]) => `${q} (${i.unit}; ${i.components.join(', ')})`)
  .join(
    ', ',
  )}. unit: optional, must be a spelling of the quantity's unit. ts: ISO 8601 with an offset or Z, or epoch ms; at most 5 minutes ahead of the server's clock. value: a finite number. quality: good (default), uncertain or bad (OPC UA); bad values are stored and shown, never used by the optimiser. Reservoir levels and contents must lie within the reservoir's level-to-content table; a level sent without the content of the same time also stores that content (and a content its level). Atomic: any invalid line stores nothing and answers 400 problem details with errors[{path, line, message}] (line: the CSV line, header = 1; or the measurement's place in the list, from 1; the first 100 listed, detail counts them). Idempotent per component, quantity and ts: the same value again is unchanged, a different value or quality replaces it and is kept as a correction with who and when (telemetry-history). Answer: how many values were new, unchanged and corrected, and how many were derived. Rights: write permission on the plant view's portfolio (API service accounts with write, users with write, admins); plant names a physical plant by id or internal id: the first of its views the caller may write to.`;

/** The plant view the sender names, checked with the shared rights (write): the first of its views the user may write. */
async function writableView(request: FastifyRequest, named: z.infer<typeof target>): Promise<PlantViewAccess> {
  if (!named.plant_view_id === !named.plant)
    throw badRequest('Name the plant by exactly one of plant_view_id and plant');
  const candidates = await viewsNamed(
    named.plant_view_id ? { plantViewId: named.plant_view_id } : { plant: named.plant! },
    request.server.db,
  );
  let refusal: HttpError | null = null;
  for (const v of candidates) {
    try {
      return await requirePlantView(request, { portfolioId: v.portfolio_id, plantViewId: v.id }, { action: 'write' });
    } catch (e) {
      if (!(e instanceof HttpError) || e.statusCode >= 500) throw e;
      if (!refusal || e.statusCode === 403) refusal = e; // a view the user sees read-only says why
    }
  }
  throw refusal ?? notFound(named.plant_view_id ? 'Plant view not found' : 'Plant not found');
}

const telemetryRoutes: FastifyPluginAsyncZod = async (app) => {
  const ingest = createTelemetryIngest(app.db, app.clock);
  const live = createLiveDataService(app.db, app.clock);
  const history = createTelemetryHistory(app.db);
  const checks = createTelemetryChecks(app.db, app.clock);
  const bodyLimit = app.config.uploadMaxBytes;
  app.addContentTypeParser(CSV_TYPES, { parseAs: 'string', bodyLimit }, (_request, body, done) => done(null, body));

  app.post('/v1/telemetry', {
    bodyLimit,
    schema: {
      tags: ['telemetry'],
      summary: 'Send measurements of a plant (JSON or CSV)',
      description: INGEST_DOC,
      querystring: target,
      response: {
        200: telemetryIngestResultSchema,
        ...failures,
        400: badLines.describe('Bad lines (errors[{path, line, message}], nothing stored), or a malformed body'),
        413: errorBodySchema.describe(`More than ${TELEMETRY_MAX_VALUES} values, or a body above UPLOAD_MAX_MB`),
      },
    },
    handler: async (request) => {
      const body = request.body as unknown;
      let named = request.query;
      let sent;
      try {
        if (typeof body === 'string') sent = csvMeasurements(body);
        else if (body && typeof body === 'object' && !Array.isArray(body)) {
          const parsed = target.safeParse(body);
          if (!parsed.success) throw new MeasurementFormatError('plant_view_id and plant must be text');
          if (parsed.data.plant_view_id || parsed.data.plant) named = parsed.data;
          sent = jsonMeasurements((body as { measurements?: unknown }).measurements);
        } else throw new MeasurementFormatError('Send a JSON object {plant_view_id | plant, measurements} or a CSV');
      } catch (e) {
        if (e instanceof MeasurementFormatError) throw badRequest(e.message);
        throw e;
      }
      if (sent.length > TELEMETRY_MAX_VALUES)
        throw payloadTooLarge(
          `${sent.length} values: at most ${TELEMETRY_MAX_VALUES} per request, send the rest in another`,
        );
      if (!sent.length) throw badRequest('No measurements were sent');
      const view = await writableView(request, named);
      return ingest(view, sent, requireUser(request).email);
    },
  });

  /** The plant views a read covers: the one of the path, or every view of the portfolio. */
  const viewsOf = async (request: FastifyRequest, params: { portfolioId: string; plantViewId?: string }) => {
    if (params.plantViewId) return [await requirePlantView(request, params.portfolioId, params.plantViewId)];
    await requirePortfolio(request, params.portfolioId);
    return plantsRepo(app.db).listViews(params.portfolioId);
  };

  app.get('/dashboard-v3/portfolio/:portfolioId/live-data', {
    schema: {
      tags: ['telemetry'],
      summary: 'Live Data: the newest measurement of every component of the portfolio',
      description:
        "Per component of the portfolio's plant views (tab Gate, Turbine or Reservoir): each measured quantity with its newest value (any age), unit, time and age, its freshness state (fresh, outdated after the user's telemetryOutdatedAfter hours, frozen by the plant's frozen check, bad quality, no_telemetry by design), the newest live override, and the measurements of the last 24 hours. The component's state is its most urgent quantity's. Query outdated=true: only components whose state is outdated.",
      params: portfolioParams,
      querystring: liveDataQuerySchema,
      response: { 200: liveDataResponseSchema, ...failures },
    },
    serializerCompiler: plainJsonSerializer,
    handler: async (request) => {
      const answer = await live.components(requireUser(request).accountId, await viewsOf(request, request.params));
      if (request.query.outdated === 'true')
        answer.components = answer.components.filter((c) => c.state === 'outdated');
      return answer;
    },
  });

  const latestTelemetryRoutes = [
    {
      path: '/dashboard-v3/portfolio/:portfolioId/plant/:plantViewId/latest-telemetry-time',
      tags: ['plant series'],
      summary: 'Plant latest-telemetry-time',
      params: viewParams,
    },
    {
      path: '/dashboard-v3/portfolio/:portfolioId/latest-telemetry-time',
      tags: ['portfolio series'],
      summary: 'Latest telemetry per component of every plant view of the portfolio',
      params: portfolioParams,
    },
  ];
  for (const { path, ...route } of latestTelemetryRoutes)
    app.get(path, {
      schema: {
        ...route,
        description: `${SERIES_FORMULAS['latest-telemetry-time']} Range parameters are accepted and ignored: the newest values are answered.`,
        querystring: ignoredRange,
        response: { 200: latestTelemetrySchema, ...failures },
      },
      serializerCompiler: plainJsonSerializer,
      handler: async (request) =>
        live.latestTelemetry(requireUser(request).accountId, await viewsOf(request, request.params)),
    });

  app.get('/dashboard-v3/portfolio/:portfolioId/plant/:plantViewId/telemetry-history', {
    schema: {
      tags: ['telemetry'],
      summary: "A measured quantity's values and their corrections",
      description:
        'Query component (id or external id), quantity, start-ts and end-ts (epoch ms, end exclusive; at most 31 days): the stored values with their quality, and every correction a later send made (old and new value and quality, who and when).',
      params: viewParams,
      querystring: z
        .object({
          component: z.string().max(200),
          quantity: z.string().max(50),
          'start-ts': z.coerce.number().int(),
          'end-ts': z.coerce.number().int(),
        })
        .refine(orderedRange, ORDERED_RANGE_ISSUE),
      response: { 200: telemetryHistorySchema, ...failures },
    },
    handler: async (request) => {
      const view = await requirePlantView(request, request.params.portfolioId, request.params.plantViewId);
      const q = request.query;
      return history(view, q.component, q.quantity, q['start-ts'], q['end-ts']);
    },
  });

  app.get('/dashboard-v3/portfolio/:portfolioId/plant/:plantViewId/telemetry-checks', {
    schema: {
      tags: ['telemetry'],
      summary: "The plant's frozen-sensor checks per quantity",
      description:
        "Per quantity: deadband (in its unit) and hours (0: off); a value that stays within the deadband of the newest for that many hours is frozen. The plant's own where it set one, else the default (restAtZero: a value at 0 is a machine at rest, never frozen).",
      params: viewParams,
      response: { 200: telemetryChecksSchema, ...failures },
    },
    handler: async (request) =>
      checks.get(await requirePlantView(request, request.params.portfolioId, request.params.plantViewId)),
  });

  app.get('/dashboard-v3/portfolio/:portfolioId/plant/:plantViewId/telemetry-checks/history', {
    schema: {
      tags: ['telemetry'],
      summary: "Every change of the plant's frozen-sensor checks, newest first",
      params: viewParams,
      response: { 200: historySchema, ...failures },
    },
    handler: async (request) => {
      const view = await requirePlantView(request, request.params.portfolioId, request.params.plantViewId);
      return telemetryCheckEntity.history(view.physical_plant_id, app.db);
    },
  });

  app.put('/dashboard-v3/portfolio/:portfolioId/plant/:plantViewId/telemetry-checks', {
    schema: {
      tags: ['telemetry'],
      summary: "Set the plant's frozen-sensor checks",
      description:
        'Body {checks: {quantity: {deadband, hours} | null}}: the quantities named are set (null: back to the default), the others kept. Recorded with who and when (entity telemetry_check). Rights: editPlantSettings.',
      params: viewParams,
      body: telemetryChecksPutSchema,
      response: { 200: telemetryChecksSchema, ...failures },
    },
    handler: async (request) => {
      const view = await requirePlantView(request, request.params, { action: 'editPlantSettings' });
      return checks.put(view, request.body.checks, requireUser(request).email);
    },
  });
};

export default telemetryRoutes;
