import type {
  HistoryAction,
  ModuleState,
  OPERATING_MODES,
  PlantState,
  ProductModule,
  UploadHandling,
  UploadKind,
} from '@penstock/domain';

/** Operating modes of a control unit (spec 2 section 3). */
export type ControlStatus = (typeof OPERATING_MODES)[number];
import type { ColumnType, Generated, GeneratedAlways, Kysely, Transaction } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface AccountTable {
  id: Generated<string>;
  email: string; // stored lower-case
  full_name: string;
  password_hash: string; // argon2id
  is_admin: Generated<boolean>;
  mfa_enabled: Generated<boolean>;
  created_at: Generated<CreatedAt>;
  /** 'api': an API service account (issue 11) */
  kind: Generated<'user' | 'api'>;
  /** set: no sign-in, sessions revoked */
  disabled_at: NullableTimestamp;
  /** when an API service account's secret was last replaced */
  secret_rotated_at: NullableTimestamp;
  /** when a user's password was last set (change, reset link); sessions opened before it end */
  password_changed_at: NullableTimestamp;
  /** set while an invitation's set-password link is open and no password was set: the account is pending until then */
  invited_until: NullableTimestamp;
  created_by: string | null;
  version: Generated<number>;
  updated_at: Generated<Date>;
  updated_by: string | null;
}
export interface CustomerTable {
  id: Generated<string>;
  name: string;
  created_at: Generated<CreatedAt>;
  contact_name: string | null;
  contact_email: string | null;
  /** ISO 4217 code of CURRENCY_CODES */
  currency: Generated<string>;
  /** IANA zone: the default market zone of the customer's new plants and portfolios */
  timezone: Generated<string>;
  notes: Generated<string>;
  /** set: archived (hidden from the lists by default; its portfolios, plants and users are kept) */
  archived_at: NullableTimestamp;
  version: Generated<number>;
  updated_at: Generated<Date>;
  updated_by: string | null;
}
export interface PortfolioTable {
  id: string;
  customer_id: string;
  display_name: string | null;
  created_at: Generated<CreatedAt>;
  version: Generated<number>;
  updated_at: Generated<Date>;
  updated_by: string | null;
}
export interface AccountPortfolioTable {
  account_id: string;
  portfolio_id: string;
  can_write: Generated<boolean>;
  is_default: Generated<boolean>;
  /** the account's kind, set by a trigger; an 'api' account has one link (a unique index) */
  account_kind: Generated<'user' | 'api'>;
}
export interface UserSettingTable {
  account_id: string;
  name: string;
  value: ColumnType<unknown, string, string>; // jsonb; written as JSON text
  updated_at: Generated<Timestamp>;
}
/** One sign-in: every token pair issued by refreshing it belongs to the same session. */
export interface AuthSessionTable {
  id: Generated<string>;
  account_id: string;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
}
/** Every issued JWT by jti; a refresh token is used at most once. */
export interface AuthTokenTable {
  jti: string;
  session_id: string;
  type: 'access' | 'refresh';
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}
export interface MfaChallengeTable {
  id: Generated<string>;
  account_id: string;
  secret_hash: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  /** Set when the code was accepted, replaced by a resend, or attempts ran out. */
  closed_at: NullableTimestamp;
  created_at: Timestamp;
}
export interface PasswordResetTable {
  id: Generated<string>;
  account_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}
export interface LoginFailureTable {
  id: Generated<string>;
  email: string; // also for unknown e-mails, so lockout does not reveal which accounts exist
  created_at: Timestamp;
}
export interface ContactRequestTable {
  id: Generated<string>;
  account_id: string;
  subject: string;
  body: string;
  comments: string;
  created_at: Timestamp;
}

/** Plant data (issue 3). Units: level m a.s.l., content m3, flow m3/s, power MW, price EUR/MWh. */
export interface PriceRegionTable {
  id: string;
  name: string;
  /** ISO 4217: the currency of every money figure of the region's plants */
  currency: Generated<string>;
  timezone: string;
  version: Generated<number>;
  updated_at: Generated<Date>;
  updated_by: string | null;
}
export interface PricingIndexTable {
  id: string;
  name: string;
  price_region_id: string;
  description: Generated<string>;
  version: Generated<number>;
  updated_at: Generated<Date>;
  updated_by: string | null;
}
export interface PriceForecastSourceTable {
  id: Generated<string>;
  name: string;
  price_region_id: string;
  /** null: shared (written by administrators only); else the one customer that owns and sees it */
  customer_id: string | null;
  version: Generated<number>;
  updated_at: Generated<Date>;
  updated_by: string | null;
}
export interface PhysicalPlantTable {
  id: string;
  internal_id: string;
  name: string;
  market_timezone: string;
  plant_state: Generated<PlantState>;
  price_region_id: string | null;
  customer_id: string | null;
  /** a plant of the simulated (demo) world: its telemetry is made up by advance-telemetry */
  simulated: Generated<boolean>;
}
export interface PlantViewTable {
  id: string; // external id
  internal_id: string;
  portfolio_id: string;
  physical_plant_id: string;
  name: string;
  version: Generated<number>;
  updated_at: Generated<Date>;
  updated_by: string | null;
}
export interface HydroBodyTable {
  id: string;
  external_id: string;
  physical_plant_id: string;
  name: string;
  type: string; // RESERVOIR | DOWNSTREAM; anything else is read as RESERVOIR
  latitude: number | null;
  longitude: number | null;
  min_level: number | null;
  max_level: number | null;
  min_content: number | null;
  max_content: number | null;
}
export interface ControlUnitTable {
  id: string;
  external_id: string;
  physical_plant_id: string;
  name: string;
  type: 'TURBINE' | 'GATE' | 'PUMP' | 'PUMP_TURBINE';
  upstream_id: string | null;
  downstream_id: string | null;
  control_status: Generated<ControlStatus>;
  optimization_mode: Generated<'OPTIMAL' | 'FOLLOWING_UPSTREAM' | 'FOLLOWING_DOWNSTREAM' | 'NONE'>;
  p_min: number | null;
  p_max: number | null;
  q_min: number | null;
  q_max: number | null;
  pump_p_min: number | null;
  pump_p_max: number | null;
  pump_q_min: number | null;
  pump_q_max: number | null;
  gate_opening_cm_min: number | null;
  gate_opening_cm_max: number | null;
  /** droop, %: limits FCR to 2 x deltaF x p_max / droop (grid reserves); null: no limit */
  droop_percent: ColumnType<number | null, number | null | undefined, number | null>;
}
export interface PlantViewHydroBodyTable {
  plant_view_id: string;
  hydro_body_id: string;
  redirect_id: string;
  display_name: string | null;
  /** the component's External ID in this view; null: the component's own */
  external_id: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface PlantViewControlUnitTable {
  plant_view_id: string;
  control_unit_id: string;
  redirect_id: string;
  display_name: string | null;
  /** the component's External ID in this view; null: the component's own */
  external_id: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface LevelToContentPointTable {
  hydro_body_id: string;
  level: number;
  content: number;
}
export interface FlowToPowerPointTable {
  control_unit_id: string;
  flow: number;
  power: number;
}
export interface OpeningToThroughputPointTable {
  control_unit_id: string;
  opening_cm: number;
  throughput: number;
}
export interface OptimizationRunTable {
  id: Generated<string>;
  physical_plant_id: string;
  status: Generated<OptimizationRunStatus>;
  created_at: Generated<CreatedAt>;
}
export interface SeriesTable {
  id: GeneratedAlways<number>;
  control_unit_id: string | null;
  hydro_body_id: string | null;
  price_region_id: string | null;
  price_forecast_source_id: string | null;
  quantity: string;
  kind: 'actual' | 'plan' | 'forecast';
  unit: string;
  resolution_seconds: Generated<number>;
  run_id: string | null;
  version: Generated<number>;
}
export interface SeriesValueTable {
  series_id: number;
  ts: Timestamp;
  value: number;
  /** OPC UA quality: null good, 1 uncertain, 2 bad (telemetry; domain TELEMETRY_QUALITY_CODES) */
  quality: Generated<number | null>;
}
export interface SeriesOverrideTable {
  id: GeneratedAlways<number>;
  series_id: number;
  ts: Timestamp;
  value: number;
  override_by: string;
  created_at: Generated<CreatedAt>;
  deleted_at: NullableTimestamp;
}
/** A stored value a write replaced: the old and new value, who and when (series module's one writer). */
export interface SeriesValueCorrectionTable {
  id: GeneratedAlways<number>;
  series_id: number;
  ts: Timestamp;
  old_value: number;
  new_value: number;
  old_quality: number | null;
  new_quality: number | null;
  corrected_by: string;
  corrected_at: Generated<CreatedAt>;
}
export interface WaterValueTable {
  run_id: string;
  hydro_body_id: string | null;
  control_unit_id: string | null;
  ts: Timestamp;
  value_eur_per_mwh: number | null;
  value_eur_per_m3: number | null;
}

export interface Database {
  account: AccountTable;
  customer: CustomerTable;
  portfolio: PortfolioTable;
  account_portfolio: AccountPortfolioTable;
  user_setting: UserSettingTable;
  auth_session: AuthSessionTable;
  auth_token: AuthTokenTable;
  mfa_challenge: MfaChallengeTable;
  password_reset: PasswordResetTable;
  login_failure: LoginFailureTable;
  contact_request: ContactRequestTable;
  price_region: PriceRegionTable;
  pricing_index: PricingIndexTable;
  price_forecast_source: PriceForecastSourceTable;
  physical_plant: PhysicalPlantTable;
  plant_view: PlantViewTable;
  hydro_body: HydroBodyTable;
  control_unit: ControlUnitTable;
  plant_view_hydro_body: PlantViewHydroBodyTable;
  plant_view_control_unit: PlantViewControlUnitTable;
  level_to_content_point: LevelToContentPointTable;
  flow_to_power_point: FlowToPowerPointTable;
  opening_to_throughput_point: OpeningToThroughputPointTable;
  optimization_run: OptimizationRunTable;
  series: SeriesTable;
  series_value: SeriesValueTable;
  series_override: SeriesOverrideTable;
  series_value_correction: SeriesValueCorrectionTable;
  water_value: WaterValueTable;
}

export type Db = Kysely<Database>;
/** What repo methods accept: the database or a transaction on it. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** Scheduler and optimisation runs (issue 4); merged into the interfaces above. */
export interface PeriodicTaskTable {
  name: string;
  description: Generated<string>;
  /** Five-field cron, evaluated in `timezone`. */
  schedule: string;
  timezone: Generated<string>;
  is_paused: Generated<boolean>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: string | null;
  version: Generated<number>;
}
export type TaskRunState = 'created' | 'active' | 'completed' | 'failed' | 'cancelled';
export interface TaskRunTable {
  job_uuid: string;
  task_name: string;
  trigger: 'schedule' | 'manual';
  triggered_by: string | null;
  params: ColumnType<unknown, string | null | undefined, string | null>; // jsonb; written as JSON text
  state: Generated<TaskRunState>;
  created_at: CreatedAt;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  output: ColumnType<unknown, string | null | undefined, string | null>;
  error: string | null;
}
export interface TaskAuditTable {
  id: GeneratedAlways<number>;
  task_name: string;
  action: 'pause' | 'resume' | 'trigger';
  /** E-mail of the admin. */
  actor: string;
  job_uuid: string | null;
  params: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
}
export type OptimizationRunStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
export interface OptimizationRunTable {
  portfolio_id: ColumnType<string | null, string | null | undefined, string | null>;
  plant_view_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Account e-mail, or 'scheduler'. */
  started_by: Generated<string>;
  /** Horizon, options and the model the solver got (jsonb, written as JSON text). */
  inputs: ColumnType<unknown, string | null | undefined, string | null>;
  /** 0..1 */
  progress: Generated<number>;
  /** EUR */
  objective: ColumnType<number | null, number | null | undefined, number | null>;
  /** Totals of the plan (generation MWh, revenue EUR, ...), jsonb. */
  summary: ColumnType<unknown, string | null | undefined, string | null>;
  duration_ms: ColumnType<number | null, number | null | undefined, number | null>;
  log: Generated<string[]>;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}
export interface Database {
  periodic_task: PeriodicTaskTable;
  task_run: TaskRunTable;
  task_audit: TaskAuditTable;
}

/** Overrides and uploads (issue 5); merged into the interfaces above. */
export interface NominationConfigurationTable {
  physical_plant_id: string;
  /** local time (plant market zone) of the day-ahead bid completion */
  day_ahead_bid_completion_hour: number | null;
  day_ahead_bid_completion_minute: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** account e-mail */
  updated_by: string;
  version: Generated<number>;
}
export interface DataUploadTable {
  id: GeneratedAlways<number>;
  physical_plant_id: string;
  plant_view_id: string | null;
  kind: UploadKind;
  file_name: string | null;
  handling: UploadHandling | null;
  /** account e-mail */
  uploaded_by: string;
  value_count: number;
  written: number;
  kept: number;
  from_ts: NullableTimestamp;
  to_ts: NullableTimestamp;
  created_at: CreatedAt;
}
export interface Database {
  nomination_configuration: NominationConfigurationTable;
  data_upload: DataUploadTable;
}

/** Constraints and violations (issue 12); merged into the interfaces above. */
export interface ConstraintTypeTable {
  name: string;
  display_name: string;
  description: string;
  constrainable_type: string;
  unit_kind: string;
  unit: string;
  section: string;
  optimizer: string | null;
  tier: string;
  optimizer_usage: string;
  version: number;
}
type Json = ColumnType<unknown, string, string>;
type NullableJson = ColumnType<unknown, string | null, string | null>;
export interface PlantConstraintTable {
  id: Generated<string>;
  physical_plant_id: string;
  plant_view_id: string | null;
  type_name: string;
  constrainable_id: string;
  constrainable_type: string;
  status: 'draft' | 'Active' | 'Inactive';
  value: Json;
  validity_start: Timestamp;
  validity_end: NullableTimestamp;
  recurring_pattern: NullableJson;
  version: Generated<number>;
  created_by: string;
  created_at: Generated<CreatedAt>;
  updated_by: string | null;
  updated_at: Generated<Timestamp>;
}
export interface PlantConstraintVersionTable {
  id: Generated<number>;
  constraint_id: string;
  effective_from: Timestamp;
  value: Json;
  validity_start: Timestamp;
  validity_end: NullableTimestamp;
  recurring_pattern: NullableJson;
}
export interface ConstraintViolationTable {
  id: Generated<number>;
  constraint_id: string;
  physical_plant_id: string;
  source: 'actual' | 'plan';
  start_ts: Timestamp;
  end_ts: Timestamp;
  worst_value: number;
  limit_value: number;
  detected_at: CreatedAt;
}
export interface Database {
  constraint_type: ConstraintTypeTable;
  plant_constraint: PlantConstraintTable;
  plant_constraint_version: PlantConstraintVersionTable;
  constraint_violation: ConstraintViolationTable;
}

/** Long-term water values (issue 14); merged into the interfaces above. */
export interface LongTermRunTable {
  id: Generated<string>;
  physical_plant_id: string;
  portfolio_id: string | null;
  plant_view_id: string | null;
  /** 1, 2, ... per physical plant. */
  version: number;
  started_by: string;
  status: Generated<'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled'>;
  method: 'sddp' | 'sdp' | null;
  inputs: Generated<unknown>;
  progress: Generated<number>;
  /** ConvergencePoint[] of @penstock/optimizer. */
  iterations: Generated<unknown>;
  upper_bound: number | null;
  lower_bound: number | null;
  lower_bound_ci: number | null;
  log: Generated<string[]>;
  duration_ms: number | null;
  created_at: Generated<Date>;
  started_at: Date | null;
  finished_at: Date | null;
}
export interface LongTermCutTable {
  run_id: string;
  stage: number;
  state: number;
  stage_start: Timestamp;
  cuts: unknown;
}
export interface LongTermWaterValueTable {
  run_id: string;
  hydro_body_id: string;
  week_start: Timestamp;
  filling_percent: number;
  value_eur_per_mwh: number | null;
  value_eur_per_m3: number;
}
export interface Database {
  long_term_run: LongTermRunTable;
  long_term_cut: LongTermCutTable;
  long_term_water_value: LongTermWaterValueTable;
}

/** Entities with history (issue 8): every change of an entity row, written by db/entities/defineEntity.ts. */
export interface EntityHistoryTable {
  id: GeneratedAlways<number>;
  entity: string;
  entity_id: string;
  /** the row's version after the change */
  version: number;
  action: HistoryAction;
  changed_at: Timestamp;
  /** account e-mail */
  changed_by: string | null;
  /** {field: {from, to}} */
  changes: ColumnType<Record<string, { from: unknown; to: unknown }>, string, string>;
  row_after: ColumnType<unknown, string | null, string | null>;
}
export interface Database {
  entity_history: EntityHistoryTable;
}

/** Rate-limit windows shared by all API processes (issue 15); merged into the interfaces above. */
export interface RateLimitWindowTable {
  /** `<METHOD> <route>|<client address>` */
  key: string;
  hits: number;
  reset_at: Timestamp;
}
export interface Database {
  rate_limit_window: RateLimitWindowTable;
}

/** Plants administration (issue 10); merged into the interfaces above. */
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export interface PhysicalPlantTable {
  version: Generated<number>;
  updated_at: UpdatedAt;
  updated_by: string | null;
  price_forecast_source_id: string | null;
  /** the plant this shadow plant was copied from (null: not a shadow plant) */
  shadow_of_id: string | null;
}
export interface HydroBodyTable {
  version: Generated<number>;
  updated_at: UpdatedAt;
  updated_by: string | null;
  /** where the reservoir's spill goes (null: out of the system) */
  spill_target_id: string | null;
}
export interface ControlUnitTable {
  version: Generated<number>;
  updated_at: UpdatedAt;
  updated_by: string | null;
  /** minutes between release and arrival downstream */
  travel_delay_minutes: Generated<number>;
}
export interface FlowToPowerPointTable {
  /** head the point was measured at, m (null: not given) */
  head: ColumnType<number | null, number | null | undefined, number | null>;
}
export interface PointTableTable {
  id: string;
  kind: 'level-to-content' | 'flow-to-power' | 'opening-to-throughput';
  hydro_body_id: string | null;
  control_unit_id: string | null;
  points: ColumnType<unknown, string, string>;
  version: Generated<number>;
  updated_at: UpdatedAt;
  updated_by: string | null;
}
export interface PlantStrategyTable {
  physical_plant_id: string;
  water_value_factor_percent: Generated<number>;
  version: Generated<number>;
  updated_at: UpdatedAt;
  updated_by: string | null;
}
export interface PlantAnalyticsTable {
  physical_plant_id: string;
  horizon_hours: Generated<number>;
  terminal_water_value_method: Generated<'LONG_TERM' | 'MEAN_PRICE' | 'FIXED'>;
  terminal_water_value_eur_mwh: number | null;
  version: Generated<number>;
  updated_at: UpdatedAt;
  updated_by: string | null;
}
export interface Database {
  point_table: PointTableTable;
  plant_strategy: PlantStrategyTable;
  plant_analytics: PlantAnalyticsTable;
}

/** Product modules per physical plant (issue 11); merged into the interfaces above. */
export interface ProductModuleStateTable {
  /** '{physical plant id}:{module}' */
  id: string;
  physical_plant_id: string;
  module: ProductModule;
  state: ModuleState;
  /** set exactly while TRIAL */
  trial_ends_at: NullableTimestamp;
  version: Generated<number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** account e-mail, or the task that changed it */
  updated_by: string | null;
}
export interface Database {
  product_module_state: ProductModuleStateTable;
}

/** Maintenance outages (issue 13); merged into the interfaces above. */
export interface MaintenanceTable {
  uuid: string;
  physical_plant_id: string;
  plant_view_id: string | null;
  control_unit_id: string;
  name: string;
  description: Generated<string>;
  status: 'Active' | 'Inactive';
  unavailability_reason: string;
  unavailability_type: 'Planned' | 'Unplanned';
  /** MW */
  remaining_power: number;
  start_ts: Timestamp;
  /** null: 'never' */
  end_ts: NullableTimestamp;
  created_by: string | null;
  created_at: CreatedAt;
  version: Generated<number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: string | null;
}
/** An optimal rescheduling in progress (its outage set Inactive); seen_at: the flow's last sign of life. */
export interface MaintenanceReschedulingTable {
  maintenance_uuid: string;
  started_by: string;
  started_at: Timestamp;
  seen_at: Timestamp;
}
export interface Database {
  maintenance: MaintenanceTable;
  maintenance_rescheduling: MaintenanceReschedulingTable;
}

/** Head data (issue 23, SHOP's names): plants inside the physical plant, units' seats, curves as point tables. */
export interface HeadPlantTable {
  id: string;
  physical_plant_id: string;
  name: string;
  /** tailwater level, m a.s.l. (an outlet-line curve, when it has points, replaces it) */
  outlet_line: number;
  /** m per (m3/s)^2 */
  main_loss: Generated<number>;
  /** m per (m3/s)^2, one per penstock (jsonb number[]) */
  penstock_loss: ColumnType<unknown, string | undefined, string>;
  version: Generated<number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: string | null;
}
export interface HeadUnitTable {
  control_unit_id: string;
  head_plant_id: string;
  /** 1-based */
  penstock: Generated<number>;
  /** m */
  pump_head_min: number | null;
  pump_head_max: number | null;
  version: Generated<number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: string | null;
}

/** Grid reserves (issue 24); merged into the interfaces above. */
export interface GridReserveTable {
  id: string;
  physical_plant_id: string;
  plant_view_id: string | null;
  control_unit_id: string;
  grid_reserve_type:
    | 'gridReserveSpinningNegative'
    | 'gridReserveSpinningPositive'
    | 'gridReserveStandingNegative'
    | 'gridReserveStandingPositive';
  product_name: string;
  direction: 'positive' | 'negative' | 'symmetric';
  reserve_type: 'spinning' | 'standing';
  mode: 'included' | 'additional';
  /** block length, hours (divides 24) */
  hourly_schedule: number;
  /** MW */
  min_bid_mw: Generated<number>;
  /** MW (0: any) */
  bid_step_mw: Generated<number>;
  /** plant currency per MW and hour */
  capacity_price: Generated<number>;
  /** MW (included: sold; additional: most offered, null: the unit's p_max) */
  mw: number | null;
  /** 0..1 */
  activation_factor: number;
  /** plant currency per MWh */
  activation_compensation: Generated<number>;
  start_ts: Timestamp;
  end_ts: Timestamp;
  status: 'Active' | 'Inactive';
  created_by: string | null;
  created_at: CreatedAt;
  version: Generated<number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: string | null;
}
export interface HeadCurveTable {
  /** '<kind>:<owner id>' */
  id: string;
  kind: 'turb-eff-curves' | 'gen-eff-curve' | 'pump-eff-curves' | 'outlet-line';
  control_unit_id: string | null;
  head_plant_id: string | null;
  /** jsonb [{x, y, head?}] */
  points: ColumnType<unknown, string, string>;
  version: Generated<number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: string | null;
}
export interface Database {
  head_plant: HeadPlantTable;
  head_unit: HeadUnitTable;
  head_curve: HeadCurveTable;
}

/** A run's plan of one reserve per step (stamped at the step start). */
export interface GridReservePlanTable {
  run_id: string;
  grid_reserve_id: string;
  control_unit_id: string;
  product_name: string;
  direction: string;
  reserve_type: string;
  mode: string;
  ts: Timestamp;
  /** MW */
  held_mw: number;
  /** MW of an obligation not held */
  shortfall_mw: number;
  /** MWh, upward positive (symmetric: 0) */
  activated_mwh: number;
  /** MWh activated upward and downward (both >= 0) */
  activated_up_mwh: number;
  activated_down_mwh: number;
  /** plant currency */
  revenue: number;
  /** the run's price of a MW not held for an hour, and this step's shortfall x price x hours (plant currency) */
  shortfall_price: Generated<number>;
  shortfall_cost: Generated<number>;
}
export interface Database {
  grid_reserve: GridReserveTable;
  grid_reserve_plan: GridReservePlanTable;
}
/** A plant's frozen-sensor checks apart from the defaults, per quantity (telemetry module, issue 26); an entity with history. */
export interface TelemetryCheckTable {
  physical_plant_id: string;
  /** { [quantity]: { deadband, hours } } */
  checks: ColumnType<unknown, string, string>;
  version: Generated<number>;
  updated_at: Generated<Date>;
  updated_by: string | null;
}
export interface Database {
  telemetry_check: TelemetryCheckTable;
}

/** Day-ahead bids (issue 25); merged into the interfaces above. */
export interface BidRunTable {
  id: Generated<string>;
  physical_plant_id: string;
  portfolio_id: string | null;
  plant_view_id: string | null;
  /** YYYY-MM-DD, the delivery day in the plant's market zone */
  bid_date: string;
  started_by: string;
  status: Generated<'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled'>;
  inputs: Generated<unknown>;
  progress: Generated<number>;
  log: Generated<string[]>;
  duration_ms: number | null;
  created_at: Generated<Date>;
  started_at: Date | null;
  finished_at: Date | null;
}
export interface DayAheadBidTable {
  id: string;
  physical_plant_id: string;
  bid_date: string;
  state: Generated<'draft' | 'final' | 'exported'>;
  latest_version_id: string | null;
  created_by: string;
  created_at: CreatedAt;
  version: Generated<number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: string | null;
}
export interface DayAheadBidVersionTable {
  id: string;
  bid_id: string;
  number: number;
  source: 'generated' | 'edited';
  created_by: string;
  created_at: CreatedAt;
  run_id: string | null;
  based_on: string | null;
  /** BidCurvePoint[][] (domain bidsValidation), one curve per market time unit */
  curves: ColumnType<unknown, string, string>;
  /** BidScenarios (domain bidsSchemas) or null */
  scenarios: ColumnType<unknown, string | null, string | null>;
  /** BidProblem[] */
  problems: ColumnType<unknown, string, string>;
}
export interface Database {
  bid_run: BidRunTable;
  day_ahead_bid: DayAheadBidTable;
  day_ahead_bid_version: DayAheadBidVersionTable;
}
