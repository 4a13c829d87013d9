/** Segments of a window for the quality bar: covered ranges and gaps as fractions 0..1 of the window. */
export function coverageSegments(ranges: readonly (readonly [number, number])[], startTs: number, endTs: number) {
  const span = endTs - startTs;
  if (span <= 0) return [];
  return ranges
    .map(([a, b]) => [Math.max(a, startTs), Math.min(b, endTs)] as const)
    .filter(([a, b]) => b > a)
    .map(([a, b]) => ({ from: (a - startTs) / span, to: (b - startTs) / span }));
}
