import { remainingPercent, type Maintenance } from '@penstock/domain';

export interface MaintenanceFilterState {
  /** plant view ids shown; 'all' by default */
  plants: 'all' | readonly string[];
  search: string;
  /** 'all', 'none' or the statuses shown */
  status: 'all' | 'none' | readonly string[];
  /** remaining availability percent range, inclusive (default 0-100) */
  percent: readonly [number, number];
}
export const DEFAULT_FILTER: MaintenanceFilterState = { plants: 'all', search: '', status: 'all', percent: [0, 100] };

/**
 * Spec 2 section 6: plants all/none; search case-insensitive on name, plant id, turbine name and
 * description; status; remaining availability percent (remaining_power / turbine_p_max x 100) within
 * min-max.
 */
export function filterMaintenance(rows: readonly Maintenance[], f: MaintenanceFilterState): Maintenance[] {
  const needle = f.search.trim().toLowerCase();
  return rows.filter((m) => {
    if (f.plants !== 'all' && !f.plants.includes(m.plant_id)) return false;
    // None clears the status buttons and keeps every row, as in every list's status filter (ui/list/listFilter)
    if (f.status !== 'all' && f.status !== 'none' && !f.status.includes(m.status)) return false;
    const pct = remainingPercent(m);
    // a hair of tolerance: 33.3333 % shows as 33 and must pass a 33 minimum
    if (pct < f.percent[0] - 1e-9 || pct > f.percent[1] + 1e-9) return false;
    if (!needle) return true;
    return [m.name, m.plant_id, m.turbine_name, m.description].some((v) => v.toLowerCase().includes(needle));
  });
}
