/**
 * Topology of the demo world, shaped like the entities of spec 2 section 3 (snake_case field names
 * as on the wire). Units: level m a.s.l., content m3, flow m3/s, power MW, opening cm.
 * Fields marked "demo extension" are not in the spec; the simulation needs them and a loader may
 * keep or drop them.
 */
import type { OPERATING_MODES } from '@penstock/domain';
import type { Point } from './curves.js';
import type { SiteHeadData } from './headData.js';

export type PlantState = 'Draft' | 'Setup' | 'Review' | 'Live' | 'Backtesting' | 'Calibration' | 'Paused' | 'Inactive';
export type HydroBodyType = 'RESERVOIR' | 'DOWNSTREAM';
export type ControlUnitType = 'TURBINE' | 'GATE' | 'PUMP' | 'PUMP_TURBINE';
export type ControlStatus = (typeof OPERATING_MODES)[number];
export type OptimizationMode = 'OPTIMAL' | 'FOLLOWING_UPSTREAM' | 'FOLLOWING_DOWNSTREAM' | 'NONE';
export type SiteTemplate = 'alpine_storage' | 'pumped_storage' | 'run_of_river_cascade';

export interface PriceRegion {
  id: string;
  name: string;
  currency: 'EUR';
  timezone: string;
  /** demo extension: long-run mean day-ahead price, EUR/MWh */
  mean_price: number;
}

export interface PhysicalPlant {
  id: string;
  internal_id: string;
  name: string;
  /** IANA zone of the plant's power market */
  market_timezone: string;
  plant_state: PlantState;
  /** demo extension: the price region the plant sells into */
  price_region_id: string;
  /** demo extension: the simulated site (template instance) the plant belongs to */
  site_key: string;
}

export interface HydroBody {
  id: string;
  external_id: string;
  plant_id: string;
  name: string;
  type: HydroBodyType;
  latitude: number;
  longitude: number;
  /** m a.s.l.; for DOWNSTREAM bodies the tailwater level (not simulated) */
  min_level: number;
  max_level: number;
  /** [level m a.s.l., content m3], level increasing; empty for DOWNSTREAM bodies */
  level_to_content: Point[];
  /**
   * demo extension: where water leaving this body goes and how long it travels (hours). Used by
   * the run-of-river cascade (tailwater of one stage -> head pond of the next). null: leaves the
   * modelled system.
   */
  flows_into: { body_id: string; delay_hours: number } | null;
}

export interface ControlUnit {
  id: string;
  external_id: string;
  plant_id: string;
  name: string;
  type: ControlUnitType;
  /** hydro body ids. Positive discharge flows upstream -> downstream; pumping is negative. */
  upstream: string;
  downstream: string;
  control_status: ControlStatus;
  optimization_mode: OptimizationMode;
  /** generating limits, MW and m3/s; a unit runs within them or stands still (0) */
  p_min: number;
  p_max: number;
  q_min: number;
  q_max: number;
  /** pumping limits as positive magnitudes, MW and m3/s; null when the unit cannot pump */
  pump_p_min: number | null;
  pump_p_max: number | null;
  pump_q_min: number | null;
  pump_q_max: number | null;
  /** [closed, fully open] gate opening in cm; null for non-gates */
  gate_opening_cm_extrema: [number, number] | null;
  /**
   * [discharge m3/s, power MW], discharge increasing. Pump turbines carry pumping points with
   * negative discharge and negative power below the generating ones. Gates: empty.
   */
  flow_to_power: Point[];
  /** [opening cm, throughput m3/s] for gates; empty otherwise */
  opening_to_throughput: Point[];
}

export interface Site {
  key: string;
  template: SiteTemplate;
  /** Head data for the optimiser's head model (issue 23, SHOP's names; headData.ts); set by createWorld. */
  head_data?: SiteHeadData;
  plants: PhysicalPlant[];
  hydro_bodies: HydroBody[];
  control_units: ControlUnit[];
}

export interface WorldTopology {
  price_regions: PriceRegion[];
  sites: Site[];
}
