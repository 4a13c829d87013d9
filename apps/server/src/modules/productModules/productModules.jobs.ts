import { defineJobs, type PeriodicTaskDefinition } from '../../jobs/moduleJobs.js';
import { expireTrials } from './productModules.service.js';

/** Trials end by themselves after 30 days (spec 2 section 9); reads already treat them as ended at once. */
export const expireModuleTrialsTask: PeriodicTaskDefinition = {
  name: 'expire-module-trials',
  description:
    'Ends product module trials whose 30 days are over (and the trials that need them), keeping the change in the history.',
  schedule: '*/15 * * * *',
  timezone: 'Europe/Vienna',
  run: ({ db, clock }) => expireTrials(db, clock.now()),
};

export default defineJobs({ periodicTasks: [expireModuleTrialsTask] });
