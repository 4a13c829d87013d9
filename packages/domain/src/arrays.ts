// Loops instead of spreading arrays into calls: `Math.min(...xs)` and `a.push(...xs)` put every
// element on the stack and throw RangeError from about 125,000 elements (an hourly year of one
// column is 8,760; an upload of 8 years x 25 columns is 1.75 million). ESLint forbids the spread.

/** Smallest value; `empty` (default Infinity, like Math.min()) for none. */
export function minOf(values: Iterable<number>, empty = Infinity): number {
  let min = Infinity;
  let any = false;
  for (const v of values) {
    any = true;
    if (v < min || Number.isNaN(v)) min = v;
  }
  return any ? min : empty;
}

/** Largest value; `empty` (default -Infinity, like Math.max()) for none. */
export function maxOf(values: Iterable<number>, empty = -Infinity): number {
  let max = -Infinity;
  let any = false;
  for (const v of values) {
    any = true;
    if (v > max || Number.isNaN(v)) max = v;
  }
  return any ? max : empty;
}

/** Appends every item of `items` to `target` (in place) and returns target. */
export function appendAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item);
  return target;
}

/** The keys of an object literal, typed as its keys (`Object.keys` answers plain strings). */
export const keysOf = <T extends object>(o: T): (keyof T & string)[] => Object.keys(o) as (keyof T & string)[];
