import {
  CONSTRAINABLE_COMPONENT_TYPE,
  CONSTRAINT_TYPES,
  canDelete,
  canTransition,
  checkCreate,
  checkUpdate,
  changesOnlyFuture,
  hasHistory,
  implausibleValue,
  isInternalType,
  PATTERN_MATCHES_NO_DATE,
  patternMatchesNoDate,
  permissionsFor,
  visibleConstraintTypes,
  type Constraint,
  type ConstraintHistoryEntry,
  type ConstraintStatus,
  type ConstraintValue,
  type RecurringPattern,
} from '@penstock/domain';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import { conflict, forbidden, invalidFields, notFound } from '../../http/httpError.js';
import type { AuthUser } from '../../types.js';
import type { PlantViewAccess, PlantViewRow } from '../plants/index.js';
import { constraintEntity } from './constraintEntity.js';
import { refreshPlantViolations } from './detectViolationsTask.js';
import { createConstraintsRepo, type ConstraintRow, type HistoryRow } from './constraints.repo.js';

export interface ConstraintInput {
  type_name: string;
  value: ConstraintValue;
  status: 'draft' | 'Active';
  constrainable_id: string;
  validity_start_timestamp_millis: number;
  validity_end_timestamp_millis: number | null;
  recurring_pattern: RecurringPattern | null;
}

const invalid = (path: string, message: string) => invalidFields('body', [{ path, message }]);
const ms = (d: Date | null) => (d === null ? null : d.getTime());
/** The columns of a constraint's version its body sets (on create and update alike). */
const versionColumns = (body: ConstraintInput) => ({
  status: body.status,
  value: body.value,
  validity_start: new Date(body.validity_start_timestamp_millis),
  validity_end: body.validity_end_timestamp_millis === null ? null : new Date(body.validity_end_timestamp_millis),
  recurring_pattern: body.recurring_pattern,
});
const seesInternal = (user: AuthUser) => permissionsFor(user).has('seeInternalConstraints');

/** Types whose values are limits that cannot be negative (flows, powers, ramps, costs, energies, contents). */
const NON_NEGATIVE = /discharge|power|ramp|spill|cost|energy|content|must_run|reserve|increase|decrease/;

export function createConstraintsService(db: Db, clock: Clock, log?: { warn: (o: object, msg: string) => void }) {
  const repo = createConstraintsRepo(db);
  /**
   * A saved change re-detects the plant's violations at once (after the commit), so the Violations
   * screen shows them without waiting for the periodic task; a failure there does not undo the
   * saved change (the next periodic detection catches up).
   */
  const redetect = async (view: PlantViewRow) => {
    try {
      await refreshPlantViolations(
        db,
        { id: view.physical_plant_id, market_timezone: view.market_timezone },
        clock.now().getTime(),
      );
    } catch (err) {
      log?.warn({ err, plant: view.physical_plant_id }, 'violations not re-detected after a constraint change');
    }
  };
  let seeded: Promise<void> | null = null;
  /** The catalogue in the database, written once per process when its version grew. */
  const ensureTypes = () =>
    (seeded ??= repo.seedTypes(CONSTRAINT_TYPES).catch((e) => {
      seeded = null;
      throw e;
    }));

  async function toWire(rows: ConstraintRow[], views: Map<string, PlantViewRow>): Promise<Constraint[]> {
    const history = await repo.history(rows.map((r) => r.id));
    const byId = new Map<string, HistoryRow[]>();
    for (const h of history) byId.set(h.constraint_id, [...(byId.get(h.constraint_id) ?? []), h]);
    return rows.map((r) => {
      const t = CONSTRAINT_TYPES.find((x) => x.name === r.type_name);
      // A plant-wide constraint names the plant view it is seen through.
      const view = views.get(r.physical_plant_id);
      const isPlant = r.constrainable_type === 'Plant';
      return {
        id: r.id,
        type_name: r.type_name,
        type_display_name: t?.display_name ?? r.type_name,
        type_unit: t?.unit_kind ?? 'other',
        value: r.value,
        status: r.status,
        constrainable_id: isPlant && view ? view.id : r.constrainable_id,
        constrainable_type: r.constrainable_type as Constraint['constrainable_type'],
        constrainable_name: isPlant && view ? view.name : r.constrainable_name,
        email: r.created_by,
        validity_start_timestamp_millis: r.validity_start.getTime(),
        validity_end_timestamp_millis: ms(r.validity_end),
        recurring_pattern: r.recurring_pattern,
        history: (byId.get(r.id) ?? []).map(
          ({ change_timestamp_millis, email, changeset }): ConstraintHistoryEntry => ({
            change_timestamp_millis,
            email,
            changeset,
          }),
        ),
        version: r.version,
        plant_view_id: view?.id ?? r.plant_view_id ?? '',
      };
    });
  }

  /** Internal types only with seeInternalConstraints. */
  const visible = (user: AuthUser) => (r: ConstraintRow) => {
    const t = CONSTRAINT_TYPES.find((x) => x.name === r.type_name);
    return !t || !isInternalType(t) || seesInternal(user);
  };

  /** The constraint's type, component and value checked against the plant view; 400 otherwise. */
  async function resolve(user: AuthUser, view: PlantViewRow, body: ConstraintInput) {
    const type = CONSTRAINT_TYPES.find((t) => t.name === body.type_name);
    if (!type || (isInternalType(type) && !seesInternal(user)))
      throw invalid('type_name', `Unknown constraint type: ${body.type_name}`);
    let constrainableId = body.constrainable_id;
    if (type.constrainable_type === 'Plant') {
      if (body.constrainable_id !== view.id)
        throw invalid('constrainable_id', 'A plant constraint names its plant view');
      constrainableId = view.physical_plant_id;
    } else {
      const component = await repo.viewComponent(view.id, body.constrainable_id);
      if (!component)
        throw invalid('constrainable_id', `Unknown component of this plant view: ${body.constrainable_id}`);
      const want = CONSTRAINABLE_COMPONENT_TYPE[type.constrainable_type];
      if (component.type !== want)
        throw invalid(
          'type_name',
          `${type.display_name} (${type.name}) applies to a ${type.constrainable_type}, not a ${component.type}`,
        );
    }
    const v = body.value;
    if (type.unit_kind === 'json' && typeof v !== 'object')
      throw invalid('value', 'This type needs {"min": MW, "max": MW}');
    if (type.unit_kind !== 'json' && typeof v !== 'number') throw invalid('value', 'This type needs a number');
    if (typeof v === 'number') {
      if (type.unit_kind === 'ratio' && (v < 0 || v > 1))
        throw invalid('value', 'A ratio lies between 0 and 1 (0 % to 100 %)');
      if (NON_NEGATIVE.test(type.name) && v < 0) throw invalid('value', 'Must not be negative');
    }
    const implausible = implausibleValue(type, v);
    if (implausible) throw invalid('value', implausible);
    const never = patternMatchesNoDate(body.recurring_pattern);
    if (never) throw invalid(`recurring_pattern.${never}`, PATTERN_MATCHES_NO_DATE);
    return { type, constrainableId };
  }

  async function locked(id: string, view: PlantViewRow, trx: Parameters<typeof repo.lock>[2]) {
    const row = await repo.lock(id, [view.physical_plant_id], trx);
    if (!row) throw notFound('Constraint not found');
    return row;
  }
  /** The rules' context: the past is open to the user's createInPast right (plantRights via requirePlantView). */
  const ctx = (view: PlantViewAccess) => ({
    now: clock.now().getTime(),
    zone: view.market_timezone,
    createInPast: view.rights.createInPast,
  });
  const one = async (user: AuthUser, view: PlantViewRow, id: string) => {
    const [row] = await repo.list({ physicalPlantIds: [view.physical_plant_id], id });
    if (!row || !visible(user)(row)) throw notFound('Constraint not found');
    return (await toWire([row], new Map([[view.physical_plant_id, view]])))[0];
  };

  return {
    ensureTypes,

    async types(user: AuthUser) {
      await ensureTypes();
      return visibleConstraintTypes(CONSTRAINT_TYPES, seesInternal(user));
    },

    async list(
      user: AuthUser,
      views: PlantViewRow[],
      q: { status?: ConstraintStatus; type_name?: string; constrainable_id?: string },
    ): Promise<Constraint[]> {
      const byPlant = new Map(views.map((v) => [v.physical_plant_id, v]));
      // A plant constraint is filtered by its plant view's id, as the list shows it.
      const plantView = q.constrainable_id ? views.find((v) => v.id === q.constrainable_id) : undefined;
      const rows = await repo.list({
        physicalPlantIds: [...byPlant.keys()],
        status: q.status,
        type_name: q.type_name,
        constrainable_id: plantView ? plantView.physical_plant_id : q.constrainable_id,
      });
      return toWire(rows.filter(visible(user)), byPlant);
    },

    async create(user: AuthUser, view: PlantViewAccess, body: ConstraintInput): Promise<Constraint> {
      await ensureTypes();
      const { type, constrainableId } = await resolve(user, view, body);
      const denial = checkCreate(ctx(view), body);
      if (denial) throw forbidden(denial);
      const now = clock.now();
      const id = await db.transaction().execute(async (trx) => {
        const id = await repo.insert(
          {
            physical_plant_id: view.physical_plant_id,
            plant_view_id: view.id,
            type_name: type.name,
            constrainable_id: constrainableId,
            constrainable_type: type.constrainable_type,
            ...versionColumns(body),
            created_by: user.email,
          },
          trx,
        );
        await repo.addVersion(
          {
            constraint_id: id,
            effective_from: new Date(0),
            value: body.value,
            validity_start: new Date(body.validity_start_timestamp_millis),
            validity_end:
              body.validity_end_timestamp_millis === null ? null : new Date(body.validity_end_timestamp_millis),
            recurring_pattern: body.recurring_pattern,
          },
          true,
          trx,
        );
        await constraintEntity.created(id, { by: user.email, at: now }, trx);
        return id;
      });
      if (body.status !== 'draft') await redetect(view);
      return one(user, view, id);
    },

    /**
     * Update: the lifecycle and past rules of the domain; on a Live plant the new value, validity and
     * pattern apply from now on (the past keeps the version that applied then), elsewhere to all time.
     */
    async update(
      user: AuthUser,
      view: PlantViewAccess,
      id: string,
      body: ConstraintInput & { version: number },
    ): Promise<Constraint> {
      await ensureTypes();
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        // the row locked (404 outside this plant), then the entity's version check, change and history
        const row = await locked(id, view, trx);
        await constraintEntity.change(id, { by: user.email, at: now, version: body.version }, trx, async (trx) => {
          if (!visible(user)(row as unknown as ConstraintRow)) throw notFound('Constraint not found');
          if (body.type_name !== row.type_name)
            throw invalid('type_name', 'The type of a constraint cannot change; create a new one');
          const { constrainableId } = await resolve(user, view, body);
          if (constrainableId !== row.constrainable_id)
            throw invalid('constrainable_id', 'The component of a constraint cannot change; create a new one');
          if (!canTransition(row.status, body.status))
            throw conflict(`A constraint cannot go from ${row.status} to ${body.status}`);
          const denial = checkUpdate(
            ctx(view),
            { status: row.status, validity_start_timestamp_millis: row.validity_start.getTime() },
            body,
          );
          if (denial) throw forbidden(denial);
          const next = versionColumns(body);
          await repo.update(id, next, trx);
          const live = changesOnlyFuture(view.plant_state) && row.status !== 'draft';
          const { status: _status, ...values } = next;
          await repo.addVersion({ constraint_id: id, effective_from: live ? now : new Date(0), ...values }, !live, trx);
          // what changed, as the entity history keeps it ({field: {from, to}}); nothing changed: no new version, no entry
          const changes: Record<string, { from: unknown; to: unknown }> = {};
          const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
          if (next.status !== row.status) changes.status = { from: row.status, to: next.status };
          if (!same(next.value, row.value)) changes.value = { from: row.value, to: next.value };
          if (!same(next.recurring_pattern, row.recurring_pattern))
            changes.recurring_pattern = { from: row.recurring_pattern, to: next.recurring_pattern };
          if (next.validity_start.getTime() !== row.validity_start.getTime())
            changes.validity_start = { from: row.validity_start, to: next.validity_start };
          if (ms(next.validity_end) !== ms(row.validity_end))
            changes.validity_end = { from: row.validity_end, to: next.validity_end };
          return changes;
        });
      });
      await redetect(view);
      return one(user, view, id);
    },

    /** Inactive from `deactivated_timestamp_millis` (default now); on a Live plant not before now. */
    async deactivate(
      user: AuthUser,
      view: PlantViewAccess,
      id: string,
      body: { deactivated_timestamp_millis?: number; version: number },
    ): Promise<Constraint> {
      const now = clock.now();
      const at = body.deactivated_timestamp_millis ?? now.getTime();
      await db.transaction().execute(async (trx) => {
        const row = await locked(id, view, trx);
        await constraintEntity.change(id, { by: user.email, at: now, version: body.version }, trx, async (trx) => {
          if (row.status !== 'Active')
            throw conflict(`Only an active constraint can be deactivated (this one is ${row.status})`);
          if (changesOnlyFuture(view.plant_state) && at < now.getTime() - 60_000 && !view.rights.createInPast)
            throw forbidden('On a Live plant a constraint can only be changed for the future');
          await repo.setStatus(id, { status: 'Inactive' }, trx);
          return { status: { from: row.status, to: 'Inactive' }, deactivated_timestamp_millis: { from: null, to: at } };
        });
      });
      await redetect(view);
      return one(user, view, id);
    },

    async history(user: AuthUser, view: PlantViewRow, id: string): Promise<ConstraintHistoryEntry[]> {
      const c = await one(user, view, id);
      if (!hasHistory(c.status)) throw conflict('A draft has no history yet');
      return c.history;
    },

    async remove(user: AuthUser, view: PlantViewAccess, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await locked(id, view, trx);
        if (!canDelete(row.status)) throw conflict('Only drafts can be deleted; deactivate the constraint instead');
        await constraintEntity.remove(id, { by: user.email, at: clock.now() }, trx);
      });
    },
  };
}
export type ConstraintsService = ReturnType<typeof createConstraintsService>;
