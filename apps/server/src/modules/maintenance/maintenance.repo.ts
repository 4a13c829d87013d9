import type { Db, Executor } from '../../db/schema.js';
import { viewControlUnits } from '../plants/index.js';
import { unitWindowWhere, withUnits, type UnitWindowFilter } from '../unitWindows/index.js';

/** An outage row with its unit's name and limit. */
export interface MaintenanceRow {
  uuid: string;
  physical_plant_id: string;
  control_unit_id: string;
  turbine_name: string;
  /** MW: generation limit (pumps: pumping limit) */
  turbine_p_max: number;
  name: string;
  description: string;
  status: 'Active' | 'Inactive';
  unavailability_reason: string;
  unavailability_type: 'Planned' | 'Unplanned';
  remaining_power: number;
  start_ts: Date;
  end_ts: Date | null;
  version: number;
  created_by: string | null;
  updated_by: string | null;
  updated_at: Date;
}

/** Units an outage can take out: the ones that generate or pump. */
export const OUTAGE_UNIT_TYPES = ['TURBINE', 'PUMP', 'PUMP_TURBINE'] as const;

export function createMaintenanceRepo(db: Db) {
  return {
    /** The list's order is start, then uuid; `byStart` keeps only the start order (ties as stored: what runs recorded so far). */
    async list(f: UnitWindowFilter, trx: Executor = db, byStart = false): Promise<MaintenanceRow[]> {
      if (!f.physicalPlantIds.length) return [];
      const q = trx
        .selectFrom('maintenance as m')
        .select([
          'm.uuid',
          'm.physical_plant_id',
          'm.control_unit_id',
          'm.name',
          'm.description',
          'm.status',
          'm.unavailability_reason',
          'm.unavailability_type',
          'm.remaining_power',
          'm.start_ts',
          'm.end_ts',
          'm.version',
          'm.created_by',
          'm.updated_by',
          'm.updated_at',
        ])
        .where(unitWindowWhere(f, { alias: 'm', key: 'uuid', openEnd: true }))
        .orderBy('m.start_ts');
      const rows = await (byStart ? q : q.orderBy('m.uuid')).execute();
      return withUnits(rows, (u) => ({ turbine_name: u.name, turbine_p_max: unitPMax(u) }), trx);
    },

    /** The unit if the plant view shows it and an outage can take it out. */
    async unitOfView(plantViewId: string, unitId: string, trx: Executor = db) {
      const [u] = await viewControlUnits(plantViewId, { id: unitId, types: OUTAGE_UNIT_TYPES }, trx);
      return u ? { id: u.id, name: u.name, physical_plant_id: u.physical_plant_id, p_max: unitPMax(u) } : undefined;
    },
  };
}
export type MaintenanceRepo = ReturnType<typeof createMaintenanceRepo>;

/** A pump's limit is its pumping power; turbines and pump turbines their generation. */
export function unitPMax(u: { type: string; p_max: number | null; pump_p_max: number | null }): number {
  return (u.type === 'PUMP' ? u.pump_p_max : u.p_max) ?? 0;
}
