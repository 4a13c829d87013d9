import { defineJobs } from '../../jobs/moduleJobs.js';
import { restoreAbandonedReschedulingsTask } from './restoreAbandonedReschedulings.js';

/** Restores the outages of abandoned optimal reschedulings (see restoreAbandonedReschedulings). */
export default defineJobs({ periodicTasks: [restoreAbandonedReschedulingsTask] });
