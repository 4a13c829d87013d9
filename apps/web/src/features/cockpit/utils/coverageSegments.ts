export type TelemetryStatus = 'upToDate' | 'outdated' | 'noTelemetry';

/**
 * A component without any actual series (e.g. a tailrace) has no telemetry by design: never
 * outdated. Otherwise its telemetry is outdated when its newest value (or newest override,
 * whichever is later) is older than the user's telemetryOutdatedAfter setting, in hours; a series
 * that never delivered a value counts as outdated.
 */
export function telemetryStatus(
  c: { has_telemetry: boolean; latest: number | null; latest_override: number | null },
  now: number,
  afterHours: number,
): TelemetryStatus {
  if (!c.has_telemetry) return 'noTelemetry';
  const newest = Math.max(c.latest ?? -Infinity, c.latest_override ?? -Infinity);
  if (!Number.isFinite(newest)) return 'outdated';
  return now - newest > afterHours * 3_600_000 ? 'outdated' : 'upToDate';
}

/** Segments of a window for the quality bar: covered ranges and gaps as fractions 0..1 of the window. */
export function coverageSegments(ranges: readonly (readonly [number, number])[], startTs: number, endTs: number) {
  const span = endTs - startTs;
  if (span <= 0) return [];
  return ranges
    .map(([a, b]) => [Math.max(a, startTs), Math.min(b, endTs)] as const)
    .filter(([a, b]) => b > a)
    .map(([a, b]) => ({ from: (a - startTs) / span, to: (b - startTs) / span }));
}
