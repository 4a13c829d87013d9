type Value = string | number | boolean | null | undefined;
const isEmpty = (v: Value) => v === null || v === undefined || v === '';

/**
 * One line of a change list (spec 1 section 4): 'from X to Y', 'changed to Y' (nothing before) or
 * 'deleted X' (nothing after). A change from nothing to nothing is a programming error.
 */
export function changeSummary(before: Value, after: Value, format: (v: Value) => string = String): string {
  if (isEmpty(before) && isEmpty(after)) throw new Error('Internal error: a change from null to null');
  if (isEmpty(before)) return `changed to ${format(after)}`;
  if (isEmpty(after)) return `deleted ${format(before)}`;
  return `from ${format(before)} to ${format(after)}`;
}
