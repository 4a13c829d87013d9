import { qualityOfCode, TELEMETRY_QUANTITIES, type TelemetryHistory } from '@penstock/domain';
import type { Db } from '../../db/schema.js';
import { badRequest, notFound } from '../../http/httpError.js';
import { createSeriesTargets, valueHistory } from '../series/index.js';

const MAX_RANGE_MS = 31 * 24 * 3_600_000;

/** A measured series of a plant view's component: its values and the corrections later sends made (who and when). */
export function createTelemetryHistory(db: Db) {
  const targets = createSeriesTargets(db);
  return async function history(
    view: { id: string },
    component: string,
    quantity: string,
    from: number,
    to: number,
  ): Promise<TelemetryHistory> {
    if (to - from > MAX_RANGE_MS) throw badRequest('The range may span at most 31 days');
    if (!TELEMETRY_QUANTITIES[quantity]) throw badRequest(`Unknown quantity: ${quantity.slice(0, 40)}`);
    const components = await targets.viewComponents(view.id);
    const c = components.find((x) => x.id === component) ?? components.find((x) => x.external_id === component);
    if (!c) throw notFound('Component not found in this plant view');
    const series = await targets.find(
      c.is_unit ? { control_unit_id: c.id } : { hydro_body_id: c.id },
      quantity,
      'actual',
    );
    const unit = series?.unit ?? TELEMETRY_QUANTITIES[quantity].unit;
    if (!series) return { component_id: c.id, quantity, unit, values: [], corrections: [] };
    const h = await valueHistory(series.id, from, to, db);
    return {
      component_id: c.id,
      quantity,
      unit,
      values: h.values.map((v) => ({ ts: v.ts, value: v.value, quality: qualityOfCode(v.quality) })),
      corrections: h.corrections.map((k) => ({
        ...k,
        old_quality: qualityOfCode(k.old_quality),
        new_quality: qualityOfCode(k.new_quality),
      })),
    };
  };
}
