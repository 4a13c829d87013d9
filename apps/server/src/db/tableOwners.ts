import type { Database } from './schema.js';

/**
 * The one module that owns each table: only that module's `*.repo.ts` files hold SQL on it; every
 * other module calls the functions the owner exports from its index.ts. `db` is the generic data
 * layer (defineEntity's history, run tables), `http` the rate-limit store. docs/table-owners.md
 * says why each table sits where it does; tableOwnership.test.ts checks the code against this map.
 */
export const TABLE_OWNERS = {
  account: 'accounts',
  customer: 'customers',
  portfolio: 'portfolios',
  account_portfolio: 'portfolios',
  user_setting: 'settings',
  auth_session: 'auth',
  auth_token: 'auth',
  mfa_challenge: 'auth',
  password_reset: 'auth',
  login_failure: 'auth',
  contact_request: 'contact',
  price_region: 'market',
  pricing_index: 'market',
  price_forecast_source: 'market',
  physical_plant: 'plants',
  plant_view: 'plants',
  hydro_body: 'plants',
  control_unit: 'plants',
  plant_view_hydro_body: 'plants',
  plant_view_control_unit: 'plants',
  level_to_content_point: 'plants',
  flow_to_power_point: 'plants',
  opening_to_throughput_point: 'plants',
  point_table: 'plants',
  plant_strategy: 'plants',
  plant_analytics: 'plants',
  nomination_configuration: 'plants',
  head_plant: 'plantAdmin',
  head_unit: 'plantAdmin',
  head_curve: 'plantAdmin',
  optimization_run: 'optimization',
  water_value: 'optimization',
  series: 'series',
  series_value: 'series',
  series_override: 'series',
  series_value_correction: 'series',
  periodic_task: 'scheduler',
  task_run: 'scheduler',
  task_audit: 'scheduler',
  data_upload: 'uploads',
  constraint_type: 'constraints',
  plant_constraint: 'constraints',
  plant_constraint_version: 'constraints',
  constraint_violation: 'constraints',
  long_term_run: 'longTerm',
  long_term_cut: 'longTerm',
  long_term_water_value: 'longTerm',
  maintenance: 'maintenance',
  maintenance_rescheduling: 'maintenance',
  product_module_state: 'productModules',
  entity_history: 'db',
  rate_limit_window: 'http',
} as const satisfies Record<keyof Database, string>;

export type TableName = keyof typeof TABLE_OWNERS;
