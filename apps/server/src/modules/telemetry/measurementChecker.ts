import { TELEMETRY_FUTURE_TOLERANCE_MS, TELEMETRY_QUALITIES, TELEMETRY_QUANTITIES, unitFits } from '@penstock/domain';
import type { ViewComponent } from '../plants/index.js';
import type { SentFields } from './measurementLines.js';

/** A component and quantity the batch sends, with its level-to-content range for a reservoir level or content. */
export interface MeasurementTarget {
  component: ViewComponent;
  quantity: string;
  range?: [number, number];
}

/**
 * The measurements that passed every check, as columns (row i is target[i], ts[i], ...): a batch
 * of 100,000 makes no object per row, and the columns go to the database as they are.
 */
export interface CheckedCells {
  length: number;
  /** index into the checker's targets */
  target: Int32Array;
  /** UTC epoch ms */
  ts: Float64Array;
  value: Float64Array;
  /** series_value.quality: 0 good (stored as null), 1 uncertain, 2 bad */
  quality: Uint8Array;
  line: Int32Array;
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
const QUALITY_CODES = new Map<string, number>(TELEMETRY_QUALITIES.map((q, i) => [q, i])); // good 0, uncertain 1, bad 2

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

/** How the times of one target have come so far: while they only rise or only fall, no time can repeat an earlier one. */
const enum Order {
  None,
  One,
  Rising,
  Falling,
  /** neither: each time is looked up among the target's earlier ones */
  Mixed,
}

/** Growable columns (a batch's capacity is known, so they rarely grow). */
function checkedCells(capacity: number): CheckedCells {
  const n = Math.max(capacity, 16);
  return {
    length: 0,
    target: new Int32Array(n),
    ts: new Float64Array(n),
    value: new Float64Array(n),
    quality: new Uint8Array(n),
    line: new Int32Array(n),
  };
}

function grown(c: CheckedCells): CheckedCells {
  const bigger = checkedCells(c.target.length * 2);
  bigger.target.set(c.target);
  bigger.ts.set(c.ts);
  bigger.value.set(c.value);
  bigger.quality.set(c.quality);
  bigger.line.set(c.line);
  bigger.length = c.length;
  return bigger;
}

/**
 * Checks every sent measurement against the plant view's components (by id or external id), the
 * quantities each type reports (domain TELEMETRY_QUANTITIES), the clock (at most 5 minutes ahead),
 * the unit, the quality and, for reservoir levels and contents, the level-to-content table (a value
 * outside it cannot be kept consistent). A cell sent twice is kept once when both lines agree and is
 * a problem when they differ. `add` one measurement at a time (a caller may yield between pieces of a
 * large batch and write the cells checked so far); `cells` and `problems` collect the good
 * measurements and every problem, by line. `capacity`: the measurements expected (the columns grow beyond).
 *
 * Written for 100,000 lines a request: plain checks on the sent fields, each component and quantity
 * resolved once per batch (targets), and repeated times found without a map while a target's times
 * only rise or only fall (as a sensor's do).
 */
export function measurementChecker(
  components: readonly ViewComponent[],
  tables: ReadonlyMap<string, TableRange>,
  now: number,
  capacity = 0,
) {
  const byName = new Map<string, ViewComponent>();
  for (const c of components) byName.set(c.external_id, c);
  for (const c of components) byName.set(c.id, c); // an id wins over another component's equal external id
  const targets: MeasurementTarget[] = [];
  const targetIds = new Map<ViewComponent, Map<string, number>>();
  const latest: number[] = []; // per target: the row of the time last added
  const order: Order[] = [];
  const seen: Map<number, number>[] = []; // per Mixed target: time -> its row
  const fitting = new Map<string, boolean>(); // quantity \0 unit -> fits
  const checked = { cells: checkedCells(capacity), problems: [] as LineProblem[] };
  const maxTs = now + TELEMETRY_FUTURE_TOLERANCE_MS;

  /** The target of a component and quantity, or -1 when the component's type does not report the quantity. */
  function targetId(component: ViewComponent, quantity: string): number {
    let ids = targetIds.get(component);
    if (!ids) targetIds.set(component, (ids = new Map()));
    let id = ids.get(quantity);
    if (id === undefined) {
      const info = TELEMETRY_QUANTITIES[quantity];
      id = -1;
      if (info?.components.includes(component.type)) {
        id = targets.length;
        const table = tables.get(component.id);
        const range = table && (quantity === 'level' || quantity === 'content') ? table[quantity] : undefined;
        targets.push({ component, quantity, ...(range ? { range } : {}) });
        order.push(Order.None);
        latest.push(-1);
      }
      ids.set(quantity, id);
    }
    return id;
  }

  const componentOf = (m: SentFields) => (typeof m.component === 'string' ? byName.get(m.component) : undefined);
  const quantityOf = (m: SentFields) => (typeof m.quantity === 'string' ? m.quantity : '');

  /** The target a measurement names when its component and quantity are known and fit (no other check), else -1. */
  const target = (m: SentFields): number => {
    const component = componentOf(m);
    return component ? targetId(component, quantityOf(m)) : -1;
  };

  function unitFitsCached(quantity: string, unit: string) {
    const key = `${quantity}\u0000${unit}`;
    let fits = fitting.get(key);
    if (fits === undefined) fitting.set(key, (fits = unitFits(quantity, unit)));
    return fits;
  }

  /** What a good line says (one object for every line: none made per line). */
  const good = { ts: 0, value: 0, quality: 0 };

  /** Why a line is bad (before its time is compared with the batch's other lines), or null and `good` filled. */
  function problemOf(m: SentFields, component: ViewComponent | undefined, t: number): string | null {
    if (!component)
      return typeof m.component === 'string' && m.component
        ? `Unknown component "${m.component.slice(0, 60)}": not an id or external id of this plant view`
        : 'component is missing';
    const quantity = quantityOf(m);
    if (t < 0) {
      const known = Object.keys(TELEMETRY_QUANTITIES).filter((q) =>
        TELEMETRY_QUANTITIES[q].components.includes(component.type),
      );
      return `Unknown quantity "${quantity.slice(0, 40)}" for ${component.type} ${component.id}: expected ${known.join(', ')}`;
    }
    const unit = m.unit;
    if (unit !== undefined && unit !== null && !(typeof unit === 'string' && unitFitsCached(quantity, unit)))
      return `Unit "${String(unit).slice(0, 20)}" does not fit ${quantity} (${TELEMETRY_QUANTITIES[quantity].unit})`;
    const ts = typeof m.ts === 'number' && Number.isSafeInteger(m.ts) ? m.ts : timeOf(m.ts);
    if (typeof ts === 'string') return ts;
    if (ts > maxTs) return `ts ${new Date(ts).toISOString()} is more than 5 minutes in the future`;
    const value = typeof m.value === 'number' && Number.isFinite(m.value) ? m.value : valueOf(m.value);
    if (typeof value === 'string') return value;
    const quality =
      m.quality === undefined || m.quality === null ? 0 : QUALITY_CODES.get(String(m.quality).toLowerCase());
    if (quality === undefined)
      return `quality "${String(m.quality).slice(0, 20)}" is not one of ${TELEMETRY_QUALITIES.join(', ')}`;
    const range = targets[t].range;
    if (range && (value < range[0] || value > range[1])) {
      const level = quantity === 'level';
      return `${level ? 'Level' : 'Content'} ${value} is outside the level-to-content table of ${component.id} (${range[0]} to ${range[1]} ${level ? 'm a.s.l.' : 'm3'})`;
    }
    good.ts = ts;
    good.value = value;
    good.quality = quality;
    return null;
  }

  /** The row that already holds the target's time, or -1 (and the time is noted as the target's). */
  function earlierRow(t: number, ts: number, row: number): number {
    const o = order[t];
    if (o === Order.Mixed) {
      const before = seen[t].get(ts);
      if (before !== undefined) return before;
      seen[t].set(ts, row);
      return -1;
    }
    const last = latest[t];
    const lastTs = last < 0 ? 0 : checked.cells.ts[last];
    if (o === Order.None) order[t] = Order.One;
    else if (ts === lastTs) return last;
    else if (o === Order.One) order[t] = ts > lastTs ? Order.Rising : Order.Falling;
    else if ((o === Order.Rising) !== ts > lastTs) {
      // the times turned: from now on every time is looked up among the target's rows so far
      order[t] = Order.Mixed;
      const c = checked.cells;
      const rows = new Map<number, number>();
      for (let i = 0; i < c.length; i++) if (c.target[i] === t) rows.set(c.ts[i], i);
      seen[t] = rows;
      return earlierRow(t, ts, row);
    }
    latest[t] = row;
    return -1;
  }

  const add = (m: SentFields, line: number): void => {
    const component = componentOf(m);
    const t = component ? targetId(component, quantityOf(m)) : -1;
    const problem = problemOf(m, component, t);
    const problems = checked.problems;
    if (problem !== null) {
      problems.push({ line, message: problem });
      return;
    }
    let c = checked.cells;
    const row = c.length;
    const before = earlierRow(t, good.ts, row);
    if (before >= 0) {
      if (c.value[before] !== good.value || c.quality[before] !== good.quality)
        problems.push({
          line,
          message: `${targets[t].component.id} ${targets[t].quantity} at ${new Date(good.ts).toISOString()} was sent on line ${c.line[before]} with another value`,
        });
      return; // the same value twice: kept once
    }
    if (row === c.target.length) c = checked.cells = grown(c);
    c.target[row] = t;
    c.ts[row] = good.ts;
    c.value[row] = good.value;
    c.quality[row] = good.quality;
    c.line[row] = line;
    c.length = row + 1;
  };

  return { checked, targets, add, target };
}
