import { detectViolationsTask } from '../constraints/detectViolationsTask.js';
import { expireModuleTrialsTask } from '../productModules/index.js';
import type { PeriodicTaskDefinition } from './periodicTask.js';
import { advanceTelemetry } from './tasks/advanceTelemetry.js';
import { checkDataQuality } from './tasks/checkDataQuality.js';
import { longTermWaterValues } from './tasks/longTermWaterValues.js';
import { optimizeLivePlants } from './tasks/optimizeLivePlants.js';
import { refreshPriceForecasts } from './tasks/refreshPriceForecasts.js';

/** Every periodic task the product has; a new one needs only an entry here. */
export const PERIODIC_TASKS: readonly PeriodicTaskDefinition[] = [optimizeLivePlants, advanceTelemetry, refreshPriceForecasts, checkDataQuality, longTermWaterValues, detectViolationsTask, expireModuleTrialsTask];

export function periodicTask(name: string): PeriodicTaskDefinition | undefined {
  return PERIODIC_TASKS.find((t) => t.name === name);
}
