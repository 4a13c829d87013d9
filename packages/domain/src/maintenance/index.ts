export * from './maintenanceSchemas.js';
export * from './outageAvailability.js';
export * from './maintenanceRules.js';
