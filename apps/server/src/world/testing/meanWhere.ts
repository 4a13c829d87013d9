/** The mean of the values at the indexes `keep` accepts (NaN when it accepts none): a season's or an hour band's level in the world's tests. */
export function meanWhere(values: ArrayLike<number>, keep: (i: number) => boolean): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < values.length; i++) {
    if (!keep(i)) continue;
    sum += values[i];
    n++;
  }
  return sum / n;
}

/** Whether a is between from and to, both included (an hour band, a range of months). */
export const within = (a: number, from: number, to: number) => a >= from && a <= to;
