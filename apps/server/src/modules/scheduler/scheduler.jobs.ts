import { defineJobs } from '../../jobs/moduleJobs.js';
import { advanceTelemetry } from './tasks/advanceTelemetry.js';
import { checkDataQuality } from './tasks/checkDataQuality.js';
import { refreshPriceForecasts } from './tasks/refreshPriceForecasts.js';

/** The demo world's tasks (telemetry, price forecasts, data quality). */
export default defineJobs({ periodicTasks: [advanceTelemetry, refreshPriceForecasts, checkDataQuality] });
