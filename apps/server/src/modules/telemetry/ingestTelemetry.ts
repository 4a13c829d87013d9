import { maxOf, minOf, TELEMETRY_QUANTITIES, type TelemetryIngestResult } from '@penstock/domain';
import { contentToLevel, levelToContent, type LevelContentPoint } from '@penstock/optimizer';
import type { Clock } from '../../clock.js';
import type { Db, Executor } from '../../db/schema.js';
import { badRequest, MAX_LISTED_ERRORS } from '../../http/httpError.js';
import { levelToContentPoints, type ViewComponent } from '../plants/index.js';
import { createSeriesTargets, MEASURED_SOURCE, writeSeries, type MeasuredCells } from '../series/index.js';
import {
  measurementChecker,
  type CheckedCells,
  type LineProblem,
  type MeasurementTarget,
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
 * (bench/telemetry.bench.ts).
 */
const WRITE_PIECE = 25_000;

const yieldToLoop = () => new Promise<void>((r) => setImmediate(r));
const counterpart = (quantity: string) => (quantity === 'level' ? 'content' : 'level');

/** The cells of rows [from, to) of the checked columns, on their series (views of the columns, not copies). */
function cellsOf(c: CheckedCells, from: number, to: number, seriesOf: Float64Array): MeasuredCells {
  const seriesIds = new Float64Array(to - from);
  for (let i = from; i < to; i++) seriesIds[i - from] = seriesOf[c.target[i]];
  return {
    seriesIds,
    tsMs: c.ts.subarray(from, to),
    values: c.value.subarray(from, to),
    qualities: c.quality.subarray(from, to),
    lines: c.line.subarray(from, to),
  };
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
    const checker = measurementChecker(components, ranges, now.getTime(), sent.length);
    const { checked } = checker;
    const derives = (t: MeasurementTarget) =>
      curves.has(t.component.id) && (t.quantity === 'level' || t.quantity === 'content');

    // the targets the batch names (each found once here; the check below finds them again)
    const named = new Set<number>();
    for (let i = 0; i < sent.length; i++) {
      if (i % CHECK_PIECE === CHECK_PIECE - 1) await yieldToLoop();
      named.add(checker.target(sent.at(i)));
    }
    named.delete(-1);
    // and the counterparts a level or content derives
    for (const t of [...named]) {
      const { component, quantity } = checker.targets[t];
      if (derives(checker.targets[t]))
        named.add(checker.target({ component: component.id, quantity: counterpart(quantity) }));
    }

    return db.transaction().execute(async (trx) => {
      // series id per target, made and locked in the targets' order
      const seriesOf = new Float64Array(checker.targets.length);
      for (const t of [...named].sort((a, b) => a - b)) {
        const { component: c, quantity: q } = checker.targets[t];
        const owner = c.is_unit ? { control_unit_id: c.id } : { hydro_body_id: c.id };
        seriesOf[t] = (await targets.ensure(owner, q, 'actual', TELEMETRY_QUANTITIES[q].unit, trx)).id;
      }
      await targets.lock(
        [...named].map((t) => seriesOf[t]),
        trx,
      );

      const counts = { written: 0, corrected: 0 };
      const write = async (cells: MeasuredCells) => {
        const r = await writeSeries({ cells }, { by, at: now, source: MEASURED_SOURCE }, trx);
        counts.written += r.written;
        counts.corrected += r.corrected ?? 0;
      };
      // the piece being written, and the first failure of a write (awaited before the next)
      let writing: Promise<void> = Promise.resolve();
      const failure: { of?: { error: unknown } } = {};
      for (let start = 0; start < sent.length; start += WRITE_PIECE) {
        const from = checked.cells.length;
        const end = Math.min(sent.length, start + WRITE_PIECE);
        for (let i = start; i < end; i++) {
          checker.add(sent.at(i), sent.line(i));
          if (i % CHECK_PIECE === CHECK_PIECE - 1) await yieldToLoop();
        }
        if (checked.problems.length) continue; // every line is still checked, so the answer lists them all
        await writing;
        if (failure.of) throw failure.of.error;
        const cells = cellsOf(checked.cells, from, checked.cells.length, seriesOf);
        writing = write(cells).catch((error: unknown) => void (failure.of = { error }));
      }
      await writing;
      if (failure.of) throw failure.of.error;
      if (checked.problems.length) throw refused(checked.problems, sent.length); // rolls back what was written

      const derived = derivedCells(checker.targets, checked.cells, curves, derives, checker.target, seriesOf);
      if (derived.values.length) await write(derived);
      return {
        plant_view_id: view.id,
        values: sent.length,
        new: counts.written - counts.corrected,
        unchanged: sent.length - counts.written,
        corrected: counts.corrected,
        derived: derived.values.length,
      };
    });
  };
}

/**
 * The counterparts of the levels and contents sent for reservoirs with a table (line 0: derived),
 * computed last: a content sent anywhere in the batch for a level's time is kept as sent.
 */
function derivedCells(
  targets: readonly MeasurementTarget[],
  c: CheckedCells,
  curves: ReadonlyMap<string, LevelContentPoint[]>,
  derives: (t: MeasurementTarget) => boolean,
  targetOf: (m: { component: string; quantity: string }) => number,
  seriesOf: Float64Array,
): MeasuredCells {
  const cells = {
    seriesIds: [] as number[],
    tsMs: [] as number[],
    values: [] as number[],
    qualities: [] as number[],
    lines: [] as number[],
  };
  if (!targets.some(derives)) return cells;
  const other = targets.map((t) =>
    derives(t) ? targetOf({ component: t.component.id, quantity: counterpart(t.quantity) }) : -1,
  );
  const timesOf = new Map<number, Set<number>>(); // the times sent per level or content target
  for (let i = 0; i < c.length; i++)
    if (other[c.target[i]] >= 0) {
      let times = timesOf.get(c.target[i]);
      if (!times) timesOf.set(c.target[i], (times = new Set()));
      times.add(c.ts[i]);
    }
  for (let i = 0; i < c.length; i++) {
    const o = other[c.target[i]];
    if (o < 0 || timesOf.get(o)?.has(c.ts[i])) continue; // both sent: both kept as sent
    const { component, quantity } = targets[c.target[i]];
    const curve = curves.get(component.id)!;
    cells.seriesIds.push(seriesOf[o]);
    cells.tsMs.push(c.ts[i]);
    cells.values.push(quantity === 'level' ? levelToContent(curve, c.value[i]) : contentToLevel(curve, c.value[i]));
    cells.qualities.push(c.quality[i]);
    cells.lines.push(0);
  }
  return cells;
}
