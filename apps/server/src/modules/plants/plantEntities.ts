import { defineEntity } from '../../db/entities/defineEntity.js';

/** The entities of the plants module (administered by plantAdmin and portfolios), each with history and optimistic concurrency (defineEntity). */
export const plantEntity = defineEntity({
  entity: 'physical_plant',
  table: 'physical_plant',
  key: 'id',
  fields: [
    'internal_id',
    'name',
    'market_timezone',
    'plant_state',
    'price_region_id',
    'price_forecast_source_id',
    'shadow_of_id',
    'customer_id',
  ],
  label: 'The plant',
});

export const hydroBodyEntity = defineEntity({
  entity: 'hydro_body',
  table: 'hydro_body',
  key: 'id',
  fields: [
    'external_id',
    'physical_plant_id',
    'name',
    'type',
    'latitude',
    'longitude',
    'min_level',
    'max_level',
    'min_content',
    'max_content',
    'spill_target_id',
  ],
  label: 'The hydro body',
});

export const controlUnitEntity = defineEntity({
  entity: 'control_unit',
  table: 'control_unit',
  key: 'id',
  fields: [
    'external_id',
    'physical_plant_id',
    'name',
    'type',
    'upstream_id',
    'downstream_id',
    'control_status',
    'optimization_mode',
    'travel_delay_minutes',
    'p_min',
    'p_max',
    'q_min',
    'q_max',
    'pump_p_min',
    'pump_p_max',
    'pump_q_min',
    'pump_q_max',
    'gate_opening_cm_min',
    'gate_opening_cm_max',
    'droop_percent',
  ],
  label: 'The control unit',
});

/** One row per point table ('<kind>:<component id>'): its points as saved, the version and history of the table. */
export const pointTableEntity = defineEntity({
  entity: 'point_table',
  table: 'point_table',
  key: 'id',
  fields: ['kind', 'hydro_body_id', 'control_unit_id', 'points'],
  json: ['points'],
  label: 'The point table',
});

export const strategyEntity = defineEntity({
  entity: 'plant_strategy',
  table: 'plant_strategy',
  key: 'physical_plant_id',
  fields: ['water_value_factor_percent'],
  label: 'The strategy adjustment',
});

export const analyticsEntity = defineEntity({
  entity: 'plant_analytics',
  table: 'plant_analytics',
  key: 'physical_plant_id',
  fields: ['horizon_hours', 'terminal_water_value_method', 'terminal_water_value_eur_mwh'],
  label: 'The analytics parameters',
});

/** A plant view: a physical plant as a portfolio shows it (Administration > Portfolios). */
export const plantViewEntity = defineEntity({
  entity: 'plant_view',
  table: 'plant_view',
  key: 'id',
  fields: ['internal_id', 'portfolio_id', 'physical_plant_id', 'name'],
  label: 'The plant view',
});
