/**
 * The status filter of a list (spec 2 section 5: all/none; e.g. Active/Inactive): every status, no
 * status chosen, or some statuses. All and None both keep every row: All presses every status, None
 * clears them (a filter with nothing chosen asks for nothing), from where one click picks a status.
 * (None once meant "match nothing", an always empty list no one wants; issue 27 item 17.)
 */
export type StatusSelection = 'all' | 'none' | readonly string[];

/** The `status` query value: absent is all, 'none' is none, else the statuses joined by ','. */
export function parseStatusParam(value: string | undefined, options: readonly string[]): StatusSelection {
  if (value === undefined || value === '') return 'all';
  if (value === 'none') return 'none';
  const chosen = options.filter((o) => value.split(',').includes(o));
  return chosen.length === 0 ? 'all' : chosen.length === options.length ? 'all' : chosen;
}

export function formatStatusParam(selection: StatusSelection): string | undefined {
  if (selection === 'all') return undefined;
  if (selection === 'none') return 'none';
  return selection.join(',');
}

/**
 * A click on a status: from all (or none) it picks just that status; otherwise it toggles it.
 * Choosing every status collapses to all; removing the last one leaves none.
 */
export function toggleStatus(selection: StatusSelection, status: string, options: readonly string[]): StatusSelection {
  if (selection === 'all' || selection === 'none') return options.length === 1 ? 'all' : [status];
  const next = selection.includes(status) ? selection.filter((s) => s !== status) : [...selection, status];
  if (next.length === 0) return 'none';
  return options.every((o) => next.includes(o)) ? 'all' : options.filter((o) => next.includes(o));
}

export interface ListFilter<T> {
  status?: { of: (row: T) => string; selection: StatusSelection };
  /** Matched case-insensitively, trimmed, as a substring of any of the row's named fields. */
  search?: { text: string; fields: (row: T) => readonly (string | number | null | undefined)[] };
}

/** The rows the status filter and the search let through, in their order. */
export function filterRows<T>(rows: readonly T[], filter: ListFilter<T>): T[] {
  const needle = filter.search?.text.trim().toLowerCase() ?? '';
  const selection = filter.status?.selection ?? 'all';
  return rows.filter((row) => {
    if (selection !== 'all' && selection !== 'none' && !selection.includes(filter.status!.of(row))) return false;
    if (!needle) return true;
    return filter
      .search!.fields(row)
      .some((v) => v !== null && v !== undefined && String(v).toLowerCase().includes(needle));
  });
}

/** Rows ordered by a column's value (numbers numerically, text case-insensitively), nulls last in both orders; stable. */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => string | number | null | undefined,
  order: 'asc' | 'desc',
): T[] {
  const sign = order === 'asc' ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i, v: value(row) }))
    .sort((a, b) => {
      if (a.v == null || b.v == null) return a.v == null ? (b.v == null ? a.i - b.i : 1) : -1;
      const c =
        typeof a.v === 'number' && typeof b.v === 'number'
          ? a.v - b.v
          : String(a.v).localeCompare(String(b.v), undefined, { sensitivity: 'base', numeric: true });
      return c !== 0 ? sign * c : a.i - b.i;
    })
    .map((x) => x.row);
}
