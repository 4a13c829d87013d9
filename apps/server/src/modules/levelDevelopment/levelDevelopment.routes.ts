import {
  errorBodySchema,
  levelDevelopmentTaskCreatedSchema,
  levelDevelopmentTaskSchema,
  type LevelDevelopmentTask,
} from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/httpError.js';
import { errorResponses } from '../../http/schemas.js';
import { sendingJobs } from '../../jobs/jobRuntime.js';
import { plantViewRoutes, requirePlantView } from '../plants/index.js';
import { LEVEL_DEVELOPMENT_QUEUE, type LevelDevelopmentJob } from './levelDevelopment.jobs.js';
import type { LevelDevelopmentResult } from './levelDevelopment.js';

const viewParams = z.object({ portfolioId: z.string().max(200), plantViewId: z.string().max(200) });
const BASE = '/dashboard-v3/portfolio/:portfolioId/plant/:plantViewId/level-development-task';
const responses = { ...errorResponses, 404: errorBodySchema.describe('Portfolio, plant view or task not found') };
const STATUS: Record<string, LevelDevelopmentTask['status']> = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  completed: 'succeeded',
  failed: 'failed',
  cancelled: 'failed',
};

const levelDevelopmentRoutes: FastifyPluginAsyncZod = async (app) => {
  plantViewRoutes(app, { tags: ['level development'], failures: responses }).create(
    BASE,
    {
      summary:
        'Start a level development of the plant: its plan as it stands, followed from the latest measured contents (any reader)',
      description:
        "Queues a forward simulation (not an optimisation) of the one plan (the latest succeeded run's plan with the operators' plan overrides) over the plant's horizon, from the latest measured contents, with the inflow forecast. Answers 202 with the task's task_uuid; GET .../level-development-task/{task_uuid} answers its status and result.",
      response: levelDevelopmentTaskCreatedSchema,
      status: 202,
    },
    async (view, _body, ctx) => {
      const data: LevelDevelopmentJob = {
        physical_plant_id: view.physical_plant_id,
        plant_view_id: view.id,
        portfolio_id: view.portfolio_id,
        by: ctx.by,
      };
      const boss = await sendingJobs(app.db);
      const id = await boss.send(LEVEL_DEVELOPMENT_QUEUE, data);
      return { task_uuid: id! };
    },
  );

  app.get(`${BASE}/:taskUuid`, {
    schema: {
      tags: ['level development'],
      summary: 'A level development task: queued, running, succeeded with its result, or failed with the reason',
      description:
        "Result: start (epoch ms, the hour of the latest measured contents), step_seconds (3600), run_id (the plan's run), per reservoir ts (step boundaries), content (m3), level (m a.s.l.), spill (m3/s per step, the planned spill plus what the physical maximum forced over) and planned_level (the plan's level at each ts), crossings (the first step end out of each limit: ts, reservoir, kind MIN_LEVEL/MAX_LEVEL/MIN_CONTENT/MAX_CONTENT, source 'reservoir' or the constraint's id, limit, value, until when back within) and notes.",
      params: viewParams.extend({ taskUuid: z.uuid() }),
      response: { 200: levelDevelopmentTaskSchema, ...responses },
    },
    handler: async (request) => {
      const view = await requirePlantView(request, request.params);
      const boss = await sendingJobs(app.db);
      const job = await boss.getJobById<LevelDevelopmentJob>(LEVEL_DEVELOPMENT_QUEUE, request.params.taskUuid, {
        includeArchive: true,
      });
      // another plant view's task is not this one's (a 404, as for a foreign portfolio)
      if (!job || job.data.plant_view_id !== view.id || job.data.portfolio_id !== view.portfolio_id)
        throw notFound('Level development task not found');
      const output = (job.output ?? {}) as { result?: LevelDevelopmentResult; error?: string };
      const status = output.error ? 'failed' : (STATUS[job.state] ?? 'queued');
      return {
        task_uuid: job.id,
        status,
        error: status === 'failed' ? (output.error ?? 'The level development failed') : null,
        result: status === 'succeeded' ? (output.result ?? null) : null,
      };
    },
  });
};

export default levelDevelopmentRoutes;
