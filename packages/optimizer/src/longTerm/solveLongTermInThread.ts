import type { Highs } from 'highs';
import { statesOf } from './modelShape.js';
import { solveSdp } from './sdp.js';
import { trainSddp, type SddpOptions } from './sddp.js';
import type { ConvergencePoint, LongTermModel, LongTermResult } from './types.js';
import { waterValueTables, type WaterValueTable } from './waterValueTable.js';

export interface LongTermOptions extends Omit<SddpOptions, 'onProgress' | 'shouldStop'> {
  /** 'auto' (default): the SDP for one reservoir without pumps or Markov prices, SDDP otherwise. */
  method?: 'auto' | 'sddp' | 'sdp';
  /** Grid of the SDP (default 201 contents). */
  gridPoints?: number;
  onProgress?: (p: ConvergencePoint) => void;
  shouldStop?: () => boolean;
}

export interface LongTermRun extends LongTermResult {
  tables: WaterValueTable[];
}

/** The SDP where it applies (one reservoir: exact on its grid and faster), else SDDP. */
export function chooseMethod(model: LongTermModel): 'sdp' | 'sddp' {
  const pumps = model.units.some((u) => u.type === 'PUMP' || u.type === 'PUMP_TURBINE');
  return model.reservoirs.length === 1 &&
    !pumps &&
    model.stages.every((s) => statesOf(s) === 1) &&
    !model.reservoirs[0].inflowDisposal
    ? 'sdp'
    : 'sddp';
}

/** Solves the long-term model and derives the water value tables (on the calling thread). */
export function solveLongTermInThread(highs: Highs, model: LongTermModel, opts: LongTermOptions = {}): LongTermRun {
  const method = opts.method && opts.method !== 'auto' ? opts.method : chooseMethod(model);
  const result = method === 'sdp' ? solveSdp(model, { gridPoints: opts.gridPoints }) : trainSddp(highs, model, opts);
  if (method === 'sdp') opts.onProgress?.(result.convergence[0]);
  return { ...result, tables: waterValueTables(model, result) };
}
