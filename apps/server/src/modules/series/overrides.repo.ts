import { sql } from 'kysely';
import type { Db, Executor } from '../../db/schema.js';
import { planCellsSql } from './planCells.repo.js';
import { overridesFor } from './overridesFor.repo.js';
import { msOf, tsFromMs } from '../../db/sqlTime.js';

/** The stored state of one cell: original value and the live override, if any. */
export interface CellState {
  original: number | null;
  override: number | null;
  override_by: string | null;
  /** UTC epoch ms */
  overridden_at: number | null;
  /** row of the live override, to close it */
  override_id?: number | null;
}

/** Distinct series and the first and last cell start: bounds for range scans. */
function span(seriesIds: number[], tsMs: number[]) {
  let lo = Infinity;
  let hi = -Infinity;
  for (const t of tsMs) {
    if (t < lo) lo = t;
    if (t > hi) hi = t;
  }
  return { sids: [...new Set(seriesIds)], lo, hi };
}

/** SQL of overrides. Cells travel as parallel arrays expanded by unnest, so 8,760 cells are one statement. */
export function createOverridesRepo(db: Db) {
  return {
    overridesFor: (seriesIds: number[], from: number, to: number, trx: Executor = db) =>
      overridesFor(seriesIds, from, to, trx),

    /**
     * The live overrides of the components' stored series in [from, to), ordered by series and time,
     * with the series' owner, quantity, kind and step: the cockpit's list of what people changed.
     */
    async liveOfComponents(componentIds: string[], from: number, to: number, trx: Executor = db) {
      if (!componentIds.length) return [];
      const { rows } = await sql<{
        series_id: number;
        component_id: string;
        quantity: string;
        kind: string;
        unit: string;
        step_ms: number;
        ts: number;
        value: number;
        override_by: string;
        overridden_at: number;
      }>`
        select o.series_id::int as series_id, coalesce(s.control_unit_id, s.hydro_body_id) as component_id, s.quantity, s.kind, s.unit,
               s.resolution_seconds * 1000 as step_ms, ${msOf('o.ts')} as ts, o.value, o.override_by, ${msOf('o.created_at')} as overridden_at
        from series_override o join series s on s.id = o.series_id
        where o.deleted_at is null and s.run_id is null
          and (s.control_unit_id = any(${componentIds}::text[]) or s.hydro_body_id = any(${componentIds}::text[]))
          and o.ts >= ${tsFromMs(from)} and o.ts < ${tsFromMs(to)}
        order by o.series_id, o.ts`.execute(trx);
      return rows;
    },

    /**
     * State of each cell, in the order given. Originals and live overrides are read as two range
     * scans over the cells' series and time span and matched here: one index range scan each, and
     * no join plan that stale statistics could turn into a nested loop over 8,760 x 8,760 rows.
     */
    async cellStates(seriesIds: number[], tsMs: number[], trx: Executor = db): Promise<CellState[]> {
      if (!seriesIds.length) return [];
      const { sids, lo, hi } = span(seriesIds, tsMs);
      const range = sql`series_id = any(${sids}::bigint[]) and ts >= ${tsFromMs(lo)} and ts <= ${tsFromMs(hi)}`;
      const [originals, overrides] = await Promise.all([
        // the original of a plan cell is the plan of the hour, as the grid showed it (planCellsSql)
        sql<{ series_id: string; ms: number; value: number }>`
          select series_id, ${msOf('ts')} as ms, value from ${planCellsSql(sids, lo, hi + 1)} v`.execute(trx),
        sql<{ id: string; series_id: string; ms: number; value: number; override_by: string; created_ms: number }>`
          select id, series_id, ${msOf('ts')} as ms, value, override_by, ${msOf('created_at')} as created_ms
          from series_override where ${range} and deleted_at is null`.execute(trx),
      ]);
      const original = new Map(originals.rows.map((r) => [`${r.series_id}:${r.ms}`, r.value]));
      const live = new Map(overrides.rows.map((r) => [`${r.series_id}:${r.ms}`, r]));
      return seriesIds.map((sid, i) => {
        const key = `${sid}:${tsMs[i]}`;
        const o = live.get(key);
        return {
          original: original.get(key) ?? null,
          override: o?.value ?? null,
          override_by: o?.override_by ?? null,
          overridden_at: o?.created_ms ?? null,
          override_id: o ? Number(o.id) : null,
        };
      });
    },

    /** Closes live overrides by id (kept as history with deleted_at); answers how many were closed. */
    async close(ids: number[], now: Date, trx: Executor = db): Promise<number> {
      if (!ids.length) return 0;
      const res =
        await sql`update series_override set deleted_at = ${now} where id = any(${ids}::bigint[]) and deleted_at is null`.execute(
          trx,
        );
      return Number(res.numAffectedRows ?? 0);
    },

    async insert(
      seriesIds: number[],
      tsMs: number[],
      values: number[],
      by: string,
      now: Date,
      trx: Executor = db,
    ): Promise<number> {
      if (!seriesIds.length) return 0;
      const res = await sql`
        insert into series_override (series_id, ts, value, override_by, created_at)
        select c.sid, ${tsFromMs(sql`c.ms`)}, c.v, ${by}, ${now}
        from unnest(${seriesIds}::bigint[], ${tsMs}::bigint[], ${values}::float8[]) as c(sid, ms, v)`.execute(trx);
      return Number(res.numAffectedRows ?? 0);
    },

    /**
     * Originals (for plans the plan of the hour, planCellsSql, with the run it comes from) and live
     * overrides of the series in [start, end), ordered by series and time. run: that run's plan only.
     */
    async info(seriesIds: number[], start: number, end: number, run: string | null = null, trx: Executor = db) {
      if (!seriesIds.length) return [];
      const { rows } = await sql<CellState & { series_id: number; ts: number; run_id: string | null }>`
        with v as (
          select series_id, ts, value, run_id from ${planCellsSql(seriesIds, start, end, run)} p
          where ${run}::uuid is null or run_id = ${run}::uuid),
        o as (
          select series_id, ts, value, override_by, created_at from series_override
          where series_id = any(${seriesIds}::bigint[]) and deleted_at is null and ts >= ${tsFromMs(start)} and ts < ${tsFromMs(end)})
        select coalesce(v.series_id, o.series_id)::int as series_id, ${msOf(sql`coalesce(v.ts, o.ts)`)} as ts,
               v.value as original, o.value as override, o.override_by, ${msOf('o.created_at')} as overridden_at, v.run_id
        from v ${run ? sql`left` : sql`full`} join o on o.series_id = v.series_id and o.ts = v.ts
        order by 1, 2`.execute(trx);
      return rows;
    },

    /** Live overrides of one series in [start, end): what a range DELETE removes. */
    liveIn: (seriesId: number, start: number, end: number, trx: Executor = db) =>
      overridesFor([seriesId], start, end, trx),
  };
}
export type OverridesRepo = ReturnType<typeof createOverridesRepo>;
