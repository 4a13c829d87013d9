import type { GridReserve } from '@penstock/domain';
import type { ReserveUnit } from '../hooks/useReserveUnits';

/** Units and reserves of the demo's Hochalm plant for component tests. */
export const UNITS: ReserveUnit[] = [
  {
    key: 'hochalm|hochalm.m1',
    plantViewId: 'hochalm',
    plantName: 'Hochalm',
    zone: 'Europe/Vienna',
    currency: 'EUR',
    unitId: 'hochalm.m1',
    unitName: 'M1',
    pMax: 80,
    pMin: 10,
  },
];

export function reserve(patch: Partial<GridReserve>): GridReserve {
  return {
    id: 'r1',
    plant_view_id: 'hochalm',
    plant_name: 'Hochalm',
    power_unit_id: 'hochalm.m1',
    power_unit_name: 'M1',
    grid_reserve_type: 'gridReserveSpinningPositive',
    product_name: 'aFRR',
    direction: 'positive',
    reserve_type: 'spinning',
    mode: 'included',
    hourly_schedule: 4,
    min_bid_mw: 1,
    bid_step_mw: 1,
    capacity_price: 12.5,
    mw: 20,
    activation_factor: 0.25,
    activation_compensation: 90,
    currency: 'EUR',
    start_ts: Date.UTC(2026, 10, 28, 23),
    end_ts: Date.UTC(2026, 10, 29, 23),
    status: 'Active',
    version: 1,
    created_by: 'operator@penstock.demo',
    updated_by: 'operator@penstock.demo',
    updated_at: Date.UTC(2026, 10, 28, 8),
    ...patch,
  };
}
