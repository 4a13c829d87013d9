import { invalidInput } from '@penstock/domain';
import { binaryCopyData, withoutRowTriggers, type CopyColumn } from '../../db/bulkWrite.js';
import { isUniqueViolation } from '../../db/databaseErrors.js';
import type { Executor } from '../../db/schema.js';
import { sendReplanNotice, WATER_QUANTITIES } from './replanNotices.js';
import { seriesWritesRepo as repo, type NewSeries, type WriteMode } from './seriesWrites.repo.js';

export type { NewSeries, WriteMode };

/** Where the values of a write come from. */
export type SeriesWriteSource =
  /** a new series with values on a regular grid from `startMs` (null or NaN: a gap, not stored) */
  | { grid: { series: NewSeries; startMs: number; stepSeconds: number; values: ArrayLike<number | null> } }
  /** values staged with seriesStaging in this transaction; the `derived` series' rows are not counted */
  | { staged: { derived: number[] } }
  /**
   * measured cells (telemetry), parallel arrays: each cell is new, unchanged (left alone), or corrects
   * the stored value (kept with who and when); cells must be unique; line 0 marks a derived value,
   * written but not counted
   */
  | { cells: MeasuredCells }
  /** a copied plant's history: every stored actual and forecast of the components, onto their copies (`copyOf`) */
  | { history: { bodyIds: string[]; unitIds: string[]; copyOf: (componentId: string) => string } }
  /** demo telemetry: the hours that ended since each actual's latest value, at most `maxHours` */
  | { telemetry: { now: Date; maxHours: number; only: { bodyIds: string[]; unitIds: string[] } } }
  /** the price and inflow forecasts extended to `horizonDays` after `now` */
  | { forecasts: { now: Date; horizonDays: number } };

export interface MeasuredCells {
  seriesIds: ArrayLike<number>;
  /** UTC epoch ms */
  tsMs: ArrayLike<number>;
  values: ArrayLike<number>;
  /** series_value.quality: null (or 0) good, 1 uncertain, 2 bad */
  qualities: ArrayLike<number | null>;
  lines: ArrayLike<number>;
}

export interface SeriesWriteContext {
  /** who writes (an account's e-mail, or the job's name) and when */
  by: string;
  at: Date;
  /** how the write meets stored values (default 'new'; derived sources never replace) */
  mode?: WriteMode;
  /** names the writer in the re-plan notice */
  source: string;
}

export interface SeriesWriteResult {
  written: number;
  /** stored values replaced by different ones (kept in series_value_correction) */
  replaced: number;
  /** cells: of `written`, the cells of sent lines that replaced a different stored value (the rest were new) */
  corrected?: number;
  /** per source part: price and inflow forecasts */
  parts?: Record<string, number>;
}

/** A float8[] literal of the values: NaN for gaps (null or NaN); an infinite or non-number value is refused. */
function arrayLiteral(values: ArrayLike<number | null>): string {
  let nulls = false;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null) nulls = true;
    else if (typeof v !== 'number' || v === Infinity || v === -Infinity)
      throw invalidInput(`Value ${i + 1} of the series is not a finite number`);
  }
  // join renders NaN as 'NaN' (a gap); the native join keeps the demo world's bulk load fast
  const text = nulls
    ? Array.from(values, (v) => (v === null ? 'NaN' : String(v))).join(',')
    : Array.prototype.join.call(values, ',');
  return `{${text}}`;
}

const CELLS_WORK_MEM = '64MB';

/**
 * Measured cells, each new, unchanged or correcting the stored value. Both ways in run behind a
 * savepoint: a writer that does not take the series locks (the demo world's hours) may commit a
 * cell between the statement's snapshot and its insert; the unique violation then rolls back to the
 * savepoint and the statement runs again, seeing that cell.
 */
async function writeCells(c: MeasuredCells, ctx: SeriesWriteContext, trx: Executor) {
  const cellColumns: CopyColumn[] = [
    { type: 'int8', values: c.seriesIds },
    { type: 'timestamptz', values: c.tsMs },
    { type: 'float8', values: c.values },
    { type: 'int2', values: c.qualities, nullIf: 0 },
  ];
  // Most sends are new values: they go straight into series_value (COPY, the cheapest insert). A
  // cell already stored (a re-send, a correction, a row a writer without the lock just committed)
  // fails that copy, which is rolled back; the cells are then met with the stored values below.
  await repo.savepointCells(trx);
  try {
    await repo.copyNewCells(binaryCopyData(cellColumns, c.values.length), trx);
    await repo.releaseCells(trx);
    let sent = 0;
    for (let i = 0; i < c.lines.length; i++) if (c.lines[i] > 0) sent++;
    return { inserted: sent, updated: 0, replaced: 0 };
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    await repo.rollbackToCells(trx);
    await repo.releaseCells(trx);
  }
  await repo.stageCells(binaryCopyData([...cellColumns, { type: 'int4', values: c.lines }], c.values.length), trx);
  // 100,000 cells are a few MB: kept in memory (the default 4 MB spills them and their sort to disk)
  const before = await repo.setWorkMem(CELLS_WORK_MEM, trx);
  await repo.savepointCells(trx);
  let result;
  try {
    result = await repo.writeCellsCorrecting(ctx.by, ctx.at, trx);
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    await repo.rollbackToCells(trx);
    result = await repo.writeCellsCorrecting(ctx.by, ctx.at, trx, true);
  }
  await repo.releaseCells(trx);
  await repo.setWorkMem(before, trx);
  return result;
}

/** The series of the cells that are not of bad quality (2): bad values never re-plan. */
function usableSeries(c: MeasuredCells): number[] {
  const ids = new Set<number>();
  let last = NaN; // cells come in runs of a few series: a set lookup per run, not per cell
  for (let i = 0; i < c.seriesIds.length; i++)
    if (c.qualities[i] !== 2 && c.seriesIds[i] !== last) ids.add((last = c.seriesIds[i]));
  return [...ids];
}

/**
 * The one way values get into series_value (issue 22): plans, uploads, telemetry, forecasts, plant
 * copies and the demo world all call this. It validates, applies the upsert mode, keeps every
 * replaced value with who and when, and sends the re-plan notice for anything but a plan. Run it in
 * the caller's transaction; the SQL is seriesWrites.repo.ts.
 */
export async function writeSeries(
  source: SeriesWriteSource,
  ctx: SeriesWriteContext,
  trx: Executor,
): Promise<SeriesWriteResult> {
  const mode = ctx.mode ?? 'new';
  let written = 0;
  let replaced = 0;
  let corrected: number | undefined;
  let parts: Record<string, number> | undefined;
  let plan = false;
  let waterBodies: string[] = [];
  if ('grid' in source) {
    const { series, startMs, stepSeconds, values } = source.grid;
    if (!(stepSeconds > 0) || !Number.isFinite(startMs))
      throw invalidInput('A series needs a start and a positive step');
    written = await repo.createWithGrid(series, startMs, stepSeconds, arrayLiteral(values), trx);
    plan = series.kind === 'plan';
    const water = (WATER_QUANTITIES as readonly string[]).includes(series.quantity);
    if (series.kind === 'actual' && !series.run_id && water && series.hydro_body_id)
      waterBodies = [series.hydro_body_id];
  } else if ('cells' in source) {
    const c = source.cells;
    for (let i = 0; i < c.values.length; i++)
      if (!Number.isFinite(c.values[i])) throw invalidInput(`Value ${i + 1} of the cells is not a finite number`);
    // the savepoint and `set local` need a transaction: the caller's, or one of its own
    const r = trx.isTransaction
      ? await withoutRowTriggers(trx, () => writeCells(c, ctx, trx))
      : await trx.transaction().execute((own) => withoutRowTriggers(own, () => writeCells(c, ctx, own)));
    written = r.inserted + r.updated;
    corrected = r.updated;
    replaced = r.replaced;
    if (written > 0) waterBodies = await repo.waterBodiesOf(usableSeries(c), WATER_QUANTITIES, trx);
  } else if ('staged' in source) {
    if (mode === 'overwrite') replaced = await repo.keepReplacedStaged(ctx.by, ctx.at, trx);
    // rows point at series the caller made or locked in this transaction
    written = await withoutRowTriggers(trx, () => repo.writeStaged(mode, source.staged.derived, trx));
    if (written > 0) waterBodies = await repo.stagedWaterBodies(WATER_QUANTITIES, trx);
  } else if ('history' in source) {
    const { bodyIds, unitIds, copyOf } = source.history;
    for (const s of await repo.storedInputs(bodyIds, unitIds, trx)) {
      const { id, ...row } = s;
      const copy = {
        ...row,
        control_unit_id: row.control_unit_id && copyOf(row.control_unit_id),
        hydro_body_id: row.hydro_body_id && copyOf(row.hydro_body_id),
      };
      written += await repo.createAsCopy(copy, id, trx);
    }
  } else if ('telemetry' in source) {
    written = await repo.addTelemetryHours(source.telemetry.now, source.telemetry.maxHours, source.telemetry.only, trx);
    waterBodies = source.telemetry.only.bodyIds;
  } else {
    const { now, horizonDays } = source.forecasts;
    parts = {
      prices: await repo.extendPriceForecasts(now, horizonDays, trx),
      inflows: await repo.extendInflowForecasts(now, horizonDays, trx),
    };
    written = parts.prices + parts.inflows;
  }
  if (!plan && written > 0)
    sendReplanNotice({ source: ctx.source, by: ctx.by, at: ctx.at, values: written, waterBodies });
  return { written, replaced, ...(corrected !== undefined ? { corrected } : {}), ...(parts ? { parts } : {}) };
}

/** The staging side of a staged write (uploads): stage in batches, check, then writeSeries({ staged }). */
export const seriesStaging = {
  create: repo.createStaging,
  stage: repo.stage,
  repeatedLines: repo.repeatedLines,
  stagedSpan: repo.stagedSpan,
  anyStoredBetween: repo.anyStoredBetween,
  overlap: repo.overlap,
};

/** Fresh planner statistics after a bulk load of series. */
export const analyzeSeries = repo.analyze;
