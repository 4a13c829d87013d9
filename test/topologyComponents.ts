// Plant components for tests of code that reads a topology: every optional field empty, `extra` sets what a test needs.
import type { ControlUnit, HydroBody } from '@penstock/domain';

/** A reservoir or downstream body of the plant (its redirect id is its id). */
export const hydroBody = (id: string, type: HydroBody['type'], extra: Partial<HydroBody> = {}): HydroBody => ({
  id,
  external_id: id,
  redirect_id: id,
  name: `Body ${id}`,
  type,
  isPartOfPlant: true,
  latitude: null,
  longitude: null,
  min_level: null,
  max_level: null,
  min_content: null,
  max_content: null,
  ...extra,
});

/** A control unit of the plant, not connected, with no limits. */
export const controlUnit = (id: string, type: ControlUnit['type'], extra: Partial<ControlUnit> = {}): ControlUnit => ({
  id,
  external_id: id,
  redirect_id: id,
  name: id,
  type,
  upstream: null,
  downstream: null,
  control_status: 'ACTIVE',
  optimization_mode: 'NONE',
  isPartOfPlant: true,
  p_min: null,
  p_max: null,
  q_min: null,
  q_max: null,
  pump_p_min: null,
  pump_p_max: null,
  pump_q_min: null,
  pump_q_max: null,
  gate_opening_cm_extrema: null,
  ...extra,
});
