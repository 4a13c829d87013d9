/** The next (by 1) or previous (by -1) item after the current one, wrapping around; from the ends when none is current. */
export function cycle<T extends { id: string }>(
  list: readonly T[],
  currentId: string | undefined,
  by: 1 | -1,
): T | undefined {
  if (!list.length) return undefined;
  const at = list.findIndex((x) => x.id === currentId);
  if (at < 0) return by > 0 ? list[0] : list[list.length - 1];
  return list[(at + by + list.length) % list.length];
}
