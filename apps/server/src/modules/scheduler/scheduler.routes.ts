import {
  errorBodySchema,
  historySchema,
  periodicTaskSchema,
  staleWriteSchema,
  taskJobSchema,
  versionSchema,
} from '@penstock/domain';
import { closeSolvers } from '@penstock/optimizer';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeGroup } from '../../http/routeGroup.js';
import { errorResponses } from '../../http/schemas.js';
import { stopJobRuntime } from '../../jobs/jobRuntime.js';
import { requireAdmin } from '../auth/index.js';
import { createSchedulerService } from './scheduler.service.js';
import { jobsFor } from './startScheduler.js';

const taskParams = z.object({ periodic_task_name: z.string().max(200), job_uuid: z.string().max(100) });
const denied = {
  ...errorResponses,
  403: errorBodySchema.describe('Not an admin'),
  404: errorBodySchema.describe('Unknown task or job'),
};
const JOB_UUID_NOTE =
  'job_uuid names the job the client last saw (the list\'s job_uuid); the action applies to the task, so any value (e.g. "-" before the first run) is accepted.';

const schedulerRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSchedulerService(app.db, app.clock, () =>
    jobsFor({ db: app.db, log: app.log, clock: app.clock }),
  );

  const route = routeGroup(app, { tags: ['scheduler'], failures: denied });
  /** Admins only: the caller's email. */
  const admin = (request: FastifyRequest) => requireAdmin(request).email;

  route.get(
    '/periodic-task/',
    {
      summary: 'Periodic tasks with their schedule, last and next run (admin only)',
      response: z.array(periodicTaskSchema),
    },
    async (request) => (admin(request), service.list()),
  );

  route.get(
    '/periodic-task/:periodic_task_name/:job_uuid',
    {
      summary: 'One job of a periodic task: state, times, output or error (admin only)',
      params: taskParams,
      response: taskJobSchema,
    },
    async (request) => (admin(request), service.job(request.params.periodic_task_name, request.params.job_uuid)),
  );

  route.put(
    '/periodic-task/:periodic_task_name/:job_uuid/state',
    {
      summary: 'Pause or resume a periodic task (admin only; audited)',
      description: JOB_UUID_NOTE,
      params: taskParams,
      querystring: z.object({
        state: z.enum(['paused', 'active']),
        version: versionSchema.optional().describe('the version loaded: 409 when someone changed the state since'),
      }),
      response: periodicTaskSchema,
      failures: { 409: staleWriteSchema },
    },
    async (request) =>
      service.setState(request.params.periodic_task_name, request.query.state, admin(request), request.query.version),
  );

  route.get(
    '/periodic-task/:periodic_task_name/history',
    {
      summary: 'Every pause and resume of the task, newest first (admin only)',
      params: taskParams.pick({ periodic_task_name: true }),
      response: historySchema,
    },
    async (request) => (admin(request), service.history(request.params.periodic_task_name)),
  );

  route.post(
    '/periodic-task/:periodic_task_name/:job_uuid/trigger',
    {
      summary: 'Queue a run of the task now, with optional params (admin only; audited)',
      description: `${JOB_UUID_NOTE} Body {} or {"params": {...}}; answers the queued job (202).`,
      params: taskParams,
      body: z.object({ params: z.record(z.string(), z.unknown()).optional() }).nullish(),
      response: taskJobSchema,
      status: 202,
    },
    async (request) => service.trigger(request.params.periodic_task_name, request.body?.params ?? {}, admin(request)),
  );

  // pg-boss and the idle solver threads stop with the HTTP server (main.ts and tests close the app first).
  app.addHook('onClose', async () => {
    await stopJobRuntime(app.db);
    await closeSolvers();
  });
};

/**
 * Modules are registered under /api; the scheduler API lives under /scheduler/v1 (DESIGN section 4).
 * fastify-plugin lifts this plugin out of the /api prefix, and the inner register sets its own.
 */
export default fp(async (app) => {
  await app.register(schedulerRoutes, { prefix: '/scheduler/v1' });
});
