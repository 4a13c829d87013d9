import {
  UPLOAD_KINDS,
  errorBodySchema,
  uploadOverlapSchema,
  uploadQuerySchema,
  uploadResultSchema,
} from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { HttpError, payloadTooLarge } from '../../http/httpError.js';
import { requireUser } from '../auth/index.js';
import { requirePlantView } from '../plants/index.js';
import { createUploadsService } from './uploads.service.js';
import { uploadTemplate } from './uploadTemplate.js';

const CSV_TYPES = ['text/csv', 'text/plain', 'application/csv'];

const params = z.object({
  portfolioId: z.string().max(200),
  plantViewId: z.string().max(200),
  kind: z.enum(UPLOAD_KINDS),
});
const problem = z.object({
  type: z.string().optional(),
  title: z.string().optional(),
  status: z.number().optional(),
  detail: z.string(),
  errors: z
    .array(
      z.object({
        path: z.string(),
        message: z.string(),
        line: z.number().int().optional(),
        column: z.number().int().optional(),
      }),
    )
    .optional(),
});

const tooLarge = (limit: number) =>
  payloadTooLarge(
    `The file is larger than ${Math.round(limit / 2 ** 20)} MB, the most one upload takes. Split it into several files (for example one per year) and upload them one after the other.`,
  );

/** The body's chunks, refusing (413) once more than `limit` bytes arrived. */
async function* limited(body: Readable, limit: number): AsyncGenerator<Buffer> {
  let bytes = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > limit) throw tooLarge(limit);
    yield chunk;
  }
}

const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUploadsService(app.db, app.clock);
  const limit = app.config.uploadMaxBytes;
  // The CSV is not buffered: the handler reads the request stream piece by piece (parser scoped to this plugin).
  app.addContentTypeParser(CSV_TYPES, (_request, payload, done) => done(null, payload));

  app.post('/dashboard-v3/portfolio/:portfolioId/plant/:plantViewId/upload/:kind', {
    schema: {
      tags: ['uploads'],
      summary: 'Upload historical data or price forecasts as CSV (Content-Type text/csv)',
      description: `Body: the CSV file (Content-Type text/csv), at most ${Math.round(limit / 2 ** 20)} MB (UPLOAD_MAX_MB); a larger file answers 413. Kinds: gate-discharges (m3/s), gate-openings (query unit cm|m|percent of the maximum opening), power-actuals (MW), reservoir-levels (m a.s.l.; also stored as contents in m3 through the reservoir's level-to-content table, which must exist and cover every level), reservoir-inflows (natural inflow, m3/s), price-forecasts (currency of the region per MWh, query price_region and source; default the plant's region and forecast source, else for non-admins their customer's own source of the region; a shared source (customer_id null) is written by administrators only, 403 otherwise; another customer's source is unknown, 400). CSV: header row; first column the interval start (timestamp: ISO 8601 with offset, local time in the plant zone, or epoch ms); then one column per component (id or external id), or one price column. Every problem is answered at once as 400 problem details with errors[{path, message, line, column}] (the first 100; detail counts them all). Existing values in the way: 300 {handling_offers, overlap} and nothing written; repeat with handling=overwrite or keep-existing. Atomic. File name from query filename or header X-File-Name, parenthesised parts stripped. Rights: can_write on the portfolio, and (except price forecasts) admin or plant state Draft or Setup; actuals in the future only for admins.`,
      params,
      querystring: uploadQuerySchema,
      headers: z.looseObject({ 'x-file-name': z.string().max(500).optional() }),
      response: {
        200: uploadResultSchema,
        300: uploadOverlapSchema.describe('Values exist already; nothing written'),
        400: problem,
        401: errorBodySchema,
        403: errorBodySchema,
        404: errorBodySchema,
        413: errorBodySchema.describe('The file is larger than UPLOAD_MAX_MB'),
        415: errorBodySchema.describe('The body is not CSV text'),
      },
    },
    handler: async (request, reply) => {
      const body = request.body as unknown;
      if (!body || typeof (body as Readable).pipe !== 'function')
        throw new HttpError(415, 'Upload the file as CSV text (Content-Type text/csv)');
      if (Number(request.headers['content-length'] ?? 0) > limit) throw tooLarge(limit);
      // a price forecast is not historical data of the plant: writers upload their customer's own
      // forecast in every state; whose source it may be is the service's rule (shared: admins only)
      const action = request.params.kind === 'price-forecasts' ? 'write' : 'uploadHistorical';
      const view = await requirePlantView(request, request.params, { action });
      const q = request.query;
      try {
        return await service.upload(requireUser(request), view, {
          kind: request.params.kind,
          body: limited(body as Readable, limit),
          handling: q.handling,
          unit: q.unit,
          fileName: q.filename ?? request.headers['x-file-name'],
          timezone: q.timezone,
          priceRegion: q.price_region,
          source: q.source,
        });
      } catch (e) {
        // Refused before the body's end (413, 403): the rest is not read, so the connection closes.
        if (!(body as Readable).readableEnded) reply.header('connection', 'close');
        throw e;
      }
    },
  });

  app.get('/dashboard-v3/portfolio/:portfolioId/plant/:plantViewId/upload/:kind/template', {
    schema: {
      tags: ['uploads'],
      summary: 'A CSV template of the upload kind for this plant view, valid to upload as it is',
      description:
        "text/csv: header timestamp and one column per component of the kind, headed by its id (price-forecasts: price); three hourly rows of yesterday in the plant's zone as ISO 8601 with offset; values 0 (reservoir levels: the middle of the reservoir's level-to-content table; a reservoir without one is left out). Gate openings in cm. Rights: read access to the plant view.",
      params,
      response: { 200: z.string(), 401: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request, reply) => {
      const view = await requirePlantView(request, request.params.portfolioId, request.params.plantViewId);
      const csv = await uploadTemplate(app.db, view, request.params.kind, app.clock.now());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${view.id}-${request.params.kind}-template.csv"`)
        .send(csv);
    },
  });
};

export default uploadsRoutes;
