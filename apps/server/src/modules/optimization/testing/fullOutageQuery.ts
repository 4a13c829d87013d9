import type { MaintenanceQuery } from '../maintenanceTimings.js';

/**
 * The optimal maintenance timings query of a full outage (maintenance-p-max 0) lasting `duration`
 * `unit`, searched in [from, from + rangeMs).
 */
export const fullOutageQuery = (
  from: number,
  rangeMs: number,
  duration: number,
  unit: MaintenanceQuery['duration-unit'],
): MaintenanceQuery => ({
  'start-ts': from,
  'end-ts': from + rangeMs,
  'duration-value': duration,
  'duration-unit': unit,
  'maintenance-p-max': 0,
});
