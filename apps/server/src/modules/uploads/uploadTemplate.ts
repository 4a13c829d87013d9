import { maxOf, minOf, UPLOAD_TARGETS, type UploadKind } from '@penstock/domain';
import { Temporal } from 'temporal-polyfill';
import type { Db } from '../../db/schema.js';
import { createSeriesTargets } from '../series/index.js';
import type { PlantViewRow } from '../plants/index.js';
import { createUploadsRepo } from './uploads.repo.js';

/** Rows of a template: the first hours of yesterday in the plant's zone (past, so actuals are allowed). */
const TEMPLATE_HOURS = 3;

/**
 * A CSV template of an upload kind for one plant view, a valid upload as it is (issue 27 item 6):
 * header `timestamp` and one column per component of the kind, headed by its id (price forecasts:
 * `price`); three hourly rows of yesterday written as ISO 8601 with the plant's offset; values a
 * unit accepts (0; levels the middle of the reservoir's level-to-content table, since a level
 * outside it is refused). A reservoir without that table is left out: its levels cannot be uploaded.
 */
export async function uploadTemplate(
  db: Db,
  view: Pick<PlantViewRow, 'id' | 'market_timezone'>,
  kind: UploadKind,
  now: Date,
): Promise<string> {
  const columns: Array<{ header: string; value: number }> = [];
  if (kind === 'price-forecasts') columns.push({ header: 'price', value: 0 });
  else {
    const allowed = UPLOAD_TARGETS[kind].components;
    const components = (await createSeriesTargets(db).viewComponents(view.id)).filter((c) => allowed.includes(c.type));
    if (kind === 'reservoir-levels') {
      const points = components.length ? await createUploadsRepo(db).levelToContent(components.map((c) => c.id)) : [];
      for (const c of components) {
        const levels = points.filter((p) => p.hydro_body_id === c.id).map((p) => p.level);
        if (levels.length < 2) continue;
        const middle = (minOf(levels) + maxOf(levels)) / 2;
        columns.push({ header: c.id, value: Math.round(middle * 100) / 100 });
      }
    } else for (const c of components) columns.push({ header: c.id, value: 0 });
  }
  const start = Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(view.market_timezone)
    .startOfDay()
    .subtract({ days: 1 });
  const lines = [['timestamp', ...columns.map((c) => c.header)].join(',')];
  for (let h = 0; h < TEMPLATE_HOURS; h++) {
    const ts = start.add({ hours: h }).toString({ timeZoneName: 'never', smallestUnit: 'second' });
    lines.push([ts, ...columns.map((c) => String(c.value))].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
