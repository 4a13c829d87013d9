import type { HistoryAction, HistoryEntry, StaleWrite } from '@penstock/domain';
import { sql } from 'kysely';
import { ConflictError, notFound } from '../../http/httpError.js';
import { inTransaction } from '../inTransaction.js';
import type { Database, Executor } from '../schema.js';

/** Columns every entity table has (migration: `version integer not null default 1, updated_at timestamptz not null default now(), updated_by text`). */
export interface EntityRow {
  version: number;
  updated_at: Date;
  updated_by: string | null;
}

/** Who writes, when, and the version they loaded (undefined: no concurrency check, last write wins). */
export interface WriteContext {
  by: string;
  at: Date;
  version?: number;
}

/**
 * One entity with history and optimistic concurrency. Declare it once beside its module:
 *
 *   export const nominationConfiguration = defineEntity({
 *     entity: 'nomination_configuration', table: 'nomination_configuration', key: 'physical_plant_id',
 *     fields: ['day_ahead_bid_completion_hour', 'day_ahead_bid_completion_minute'],
 *   });
 *   await nominationConfiguration.save(plantId, { day_ahead_bid_completion_hour: 6 }, { by, at, version }, db);
 *   await nominationConfiguration.history(plantId, db); // newest first
 *
 * save and remove run in the caller's transaction (or open one): the row change and its history
 * entry are written together. Writes of one entity id are serialised by an advisory lock, so a
 * stale `version` is always seen: 409 {detail, version, changed_by, changed_at}.
 */
export function defineEntity<T extends keyof Database & string, F extends keyof Database[T] & string>(def: {
  /** name in entity_history (usually the table name) */
  entity: string;
  table: T;
  key: keyof Database[T] & string;
  /** the fields a change sets and history records */
  fields: readonly F[];
  /** what the 409 and 404 call it, e.g. 'The nomination configuration' */
  label?: string;
  /** fields whose values never reach the history (password hashes): a change is recorded as '[secret]', and row_after leaves them out */
  secret?: readonly string[];
  /** jsonb columns: the value (object or array) is stored as JSON, compared by content, and kept in history as JSON, not as a string */
  json?: readonly F[];
}) {
  type Row = { [K in F]: unknown } & EntityRow & Record<string, unknown>;
  type Patch = Partial<{ [K in F]: unknown }>;
  const label = def.label ?? 'This entry';
  const table = sql.table(def.table);
  const key = sql.ref(def.key);

  const current = async (id: string, trx: Executor) =>
    (await sql<Row>`select * from ${table} where ${key} = ${id} for update`.execute(trx)).rows[0];

  async function lastChange(id: string, trx: Executor) {
    return trx
      .selectFrom('entity_history')
      .select(['version', 'changed_by', 'changed_at'])
      .where('entity', '=', def.entity)
      .where('entity_id', '=', id)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** 409 unless the client's version is the stored one (0 = "I saw no row"). */
  async function checkVersion(id: string, row: Row | undefined, ctx: WriteContext, trx: Executor) {
    if (ctx.version === undefined) return;
    const stored = row?.version ?? 0;
    if (stored === ctx.version) return;
    const last = await lastChange(id, trx);
    const by = last?.changed_by ?? row?.updated_by ?? null;
    const at = last?.changed_at ?? row?.updated_at ?? null;
    const body: StaleWrite = {
      detail: `${label} was changed by ${by ?? 'someone else'}${at ? ` at ${at.toISOString()}` : ''} after you loaded it. Nothing was saved; reload to see the change.`,
      version: stored,
      changed_by: by,
      changed_at: at ? at.getTime() : null,
    };
    throw new ConflictError(body);
  }

  async function record(
    id: string,
    version: number,
    action: HistoryAction,
    changes: Record<string, { from: unknown; to: unknown }>,
    ctx: WriteContext,
    trx: Executor,
  ) {
    await sql`
      insert into entity_history (entity, entity_id, version, action, changed_at, changed_by, changes, row_after)
      values (${def.entity}, ${id}, ${version}, ${action}, ${ctx.at}, ${ctx.by}, ${JSON.stringify(changes)}::jsonb,
              (select to_jsonb(t) - ${[...(def.secret ?? [])]}::text[] from ${table} t where ${sql.ref(`t.${def.key}`)} = ${id}))`.execute(
      trx,
    );
  }

  /** 1, or after a delete of the same id the version after it, so the history of an id stays one sequence. */
  async function nextCreateVersion(id: string, trx: Executor) {
    return ((await lastChange(id, trx))?.version ?? 0) + 1;
  }

  const lock = (id: string, trx: Executor) =>
    sql`select pg_advisory_xact_lock(hashtext(${`${def.entity}:${id}`}))`.execute(trx);

  /** The row of `id` locked for the transaction (404 when there is none), its version checked when `ctx` is given. */
  async function lockedRow(id: string, trx: Executor, ctx?: WriteContext): Promise<Row> {
    await lock(id, trx);
    const row = await current(id, trx);
    if (!row) throw notFound(`${label} was not found`);
    if (ctx) await checkVersion(id, row, ctx, trx);
    return row;
  }

  return {
    ...def,

    /**
     * Creates the row (fields not in the patch take `initial` or the column default) or updates the
     * patched fields; answers the row after the change. A patch that changes nothing writes nothing.
     */
    async save(
      id: string,
      patch: Patch | ((row: Row | undefined) => Patch),
      ctx: WriteContext,
      db: Executor,
    ): Promise<Row> {
      return inTransaction(db, async (trx) => {
        await lock(id, trx);
        const row = await current(id, trx);
        await checkVersion(id, row, ctx, trx);
        const values = typeof patch === 'function' ? patch(row) : patch;
        const isJson = (f: F) => !!def.json?.includes(f);
        const set = def.fields.filter(
          (f) =>
            values[f] !== undefined &&
            (!row || !(isJson(f) ? sameJson(row[f], values[f]) : sameValue(row[f], values[f]))),
        );
        if (row && !set.length) return row;
        const hidden = (f: string, v: unknown) =>
          def.secret?.includes(f) && v !== null && v !== undefined ? '[secret]' : v;
        const changes = Object.fromEntries(
          set.map((f) => [f, { from: hidden(f, row ? row[f] : null), to: hidden(f, values[f]) }]),
        );
        const cols = set.map((f) => sql.ref(f));
        const vals = set.map((f) =>
          isJson(f) && values[f] !== null ? sql`${JSON.stringify(values[f])}::jsonb` : sql`${values[f]}`,
        );
        const written = row
          ? await sql<Row>`
              update ${table} set ${sql.join(set.map((f, i) => sql`${cols[i]} = ${vals[i]}`))},
                version = version + 1, updated_by = ${ctx.by}, updated_at = ${ctx.at}
              where ${key} = ${id} returning *`.execute(trx)
          : await sql<Row>`
              insert into ${table} (${key}, ${sql.join([...cols, sql.ref('version'), sql.ref('updated_by'), sql.ref('updated_at')])})
              values (${id}, ${sql.join([...vals, sql`${await nextCreateVersion(id, trx)}`, sql`${ctx.by}`, sql`${ctx.at}`])}) returning *`.execute(
              trx,
            );
        const after = written.rows[0];
        await record(id, after.version, row ? 'update' : 'create', changes, ctx, trx);
        return after;
      });
    },

    /**
     * A change kept outside the row that belongs to the entity (e.g. a plant view's component
     * assignments): under the row's lock and version check, `work` writes it in the transaction and
     * answers what changed ({field: {from, to}}); when anything did, the row's version goes up and
     * the history gets an 'update' entry with those changes. 404 without a row.
     */
    async change(
      id: string,
      ctx: WriteContext,
      db: Executor,
      work: (trx: Executor, row: Row) => Promise<Record<string, { from: unknown; to: unknown }>>,
    ): Promise<Row> {
      return inTransaction(db, async (trx) => {
        const row = await lockedRow(id, trx, ctx);
        const changes = await work(trx, row);
        if (!Object.keys(changes).length) return row;
        const after = (
          await sql<Row>`update ${table} set version = version + 1, updated_by = ${ctx.by}, updated_at = ${ctx.at} where ${key} = ${id} returning *`.execute(
            trx,
          )
        ).rows[0];
        await record(id, after.version, 'update', changes, ctx, trx);
        return after;
      });
    },

    /**
     * Records the creation of a row the module inserted itself (a generated key, its own starting
     * version): a 'create' entry at the row's version with every field as {from: null, to}, in the
     * caller's transaction.
     */
    async created(id: string, ctx: WriteContext, db: Executor): Promise<Row> {
      return inTransaction(db, async (trx) => {
        const row = await lockedRow(id, trx);
        const changes = Object.fromEntries(
          def.fields.filter((f) => !def.secret?.includes(f)).map((f) => [f, { from: null, to: row[f] }]),
        );
        await record(id, row.version, 'create', changes, ctx, trx);
        return row;
      });
    },

    /**
     * Gives the row a new key (and patches fields) in one transaction: 404 without a row, 409 when
     * the stale version or the new key is taken. Rows referencing the key follow through their
     * foreign keys (ON UPDATE CASCADE); the entity's history moves to the new key (after a deleted
     * row's history of that key) and gets an 'update' entry with `{[key]: {from, to}}`. The 409 of a
     * taken key names the key as a field (`errors: [{path: key, message}]`).
     * `also(trx)` runs in the same transaction, for copies of the key no foreign key covers.
     */
    async rekey(
      id: string,
      newId: string,
      patch: Patch,
      ctx: WriteContext,
      db: Executor,
      also?: (trx: Executor) => Promise<void>,
    ): Promise<Row> {
      return inTransaction(db, async (trx) => {
        for (const k of [id, newId].sort()) await lock(k, trx); // one order: two renames never wait on each other
        const row = await current(id, trx);
        if (!row) throw notFound(`${label} was not found`);
        await checkVersion(id, row, ctx, trx);
        if (await current(newId, trx))
          throw new ConflictError({
            detail: `${label} "${newId}" exists already`,
            errors: [{ path: def.key, message: 'Already taken' }],
          });
        const set = def.fields.filter((f) => patch[f] !== undefined && !sameValue(row[f], patch[f]));
        const changes = {
          [def.key]: { from: id, to: newId },
          ...Object.fromEntries(set.map((f) => [f, { from: row[f], to: patch[f] }])),
        };
        // a deleted row's history under the new key stays first, as after a delete and create of one id
        const before = (await lastChange(newId, trx))?.version ?? 0;
        const after = (
          await sql<Row>`
            update ${table} set ${sql.join([sql`${key} = ${newId}`, ...set.map((f) => sql`${sql.ref(f)} = ${patch[f]}`)])},
              version = version + ${before + 1}, updated_by = ${ctx.by}, updated_at = ${ctx.at}
            where ${key} = ${id} returning *`.execute(trx)
        ).rows[0];
        await sql`update entity_history set entity_id = ${newId}, version = version + ${before} where entity = ${def.entity} and entity_id = ${id}`.execute(
          trx,
        );
        await also?.(trx);
        await record(newId, after.version, 'update', changes, ctx, trx);
        return after;
      });
    },

    /** Deletes the row (404 when there is none), keeping a "delete" entry with the last values. */
    async remove(id: string, ctx: WriteContext, db: Executor): Promise<void> {
      await inTransaction(db, async (trx) => {
        const row = await lockedRow(id, trx, ctx);
        await sql`delete from ${table} where ${key} = ${id}`.execute(trx);
        const changes = Object.fromEntries(
          def.fields.filter((f) => !def.secret?.includes(f)).map((f) => [f, { from: row[f], to: null }]),
        );
        await record(id, row.version + 1, 'delete', changes, ctx, trx);
      });
    },

    /** Every change of the row, newest first (the generic GET .../history answer). */
    async history(id: string, db: Executor): Promise<HistoryEntry[]> {
      const rows = await db
        .selectFrom('entity_history')
        .select(['entity_id', 'version', 'action', 'changed_at', 'changed_by', 'changes'])
        .where('entity', '=', def.entity)
        .where('entity_id', '=', id)
        .orderBy('version', 'desc')
        .execute();
      return rows.map((r) => ({ ...r, changed_at: r.changed_at.getTime() }));
    },

    /**
     * When the id's history last recorded `field` with a value other than `value` (after a create or
     * update, or as the value a delete removed); null: never. A reused id (a component id another
     * plant took after a delete) shows only what came after the other owner's entries.
     */
    async lastRecordedOtherThan(id: string, field: F, value: string, db: Executor): Promise<Date | null> {
      const { rows } = await sql<{ at: Date | null }>`
        select max(changed_at) as at from entity_history
        where entity = ${def.entity} and entity_id = ${id}
          and coalesce(row_after->>${field}, changes->${field}->>'from') <> ${value}`.execute(db);
      return rows[0]?.at ?? null;
    },

    /** The changes of many rows at once, oldest first per id (lists that show each row's history). */
    async histories(ids: readonly string[], db: Executor): Promise<HistoryEntry[]> {
      if (!ids.length) return [];
      const rows = await db
        .selectFrom('entity_history')
        .select(['entity_id', 'version', 'action', 'changed_at', 'changed_by', 'changes'])
        .where('entity', '=', def.entity)
        .where('entity_id', 'in', [...ids])
        .orderBy('entity_id')
        .orderBy('version')
        .execute();
      return rows.map((r) => ({ ...r, changed_at: r.changed_at.getTime() }));
    },
  };
}
export type Entity = ReturnType<typeof defineEntity>;

/** Equal as JSON documents (jsonb orders object keys its own way, so keys are compared sorted). */
function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** Equal as stored values (dates by time). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return new Date(a as Date).getTime() === new Date(b as Date).getTime();
  return a === b;
}
