/** Builders of topology entries with the spec's defaults, shared by the plant templates. */
import { gatePoints, levelContentPoints, turbinePoints, type TurbineShape } from './hydraulics.js';
import type { ControlUnit, HydroBody, PhysicalPlant, Site, SiteTemplate } from './topology.js';

export interface ReservoirSpec {
  name: string;
  lat: number;
  lon: number;
  minLevel: number;
  maxLevel: number;
  /** m3 at max_level */
  contentAtMax: number;
  /** content at min_level as a share of contentAtMax (dead storage) */
  deadFraction: number;
}

export function reservoirBody(id: string, externalId: string, plantId: string, r: ReservoirSpec): HydroBody {
  return {
    id,
    external_id: externalId,
    plant_id: plantId,
    name: r.name,
    type: 'RESERVOIR',
    latitude: r.lat,
    longitude: r.lon,
    min_level: r.minLevel,
    max_level: r.maxLevel,
    level_to_content: levelContentPoints(r.minLevel, r.maxLevel, r.contentAtMax, r.deadFraction),
    flows_into: null,
  };
}

export function downstreamBody(
  id: string,
  externalId: string,
  plantId: string,
  d: { name: string; lat: number; lon: number; level: number },
  flowsInto: HydroBody['flows_into'] = null,
): HydroBody {
  return {
    id,
    external_id: externalId,
    plant_id: plantId,
    name: d.name,
    type: 'DOWNSTREAM',
    latitude: d.lat,
    longitude: d.lon,
    min_level: d.level,
    max_level: d.level,
    level_to_content: [],
    flows_into: flowsInto,
  };
}

/** A template's plant: `key` prefixes its ids, `code` its external ids. */
export interface PlantNames {
  key: string;
  name: string;
  internalId: string;
  code: string;
}

/** The plant of `p` in the Live state, selling into `market`'s price region. */
export function livePlant(
  p: PlantNames,
  market: { timezone: string; priceRegionId: string },
  siteKey = p.key,
): PhysicalPlant {
  return {
    id: p.key,
    internal_id: p.internalId,
    name: p.name,
    market_timezone: market.timezone,
    plant_state: 'Live',
    price_region_id: market.priceRegionId,
    site_key: siteKey,
  };
}

/** The site of one Live plant (the storage templates) with its water bodies and units. */
export function onePlantSite(
  p: PlantNames & { timezone: string; priceRegionId: string },
  template: SiteTemplate,
  hydroBodies: HydroBody[],
  controlUnits: ControlUnit[],
): Site {
  return { key: p.key, template, plants: [livePlant(p, p)], hydro_bodies: hydroBodies, control_units: controlUnits };
}

type UnitBase = Pick<ControlUnit, 'id' | 'external_id' | 'plant_id' | 'name' | 'upstream' | 'downstream'>;

/** A unit of `plant` named `<key>.<id>` (external `<code>-<externalId>`) taking water from `upstream` to `downstream`. */
export function unitBase(
  plant: Pick<PlantNames, 'key' | 'code'>,
  id: string,
  externalId: string,
  name: string,
  upstream: HydroBody,
  downstream: HydroBody,
): UnitBase {
  return {
    id: `${plant.key}.${id}`,
    external_id: `${plant.code}-${externalId}`,
    plant_id: plant.key,
    name,
    upstream: upstream.id,
    downstream: downstream.id,
  };
}

const NO_PUMP = { pump_p_min: null, pump_p_max: null, pump_q_min: null, pump_q_max: null } as const;

export function turbineUnit(
  base: UnitBase,
  headM: number,
  qMin: number,
  qMax: number,
  shape: TurbineShape,
  optimizationMode: ControlUnit['optimization_mode'] = 'NONE',
): ControlUnit {
  const points = turbinePoints(headM, qMin, qMax, shape);
  return {
    ...base,
    type: 'TURBINE',
    control_status: 'HDG_CONTROLLED',
    optimization_mode: optimizationMode,
    p_min: points[0][1],
    p_max: points[points.length - 1][1],
    q_min: qMin,
    q_max: qMax,
    ...NO_PUMP,
    gate_opening_cm_extrema: null,
    flow_to_power: points,
    opening_to_throughput: [],
  };
}

/** A gate of a template: its name, largest flow (m3/s) and largest opening (cm). */
export interface GateSpec {
  name: string;
  qMax: number;
  openingMaxCm: number;
}

export function gateUnit(
  base: UnitBase,
  { qMax, openingMaxCm }: Omit<GateSpec, 'name'>,
  status: ControlUnit['control_status'],
): ControlUnit {
  return {
    ...base,
    type: 'GATE',
    control_status: status,
    optimization_mode: 'NONE',
    p_min: 0,
    p_max: 0,
    q_min: 0,
    q_max: qMax,
    ...NO_PUMP,
    gate_opening_cm_extrema: [0, openingMaxCm],
    flow_to_power: [],
    opening_to_throughput: gatePoints(qMax, openingMaxCm),
  };
}
