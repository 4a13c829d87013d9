import { defineEntity } from '../../db/entities/defineEntity.js';

/** Outages with history and optimistic concurrency (entity_history 'maintenance'); no remove: Inactive instead. */
export const maintenanceEntity = defineEntity({
  entity: 'maintenance',
  table: 'maintenance',
  key: 'uuid',
  fields: [
    'physical_plant_id',
    'plant_view_id',
    'control_unit_id',
    'name',
    'description',
    'status',
    'unavailability_reason',
    'unavailability_type',
    'remaining_power',
    'start_ts',
    'end_ts',
    'created_by',
  ],
  label: 'The maintenance',
});
