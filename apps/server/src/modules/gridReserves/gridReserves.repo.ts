import type { Db, Executor, GridReserveTable } from '../../db/schema.js';
import { viewControlUnits } from '../plants/index.js';
import { unitWindowWhere, withUnits, type UnitWindowFilter } from '../unitWindows/index.js';

/** A reserve row with its unit's name and limit. */
export interface GridReserveRow {
  id: string;
  physical_plant_id: string;
  plant_view_id: string | null;
  control_unit_id: string;
  unit_name: string;
  /** MW: the unit's generation limit */
  unit_p_max: number | null;
  /** the unit's droop, % (null: none) */
  unit_droop: number | null;
  grid_reserve_type: GridReserveTable['grid_reserve_type'];
  product_name: string;
  direction: GridReserveTable['direction'];
  reserve_type: GridReserveTable['reserve_type'];
  mode: GridReserveTable['mode'];
  hourly_schedule: number;
  min_bid_mw: number;
  bid_step_mw: number;
  capacity_price: number;
  mw: number | null;
  activation_factor: number;
  activation_compensation: number;
  start_ts: Date;
  end_ts: Date;
  status: 'Active' | 'Inactive';
  version: number;
  created_by: string | null;
  updated_by: string | null;
  updated_at: Date;
}

/** Units that can hold grid reserve capacity: the ones that generate (a pump turbine in turbine mode). */
export const RESERVE_UNIT_TYPES = ['TURBINE', 'PUMP_TURBINE'] as const;

export function createGridReservesRepo(db: Db) {
  return {
    /** Ordered by start, then id. */
    async list(f: UnitWindowFilter, trx: Executor = db): Promise<GridReserveRow[]> {
      if (!f.physicalPlantIds.length) return [];
      const rows = await trx
        .selectFrom('grid_reserve as g')
        .select([
          'g.id',
          'g.physical_plant_id',
          'g.plant_view_id',
          'g.control_unit_id',
          'g.grid_reserve_type',
          'g.product_name',
          'g.direction',
          'g.reserve_type',
          'g.mode',
          'g.hourly_schedule',
          'g.min_bid_mw',
          'g.bid_step_mw',
          'g.capacity_price',
          'g.mw',
          'g.activation_factor',
          'g.activation_compensation',
          'g.start_ts',
          'g.end_ts',
          'g.status',
          'g.version',
          'g.created_by',
          'g.updated_by',
          'g.updated_at',
        ])
        .where(unitWindowWhere(f, { alias: 'g', key: 'id' }))
        .orderBy('g.start_ts')
        .orderBy('g.id')
        .execute();
      return withUnits(rows, (u) => ({ unit_name: u.name, unit_p_max: u.p_max, unit_droop: u.droop_percent }), trx);
    },

    /** The physical plant of a reserve (undefined: no such reserve). */
    async plantOf(id: string, trx: Executor = db) {
      return trx
        .selectFrom('grid_reserve')
        .select(['physical_plant_id', 'plant_view_id'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The units of the plant view that can hold reserves (id, name). */
    async unitsOfView(plantViewId: string, trx: Executor = db) {
      return (await viewControlUnits(plantViewId, { types: RESERVE_UNIT_TYPES }, trx)).map((u) => ({
        id: u.id,
        name: u.name,
      }));
    },

    /** The unit if the plant view shows it and it can hold reserve capacity. */
    async unitOfView(plantViewId: string, unitId: string, trx: Executor = db) {
      const [u] = await viewControlUnits(plantViewId, { id: unitId, types: RESERVE_UNIT_TYPES }, trx);
      return u
        ? { id: u.id, name: u.name, physical_plant_id: u.physical_plant_id, p_max: u.p_max, droop: u.droop_percent }
        : undefined;
    },
  };
}
export type GridReservesRepo = ReturnType<typeof createGridReservesRepo>;
