import type { Db, Executor } from '../../db/schema.js';

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

export interface MaintenanceFilter {
  physicalPlantIds: string[];
  uuid?: string;
  /** outages overlapping [from, to), UTC epoch ms */
  from?: number;
  to?: number;
  status?: 'Active' | 'Inactive';
}

/** Units an outage can take out: the ones that generate or pump. */
export const OUTAGE_UNIT_TYPES = ['TURBINE', 'PUMP', 'PUMP_TURBINE'] as const;

export function createMaintenanceRepo(db: Db) {
  return {
    async list(f: MaintenanceFilter, trx: Executor = db): Promise<MaintenanceRow[]> {
      if (!f.physicalPlantIds.length) return [];
      let q = trx
        .selectFrom('maintenance as m')
        .innerJoin('control_unit as u', 'u.id', 'm.control_unit_id')
        .select([
          'm.uuid',
          'm.physical_plant_id',
          'm.control_unit_id',
          'u.name as turbine_name',
          'u.type',
          'u.p_max',
          'u.pump_p_max',
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
        .where('m.physical_plant_id', 'in', f.physicalPlantIds);
      if (f.uuid !== undefined) q = q.where('m.uuid', '=', f.uuid);
      if (f.status !== undefined) q = q.where('m.status', '=', f.status);
      if (f.to !== undefined) q = q.where('m.start_ts', '<', new Date(f.to));
      if (f.from !== undefined) {
        const from = new Date(f.from);
        q = q.where((eb) => eb.or([eb('m.end_ts', 'is', null), eb('m.end_ts', '>', from)]));
      }
      const rows = await q.orderBy('m.start_ts').orderBy('m.uuid').execute();
      return rows.map(({ type, p_max, pump_p_max, ...r }) => ({
        ...r,
        turbine_p_max: unitPMax({ type, p_max, pump_p_max }),
      }));
    },

    /** The unit if the plant view shows it and an outage can take it out. */
    async unitOfView(plantViewId: string, unitId: string, trx: Executor = db) {
      const u = await trx
        .selectFrom('plant_view_control_unit as a')
        .innerJoin('control_unit as u', 'u.id', 'a.control_unit_id')
        .select(['u.id', 'u.name', 'u.type', 'u.p_max', 'u.pump_p_max', 'u.physical_plant_id'])
        .where('a.plant_view_id', '=', plantViewId)
        .where('u.id', '=', unitId)
        .where('u.type', 'in', OUTAGE_UNIT_TYPES)
        .executeTakeFirst();
      return u ? { id: u.id, name: u.name, physical_plant_id: u.physical_plant_id, p_max: unitPMax(u) } : undefined;
    },
  };
}
export type MaintenanceRepo = ReturnType<typeof createMaintenanceRepo>;

/** A pump's limit is its pumping power; turbines and pump turbines their generation. */
export function unitPMax(u: { type: string; p_max: number | null; pump_p_max: number | null }): number {
  return (u.type === 'PUMP' ? u.pump_p_max : u.p_max) ?? 0;
}
