// The task types live with the job discovery (jobs/moduleJobs.ts), so modules declare tasks without importing the scheduler.
export type { PeriodicTaskDefinition, TaskContext } from '../../jobs/moduleJobs.js';
