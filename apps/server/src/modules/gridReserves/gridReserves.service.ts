import {
  checkReserveCreate,
  checkReserveUpdate,
  gridReserveTypeOf,
  reserveFieldIssues,
  type GridReserve,
  type GridReserveCreate,
  type GridReserveUpdate,
  type HistoryEntry,
  type ReserveState,
} from '@penstock/domain';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import { forbidden, invalidFields } from '../../http/httpError.js';
import type { AuthUser } from '../../types.js';
import type { PlantViewAccess, PlantViewRow } from '../plants/index.js';
import { firstViewOfPlants, unitWindowRecords } from '../unitWindows/index.js';
import { gridReserveEntity } from './gridReserveEntity.js';
import { createGridReservesRepo, type GridReserveRow } from './gridReserves.repo.js';

type SeenThrough = Pick<PlantViewRow, 'id' | 'name' | 'currency'>;

/** The wire shape, seen through a plant view (its id, name and currency). */
export function toWire(r: GridReserveRow, view: SeenThrough): GridReserve {
  return {
    id: r.id,
    plant_view_id: view.id,
    plant_name: view.name,
    power_unit_id: r.control_unit_id,
    power_unit_name: r.unit_name,
    grid_reserve_type: r.grid_reserve_type,
    product_name: r.product_name,
    direction: r.direction,
    reserve_type: r.reserve_type,
    mode: r.mode,
    hourly_schedule: r.hourly_schedule,
    min_bid_mw: r.min_bid_mw,
    bid_step_mw: r.bid_step_mw,
    capacity_price: r.capacity_price,
    mw: r.mw,
    activation_factor: r.activation_factor,
    activation_compensation: r.activation_compensation,
    currency: view.currency,
    start_ts: r.start_ts.getTime(),
    end_ts: r.end_ts.getTime(),
    status: r.status,
    version: r.version,
    created_by: r.created_by,
    updated_by: r.updated_by,
    updated_at: r.updated_at.getTime(),
  };
}

const stateOf = (r: GridReserveRow): ReserveState => ({
  power_unit_id: r.control_unit_id,
  status: r.status,
  direction: r.direction,
  reserve_type: r.reserve_type,
  product_name: r.product_name,
  mode: r.mode,
  mw: r.mw,
  min_bid_mw: r.min_bid_mw,
  bid_step_mw: r.bid_step_mw,
  hourly_schedule: r.hourly_schedule,
  capacity_price: r.capacity_price,
  activation_factor: r.activation_factor,
  activation_compensation: r.activation_compensation,
  start_ts: r.start_ts.getTime(),
  end_ts: r.end_ts.getTime(),
});

/** The body as the state the rules compare (unit already resolved). */
const bodyState = (b: GridReserveCreate, unitId: string): ReserveState => ({
  power_unit_id: unitId,
  status: b.status,
  direction: b.direction,
  reserve_type: b.reserve_type,
  product_name: b.product_name,
  mode: b.mode,
  mw: b.mw,
  min_bid_mw: b.min_bid_mw,
  bid_step_mw: b.bid_step_mw,
  hourly_schedule: b.hourly_schedule,
  capacity_price: b.capacity_price,
  activation_factor: b.activation_factor,
  activation_compensation: b.activation_compensation,
  start_ts: b.start_ts,
  end_ts: b.end_ts,
});

/** The columns a write sets from the body. */
const columnsOf = (b: GridReserveCreate, unitId: string) => ({
  control_unit_id: unitId,
  grid_reserve_type: gridReserveTypeOf(b.reserve_type, b.direction),
  product_name: b.product_name,
  direction: b.direction,
  reserve_type: b.reserve_type,
  mode: b.mode,
  hourly_schedule: b.hourly_schedule,
  min_bid_mw: b.min_bid_mw,
  bid_step_mw: b.bid_step_mw,
  capacity_price: b.capacity_price,
  mw: b.mw,
  activation_factor: b.activation_factor,
  activation_compensation: b.activation_compensation,
  start_ts: new Date(b.start_ts),
  end_ts: new Date(b.end_ts),
  status: b.status,
});

/**
 * Grid reserves of physical plants' units, seen through the portfolio's plant views. Rules in the
 * domain (gridReserveRules.ts); history and optimistic concurrency through gridReserveEntity.
 */
export function createGridReservesService(db: Db, clock: Clock) {
  const repo = createGridReservesRepo(db);
  const records = unitWindowRecords(gridReserveEntity, repo, 'Grid reserve not found', { db, clock });
  const { ruleContext: ctx, one } = records;

  /** The unit of the body: shown by the view and able to hold reserves (400 on power_unit_id otherwise), then the product rules (400 per field). */
  async function checked(view: PlantViewRow, body: GridReserveCreate) {
    const u = await repo.unitOfView(view.id, body.power_unit_id);
    if (!u)
      throw invalidFields('body', [
        { path: 'power_unit_id', message: 'No turbine or pump turbine of this plant view has this id' },
      ]);
    const issues = reserveFieldIssues(body, view.market_timezone, u.p_max);
    if (issues.length) throw invalidFields('body', issues);
    return u;
  }

  return {
    repo,

    /**
     * Reserves of the views' plants, filtered (status; overlapping [from, to)), oldest start first. A
     * reserve is seen through the view it was created in when listed, else the first view of its plant.
     */
    async list(
      views: PlantViewRow[],
      f: { status?: 'Active' | 'Inactive'; from?: number; to?: number },
    ): Promise<GridReserve[]> {
      const byPlant = firstViewOfPlants(views);
      const byId = new Map(views.map((v) => [v.id, v]));
      const rows = await repo.list({ physicalPlantIds: [...byPlant.keys()], ...f });
      return rows.map((r) =>
        toWire(r, (r.plant_view_id && byId.get(r.plant_view_id)) || byPlant.get(r.physical_plant_id)!),
      );
    },

    async create(user: AuthUser, view: PlantViewAccess, body: GridReserveCreate): Promise<GridReserve> {
      const u = await checked(view, body);
      const denial = checkReserveCreate(ctx(view), body);
      if (denial) throw forbidden(denial);
      return toWire(await one(view, await records.create(user, view, columnsOf(body, u.id))), view);
    },

    /** PUT: every field; `version` (when sent) must be the stored one (409 with who changed it). */
    async update(user: AuthUser, view: PlantViewAccess, id: string, body: GridReserveUpdate): Promise<GridReserve> {
      const before = await one(view, id);
      const u = await checked(view, body);
      const denial = checkReserveUpdate(ctx(view), stateOf(before), bodyState(body, u.id));
      if (denial) throw forbidden(denial);
      await records.save(user, id, { plant_view_id: view.id, ...columnsOf(body, u.id) }, body.version);
      return toWire(await one(view, id), view);
    },

    /** DELETE: the history keeps a 'delete' entry with the last values; Live plants keep what the reserve did before now. */
    async remove(user: AuthUser, view: PlantViewAccess, id: string, version: number | undefined): Promise<void> {
      const before = await one(view, id);
      const denial = checkReserveUpdate(ctx(view), stateOf(before), null);
      if (denial) throw forbidden(denial);
      await gridReserveEntity.remove(id, { by: user.email, at: clock.now(), version }, db);
    },

    history: (view: PlantViewRow, id: string): Promise<HistoryEntry[]> => records.history(view, id),
  };
}
export type GridReservesService = ReturnType<typeof createGridReservesService>;
