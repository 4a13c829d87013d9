import { randomUUID } from 'node:crypto';
import type { HistoryEntry } from '@penstock/domain';
import type { Clock } from '../../clock.js';
import type { WriteContext } from '../../db/entities/defineEntity.js';
import type { Db, Executor } from '../../db/schema.js';
import { notFound } from '../../http/httpError.js';
import type { AuthUser } from '../../types.js';
import { controlUnitsById, type PlantViewAccess, type PlantViewRow } from '../plants/index.js';
import type { UnitWindowFilter } from './unitWindowWhere.js';

/** A stored row of a physical plant's control unit (an outage, a grid reserve). */
interface UnitRow {
  physical_plant_id: string;
  control_unit_id: string;
}
type Unit = Awaited<ReturnType<typeof controlUnitsById>>[number];
/** The entity's writes and history (defineEntity) with the patch its columns make. */
interface WindowEntity<Patch> {
  save(id: string, patch: Patch, ctx: WriteContext, db: Executor): Promise<unknown>;
  history(id: string, db: Executor): Promise<HistoryEntry[]>;
}

/**
 * What maintenance outages and grid reserves share: rows of one control unit of a physical plant over
 * a time window, created and changed through a plant view (the rules get the view's zone, plant
 * state and createInPast right), each change kept in the entity's history. `repo.list` finds a row
 * of a plant by its key (`UnitWindowFilter.id`).
 */
export function unitWindowRecords<Row extends UnitRow, Patch extends object>(
  entity: WindowEntity<Patch>,
  repo: { list(f: UnitWindowFilter): Promise<Row[]> },
  /** the 404's detail when the view's plant has no such row */
  missing: string,
  deps: { db: Db; clock: Clock },
) {
  const { db, clock } = deps;
  const written = (user: AuthUser, version?: number): WriteContext => ({ by: user.email, at: clock.now(), version });
  return {
    /** What the domain rules of a write through the view are checked against. */
    ruleContext: (view: PlantViewAccess) => ({
      now: clock.now().getTime(),
      zone: view.market_timezone,
      plantState: view.plant_state,
      createInPast: view.rights.createInPast,
    }),
    /** The row of the view's plant (404 otherwise). */
    async one(view: PlantViewRow, id: string): Promise<Row> {
      const [row] = await repo.list({ physicalPlantIds: [view.physical_plant_id], id });
      if (!row) throw notFound(missing);
      return row;
    },
    /** A new row of the view's plant, recorded as created by the user through the view (version 1); its id. */
    async create(user: AuthUser, view: PlantViewRow, columns: Patch): Promise<string> {
      const id = randomUUID();
      const row = {
        physical_plant_id: view.physical_plant_id,
        plant_view_id: view.id,
        ...columns,
        created_by: user.email,
      };
      await entity.save(id, row as Patch, written(user, 0), db);
      return id;
    },
    /** A change by the user; `version` (when sent) must be the stored one (409 with who changed it). */
    save: (user: AuthUser, id: string, columns: Patch, version: number | undefined, trx: Executor = db) =>
      entity.save(id, columns, written(user, version), trx),
    async history(view: PlantViewRow, id: string): Promise<HistoryEntry[]> {
      await this.one(view, id);
      return entity.history(id, db);
    },
  };
}

/** Each plant's first view among `views`: the view a row of the plant is seen through when none other is named. */
export function firstViewOfPlants<V extends Pick<PlantViewRow, 'physical_plant_id'>>(views: V[]): Map<string, V> {
  const byPlant = new Map<string, V>();
  for (const v of views) if (!byPlant.has(v.physical_plant_id)) byPlant.set(v.physical_plant_id, v);
  return byPlant;
}

/** The rows with what `of` reads of their unit (its name, limit...), the units read at once. */
export async function withUnits<R extends { control_unit_id: string }, X>(
  rows: R[],
  of: (unit: Unit) => X,
  trx: Executor,
): Promise<(R & X)[]> {
  const units = new Map(
    (await controlUnitsById([...new Set(rows.map((r) => r.control_unit_id))], trx)).map((u) => [u.id, u]),
  );
  // a row's unit is never deleted under it (the foreign key), so every row finds its unit
  return rows.map((r) => ({ ...r, ...of(units.get(r.control_unit_id)!) }));
}
