import {
  historySchema,
  maintenanceCreateSchema,
  maintenanceListSchema,
  maintenanceRangeQuerySchema,
  maintenanceSchema,
  maintenanceUpdateSchema,
  staleWriteSchema,
  type Maintenance,
} from '@penstock/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { invalidFields } from '../../http/httpError.js';
import { plantViewParams, portfolioParams, pathId, PLANT_VIEW_PATH, PORTFOLIO_PATH } from '../../http/routeParams.js';
import { routeGroup } from '../../http/routeGroup.js';
import { routeFailures } from '../../http/schemas.js';
import { requireUser } from '../auth/index.js';
import { plantsRepo, requirePlantView } from '../plants/index.js';
import { requirePortfolio } from '../portfolios/index.js';
import { createMaintenanceService } from './maintenance.service.js';

const oneParams = plantViewParams.extend({ maintenance_id: pathId });
const tags = ['maintenance'];
const failures = routeFailures(
  'Read-only portfolio, or a change of the past the rules refuse',
  "Portfolio, plant view, turbine or maintenance not found (or not the user's)",
);
const RULES =
  " Times are UTC epoch ms; end_timestamp_millis null means never (open-ended). remaining_power is MW within 0 and the unit's p_max (turbine_p_max; a pump's pumping limit); 0 is a full outage. " +
  'Overlapping outages of one unit combine to the smallest remaining power (what the optimiser uses per hour; a partly covered hour gets the time-weighted mean). ' +
  'Creating an outage starting before today 00:00 in the plant zone needs an admin or a plant in Setup. When the plant is Live only the future can change: ' +
  'what an outage did before now (unit, remaining power, start, end up to now, active or not) stays, except for admins. No delete: set status Inactive. ' +
  'Every change is kept in the history (who, when, what); a PUT with a stale version answers 409 with who changed it and when.';

/** Range checks the schema cannot express; 400 problem details naming the field. */
function range(q: { 'start-ts': number; 'end-ts': number }) {
  if (q['end-ts'] <= q['start-ts'])
    throw invalidFields('query string', [{ path: 'end-ts', message: 'must be after start-ts' }]);
  return { from: q['start-ts'], to: q['end-ts'] };
}
function zone(tz: string | undefined) {
  if (tz === undefined) return;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
  } catch {
    throw invalidFields('query string', [{ path: 'timezone', message: 'must be an IANA time zone' }]);
  }
}

const maintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMaintenanceService(app.db, app.clock);
  const plants = plantsRepo(app.db);

  const route = routeGroup(app, { tags, failures });
  type OneRequest = FastifyRequest<{ Params: z.output<typeof oneParams> }>;
  /** A write of one outage: who, through a view they may write, which outage. */
  const writing = async (request: OneRequest) =>
    [
      requireUser(request),
      await requirePlantView(request, request.params, { action: 'write' }),
      request.params.maintenance_id,
    ] as const;
  /** The optimal rescheduling flow of one outage (spec 2 section 4): a write answering the outage. */
  const rescheduling = (
    verb: 'post' | 'delete',
    texts: { summary: string; description?: string },
    run: (...one: Awaited<ReturnType<typeof writing>>) => Promise<Maintenance>,
  ) =>
    route[verb](
      `${PLANT_VIEW_PATH}/maintenance/:maintenance_id/rescheduling`,
      { ...texts, params: oneParams, response: maintenanceSchema },
      async (request) => run(...(await writing(request))),
    );
  /** A read of one outage: the view it is seen through, which outage. */
  const reading = async (request: OneRequest) =>
    [await requirePlantView(request, request.params), request.params.maintenance_id] as const;

  route.get(
    `${PORTFOLIO_PATH}/maintenance`,
    {
      summary: 'Outages of every plant of the portfolio overlapping start-ts..end-ts',
      description: RULES,
      params: portfolioParams,
      querystring: maintenanceRangeQuerySchema,
      response: maintenanceListSchema,
    },
    async (request) => {
      await requirePortfolio(request, request.params.portfolioId);
      zone(request.query.timezone);
      return service.list(await plants.listViews(request.params.portfolioId), range(request.query));
    },
  );

  route.get(
    `${PLANT_VIEW_PATH}/maintenance`,
    {
      summary: "The plant's outages overlapping start-ts..end-ts (timezone: the caller's display zone, validated)",
      description: RULES,
      params: plantViewParams,
      querystring: maintenanceRangeQuerySchema,
      response: maintenanceListSchema,
    },
    async (request) => {
      const view = await requirePlantView(request, request.params);
      zone(request.query.timezone);
      return service.list([view], range(request.query));
    },
  );

  route.post(
    `${PLANT_VIEW_PATH}/turbine/:turbineId/maintenance`,
    {
      summary: 'Record an outage of a turbine, pump or pump turbine',
      description: RULES,
      params: plantViewParams.extend({ turbineId: pathId }),
      body: maintenanceCreateSchema,
      response: maintenanceSchema,
    },
    async (request) => {
      const view = await requirePlantView(request, request.params, { action: 'write' });
      return service.create(requireUser(request), view, request.params.turbineId, request.body);
    },
  );

  route.get(
    `${PLANT_VIEW_PATH}/maintenance/:maintenance_id`,
    { summary: 'One outage', params: oneParams, response: maintenanceSchema },
    async (request) => service.get(...(await reading(request))),
  );

  route.put(
    `${PLANT_VIEW_PATH}/maintenance/:maintenance_id`,
    {
      summary: 'Update an outage (every field; turbine_id moves it to another unit; version: the one loaded)',
      description: RULES,
      params: oneParams,
      body: maintenanceUpdateSchema,
      response: maintenanceSchema,
      failures: { 409: staleWriteSchema.describe('Changed by someone else since loaded (who, when); nothing saved') },
    },
    async (request) => service.update(...(await writing(request)), request.body),
  );

  rescheduling(
    'post',
    {
      summary:
        'Start (or keep open) the optimal rescheduling of an Active outage: it is Inactive until a timing is chosen or the flow is left',
      description:
        'Spec 2 section 4. The first call sets the outage Inactive and records the flow on the server; later calls while it is open only say it still is (the web sends one every minute). A flow not heard from for 10 minutes is abandoned: the periodic task restore-abandoned-reschedulings sets its outage Active again. Choosing a timing is a PUT of the outage with status Active (it ends the flow); leaving is DELETE.',
    },
    service.startRescheduling,
  );
  rescheduling(
    'delete',
    { summary: "Leave the optimal rescheduling ('Leave'): the outage is Active again unless set otherwise meanwhile" },
    service.leaveRescheduling,
  );

  route.get(
    `${PLANT_VIEW_PATH}/maintenance/:maintenance_id/history`,
    {
      summary: 'Every change of the outage, newest first (who, when, the changed fields)',
      params: oneParams,
      response: historySchema,
    },
    async (request) => service.history(...(await reading(request))),
  );
};

export default maintenanceRoutes;
