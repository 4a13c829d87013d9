import type { GridReserve } from '@penstock/domain';
import type { StatusSelection } from '@/ui/list/listFilter';

/**
 * The Reserves table's filters (spec 2 sections 4 and 5): status (default Active), direction,
 * reserve type and product, each all / none / some (none keeps every row, as the shared list's
 * status filter: a filter with nothing chosen asks for nothing).
 */
export interface ReserveFilterState {
  status: StatusSelection;
  direction: StatusSelection;
  type: StatusSelection;
  product: StatusSelection;
}

export const DEFAULT_RESERVE_FILTER: ReserveFilterState = {
  status: ['Active'],
  direction: 'all',
  type: 'all',
  product: 'all',
};

const passes = (selection: StatusSelection, value: string) =>
  selection === 'all' || selection === 'none' || selection.includes(value);

export function filterReserves(rows: readonly GridReserve[], f: ReserveFilterState): GridReserve[] {
  return rows.filter(
    (r) =>
      passes(f.status, r.status) &&
      passes(f.direction, r.direction) &&
      passes(f.type, r.reserve_type) &&
      passes(f.product, r.product_name),
  );
}

/** The products named by the reserves, in alphabetical order (the product filter's options). */
export const productsOf = (rows: readonly GridReserve[]) =>
  [...new Set(rows.map((r) => r.product_name))].sort((a, b) => a.localeCompare(b));

/** Table order: plant, unit, product, start. */
export const reserveOrder = (a: GridReserve, b: GridReserve) =>
  a.plant_name.localeCompare(b.plant_name) ||
  a.power_unit_name.localeCompare(b.power_unit_name) ||
  a.product_name.localeCompare(b.product_name) ||
  a.start_ts - b.start_ts;
