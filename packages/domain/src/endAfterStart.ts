// Its own module, not timeWindow.ts: the cockpit's first screen loads timeWindow, only the lazy
// reserve and outage forms need this.

/**
 * The refine of a body whose end (null: open) must come after its start, refused under the end
 * field: `.refine(...endAfterStart('start_ts', 'end_ts'))`.
 */
export function endAfterStart<S extends string, E extends string>(
  start: S,
  end: E,
): [
  check: (body: Record<S, number> & Record<E, number | null>) => boolean,
  issue: { message: string; path: string[] },
] {
  return [(b) => b[end] === null || b[end] > b[start], { message: 'The end must be after the start', path: [end] }];
}
