import {
  areaBidQuerySchema,
  areaBidSchema,
  BID_CSV_SIGN_CONVENTION,
  bidGenerateSchema,
  bidQuerySchema,
  bidRunSchema,
  bidStateUpdateSchema,
  bidVersionCreateSchema,
  bidVersionSchema,
  dayAheadBidSchema,
  errorBodySchema,
  incompletePlantDetail,
} from '@penstock/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/httpError.js';
import { routeGroup } from '../../http/routeGroup.js';
import { plantViewParams, portfolioParams, PLANT_VIEW_PATH, PORTFOLIO_PATH } from '../../http/routeParams.js';
import { routeFailures } from '../../http/schemas.js';
import { sendingJobs } from '../../jobs/jobRuntime.js';
import { requirePermission, requireUser } from '../auth/index.js';
import { missingDataOf } from '../plantAdmin/index.js';
import { plantsRepo, requirePlantView } from '../plants/index.js';
import { requirePortfolio } from '../portfolios/index.js';
import { createBidsService } from './bids.service.js';

const versionParams = plantViewParams.extend({ versionId: z.uuid() });
const runParams = plantViewParams.extend({ runId: z.uuid() });
const tags = ['bids'];
const failures = routeFailures(
  'Not an administrator (editBidFiles)',
  "Portfolio, plant view, bid, version or run not found (or not the user's)",
);
const RULES =
  "Day-ahead bids (issue 25), admins only (editBidFiles, spec 1 section 6). A bid is one physical plant's price-volume curves for one delivery day (date: YYYY-MM-DD in the bidding area's zone, default tomorrow): one curve per 15-minute market time unit (96; 92 and 100 on the days the clocks change), points {price EUR/MWh, volume MW}, volume positive sells and negative buys (pumping). Rules checked before a version is saved (domain validateBidCurves): a curve for every quarter-hour, at most 200 points, prices increasing within -500..4000 on the 0.01 grid, volumes on the 0.1 MW grid, non-decreasing in price, within the capacity per quarter-hour (capacity.up: turbines at p_max less outages; capacity.down: pumping). Each problem names its quarter-hour and point. The deadline is the plant's nomination configuration (day_ahead_bid_completion_hour and _minute, the day before delivery in the plant's zone), else the SDAC gate closure 12:00 Europe/Brussels; the periodic task generate-day-ahead-bids generates the next day's bids one hour before it.";

/** editBidFiles through the one rights function (admins): read and write alike, the route is admin-only. */
const bidRights = { action: 'editBidFiles' } as const;

const bidsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBidsService(app.db, app.clock, () => sendingJobs(app.db));
  const plants = plantsRepo(app.db);

  const route = routeGroup(app, { tags, failures });
  const bidView = (request: FastifyRequest<{ Params: z.output<typeof plantViewParams> }>) =>
    requirePlantView(request, request.params, bidRights);

  route.get(
    `${PLANT_VIEW_PATH}/bid`,
    {
      summary:
        "The plant's bid of a delivery day: the latest version with its curves, the list of versions, the newest run",
      description: RULES,
      params: plantViewParams,
      querystring: bidQuerySchema,
      response: dayAheadBidSchema,
    },
    async (request) => service.load(await bidView(request), request.query.date),
  );

  route.post(
    `${PLANT_VIEW_PATH}/bid/version`,
    {
      summary: 'Save a new version from an edited curve set (validated: all or nothing)',
      description: `${RULES} A set with any problem answers 400 problem details listing every problem (errors[{path: curves.<quarter-hour>.<point>, message}], 0-based paths, 1-based numbers in the messages) and saves nothing. A new version makes the bid a draft again.`,
      params: plantViewParams,
      body: bidVersionCreateSchema,
      response: bidVersionSchema,
    },
    async (request) => service.saveVersion(requireUser(request), await bidView(request), request.body),
  );

  route.post(
    `${PLANT_VIEW_PATH}/bid/generate`,
    {
      summary: "Generate the delivery day's curves (a job): answers the queued run (202)",
      description: `${RULES} The run builds the plant's model like an optimisation run from the current hour to the end of the delivery day on the quarter-hour grid, draws price scenarios (default 10; 1: deterministic, the forecast) from the forecast plus whole past days' forecast errors of the last 28 days, and stores the optimiser's curves as a new version (source generated, with the run and the scenarios). Follow it with GET bid-run/{runId} (status, progress 0..1, log); DELETE bid-run/{runId} cancels. 409 while a run of the day is queued or running; 422 when the plant's data is incomplete.`,
      params: plantViewParams,
      body: bidGenerateSchema,
      response: bidRunSchema,
      status: 202,
      failures: {
        409: errorBodySchema.describe('A generation of this delivery day is already queued or running'),
        422: errorBodySchema.describe("The plant's data is incomplete: the detail names what is missing"),
      },
    },
    async (request) => {
      const view = await bidView(request);
      const missing = await missingDataOf(view.physical_plant_id, app.db);
      if (missing.length) throw new HttpError(422, incompletePlantDetail(view.physical_plant_name, missing));
      return service.generate(view, request.body, requireUser(request).email);
    },
  );

  route.get(
    `${PLANT_VIEW_PATH}/bid-run/:runId`,
    { summary: 'A bid run with its progress and log', params: runParams, response: bidRunSchema },
    async (request) => service.run(await bidView(request), request.params.runId),
  );

  route.delete(
    `${PLANT_VIEW_PATH}/bid-run/:runId`,
    {
      summary: 'Cancel a bid run (queued: never starts; running: stops within a second); 409 when it has ended',
      params: runParams,
      response: bidRunSchema,
      failures: { 409: errorBodySchema },
    },
    async (request) => service.cancel(requireUser(request), await bidView(request), request.params.runId),
  );

  route.put(
    `${PLANT_VIEW_PATH}/bid/state`,
    {
      summary: "Set the delivery day's bid draft or final (exported is set by the export)",
      params: plantViewParams,
      body: bidStateUpdateSchema,
      response: dayAheadBidSchema,
    },
    async (request) =>
      service.setState(requireUser(request), await bidView(request), request.body.date, request.body.state),
  );

  route.get(
    `${PLANT_VIEW_PATH}/bid/:versionId`,
    { summary: 'One version with its curves', params: versionParams, response: bidVersionSchema },
    async (request) => service.version(await bidView(request), request.params.versionId),
  );

  route.get(
    `${PLANT_VIEW_PATH}/bid/:versionId/export`,
    {
      summary: 'The version as CSV for the exchange; the bid becomes exported',
      description: `text/csv, one row per point: delivery_start_utc, delivery_end_utc (ISO 8601, Z), delivery_start_local, delivery_end_local (ISO 8601 with the area's offset, unique in the repeated autumn hour), area, price_eur_mwh (2 decimals), volume_mw (1 decimal). Two '#' comment lines first: the plant, area, delivery day and version, and the sign convention (${BID_CSV_SIGN_CONVENTION}).`,
      params: versionParams,
      querystring: z.object({ format: z.enum(['csv']).default('csv') }),
      response: z.string(),
    },
    async (request, reply) => {
      const { csv, filename } = await service.exportCsv(
        requireUser(request),
        await bidView(request),
        request.params.versionId,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );

  route.get(
    `${PORTFOLIO_PATH}/bid`,
    {
      summary:
        "The bidding area's curves: the latest versions of the portfolio's plants in the area (price region), summed",
      description:
        'Per market time unit, the volumes of every plant with a bid at the union of their price points (linear between points, as the exchange interpolates; the ends held). Plants without a bid of the day are listed with versionId null and are not in the sum. Admins only (editBidFiles).',
      params: portfolioParams,
      querystring: areaBidQuerySchema,
      response: areaBidSchema,
    },
    async (request) => {
      requirePermission(request, 'editBidFiles');
      await requirePortfolio(request, request.params.portfolioId);
      const views = await plants.listViews(request.params.portfolioId);
      return service.areaSum(views, request.query.area, request.query.date);
    },
  );
};

export default bidsRoutes;
