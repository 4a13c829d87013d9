import type { Segment } from '../curves.js';
import { checkLength } from '../series.js';
import type { OptimizerModel } from '../types.js';
import type { Conflict } from './lp.js';
import { LpBuilder } from './lpBuilder.js';
import type { BuildContext } from './lpPart.js';
import { VOLUME_UNIT } from './lpKinds.js';

/**
 * A fresh context for one build: the empty matrix, the index arrays (all -1), and services that do
 * nothing until their part registers them (no terminal value, no on/off decisions).
 */
export function createBuildContext(
  model: OptimizerModel,
  labels: boolean,
): BuildContext & { relaxCols: number[]; relaxRows: number[] } {
  const T = model.steps,
    R = model.reservoirs.length,
    U = model.units.length;
  const dt = model.stepSeconds;
  checkLength(model.price, T, 'Price');
  const resIndex = new Map<string, number>();
  model.reservoirs.forEach((r, i) => {
    if (resIndex.has(r.id)) throw new Error(`Reservoir ${r.id} is listed twice`);
    resIndex.set(r.id, i);
  });
  const colWhy = labels ? new Map<number, [string, string]>() : undefined;
  const rowWhy = labels ? new Map<number, [string, string]>() : undefined;
  const relaxCols: number[] = [],
    relaxRows: number[] = [];
  const conflicts: Conflict[] = [];
  return {
    model,
    lp: new LpBuilder(),
    T,
    R,
    U,
    dt,
    hours: dt / 3600,
    dtv: dt / VOLUME_UNIT,
    labels,
    stepTime: (t) => model.start + t * dt * 1000,
    resIndex,
    reservoirIndex(id, what) {
      if (id === null || id === undefined) return -1;
      const i = resIndex.get(id);
      if (i === undefined) throw new Error(`${what} refers to unknown reservoir ${id}`);
      return i;
    },
    conflicts,
    relaxCols,
    relaxRows,
    relaxCol(col, sides) {
      relaxCols.push(col);
      if (colWhy) colWhy.set(col, [sides.loWhy, sides.hiWhy]);
    },
    relaxRow(row, sides) {
      relaxRows.push(row);
      if (rowWhy) rowWhy.set(row, [sides.loWhy, sides.hiWhy]);
    },
    colWhy,
    rowWhy,
    contentLimits: () => {},
    unitLimits: () => {},
    value: { end: () => 0, transitCredit: () => 0 },
    onOff: (ui) => {
      throw new Error(`Unit ${model.units[ui].id} needs on/off decisions, but the LP has no on/off part`);
    },
    unitCapacity: (ui) => {
      throw new Error(`Unit ${model.units[ui].id} needs a capacity, but the LP has no on/off part`);
    },
    headSegments: () => undefined,
    stepSlopes: [],
    powerOffset: () => 0,
    powerCorrection: () => undefined,
    contentCol: new Int32Array(R * T),
    spillCol: new Int32Array(R * T).fill(-1),
    underCol: new Int32Array(R * T).fill(-1),
    overCol: new Int32Array(R * T).fill(-1),
    balanceRow: new Int32Array(R * T),
    segFirst: new Int32Array(U * T).fill(-1),
    segments: [] as Segment[][],
    pumpCol: new Int32Array(U * T).fill(-1),
    pumpK: new Float64Array(U),
    futureCol: -1,
    softSubstituted: !labels,
    cons: {
      rows: [],
      onCol: new Int32Array(U * T).fill(-1),
      pumpOnCol: new Int32Array(U * T).fill(-1),
      switches: [],
      binaries: [],
      active: new Int32Array(model.constraints?.length ?? 0),
    },
  };
}
