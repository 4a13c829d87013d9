import { CONTROL_UNIT_LIMITS, HYDRO_BODY_LIMITS } from '@penstock/domain';
import { tableEntity } from '../../db/entities/tableEntity.js';

/** The entities of the plants module (administered by plantAdmin and portfolios), each with history and optimistic concurrency (defineEntity). */
export const plantEntity = tableEntity('physical_plant', 'id', 'The plant', [
  'internal_id',
  'name',
  'market_timezone',
  'plant_state',
  'price_region_id',
  'price_forecast_source_id',
  'shadow_of_id',
  'customer_id',
]);

/** A hydro body's static data: location (degrees), and the domain's limits: levels (m a.s.l.) and contents (m3). */
export const BODY_STATIC_FIELDS = ['latitude', 'longitude', ...HYDRO_BODY_LIMITS] as const;
/** A control unit's generating and pumping limits (MW, m3/s): the domain's list. */
export const UNIT_LIMIT_FIELDS = CONTROL_UNIT_LIMITS;
/** A control unit's operation besides its limits: modes, delay, gate range and droop. */
export const UNIT_OPERATION_FIELDS = ['control_status', 'optimization_mode', 'travel_delay_minutes'] as const;
export const UNIT_GATE_FIELDS = ['gate_opening_cm_min', 'gate_opening_cm_max', 'droop_percent'] as const;

export const hydroBodyEntity = tableEntity('hydro_body', 'id', 'The hydro body', [
  'external_id',
  'physical_plant_id',
  'name',
  'type',
  ...BODY_STATIC_FIELDS,
  'spill_target_id',
]);

export const controlUnitEntity = tableEntity('control_unit', 'id', 'The control unit', [
  'external_id',
  'physical_plant_id',
  'name',
  'type',
  'upstream_id',
  'downstream_id',
  ...UNIT_OPERATION_FIELDS,
  ...UNIT_LIMIT_FIELDS,
  ...UNIT_GATE_FIELDS,
]);

/** One row per point table ('<kind>:<component id>'): its points as saved, the version and history of the table. */
export const pointTableEntity = tableEntity(
  'point_table',
  'id',
  'The point table',
  ['kind', 'hydro_body_id', 'control_unit_id', 'points'],
  { json: ['points'] },
);

export const strategyEntity = tableEntity('plant_strategy', 'physical_plant_id', 'The strategy adjustment', [
  'water_value_factor_percent',
]);

export const analyticsEntity = tableEntity('plant_analytics', 'physical_plant_id', 'The analytics parameters', [
  'horizon_hours',
  'terminal_water_value_method',
  'terminal_water_value_eur_mwh',
]);

/** A plant view: a physical plant as a portfolio shows it (Administration > Portfolios). */
export const plantViewEntity = tableEntity('plant_view', 'id', 'The plant view', [
  'internal_id',
  'portfolio_id',
  'physical_plant_id',
  'name',
]);
