import {
  checkMaintenanceCreate,
  checkMaintenanceUpdate,
  type HistoryEntry,
  type Maintenance,
  type MaintenanceCreate,
  type MaintenanceUpdate,
  type OutageState,
} from '@penstock/domain';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import { forbidden, invalidFields, notFound } from '../../http/httpError.js';
import type { AuthUser } from '../../types.js';
import type { PlantViewAccess, PlantViewRow } from '../plants/index.js';
import { firstViewOfPlants, unitWindowRecords } from '../unitWindows/index.js';
import { maintenanceEntity } from './maintenanceEntity.js';
import { createMaintenanceRepo, type MaintenanceRow } from './maintenance.repo.js';
import { createReschedulingRepo } from './rescheduling.repo.js';

const ms = (d: Date | null) => (d === null ? null : d.getTime());

/** The wire shape, seen through a plant view. */
export function toWire(r: MaintenanceRow, view: Pick<PlantViewRow, 'id' | 'name'>): Maintenance {
  return {
    uuid: r.uuid,
    name: r.name,
    plant_id: view.id,
    plant_name: view.name,
    turbine_id: r.control_unit_id,
    turbine_name: r.turbine_name,
    turbine_p_max: r.turbine_p_max,
    description: r.description,
    status: r.status,
    unavailability_reason: r.unavailability_reason as Maintenance['unavailability_reason'],
    unavailability_type: r.unavailability_type,
    remaining_power: r.remaining_power,
    start_timestamp_millis: r.start_ts.getTime(),
    end_timestamp_millis: ms(r.end_ts),
    version: r.version,
    created_by: r.created_by,
    updated_by: r.updated_by,
    updated_at: r.updated_at.getTime(),
  };
}

/** The stored columns an outage's body sets (on create and update alike). */
const columnsOf = (body: MaintenanceCreate, unitId: string) => ({
  control_unit_id: unitId,
  name: body.name,
  description: body.description,
  status: body.status,
  unavailability_reason: body.unavailability_reason,
  unavailability_type: body.unavailability_type,
  remaining_power: body.remaining_power,
  start_ts: new Date(body.start_timestamp_millis),
  end_ts: body.end_timestamp_millis === null ? null : new Date(body.end_timestamp_millis),
});

const stateOf = (r: MaintenanceRow): OutageState => ({
  turbine_id: r.control_unit_id,
  status: r.status,
  remaining_power: r.remaining_power,
  start_timestamp_millis: r.start_ts.getTime(),
  end_timestamp_millis: ms(r.end_ts),
});

/**
 * Maintenance outages of physical plants' units, seen through plant views. Rules in the domain
 * (maintenanceRules.ts); history and optimistic concurrency through maintenanceEntity.
 */
export function createMaintenanceService(db: Db, clock: Clock) {
  const repo = createMaintenanceRepo(db);
  const rescheduling = createReschedulingRepo(db);
  const records = unitWindowRecords(maintenanceEntity, repo, 'Maintenance not found', { db, clock });
  const { ruleContext: ctx, one } = records;

  async function unit(view: PlantViewRow, unitId: string, field: string) {
    const u = await repo.unitOfView(view.id, unitId);
    if (!u)
      throw field === 'path'
        ? notFound('Turbine not found')
        : invalidFields('body', [
            { path: field, message: 'No turbine, pump or pump turbine of this plant view has this id' },
          ]);
    return u;
  }
  const checkPower = (remaining: number, pMax: number) => {
    if (remaining > pMax)
      throw invalidFields('body', [
        {
          path: 'remaining_power',
          message: `The remaining power must be between 0 and the turbine's p_max (${pMax} MW)`,
        },
      ]);
  };

  return {
    repo,

    /** Outages of the views overlapping [from, to) (every outage without a range), oldest start first. */
    async list(views: PlantViewRow[], range: { from?: number; to?: number } = {}): Promise<Maintenance[]> {
      const byPlant = firstViewOfPlants(views);
      const rows = await repo.list({ physicalPlantIds: [...byPlant.keys()], ...range });
      return rows.map((r) => toWire(r, byPlant.get(r.physical_plant_id)!));
    },

    async get(view: PlantViewRow, id: string): Promise<Maintenance> {
      return toWire(await one(view, id), view);
    },

    async create(
      user: AuthUser,
      view: PlantViewAccess,
      turbineId: string,
      body: MaintenanceCreate,
    ): Promise<Maintenance> {
      const u = await unit(view, turbineId, 'path');
      checkPower(body.remaining_power, u.p_max);
      const denial = checkMaintenanceCreate(ctx(view), body);
      if (denial) throw forbidden(denial);
      return toWire(await one(view, await records.create(user, view, columnsOf(body, u.id))), view);
    },

    /** PUT: every field; `version` (when sent) must be the stored one (409 with who changed it). */
    async update(user: AuthUser, view: PlantViewAccess, id: string, body: MaintenanceUpdate): Promise<Maintenance> {
      const before = await one(view, id);
      const u =
        body.turbine_id === undefined || body.turbine_id === before.control_unit_id
          ? { id: before.control_unit_id, p_max: before.turbine_p_max }
          : await unit(view, body.turbine_id, 'turbine_id');
      checkPower(body.remaining_power, u.p_max);
      const after: OutageState = {
        turbine_id: u.id,
        status: body.status,
        remaining_power: body.remaining_power,
        start_timestamp_millis: body.start_timestamp_millis,
        end_timestamp_millis: body.end_timestamp_millis,
      };
      const denial = checkMaintenanceUpdate(ctx(view), stateOf(before), after);
      if (denial) throw forbidden(denial);
      await records.save(user, id, columnsOf(body, u.id), body.version);
      // a timing chosen (or the outage edited by hand) ends an optimal rescheduling of it
      await rescheduling.end(id);
      return toWire(await one(view, id), view);
    },

    /**
     * Optimal rescheduling (spec 2 section 4): sets the Active outage Inactive and records the flow on
     * the server. Called again while the flow is open, it only records that the flow is still there
     * (the browser does so every minute); a flow not seen for ABANDONED_AFTER_MS is abandoned and its
     * outage set Active again (restoreAbandonedReschedulings).
     */
    async startRescheduling(user: AuthUser, view: PlantViewAccess, id: string): Promise<Maintenance> {
      await db.transaction().execute(async (trx) => {
        const before = await one(view, id);
        const open = await rescheduling.find(id, trx);
        if (!open) {
          if (before.status !== 'Active')
            throw invalidFields('body', [{ path: 'status', message: 'Only an Active outage can be rescheduled' }]);
          const denial = checkMaintenanceUpdate(ctx(view), stateOf(before), { ...stateOf(before), status: 'Inactive' });
          if (denial) throw forbidden(denial);
          await records.save(user, id, { status: 'Inactive' }, undefined, trx);
        }
        await rescheduling.seen(id, open?.started_by ?? user.email, clock.now(), trx);
      });
      return toWire(await one(view, id), view);
    },

    /** Leaving the flow ('Leave'): the outage is Active again (unless someone set it otherwise meanwhile). */
    async leaveRescheduling(user: AuthUser, view: PlantViewAccess, id: string): Promise<Maintenance> {
      await one(view, id);
      await db.transaction().execute(async (trx) => {
        if (await rescheduling.end(id, trx))
          await maintenanceEntity.save(
            id,
            (row) => (row?.status === 'Inactive' ? { status: 'Active' } : {}),
            { by: user.email, at: clock.now() },
            trx,
          );
      });
      return toWire(await one(view, id), view);
    },

    history: (view: PlantViewRow, id: string): Promise<HistoryEntry[]> => records.history(view, id),
  };
}
export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
