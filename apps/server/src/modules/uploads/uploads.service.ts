import {
  MARKET_TEXTS,
  UPLOAD_TARGETS,
  isKnownTimezone,
  stripParenthesised,
  type UploadHandling,
  type UploadKind,
  type UploadOverlap,
  type UploadResult,
} from '@penstock/domain';
import { StringDecoder } from 'node:string_decoder';
import type { Clock } from '../../clock.js';
import type { Db, Executor } from '../../db/schema.js';
import { badRequest, forbidden, MAX_LISTED_ERRORS, MultipleChoicesError } from '../../http/httpError.js';
import type { AuthUser } from '../../types.js';
import { levelToContent, type LevelContentPoint } from '@penstock/optimizer';
import { createSeriesTargets, type SeriesOwner, type ViewComponent } from '../series/index.js';
import type { PlantViewAccess, PlantViewRow } from '../plants/index.js';
import { error, type CsvValue } from './csvFields.js';
import { UploadCsvReader, type CsvPiece, type UploadErrors } from './uploadCsvReader.js';
import { createUploadsRepo } from './uploads.repo.js';
import { seriesStaging, writeSeries } from '../series/index.js';

/** Values sent to the staging table per statement. */
const STAGE_BATCH = 50_000;

export interface UploadRequest {
  kind: UploadKind;
  /** The CSV file as it arrives (request body chunks); read once. */
  body: AsyncIterable<Buffer | string>;
  handling?: UploadHandling;
  unit?: 'cm' | 'm' | 'percent';
  fileName?: string;
  timezone?: string;
  priceRegion?: string;
  source?: string;
}

/** Ends the transaction without writing (cancel). */
class Rollback extends Error {
  constructor(public readonly answer: UploadResult) {
    super('rollback');
  }
}

function invalid(errors: UploadErrors) {
  const { listed, count } = errors;
  return badRequest(
    `${count} problem${count === 1 ? '' : 's'} in the file: ${listed
      .slice(0, 3)
      .map((e) => `${e.path}: ${e.message}`)
      .join(
        '; ',
      )}${count > 3 ? '; ...' : ''}${count > MAX_LISTED_ERRORS ? ` (the first ${MAX_LISTED_ERRORS} are listed)` : ''}`,
    listed,
    'The file is not valid',
  );
}

type SeriesRef = { id: number; resolution_seconds: number };
type Owners = Map<
  string,
  {
    owner: SeriesOwner;
    component: ViewComponent | null;
    series?: SeriesRef;
    /** reservoir levels: the reservoir's level-to-content table (sorted by level) and the content series its values become */
    curve?: LevelContentPoint[];
    content?: SeriesRef;
  }
>;

/** Levels become contents (m3) in the reservoir's actual content series, the optimiser's starting point. */
const CONTENT = { quantity: 'content', kind: 'actual', unit: 'm3' } as const;

export function createUploadsService(db: Db, clock: Clock) {
  const repo = createUploadsRepo(db);
  const targets = createSeriesTargets(db);

  /** Column header -> series owner; headers name a component by id or external id. */
  async function columnOwners(
    user: AuthUser,
    view: PlantViewRow,
    req: UploadRequest,
    columns: Array<{ header: string; column: number }>,
    errors: UploadErrors,
    trx: Executor,
  ) {
    const owners: Owners = new Map();
    if (req.kind === 'price-forecasts') {
      const regionId = req.priceRegion ?? view.price_region_id;
      if (!regionId || !(await repo.regionExists(regionId, trx)))
        throw badRequest('Unknown price region (query price_region)');
      const source = await repo.forecastSource(
        regionId,
        req.source,
        { customerId: view.customer_id, preferred: view.price_forecast_source_id, ownFirst: !user.isAdmin },
        trx,
      );
      if (!source) throw badRequest('Unknown price forecast source of the region (query source)');
      // a shared forecast feeds every customer's plants in the region: administrators write it (issue 20)
      if (source.customer_id === null && !user.isAdmin) throw forbidden(MARKET_TEXTS.sharedOnlyAdmins);
      if (columns.length > 1) errors.add(error(1, columns[1].column, 'Price forecasts have one value column (price)'));
      for (const c of columns)
        owners.set(c.header, {
          owner: { price_region_id: regionId, price_forecast_source_id: source.id },
          component: null,
        });
      return owners;
    }
    const allowed = UPLOAD_TARGETS[req.kind].components;
    const components = (await targets.viewComponents(view.id, trx)).filter((c) => allowed.includes(c.type));
    for (const c of columns) {
      const component = components.find((x) => x.id === c.header) ?? components.find((x) => x.external_id === c.header);
      if (!component) {
        const names = components.map((x) => x.id).join(', ') || 'none in this plant view';
        errors.add(
          error(
            1,
            c.column,
            `Unknown column "${c.header.slice(0, 60)}": expected the id or external id of a ${allowed.join(' or ')} (${names})`,
          ),
        );
        continue;
      }
      owners.set(c.header, {
        owner: component.is_unit ? { control_unit_id: component.id } : { hydro_body_id: component.id },
        component,
      });
    }
    if (req.kind === 'reservoir-levels') {
      const ids = [...owners.values()].map((o) => o.component!.id);
      const points = ids.length ? await repo.levelToContent(ids, trx) : [];
      for (const c of columns) {
        const o = owners.get(c.header);
        if (!o) continue;
        const curve = points.filter((p) => p.hydro_body_id === o.component!.id);
        if (curve.length >= 2) o.curve = curve;
        else
          errors.add(
            error(
              1,
              c.column,
              `Reservoir ${o.component!.name} (${o.component!.id}) has no level-to-content table, so its levels cannot become contents: enter the table under Static data first`,
            ),
          );
      }
    }
    return owners;
  }

  /** The stored value (cm for gate openings) or an error message. */
  function convert(
    req: UploadRequest,
    v: CsvValue,
    component: ViewComponent | null,
    curve?: LevelContentPoint[],
  ): number | string {
    if (req.kind === 'gate-discharges' && v.value < 0) return 'A gate discharge cannot be negative';
    if (curve) {
      const low = curve[0].level,
        high = curve[curve.length - 1].level;
      // Beyond the table a content would be a guess: refuse rather than extrapolate.
      if (v.value < low || v.value > high)
        return `Level ${v.value} m is outside the level-to-content table of ${component?.name ?? v.header} (${low} to ${high} m a.s.l.): extend the table or correct the level`;
      return v.value;
    }
    if (req.kind !== 'gate-openings') return v.value;
    const unit = req.unit ?? 'cm';
    if (v.value < 0) return 'A gate opening cannot be negative';
    if (unit === 'percent') {
      if (v.value > 100) return 'A percentage must be between 0 and 100';
      const max = component?.gate_opening_cm_max;
      if (max == null) return 'The gate has no maximum opening: upload in cm or m';
      return (v.value / 100) * max;
    }
    const cm = unit === 'm' ? v.value * 100 : v.value;
    const max = component?.gate_opening_cm_max;
    return max != null && cm > max ? `Above the gate's maximum opening of ${max} cm` : cm;
  }

  /**
   * Reads the file piece by piece into the transaction's staging table, checking every value; the
   * header's columns are resolved (series made) before the first values. Once a problem is found,
   * the rest is only checked, no longer staged.
   */
  async function stageFile(user: AuthUser, view: PlantViewAccess, req: UploadRequest, zone: string, trx: Executor) {
    const target = UPLOAD_TARGETS[req.kind];
    const now = clock.now().getTime();
    const reader = new UploadCsvReader(zone);
    const errors = reader.errors;
    let owners: Owners = new Map();
    const seriesIds: number[] = [];
    const derivedIds: number[] = [];
    let step = 0;
    // Times rising per series (as exported files are) cannot repeat: then no database check for repeats.
    const lastTs = new Map<number, number>();
    let rising = true;
    let batch = { ids: [] as number[], tss: [] as number[], vals: [] as number[], lines: [] as number[] };
    const flush = async () => {
      const full = batch;
      batch = { ids: [], tss: [], vals: [], lines: [] };
      if (!errors.count) await seriesStaging.stage(full.ids, full.tss, full.vals, full.lines, trx);
    };
    const take = async (piece: CsvPiece) => {
      if (piece.columns) {
        owners = await columnOwners(user, view, req, piece.columns, errors, trx);
        for (const o of owners.values()) {
          o.series = await targets.ensure(o.owner, target.quantity, target.kind, target.unit, trx);
          seriesIds.push(o.series.id);
          step = Math.max(step, o.series.resolution_seconds * 1000);
          if (o.curve) {
            o.content = await targets.ensure(o.owner, CONTENT.quantity, CONTENT.kind, CONTENT.unit, trx);
            seriesIds.push(o.content.id);
            derivedIds.push(o.content.id);
          }
        }
      }
      for (const v of piece.values) {
        const o = owners.get(v.header);
        if (!o?.series) continue; // an unknown column, reported with the header
        const stepMs = o.series.resolution_seconds * 1000;
        const stored = convert(req, v, o.component, o.curve);
        if (typeof stored === 'string') errors.add(error(v.line, v.column, stored));
        else if (v.ts % stepMs !== 0)
          errors.add(error(v.line, 1, `Must be the start of a ${stepMs / 60_000}-minute interval`));
        else if (target.kind === 'actual' && !view.rights.editActualsInFuture && v.ts > now)
          throw forbidden(`Only administrators may upload actuals in the future (line ${v.line})`);
        else if (!errors.count) {
          if (rising && !((lastTs.get(o.series.id) ?? -Infinity) < v.ts)) rising = false;
          lastTs.set(o.series.id, v.ts);
          batch.ids.push(o.series.id);
          batch.tss.push(v.ts);
          batch.vals.push(stored);
          batch.lines.push(v.line);
          if (o.content && o.curve) {
            batch.ids.push(o.content.id);
            batch.tss.push(v.ts);
            batch.vals.push(levelToContent(o.curve, stored));
            batch.lines.push(v.line);
          }
        }
      }
      if (errors.count || batch.ids.length >= STAGE_BATCH) await flush();
    };

    const decoder = new StringDecoder('utf8');
    for await (const chunk of req.body)
      await take(reader.push(typeof chunk === 'string' ? chunk : decoder.write(chunk)));
    await take(reader.push(decoder.end()));
    await take(reader.end());
    await flush();
    return { errors, step, seriesIds, derivedIds, rising };
  }

  return {
    /**
     * Validates the whole file (400 listing line and column of each problem) while staging it, then
     * imports it in the same transaction: with existing values in the way and no handling, nothing
     * is written and the answer is 300 with the handling offers. Memory stays bounded: the file is
     * read piece by piece and staged in the database. The route's guard checked the right to upload (plant state).
     */
    async upload(user: AuthUser, view: PlantViewAccess, req: UploadRequest): Promise<UploadResult> {
      if (req.unit && req.kind !== 'gate-openings')
        throw badRequest('The unit query parameter is for gate openings only');
      const zone = req.timezone ?? view.market_timezone;
      if (!isKnownTimezone(zone)) throw badRequest('Unknown time zone');
      const fileName = req.fileName ? stripParenthesised(req.fileName) : null;
      const now = clock.now();

      return db
        .transaction()
        .execute(async (trx) => {
          await seriesStaging.create(trx);
          // derived values (contents of uploaded levels) are written with their level but not counted as the file's values
          const { errors, step, seriesIds, derivedIds, rising } = await stageFile(user, view, req, zone, trx);
          if (!errors.count && !rising) {
            const repeated = await seriesStaging.repeatedLines(MAX_LISTED_ERRORS, trx);
            for (const line of repeated.lines) errors.add(error(line, 1, 'This time appears twice'));
            errors.count += repeated.count - repeated.lines.length;
          }
          const span = await seriesStaging.stagedSpan(derivedIds, trx);
          if (!span.count && !errors.count) errors.add(error(2, 1, 'The file has no values'));
          if (errors.count) throw invalid(errors);

          await targets.lock(seriesIds, trx);
          const overlap = (await seriesStaging.anyStoredBetween(seriesIds, span.from!, span.last!, trx))
            ? await seriesStaging.overlap(derivedIds, trx)
            : { count: 0, from: null, last: null };
          const from = span.from!;
          const to = span.last! + step;
          const result = (written: number, kept: number): UploadResult => ({
            file_name: fileName,
            kind: req.kind,
            values: span.count,
            written,
            kept,
            handling: req.handling ?? null,
            from,
            to,
          });
          if (req.handling === 'cancel') throw new Rollback(result(0, 0));
          if (overlap.count > 0 && !req.handling) {
            throw new MultipleChoicesError<UploadOverlap>({
              detail: `${overlap.count} of the ${span.count} values exist already. Overwrite them, keep the existing ones, or cancel.`,
              handling_offers: ['overwrite', 'keep-existing', 'cancel'],
              overlap: { count: overlap.count, from: overlap.from!, to: overlap.last! + step },
            });
          }
          const { written } = await writeSeries(
            { staged: { derived: derivedIds } },
            {
              by: user.email,
              at: now,
              mode: overlap.count === 0 ? 'new' : req.handling === 'overwrite' ? 'overwrite' : 'keep',
              source: 'upload',
            },
            trx,
          );
          await repo.record(
            {
              physical_plant_id: view.physical_plant_id,
              plant_view_id: view.id,
              kind: req.kind,
              file_name: fileName,
              handling: req.handling ?? null,
              uploaded_by: user.email,
              value_count: span.count,
              written,
              kept: span.count - written,
              from_ts: new Date(from),
              to_ts: new Date(to),
              created_at: now,
            },
            trx,
          );
          return result(written, span.count - written);
        })
        .catch((e: unknown) => {
          if (e instanceof Rollback) return e.answer;
          throw e;
        });
    },
  };
}
