import { maxOf, minOf, TELEMETRY_QUANTITIES, type TelemetryIngestResult } from '@penstock/domain';
import { contentToLevel, levelToContent, type LevelContentPoint } from '@penstock/optimizer';
import type { Clock } from '../../clock.js';
import type { Db, Executor } from '../../db/schema.js';
import { badRequest, MAX_LISTED_ERRORS } from '../../http/httpError.js';
import { levelToContentPoints, type ViewComponent } from '../plants/index.js';
import {
  createSeriesTargets,
  MEASURED_SOURCE,
  writeSeries,
  type MeasuredCells,
  type SeriesTarget,
} from '../series/index.js';
import {
  measurementChecker,
  type CheckedMeasurement,
  type LineProblem,
  type TableRange,
} from './measurementChecker.js';
import type { SentMeasurements } from './measurementLines.js';

function refused(problems: LineProblem[], values: number) {
  problems.sort((a, b) => a.line - b.line);
  const lines = new Set(problems.map((p) => p.line)).size;
  const listed = problems.slice(0, MAX_LISTED_ERRORS);
  return badRequest(
    `${lines} of ${values} line${values === 1 ? '' : 's'} are not valid, so nothing was stored: ${listed
      .slice(0, 3)
      .map((p) => `line ${p.line}: ${p.message}`)
      .join(
        '; ',
      )}${problems.length > 3 ? '; ...' : ''}${problems.length > MAX_LISTED_ERRORS ? ` (the first ${MAX_LISTED_ERRORS} are listed)` : ''}`,
    listed.map((p) => ({ path: `line ${p.line}`, line: p.line, message: p.message })),
    'The measurements are not valid',
  );
}

/** The reservoirs' level-to-content tables (at least two points) and their ranges. */
async function reservoirTables(components: readonly ViewComponent[], trx: Executor) {
  const ids = components.filter((c) => c.type === 'RESERVOIR').map((c) => c.id);
  const points = await levelToContentPoints(ids, trx);
  const curves = new Map<string, LevelContentPoint[]>();
  for (const p of points) {
    if (!curves.has(p.hydro_body_id)) curves.set(p.hydro_body_id, []);
    curves.get(p.hydro_body_id)!.push({ level: p.level, content: p.content });
  }
  const ranges = new Map<string, TableRange>();
  for (const [id, curve] of curves) {
    if (curve.length < 2) {
      curves.delete(id);
      continue;
    }
    const contents = curve.map((p) => p.content);
    ranges.set(id, {
      level: [curve[0].level, curve[curve.length - 1].level],
      content: [minOf(contents), maxOf(contents)],
    });
  }
  return { curves, ranges };
}

/** Measurements checked between two turns of the event loop. */
const CHECK_PIECE = 5_000;
/**
 * Measurements written per statement: while the database writes one piece, the next is checked
 * (the check is about a third of a batch's time; bench/telemetry.bench.ts).
 */
const WRITE_PIECE = 25_000;

const yieldToLoop = () => new Promise<void>((r) => setImmediate(r));
const cellKey = (componentId: string, quantity: string, ts: number) => `${componentId}\u0000${quantity}\u0000${ts}`;

/** Parallel arrays of the cells of checked rows, on their series. */
function cellsOf(rows: readonly CheckedMeasurement[], seriesId: (r: CheckedMeasurement) => number): MeasuredCells {
  const n = rows.length;
  const cells = {
    seriesIds: new Array<number>(n),
    tsMs: new Array<number>(n),
    values: new Array<number>(n),
    qualities: new Array<number | null>(n),
    lines: new Array<number>(n),
  };
  for (let i = 0; i < n; i++) {
    const r = rows[i];
    cells.seriesIds[i] = seriesId(r);
    cells.tsMs[i] = r.ts;
    cells.values[i] = r.value;
    cells.qualities[i] = r.quality;
    cells.lines[i] = r.line;
  }
  return cells;
}

/**
 * Telemetry ingest (issue 26): every measurement is checked (any bad line: 400 listing them,
 * nothing stored) and written in one transaction through the series module's one writer in its
 * cells source: a cell already stored with the same value and quality is left alone, a different
 * one is replaced and kept as a correction with who and when. A reservoir level sent without the
 * content of the same time also stores that content (and a content its level) through the
 * reservoir's level-to-content table, so the optimiser's starting content follows the level.
 *
 * A large batch is checked and written in pieces: the check of a piece runs while the database
 * writes the one before, and the event loop turns between pieces of the check, so other requests
 * (the cockpit's) are answered meanwhile. A bad line found in a later piece rolls the whole
 * transaction back, so the batch stays atomic. The series the batch names are made and locked
 * first, in one order, so two batches of a plant never wait for each other crosswise.
 */
export function createTelemetryIngest(db: Db, clock: Clock) {
  const targets = createSeriesTargets(db);

  return async function ingest(
    view: { id: string },
    sent: SentMeasurements,
    by: string,
  ): Promise<TelemetryIngestResult> {
    const now = clock.now();
    const components = await targets.viewComponents(view.id);
    const { curves, ranges } = await reservoirTables(components, db);
    const { rows, problems, add, target } = measurementChecker(components, ranges, now.getTime());
    const counterpart = (quantity: string) => (quantity === 'level' ? 'content' : 'level');
    const derives = (c: ViewComponent, quantity: string) =>
      curves.has(c.id) && (quantity === 'level' || quantity === 'content');

    // the series the batch names (and the counterparts a level or content derives)
    const named = new Map<ViewComponent, Set<string>>();
    for (let i = 0; i < sent.length; i++) {
      if (i % CHECK_PIECE === CHECK_PIECE - 1) await yieldToLoop();
      const t = target(sent.at(i)!);
      if (!t) continue;
      let quantities = named.get(t.component);
      if (!quantities) named.set(t.component, (quantities = new Set()));
      quantities.add(t.quantity);
      if (derives(t.component, t.quantity)) quantities.add(counterpart(t.quantity));
    }

    return db.transaction().execute(async (trx) => {
      const series = new Map<ViewComponent, Map<string, SeriesTarget>>();
      for (const [c, quantities] of named) {
        const owner = c.is_unit ? { control_unit_id: c.id } : { hydro_body_id: c.id };
        const byQuantity = new Map<string, SeriesTarget>();
        for (const q of quantities)
          byQuantity.set(q, await targets.ensure(owner, q, 'actual', TELEMETRY_QUANTITIES[q].unit, trx));
        series.set(c, byQuantity);
      }
      await targets.lock(
        [...series.values()].flatMap((m) => [...m.values()].map((s) => s.id)),
        trx,
      );
      const seriesId = (r: CheckedMeasurement) => series.get(r.component)!.get(r.quantity)!.id;

      const counts = { written: 0, corrected: 0 };
      const write = async (pieceRows: readonly CheckedMeasurement[]) => {
        const r = await writeSeries(
          { cells: cellsOf(pieceRows, seriesId) },
          { by, at: now, source: MEASURED_SOURCE },
          trx,
        );
        counts.written += r.written;
        counts.corrected += r.corrected ?? 0;
      };
      // the piece being written, and the first failure of a write (awaited before the next)
      let writing: Promise<void> = Promise.resolve();
      const failure: { of?: { error: unknown } } = {};
      const sentCells = new Set<string>();
      const levelsAndContents: CheckedMeasurement[] = [];
      for (let start = 0; start < sent.length; start += WRITE_PIECE) {
        const from = rows.length;
        const end = Math.min(sent.length, start + WRITE_PIECE);
        for (let i = start; i < end; i++) {
          add(sent.at(i)!);
          if (i % CHECK_PIECE === CHECK_PIECE - 1) await yieldToLoop();
        }
        if (problems.length) continue; // every line is still checked, so the answer lists them all
        const piece = rows.slice(from);
        for (const r of piece)
          if (derives(r.component, r.quantity)) {
            sentCells.add(cellKey(r.component.id, r.quantity, r.ts));
            levelsAndContents.push(r);
          }
        await writing;
        if (failure.of) throw failure.of.error;
        writing = write(piece).catch((error: unknown) => void (failure.of = { error }));
      }
      await writing;
      if (failure.of) throw failure.of.error;
      if (problems.length) throw refused(problems, sent.length); // rolls back what was written

      // derived last: a content sent anywhere in the batch for a level's time is kept as sent
      const derivedRows: CheckedMeasurement[] = [];
      for (const r of levelsAndContents) {
        const other = counterpart(r.quantity);
        if (sentCells.has(cellKey(r.component.id, other, r.ts))) continue; // both sent: both kept as sent
        const curve = curves.get(r.component.id)!;
        const value = other === 'content' ? levelToContent(curve, r.value) : contentToLevel(curve, r.value);
        derivedRows.push({ ...r, quantity: other, value, line: 0 });
      }
      if (derivedRows.length) await write(derivedRows);
      return {
        plant_view_id: view.id,
        values: sent.length,
        new: counts.written - counts.corrected,
        unchanged: sent.length - counts.written,
        corrected: counts.corrected,
        derived: derivedRows.length,
      };
    });
  };
}
