import type { z } from 'zod';
import * as zm from 'zod/mini';
import type { ComponentType } from './plantData.js';

/**
 * Wire contract of telemetry (issue 26): plants send measurements in, the Live Data screen shows
 * the newest of each component with its freshness state (telemetryFreshness.ts).
 *
 *   POST /api/v1/telemetry                      JSON {plant_view_id | plant, measurements: [...]} or text/csv
 *   GET  /api/dashboard-v3/portfolio/{portfolioId}/live-data?outdated=true
 *
 * Times are UTC epoch ms on the way out; a measurement's ts may be ISO 8601 with an offset or Z, or epoch ms.
 */

/** OPC UA's three quality classes (Part 4, StatusCode severity): bad values are stored and shown, never optimised on. */
export const TELEMETRY_QUALITIES = ['good', 'uncertain', 'bad'] as const;
export type TelemetryQuality = (typeof TELEMETRY_QUALITIES)[number];
/** series_value.quality: null is good (so every value stored before telemetry counts as good). */
export const TELEMETRY_QUALITY_CODES: Record<TelemetryQuality, number | null> = { good: null, uncertain: 1, bad: 2 };
export const qualityOfCode = (code: number | null | undefined): TelemetryQuality =>
  code === 2 ? 'bad' : code === 1 ? 'uncertain' : 'good';

export interface TelemetryQuantityInfo {
  /** the stored unit (DESIGN.md section 5) */
  unit: string;
  /** other spellings of the same unit a sender may use; no conversion happens */
  aliases: readonly string[];
  /** component types that measure it */
  components: readonly ComponentType[];
}

const MACHINES: readonly ComponentType[] = ['TURBINE', 'PUMP', 'PUMP_TURBINE'];
/**
 * What a plant may send, per quantity: the unit and the components that report it. A unit given
 * on a measurement must be one of these spellings (else the line is refused); omitted, the stored
 * unit is meant. Prices are a region's, not a component's: they come in as price forecasts.
 */
export const TELEMETRY_QUANTITIES: Record<string, TelemetryQuantityInfo> = {
  power: { unit: 'MW', aliases: ['mw'], components: MACHINES },
  pumping: { unit: 'MW', aliases: ['mw'], components: ['PUMP', 'PUMP_TURBINE'] },
  discharge: { unit: 'm3/s', aliases: ['m³/s', 'cumecs'], components: [...MACHINES, 'GATE'] },
  gate_opening: { unit: 'cm', aliases: [], components: ['GATE'] },
  level: { unit: 'm a.s.l.', aliases: ['m', 'masl', 'm asl', 'm.a.s.l.'], components: ['RESERVOIR', 'DOWNSTREAM'] },
  content: { unit: 'm3', aliases: ['m³'], components: ['RESERVOIR'] },
  inflow: { unit: 'm3/s', aliases: ['m³/s', 'cumecs'], components: ['RESERVOIR'] },
  spill: { unit: 'm3/s', aliases: ['m³/s', 'cumecs'], components: ['RESERVOIR'] },
};
export const TELEMETRY_QUANTITY_NAMES = Object.keys(TELEMETRY_QUANTITIES);

/** Whether `unit` (as sent, case and spaces ignored) is a spelling of the quantity's unit. */
export function unitFits(quantity: string, unit: string): boolean {
  const info = TELEMETRY_QUANTITIES[quantity];
  if (!info) return false;
  const norm = (u: string) => u.trim().toLowerCase().replace(/\s+/g, ' ');
  return [info.unit, ...info.aliases].some((u) => norm(u) === norm(unit));
}

/** Values in one request, JSON or CSV. */
export const TELEMETRY_MAX_VALUES = 100_000;
/** A measurement may lie this far ahead of the server's clock (clock skew), no further. */
export const TELEMETRY_FUTURE_TOLERANCE_MS = 5 * 60_000;
/** The header of a telemetry CSV: one measurement per line; quality and unit columns are optional. */
export const TELEMETRY_CSV_HEADER = ['component', 'quantity', 'ts', 'value', 'quality', 'unit'] as const;

/** POST /api/v1/telemetry: how many of the sent values were new, already stored as sent, or corrected an earlier value. */
export const telemetryIngestResultSchema = zm.object({
  plant_view_id: zm.string(),
  values: zm.int(),
  new: zm.int(),
  unchanged: zm.int(),
  corrected: zm.int(),
  /** contents computed from sent levels (and levels from contents) through the level-to-content table */
  derived: zm.int(),
});
export type TelemetryIngestResult = z.infer<typeof telemetryIngestResultSchema>;

/** The Live Data screen's tabs (spec 1 section 2: Gate, Turbine, Reservoir) and the component types on each. */
export const LIVE_DATA_TABS = ['Gate', 'Turbine', 'Reservoir'] as const;
export type LiveDataTab = (typeof LIVE_DATA_TABS)[number];
export const LIVE_DATA_TAB_TYPES: Record<LiveDataTab, readonly ComponentType[]> = {
  Gate: ['GATE'],
  Turbine: MACHINES,
  Reservoir: ['RESERVOIR', 'DOWNSTREAM'],
};
export const liveDataTabOf = (type: ComponentType): LiveDataTab =>
  LIVE_DATA_TABS.find((t) => LIVE_DATA_TAB_TYPES[t].includes(type))!;
