/**
 * A component's telemetry is outdated when its newest value (or its newest override, whichever
 * is later) is older than the user's telemetryOutdatedAfter setting, in hours; none at all counts
 * as outdated.
 */
export function isTelemetryOutdated(latest: number | null, latestOverride: number | null, now: number, afterHours: number): boolean {
  const newest = Math.max(latest ?? -Infinity, latestOverride ?? -Infinity);
  if (!Number.isFinite(newest)) return true;
  return now - newest > afterHours * 3_600_000;
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
