import { UPLOAD_KINDS, errorBodySchema, uploadOverlapSchema, uploadQuerySchema, uploadResultSchema } from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/requireUser.js';
import { requirePlantView } from '../plants/index.js';
import { createUploadsService } from './uploads.service.js';

/** A year of hourly values for a dozen columns is ~1.5 MB; leave room. */
const BODY_LIMIT = 16 * 1024 * 1024;
const CSV_TYPES = ['text/csv', 'text/plain', 'application/csv'];

const params = z.object({ portfolioId: z.string().max(200), plantViewId: z.string().max(200), kind: z.enum(UPLOAD_KINDS) });
const problem = z.object({
  type: z.string().optional(),
  title: z.string().optional(),
  status: z.number().optional(),
  detail: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string(), line: z.number().int().optional(), column: z.number().int().optional() })).optional(),
});

const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUploadsService(app.db, app.clock);
  // CSV arrives as text; this parser is scoped to this plugin's routes.
  app.addContentTypeParser(CSV_TYPES, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post('/dashboard-v3/portfolio/:portfolioId/plant/:plantViewId/upload/:kind', {
    bodyLimit: BODY_LIMIT,
    schema: {
      tags: ['uploads'],
      summary: 'Upload historical data or price forecasts as CSV (Content-Type text/csv)',
      description:
        'Kinds: gate-discharges (m3/s), gate-openings (query unit cm|m|percent of the maximum opening), power-actuals (MW), reservoir-levels (m a.s.l.), price-forecasts (EUR/MWh, query price_region and source; default the plant region and its first source). CSV: header row; first column the interval start (timestamp: ISO 8601 with offset, local time in the plant zone, or epoch ms); then one column per component (id or external id), or one price column. Every problem is answered at once as 400 problem details with errors[{path, message, line, column}]. Existing values in the way: 300 {handling_offers, overlap} and nothing written; repeat with handling=overwrite or keep-existing. Atomic. File name from query filename or header X-File-Name, parenthesised parts stripped. Rights: can_write on the portfolio, and admin or plant state Draft or Setup; actuals in the future only for admins.',
      params,
      querystring: uploadQuerySchema,
      headers: z.looseObject({ 'x-file-name': z.string().max(500).optional() }),
      body: z.string(),
      response: {
        200: uploadResultSchema,
        300: uploadOverlapSchema.describe('Values exist already; nothing written'),
        400: problem,
        401: errorBodySchema,
        403: errorBodySchema,
        404: errorBodySchema,
      },
    },
    handler: async (request) => {
      const view = await requirePlantView(request, request.params, { action: 'uploadHistorical' });
      const q = request.query;
      return service.upload(requireUser(request), view, {
        kind: request.params.kind,
        text: request.body,
        handling: q.handling,
        unit: q.unit,
        fileName: q.filename ?? request.headers['x-file-name'],
        timezone: q.timezone,
        priceRegion: q.price_region,
        source: q.source,
      });
    },
  });
};

export default uploadsRoutes;
