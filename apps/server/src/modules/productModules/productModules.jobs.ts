import { defineJobs, periodicTask } from '../../jobs/moduleJobs.js';
import { expireTrials } from './productModules.service.js';

/** Trials end by themselves after 30 days (spec 2 section 9); reads already treat them as ended at once. */
export const expireModuleTrialsTask = periodicTask({
  name: 'expire-module-trials',
  description:
    'Ends product module trials whose 30 days are over (and the trials that need them), keeping the change in the history.',
  schedule: '*/15 * * * *',
  run: ({ db, now }) => expireTrials(db, now),
});

export default defineJobs({ periodicTasks: [expireModuleTrialsTask] });
