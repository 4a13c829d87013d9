import type { TelemetryQuality } from './telemetry.js';

/**
 * THE FRESHNESS RULE of telemetry (issue 26), one place for the API, the Live Data screen, the
 * cockpit's data-quality tab and the portfolio's latest-telemetry-time. Per component and quantity:
 *
 * - `no_telemetry`: the component does not report this by design (no actual series: a tailrace); never outdated
 * - `outdated`: no value, or the newest is older than the user's telemetryOutdatedAfter hours (spec 1 section 3)
 * - `bad`: the newest value's OPC UA quality is bad
 * - `frozen`: a stuck sensor, as SCADA frozen-value checks and the QARTOD flat-line test find it: the
 *   values stayed within a deadband of the newest for at least the check's hours
 * - `fresh`: none of these
 *
 * The first that applies wins, in this order: a sensor that went quiet is outdated whatever its
 * last quality was. Operators' overrides do not make telemetry fresh: they are not measurements.
 */
export const FRESHNESS_STATES = ['fresh', 'outdated', 'frozen', 'bad', 'no_telemetry'] as const;
export type FreshnessState = (typeof FRESHNESS_STATES)[number];

/** A frozen-sensor check of one quantity: `hours` 0 turns it off. */
export interface FrozenCheck {
  /** in the quantity's unit: changes up to this much count as no change */
  deadband: number;
  hours: number;
  /** a value at rest (within the deadband of 0: a stopped machine, a shut gate) is never frozen */
  restAtZero?: boolean;
}

/**
 * Default frozen checks per quantity, until a plant sets its own (plant settings). A real sensor
 * jitters by more than these deadbands within the hours; an exact repeat that long is a stuck
 * value or a held substitute. Gate openings are held at setpoints for days by design: off.
 * Flows and power at zero are a machine at rest, not a stuck sensor.
 */
export const FROZEN_CHECK_DEFAULTS: Record<string, FrozenCheck> = {
  power: { deadband: 0.001, hours: 6, restAtZero: true },
  pumping: { deadband: 0.001, hours: 6, restAtZero: true },
  discharge: { deadband: 0.001, hours: 6, restAtZero: true },
  spill: { deadband: 0.001, hours: 6, restAtZero: true },
  gate_opening: { deadband: 0.1, hours: 0 },
  level: { deadband: 0.001, hours: 12 },
  content: { deadband: 100, hours: 12 },
  inflow: { deadband: 0.001, hours: 12 },
};

export interface TelemetryPoint {
  /** UTC epoch ms */
  ts: number;
  value: number;
  quality: TelemetryQuality;
}

/** What the rule needs of a component's quantity (the API answers these beside the state, so a screen can re-apply the rule as time passes). */
export interface FreshnessFacts {
  /** the component has a series of this quantity's measurements at all */
  reports: boolean;
  latest: TelemetryPoint | null;
  /** UTC epoch ms: the start of the newest run of values within the deadband of the newest (unchangedSince) */
  unchanged_since: number | null;
}

export interface FreshnessRules {
  /** UTC epoch ms */
  now: number;
  /** the user's telemetryOutdatedAfter setting */
  outdatedAfterHours: number;
  /** null or hours 0: no frozen check */
  frozen: FrozenCheck | null;
}

const HOUR = 3_600_000;

/**
 * The earliest time from which every value (points sorted by time) stayed within `deadband` of
 * the newest: the newest point's time when the one before it differs; null without points.
 */
export function unchangedSince(
  points: readonly Pick<TelemetryPoint, 'ts' | 'value'>[],
  deadband: number,
): number | null {
  if (!points.length) return null;
  const last = points[points.length - 1].value;
  let since = points[points.length - 1].ts;
  for (let i = points.length - 2; i >= 0; i--) {
    if (Math.abs(points[i].value - last) > deadband) break;
    since = points[i].ts;
  }
  return since;
}

/** The freshness state of one quantity of a component (see the rule above). */
export function telemetryFreshness(facts: FreshnessFacts, rules: FreshnessRules): FreshnessState {
  if (!facts.reports) return 'no_telemetry';
  const latest = facts.latest;
  if (!latest || rules.now - latest.ts > rules.outdatedAfterHours * HOUR) return 'outdated';
  if (latest.quality === 'bad') return 'bad';
  const check = rules.frozen;
  if (check && check.hours > 0 && facts.unchanged_since !== null) {
    const atRest = check.restAtZero === true && Math.abs(latest.value) <= check.deadband;
    if (!atRest && latest.ts - facts.unchanged_since >= check.hours * HOUR) return 'frozen';
  }
  return 'fresh';
}

/** The facts of a series (points sorted by time, as stored) and the rule applied to them. */
export function freshnessFacts(
  points: readonly TelemetryPoint[],
  reports: boolean,
  frozen: FrozenCheck | null,
): FreshnessFacts {
  return {
    reports,
    latest: points.length ? points[points.length - 1] : null,
    unchanged_since: unchangedSince(points, frozen?.deadband ?? 0),
  };
}

/** The state a component shows for all its quantities: the most urgent one (no_telemetry only when none reports). */
export function worstFreshness(states: readonly FreshnessState[]): FreshnessState {
  const order: FreshnessState[] = ['outdated', 'bad', 'frozen', 'fresh', 'no_telemetry'];
  return order.find((s) => states.includes(s)) ?? 'no_telemetry';
}
