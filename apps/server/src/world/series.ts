/**
 * Columnar series: one Float64Array per (component, quantity, kind), hourly from startTs.
 * NaN marks a missing hour (a gap in actuals); loaders skip it rather than store it.
 */
import { EDITABLE_QUANTITY_UNITS } from '@penstock/domain';

export type SeriesKind = 'actual' | 'plan' | 'forecast';

export type Quantity =
  /** MW, unit output; negative while pumping */
  | 'power'
  /** m3/s through a unit, upstream -> downstream; negative while pumping */
  | 'discharge'
  /** cm, gate opening */
  | 'gate_opening'
  /** m a.s.l., reservoir level at the start of the hour */
  | 'level'
  /** m3, reservoir content at the start of the hour */
  | 'content'
  /** m3/s, natural inflow of the reservoir's own catchment (hour mean) */
  | 'inflow'
  /** m3/s, water arriving from upstream plants after its travel delay (hour mean) */
  | 'upstream_inflow'
  /** m3/s, uncontrolled overflow over the crest, beyond all units (hour mean) */
  | 'spill'
  /** EUR/MWh, day-ahead price of a price region (actual: auction result; forecast: forecast) */
  | 'day_ahead_price'
  /** EUR/MWh, realised (intraday / imbalance-settled) price of a price region */
  | 'realised_price';

/** The stored unit of each quantity: the editable ones' units from the domain, and those only the world writes. */
export const QUANTITY_UNITS: Record<Quantity, string> = {
  ...EDITABLE_QUANTITY_UNITS,
  upstream_inflow: 'm3/s',
  day_ahead_price: 'EUR/MWh',
  realised_price: 'EUR/MWh',
};

export interface Series {
  /** control unit id, hydro body id or price region id */
  componentId: string;
  quantity: Quantity;
  kind: SeriesKind;
  /** UTC epoch ms of values[0] */
  startTs: number;
  /** ms between values (3 600 000: hourly) */
  stepMs: number;
  values: Float64Array;
}

export function seriesKey(s: Pick<Series, 'componentId' | 'quantity' | 'kind'>): string {
  return `${s.componentId}/${s.quantity}/${s.kind}`;
}

/** End of the series, exclusive, UTC epoch ms. */
export function seriesEndTs(s: Series): number {
  return s.startTs + s.values.length * s.stepMs;
}

/** [ts, value] of every present (non-NaN) value. */
export function* seriesPoints(s: Series): Generator<[ts: number, value: number]> {
  for (let i = 0; i < s.values.length; i++) {
    const v = s.values[i];
    if (!Number.isNaN(v)) yield [s.startTs + i * s.stepMs, v];
  }
}

/** Present ranges [start, end) in UTC epoch ms: what actuals quality calls gapless_data_ranges. */
export function presentRanges(s: Series): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let from = -1;
  for (let i = 0; i <= s.values.length; i++) {
    const present = i < s.values.length && !Number.isNaN(s.values[i]);
    if (present && from < 0) from = i;
    if (!present && from >= 0) {
      out.push([s.startTs + from * s.stepMs, s.startTs + i * s.stepMs]);
      from = -1;
    }
  }
  return out;
}
