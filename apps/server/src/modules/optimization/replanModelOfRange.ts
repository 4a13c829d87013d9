import type { Executor } from '../../db/schema.js';
import { invalidFields } from '../../http/httpError.js';
import type { PlantViewRow } from '../plants/index.js';
import { buildPlantModel } from './buildPlantModel.js';

const H = 3_600_000;

/**
 * The plant's model for re-solving a range of the plan (a reserve's costs, an outage's windows):
 * from the plan's start (the latest measured content) to the range's end and `tailHours` beyond.
 * A range before the plan's start or one longer than `maxHours` is a 400 naming the field of
 * `part` ('body' or 'query string') with the caller's text. Request-side only (it answers HTTP 400s),
 * so not one of the jobs' build*Model files.
 */
export async function replanModelOfRange(
  db: Executor,
  view: Pick<PlantViewRow, 'physical_plant_id'>,
  range: { 'start-ts': number; 'end-ts': number },
  opts: {
    now: number;
    part: string;
    tailHours: number;
    maxHours: number;
    texts: { beforeStart: (start: string) => string; tooLong: string };
  },
) {
  const base = await buildPlantModel(db, { physicalPlantId: view.physical_plant_id, hours: 1, now: opts.now });
  const start = base.model.start;
  if (range['start-ts'] < start)
    throw invalidFields(opts.part, [
      { path: 'start-ts', message: opts.texts.beforeStart(new Date(start).toISOString()) },
    ]);
  const hours = Math.ceil((range['end-ts'] - start) / H) + opts.tailHours;
  if (hours > opts.maxHours) throw invalidFields(opts.part, [{ path: 'end-ts', message: opts.texts.tooLong }]);
  const { model } = await buildPlantModel(db, { physicalPlantId: view.physical_plant_id, start, hours, now: opts.now });
  return { model, start };
}
