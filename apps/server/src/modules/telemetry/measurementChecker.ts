import {
  TELEMETRY_FUTURE_TOLERANCE_MS,
  TELEMETRY_QUALITIES,
  TELEMETRY_QUALITY_CODES,
  TELEMETRY_QUANTITIES,
  unitFits,
  type TelemetryQuality,
} from '@penstock/domain';
import type { ViewComponent } from '../plants/index.js';
import type { SentMeasurement } from './measurementLines.js';

/** A measurement that passed every check, on its component (by id). */
export interface CheckedMeasurement {
  line: number;
  component: ViewComponent;
  quantity: string;
  /** UTC epoch ms */
  ts: number;
  value: number;
  /** series_value.quality */
  quality: number | null;
}

export interface LineProblem {
  line: number;
  message: string;
}

/** Level range of a reservoir's level-to-content table (m a.s.l.) and its content range (m3). */
export interface TableRange {
  level: [number, number];
  content: [number, number];
}

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)$/i;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Epoch ms of a sent time, or the reason it is none. */
function timeOf(ts: unknown): number | string {
  if (typeof ts === 'number') return Number.isSafeInteger(ts) ? ts : 'ts as a number must be whole epoch milliseconds';
  if (typeof ts !== 'string' || !ts) return 'ts is missing';
  if (/^\d+$/.test(ts)) return Number(ts);
  if (!ISO_WITH_ZONE.test(ts))
    return `ts "${ts.slice(0, 40)}" is neither ISO 8601 with an offset or Z nor epoch milliseconds`;
  const ms = Date.parse(ts);
  return Number.isNaN(ms) ? `ts "${ts.slice(0, 40)}" is not a valid time` : ms;
}

function valueOf(value: unknown): number | string {
  const v = typeof value === 'string' && DECIMAL.test(value.trim()) ? Number(value) : value;
  if (typeof v !== 'number') return value === undefined || value === '' ? 'value is missing' : 'value is not a number';
  return Number.isFinite(v) ? v : 'value is not a finite number';
}

/**
 * Checks every sent measurement against the plant view's components (by id or external id), the
 * quantities each type reports (domain TELEMETRY_QUANTITIES), the clock (at most 5 minutes ahead),
 * the unit, the quality and, for reservoir levels and contents, the level-to-content table (a value
 * outside it cannot be kept consistent). A cell sent twice is kept once when both lines agree and is
 * a problem when they differ. `add` one measurement at a time (a caller may yield between pieces of a
 * large batch); `rows` and `problems` collect the good measurements and every problem, by line.
 */
export function measurementChecker(
  components: readonly ViewComponent[],
  tables: ReadonlyMap<string, TableRange>,
  now: number,
) {
  const byName = new Map<string, ViewComponent>();
  for (const c of components) byName.set(c.external_id, c);
  for (const c of components) byName.set(c.id, c); // an id wins over another component's equal external id
  const rows: CheckedMeasurement[] = [];
  const problems: LineProblem[] = [];
  const seen = new Map<string, Map<number, CheckedMeasurement>>();
  // one closure for every line (a closure per line costs a large batch measurably)
  let line = 0;
  const fail = (message: string) => void problems.push({ line, message });
  /** The component and quantity a measurement names, when both are known and fit (no other check). */
  const target = (m: SentMeasurement): { component: ViewComponent; quantity: string } | null => {
    const component = typeof m.component === 'string' ? byName.get(m.component) : undefined;
    const quantity = typeof m.quantity === 'string' ? m.quantity : '';
    const info = TELEMETRY_QUANTITIES[quantity];
    return component && info?.components.includes(component.type) ? { component, quantity } : null;
  };
  const add = (m: SentMeasurement): void => {
    line = m.line;
    const component = typeof m.component === 'string' ? byName.get(m.component) : undefined;
    if (!component) {
      fail(
        typeof m.component === 'string' && m.component
          ? `Unknown component "${m.component.slice(0, 60)}": not an id or external id of this plant view`
          : 'component is missing',
      );
      return;
    }
    const quantity = typeof m.quantity === 'string' ? m.quantity : '';
    const info = TELEMETRY_QUANTITIES[quantity];
    if (!info || !info.components.includes(component.type)) {
      const known = Object.keys(TELEMETRY_QUANTITIES).filter((q) =>
        TELEMETRY_QUANTITIES[q].components.includes(component.type),
      );
      fail(
        `Unknown quantity "${quantity.slice(0, 40)}" for ${component.type} ${component.id}: expected ${known.join(', ')}`,
      );
      return;
    }
    if (m.unit !== undefined && m.unit !== null && !(typeof m.unit === 'string' && unitFits(quantity, m.unit))) {
      fail(`Unit "${String(m.unit).slice(0, 20)}" does not fit ${quantity} (${info.unit})`);
      return;
    }
    const ts = timeOf(m.ts);
    if (typeof ts === 'string') {
      fail(ts);
      return;
    }
    if (ts > now + TELEMETRY_FUTURE_TOLERANCE_MS) {
      fail(`ts ${new Date(ts).toISOString()} is more than 5 minutes in the future`);
      return;
    }
    const value = valueOf(m.value);
    if (typeof value === 'string') {
      fail(value);
      return;
    }
    const q = m.quality === undefined || m.quality === null ? 'good' : String(m.quality).toLowerCase();
    if (!(TELEMETRY_QUALITIES as readonly string[]).includes(q)) {
      fail(`quality "${String(m.quality).slice(0, 20)}" is not one of ${TELEMETRY_QUALITIES.join(', ')}`);
      return;
    }
    const table = tables.get(component.id);
    if (table && (quantity === 'level' || quantity === 'content')) {
      const [low, high] = table[quantity];
      if (value < low || value > high) {
        const unit = quantity === 'level' ? 'm a.s.l.' : 'm3';
        fail(
          `${quantity === 'level' ? 'Level' : 'Content'} ${value} is outside the level-to-content table of ${component.id} (${low} to ${high} ${unit})`,
        );
        return;
      }
    }
    const row: CheckedMeasurement = {
      line: m.line,
      component,
      quantity,
      ts,
      value,
      quality: TELEMETRY_QUALITY_CODES[q as TelemetryQuality],
    };
    const key = `${component.id}\u0000${quantity}`;
    let cells = seen.get(key);
    if (!cells) seen.set(key, (cells = new Map()));
    const before = cells.get(ts);
    if (before) {
      if (before.value !== value || before.quality !== row.quality)
        fail(
          `${component.id} ${quantity} at ${new Date(ts).toISOString()} was sent on line ${before.line} with another value`,
        );
      return; // the same value twice: kept once
    }
    cells.set(ts, row);
    rows.push(row);
  };
  return { rows, problems, add, target };
}
