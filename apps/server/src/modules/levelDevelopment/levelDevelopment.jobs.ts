import { DomainError } from '@penstock/domain';
import { defineJobs } from '../../jobs/moduleJobs.js';
import { levelDevelopment } from './levelDevelopment.js';

export const LEVEL_DEVELOPMENT_QUEUE = 'level-development';

export interface LevelDevelopmentJob {
  physical_plant_id: string;
  plant_view_id: string;
  portfolio_id: string;
  /** who asked (e-mail) */
  by: string;
}

/**
 * The task behind POST .../level-development-task: a pg-boss job whose output is the result (or the
 * reason it has none), so any API process answers GET by task_uuid (the job's id).
 */
export default defineJobs({
  handlers: [
    {
      queue: LEVEL_DEVELOPMENT_QUEUE,
      concurrency: 1,
      run: async (deps, data: LevelDevelopmentJob) => {
        try {
          return { result: await levelDevelopment(deps.db, data.physical_plant_id, deps.clock.now().getTime()) };
        } catch (err) {
          // a plant that cannot be simulated (no measured content, incomplete data) is an answer, not a retry
          if (err instanceof DomainError) return { error: err.message };
          throw err;
        }
      },
    },
  ],
});
