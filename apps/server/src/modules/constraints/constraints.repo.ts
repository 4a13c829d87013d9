import type {
  ConstraintHistoryEntry,
  ConstraintStatus,
  ConstraintType,
  ConstraintValue,
  RecurringPattern,
} from '@penstock/domain';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/schema.js';
import { componentNames, viewComponentsQuery } from '../plants/index.js';
import { constraintEntity, toConstraintHistory } from './constraintEntity.js';

/** A constraint row with its component's name and type (the Plant's name is the plant's). */
export interface ConstraintRow {
  id: string;
  physical_plant_id: string;
  plant_view_id: string | null;
  type_name: string;
  constrainable_id: string;
  constrainable_type: string;
  constrainable_name: string;
  status: ConstraintStatus;
  value: ConstraintValue;
  validity_start: Date;
  validity_end: Date | null;
  recurring_pattern: RecurringPattern | null;
  version: number;
  created_by: string;
  updated_by: string | null;
  updated_at: Date;
}
export interface VersionRow {
  constraint_id: string;
  effective_from: Date;
  value: ConstraintValue;
  validity_start: Date;
  validity_end: Date | null;
  recurring_pattern: RecurringPattern | null;
}
/** One change of a constraint (from entity_history), as the spec's history entry with its constraint. */
export interface HistoryRow extends ConstraintHistoryEntry {
  constraint_id: string;
  version: number;
}
export interface ConstraintFilter {
  physicalPlantIds: string[];
  status?: ConstraintStatus;
  type_name?: string;
  constrainable_id?: string;
  id?: string;
}

/** The value and recurring pattern as their jsonb columns take them (JSON text). */
const jsonColumns = (c: { value: ConstraintValue; recurring_pattern: RecurringPattern | null }) => ({
  value: JSON.stringify(c.value),
  recurring_pattern: c.recurring_pattern ? JSON.stringify(c.recurring_pattern) : null,
});

/** SQL of constraints; every method takes an optional transaction. */
export function createConstraintsRepo(db: Db) {
  return {
    /** Writes the catalogue when its version grew (idempotent; concurrent starts agree). */
    async seedTypes(types: readonly ConstraintType[], trx: Executor = db): Promise<void> {
      if (!types.length) return;
      await trx
        .insertInto('constraint_type')
        .values(types.map((t) => ({ ...t })))
        .onConflict((oc) =>
          oc
            .column('name')
            .doUpdateSet((eb) => ({
              display_name: eb.ref('excluded.display_name'),
              description: eb.ref('excluded.description'),
              constrainable_type: eb.ref('excluded.constrainable_type'),
              unit_kind: eb.ref('excluded.unit_kind'),
              unit: eb.ref('excluded.unit'),
              section: eb.ref('excluded.section'),
              optimizer: eb.ref('excluded.optimizer'),
              tier: eb.ref('excluded.tier'),
              optimizer_usage: eb.ref('excluded.optimizer_usage'),
              version: eb.ref('excluded.version'),
            }))
            .where('constraint_type.version', '<', (eb) => eb.ref('excluded.version')),
        )
        .execute();
    },

    async typeCount(trx: Executor = db): Promise<number> {
      const r = await trx
        .selectFrom('constraint_type')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    /** A component assigned to the plant view: its type (TURBINE ... or RESERVOIR, DOWNSTREAM). */
    async viewComponent(
      plantViewId: string,
      id: string,
      trx: Executor = db,
    ): Promise<{ id: string; type: string } | undefined> {
      const { rows } = await sql<{
        id: string;
        type: string;
      }>`select c.id, c.type from (${viewComponentsQuery([plantViewId])}) c where c.id = ${id}`.execute(trx);
      return rows[0];
    },

    listTypes(trx: Executor = db) {
      return trx.selectFrom('constraint_type').selectAll().orderBy('section').orderBy('name').execute();
    },

    async list(f: ConstraintFilter, trx: Executor = db): Promise<ConstraintRow[]> {
      if (!f.physicalPlantIds.length) return [];
      const { rows } = await sql<Omit<ConstraintRow, 'constrainable_name'>>`
        select c.id, c.physical_plant_id, c.plant_view_id, c.type_name, c.constrainable_id, c.constrainable_type,
               c.status, c.value, c.validity_start, c.validity_end, c.recurring_pattern, c.version, c.created_by, c.updated_by, c.updated_at
        from plant_constraint c
        where c.physical_plant_id = any(${f.physicalPlantIds}::text[])
          ${f.status ? sql`and c.status = ${f.status}` : sql``}
          ${f.type_name ? sql`and c.type_name = ${f.type_name}` : sql``}
          ${f.constrainable_id ? sql`and c.constrainable_id = ${f.constrainable_id}` : sql``}
          ${f.id ? sql`and c.id::text = ${f.id}` : sql``}
        order by c.validity_start, c.created_at, c.id`.execute(trx);
      const names = await componentNames([...new Set(rows.map((r) => r.constrainable_id))], trx);
      return rows.map((r) => ({ ...r, constrainable_name: names.get(r.constrainable_id) ?? r.constrainable_id }));
    },

    /** The changes of these constraints, oldest first (the shared entity_history). */
    async history(ids: string[], trx: Executor = db): Promise<HistoryRow[]> {
      const entries = await constraintEntity.histories(ids, trx);
      return entries.map((h) => ({ constraint_id: h.entity_id, version: h.version, ...toConstraintHistory(h) }));
    },

    async versions(ids: string[], trx: Executor = db): Promise<VersionRow[]> {
      if (!ids.length) return [];
      return (await trx
        .selectFrom('plant_constraint_version')
        .select(['constraint_id', 'effective_from', 'value', 'validity_start', 'validity_end', 'recurring_pattern'])
        .where('constraint_id', 'in', ids)
        .orderBy('effective_from')
        .orderBy('id')
        .execute()) as VersionRow[];
    },

    /** The row locked for a change (null when not in these plants). */
    async lock(id: string, physicalPlantIds: string[], trx: Executor) {
      return trx
        .selectFrom('plant_constraint')
        .selectAll()
        .where(sql<boolean>`id::text = ${id}`)
        .where('physical_plant_id', 'in', physicalPlantIds)
        .forUpdate()
        .executeTakeFirst();
    },

    async insert(
      row: {
        physical_plant_id: string;
        plant_view_id: string;
        type_name: string;
        constrainable_id: string;
        constrainable_type: string;
        status: ConstraintStatus;
        value: ConstraintValue;
        validity_start: Date;
        validity_end: Date | null;
        recurring_pattern: RecurringPattern | null;
        created_by: string;
      },
      trx: Executor,
    ): Promise<string> {
      const r = await trx
        .insertInto('plant_constraint')
        .values({
          ...row,
          ...jsonColumns(row),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return r.id;
    },

    /** The new values (the version, who and when are the entity's: constraintEntity.change). */
    async update(
      id: string,
      set: {
        status: ConstraintStatus;
        value: ConstraintValue;
        validity_start: Date;
        validity_end: Date | null;
        recurring_pattern: RecurringPattern | null;
      },
      trx: Executor,
    ) {
      await trx
        .updateTable('plant_constraint')
        .set({
          ...set,
          ...jsonColumns(set),
        })
        .where('id', '=', id)
        .execute();
    },

    async setStatus(id: string, set: { status: ConstraintStatus }, trx: Executor) {
      await trx.updateTable('plant_constraint').set(set).where('id', '=', id).execute();
    },

    async addVersion(
      v: Omit<VersionRow, 'constraint_id'> & { constraint_id: string },
      replaceAll: boolean,
      trx: Executor,
    ) {
      // Live: versions from effective_from on give way to the new one; otherwise the new one is the only one.
      let del = trx.deleteFrom('plant_constraint_version').where('constraint_id', '=', v.constraint_id);
      if (!replaceAll) del = del.where('effective_from', '>=', v.effective_from);
      await del.execute();
      await trx
        .insertInto('plant_constraint_version')
        .values({
          ...v,
          ...jsonColumns(v),
        })
        .execute();
    },

    async delete(id: string, trx: Executor) {
      await trx.deleteFrom('plant_constraint').where('id', '=', id).execute();
    },
  };
}
export type ConstraintsRepo = ReturnType<typeof createConstraintsRepo>;
