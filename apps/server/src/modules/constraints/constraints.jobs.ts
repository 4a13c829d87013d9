import { defineJobs } from '../../jobs/moduleJobs.js';
import { detectViolationsTask } from './detectViolationsTask.js';

/** Keeps the stored violations current (see detectViolationsTask). */
export default defineJobs({ periodicTasks: [detectViolationsTask] });
