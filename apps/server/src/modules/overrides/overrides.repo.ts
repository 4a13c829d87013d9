import { sql } from 'kysely';
import type { Db, Executor } from '../../db/schema.js';
import { overridesFor } from './overridesFor.js';

/** The stored state of one cell: original value and the live override, if any. */
export interface CellState {
  original: number | null;
  override: number | null;
  override_by: string | null;
  /** UTC epoch ms */
  overridden_at: number | null;
}

const ts = (column: string) => sql.raw(`('epoch'::timestamptz + ${column} * interval '1 millisecond')`);
const at = (ms: number) => sql`('epoch'::timestamptz + ${ms}::bigint * interval '1 millisecond')`;

/** SQL of overrides. Cells travel as parallel arrays expanded by unnest, so 8,760 cells are one statement. */
export function createOverridesRepo(db: Db) {
  return {
    overridesFor: (seriesIds: number[], from: number, to: number, trx: Executor = db) => overridesFor(trx, seriesIds, from, to),

    /** State of each cell, in the order given. */
    async cellStates(seriesIds: number[], tsMs: number[], trx: Executor = db): Promise<CellState[]> {
      const { rows } = await sql<CellState & { i: number }>`
        select c.i::int as i, v.value as original, o.value as override, o.override_by,
               (extract(epoch from o.created_at) * 1000)::float8 as overridden_at
        from unnest(${seriesIds}::bigint[], ${tsMs}::bigint[]) with ordinality as c(sid, ms, i)
        left join series_value v on v.series_id = c.sid and v.ts = ${ts('c.ms')}
        left join series_override o on o.series_id = c.sid and o.ts = ${ts('c.ms')} and o.deleted_at is null
        order by c.i`.execute(trx);
      return rows;
    },

    /** Closes the live overrides of the cells (kept as history); answers how many were closed. */
    async closeLive(seriesIds: number[], tsMs: number[], now: Date, trx: Executor = db): Promise<number> {
      const res = await sql`
        update series_override o set deleted_at = ${now}
        from unnest(${seriesIds}::bigint[], ${tsMs}::bigint[]) as c(sid, ms)
        where o.series_id = c.sid and o.ts = ${ts('c.ms')} and o.deleted_at is null`.execute(trx);
      return Number(res.numAffectedRows ?? 0);
    },

    async insert(seriesIds: number[], tsMs: number[], values: number[], by: string, now: Date, trx: Executor = db): Promise<number> {
      if (!seriesIds.length) return 0;
      const res = await sql`
        insert into series_override (series_id, ts, value, override_by, created_at)
        select c.sid, ${ts('c.ms')}, c.v, ${by}, ${now}
        from unnest(${seriesIds}::bigint[], ${tsMs}::bigint[], ${values}::float8[]) as c(sid, ms, v)`.execute(trx);
      return Number(res.numAffectedRows ?? 0);
    },

    /** Originals and live overrides of the series in [start, end), ordered by series and time. */
    async info(seriesIds: number[], start: number, end: number, trx: Executor = db) {
      if (!seriesIds.length) return [];
      const { rows } = await sql<CellState & { series_id: number; ts: number }>`
        with v as (
          select series_id, ts, value from series_value
          where series_id = any(${seriesIds}::bigint[]) and ts >= ${at(start)} and ts < ${at(end)}),
        o as (
          select series_id, ts, value, override_by, created_at from series_override
          where series_id = any(${seriesIds}::bigint[]) and deleted_at is null and ts >= ${at(start)} and ts < ${at(end)})
        select coalesce(v.series_id, o.series_id)::int as series_id, (extract(epoch from coalesce(v.ts, o.ts)) * 1000)::float8 as ts,
               v.value as original, o.value as override, o.override_by, (extract(epoch from o.created_at) * 1000)::float8 as overridden_at
        from v full join o on o.series_id = v.series_id and o.ts = v.ts
        order by 1, 2`.execute(trx);
      return rows;
    },

    /** Live overrides of one series in [start, end): what a range DELETE removes. */
    liveIn: (seriesId: number, start: number, end: number, trx: Executor = db) => overridesFor(trx, [seriesId], start, end),

    async nomination(physicalPlantId: string, trx: Executor = db) {
      return trx.selectFrom('nomination_configuration').selectAll().where('physical_plant_id', '=', physicalPlantId).executeTakeFirst();
    },

    async upsertNomination(physicalPlantId: string, patch: { day_ahead_bid_completion_hour?: number; day_ahead_bid_completion_minute?: number }, by: string, now: Date, trx: Executor = db) {
      return trx
        .insertInto('nomination_configuration')
        .values({ physical_plant_id: physicalPlantId, day_ahead_bid_completion_hour: patch.day_ahead_bid_completion_hour ?? null, day_ahead_bid_completion_minute: patch.day_ahead_bid_completion_minute ?? (patch.day_ahead_bid_completion_hour === undefined ? null : 0), updated_by: by, updated_at: now })
        .onConflict((oc) => oc.column('physical_plant_id').doUpdateSet({ ...patch, updated_by: by, updated_at: now }))
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}
export type OverridesRepo = ReturnType<typeof createOverridesRepo>;
