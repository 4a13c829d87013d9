/** Fills gaps by holding the previous value (the first known value before it); counts the filled steps. */
export function holdGaps(values: (number | null)[], fallback = 0): { values: number[]; filled: number } {
  let filled = 0;
  let last = values.find((v) => v !== null) ?? fallback;
  const out = values.map((v) => {
    if (v === null) {
      filled++;
      return last;
    }
    last = v;
    return v;
  });
  return { values: out, filled };
}
