import { maxOf, minOf, TELEMETRY_QUANTITIES, type TelemetryIngestResult } from '@penstock/domain';
import { contentToLevel, levelToContent, type LevelContentPoint } from '@penstock/optimizer';
import type { Clock } from '../../clock.js';
import type { Db, Executor } from '../../db/schema.js';
import { badRequest, MAX_LISTED_ERRORS } from '../../http/httpError.js';
import { levelToContentPoints, type ViewComponent } from '../plants/index.js';
import { createSeriesTargets, MEASURED_SOURCE, writeSeries, type SeriesTarget } from '../series/index.js';
import {
  measurementChecker,
  type CheckedMeasurement,
  type LineProblem,
  type TableRange,
} from './measurementChecker.js';
import type { SentMeasurement } from './measurementLines.js';

/** Measurements checked between two turns of the event loop. */
const CHECK_PIECE = 5_000;

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

/**
 * Telemetry ingest (issue 26): checks every measurement first (any bad line: 400 listing them,
 * nothing stored), then writes them in one transaction through the series module's one writer in
 * its cells source: a cell already stored with the same value and quality is left alone, a
 * different one is replaced and kept as a correction with who and when. A reservoir level sent
 * without the content of the same time also stores that content (and a content its level) through
 * the reservoir's level-to-content table, so the optimiser's starting content follows the level.
 */
export function createTelemetryIngest(db: Db, clock: Clock) {
  const targets = createSeriesTargets(db);

  return async function ingest(
    view: { id: string },
    sent: readonly SentMeasurement[],
    by: string,
  ): Promise<TelemetryIngestResult> {
    const now = clock.now();
    const components = await targets.viewComponents(view.id);
    const { curves, ranges } = await reservoirTables(components, db);
    const { rows, problems, add } = measurementChecker(components, ranges, now.getTime());
    for (let i = 0; i < sent.length; i++) {
      add(sent[i]);
      // a large batch is checked in pieces, so other requests (the cockpit's) are answered meanwhile
      if (i % CHECK_PIECE === CHECK_PIECE - 1) await new Promise((r) => setImmediate(r));
    }
    if (problems.length) throw refused(problems, sent.length);

    return db.transaction().execute(async (trx) => {
      // one series per component and quantity sent (and the counterpart a level or content derives)
      const series = new Map<string, SeriesTarget>();
      const seriesOf = async (c: ViewComponent, quantity: string) => {
        const key = `${c.id}\u0000${quantity}`;
        let s = series.get(key);
        if (!s) {
          const owner = c.is_unit ? { control_unit_id: c.id } : { hydro_body_id: c.id };
          s = await targets.ensure(owner, quantity, 'actual', TELEMETRY_QUANTITIES[quantity].unit, trx);
          series.set(key, s);
        }
        return s;
      };
      const sentCells = new Set<string>();
      for (const r of rows) {
        if (!series.has(`${r.component.id}\u0000${r.quantity}`)) await seriesOf(r.component, r.quantity);
        if (r.quantity === 'level' || r.quantity === 'content')
          sentCells.add(`${r.component.id}\u0000${r.quantity}\u0000${r.ts}`);
      }
      const derivedRows: CheckedMeasurement[] = [];
      for (const r of rows) {
        const curve = curves.get(r.component.id);
        if (!curve || (r.quantity !== 'level' && r.quantity !== 'content')) continue;
        const other = r.quantity === 'level' ? 'content' : 'level';
        if (sentCells.has(`${r.component.id}\u0000${other}\u0000${r.ts}`)) continue; // both sent: both kept as sent
        const value = other === 'content' ? levelToContent(curve, r.value) : contentToLevel(curve, r.value);
        if (!series.has(`${r.component.id}\u0000${other}`)) await seriesOf(r.component, other);
        derivedRows.push({ ...r, quantity: other, value, line: 0 });
      }
      await targets.lock(
        [...series.values()].map((s) => s.id),
        trx,
      );
      const all = rows.concat(derivedRows);
      const { written, corrected = 0 } = await writeSeries(
        {
          cells: {
            seriesIds: all.map((r) => series.get(`${r.component.id}\u0000${r.quantity}`)!.id),
            tsMs: all.map((r) => r.ts),
            values: all.map((r) => r.value),
            qualities: all.map((r) => r.quality),
            lines: all.map((r) => r.line),
          },
        },
        { by, at: now, source: MEASURED_SOURCE },
        trx,
      );
      return {
        plant_view_id: view.id,
        values: sent.length,
        new: written - corrected,
        unchanged: sent.length - written,
        corrected,
        derived: derivedRows.length,
      };
    });
  };
}
