import { defineEntity } from '../../db/entities/defineEntity.js';

/** Grid reserves with history and optimistic concurrency (entity_history 'grid_reserve'); DELETE keeps a 'delete' entry. */
export const gridReserveEntity = defineEntity({
  entity: 'grid_reserve',
  table: 'grid_reserve',
  key: 'id',
  fields: [
    'physical_plant_id',
    'plant_view_id',
    'control_unit_id',
    'grid_reserve_type',
    'product_name',
    'direction',
    'reserve_type',
    'mode',
    'hourly_schedule',
    'min_bid_mw',
    'bid_step_mw',
    'capacity_price',
    'mw',
    'activation_factor',
    'activation_compensation',
    'start_ts',
    'end_ts',
    'status',
    'created_by',
  ],
  label: 'The grid reserve',
});
