import { UPLOAD_TARGETS, isKnownTimezone, stripParenthesised, type UploadError, type UploadHandling, type UploadKind, type UploadOverlap, type UploadResult } from '@penstock/domain';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import { badRequest, forbidden, MAX_LISTED_ERRORS, MultipleChoicesError } from '../../http/httpError.js';
import type { AuthUser } from '../../types.js';
import { createSeriesTargets, type SeriesOwner, type ViewComponent } from '../overrides/seriesTargets.js';
import type { PlantViewAccess, PlantViewRow } from '../plants/index.js';
import { error, parseUploadCsv, type CsvValue } from './parseUploadCsv.js';
import { createUploadsRepo } from './uploads.repo.js';


export interface UploadRequest {
  kind: UploadKind;
  text: string;
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

const invalid = (errors: UploadError[]) =>
  badRequest(
    `${errors.length} problem${errors.length === 1 ? '' : 's'} in the file: ${errors.slice(0, 3).map((e) => `${e.path}: ${e.message}`).join('; ')}${errors.length > 3 ? '; ...' : ''}`,
    errors.slice(0, MAX_LISTED_ERRORS),
    'The file is not valid',
  );

export function createUploadsService(db: Db, clock: Clock) {
  const repo = createUploadsRepo(db);
  const targets = createSeriesTargets(db);

  /** Column header -> series owner; headers name a component by id or external id. */
  async function columnOwners(view: PlantViewRow, req: UploadRequest, columns: Array<{ header: string; column: number }>, errors: UploadError[]) {
    const owners = new Map<string, { owner: SeriesOwner; component: ViewComponent | null }>();
    if (req.kind === 'price-forecasts') {
      const regionId = req.priceRegion ?? view.price_region_id;
      if (!regionId || !(await repo.regionExists(regionId))) throw badRequest('Unknown price region (query price_region)');
      const source = await repo.forecastSource(regionId, req.source);
      if (!source) throw badRequest('Unknown price forecast source of the region (query source)');
      if (columns.length > 1) errors.push(error(1, columns[1].column, 'Price forecasts have one value column (price)'));
      for (const c of columns) owners.set(c.header, { owner: { price_region_id: regionId, price_forecast_source_id: source.id }, component: null });
      return owners;
    }
    const allowed = UPLOAD_TARGETS[req.kind].components;
    const components = (await targets.viewComponents(view.id)).filter((c) => allowed.includes(c.type));
    for (const c of columns) {
      const component = components.find((x) => x.id === c.header) ?? components.find((x) => x.external_id === c.header);
      if (!component) {
        const names = components.map((x) => x.id).join(', ') || 'none in this plant view';
        errors.push(error(1, c.column, `Unknown column "${c.header.slice(0, 60)}": expected the id or external id of a ${allowed.join(' or ')} (${names})`));
        continue;
      }
      owners.set(c.header, { owner: component.is_unit ? { control_unit_id: component.id } : { hydro_body_id: component.id }, component });
    }
    return owners;
  }

  /** The stored value (cm for gate openings) or an error message. */
  function convert(req: UploadRequest, v: CsvValue, component: ViewComponent | null): number | string {
    if (req.kind === 'gate-discharges' && v.value < 0) return 'A gate discharge cannot be negative';
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

  return {
    /**
     * Validates the whole file (400 listing line and column of each problem), then imports it in one
     * transaction: with existing values in the way and no handling, nothing is written and the answer
     * is 300 with the handling offers. The route's guard checked the right to upload (plant state).
     */
    async upload(user: AuthUser, view: PlantViewAccess, req: UploadRequest): Promise<UploadResult> {
      if (req.unit && req.kind !== 'gate-openings') throw badRequest('The unit query parameter is for gate openings only');
      const zone = req.timezone ?? view.market_timezone;
      if (!isKnownTimezone(zone)) throw badRequest('Unknown time zone');
      const fileName = req.fileName ? stripParenthesised(req.fileName) : null;
      const target = UPLOAD_TARGETS[req.kind];
      const now = clock.now();

      const parsed = parseUploadCsv(req.text, zone);
      const errors = [...parsed.errors];
      const owners = await columnOwners(view, req, parsed.columns, errors);
      if (!parsed.values.length && !errors.length) errors.push(error(2, 1, 'The file has no values'));
      if (errors.length) throw invalid(errors);

      return db
        .transaction()
        .execute(async (trx) => {
          const series = new Map<string, { id: number; resolution_seconds: number }>();
          for (const [header, o] of owners) series.set(header, await targets.ensure(o.owner, target.quantity, target.kind, target.unit, trx));
          const ids: number[] = [];
          const tss: number[] = [];
          const vals: number[] = [];
          const seen = new Set<string>();
          for (const v of parsed.values) {
            const s = series.get(v.header)!;
            const step = s.resolution_seconds * 1000;
            const stored = convert(req, v, owners.get(v.header)!.component);
            if (typeof stored === 'string') errors.push(error(v.line, v.column, stored));
            else if (v.ts % step !== 0) errors.push(error(v.line, 1, `Must be the start of a ${step / 60_000}-minute interval`));
            else if (seen.has(`${s.id}:${v.ts}`)) errors.push(error(v.line, 1, 'This time appears twice'));
            else if (target.kind === 'actual' && !view.rights.editActualsInFuture && v.ts > now.getTime()) throw forbidden(`Only administrators may upload actuals in the future (line ${v.line})`);
            else {
              seen.add(`${s.id}:${v.ts}`);
              ids.push(s.id);
              tss.push(v.ts);
              vals.push(stored);
            }
          }
          if (errors.length) throw invalid(errors);

          await targets.lock([...series.values()].map((s) => s.id), trx);
          const step = Math.max(...[...series.values()].map((s) => s.resolution_seconds * 1000));
          const overlap = await repo.overlap(ids, tss, trx);
          const from = Math.min(...tss);
          const to = Math.max(...tss) + step;
          const result = (written: number, kept: number): UploadResult => ({ file_name: fileName, kind: req.kind, values: vals.length, written, kept, handling: req.handling ?? null, from, to });
          if (req.handling === 'cancel') throw new Rollback(result(0, 0));
          if (overlap.count > 0 && !req.handling) {
            throw new MultipleChoicesError<UploadOverlap>({
              detail: `${overlap.count} of the ${vals.length} values exist already. Overwrite them, keep the existing ones, or cancel.`,
              handling_offers: ['overwrite', 'keep-existing', 'cancel'],
              overlap: { count: overlap.count, from: overlap.from!, to: overlap.last! + step },
            });
          }
          const written = await repo.write(ids, tss, vals, req.handling === 'overwrite', trx);
          await repo.record(
            { physical_plant_id: view.physical_plant_id, plant_view_id: view.id, kind: req.kind, file_name: fileName, handling: req.handling ?? null, uploaded_by: user.email, value_count: vals.length, written, kept: vals.length - written, from_ts: new Date(from), to_ts: new Date(to), created_at: now },
            trx,
          );
          return result(written, vals.length - written);
        })
        .catch((e: unknown) => {
          if (e instanceof Rollback) return e.answer;
          throw e;
        });
    },
  };
}
